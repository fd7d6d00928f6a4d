import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlineIcon } from '../components/icons.tsx';
import styles from './alert.module.css';

/** MUI's Alert without MUI (see styles/base.css): an error is announced (role alert, as MUI's). */
export function Alert({ severity, children }: { severity: 'error' | 'info'; children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles[severity]}`}>
      <div className={styles.icon}>
        {severity === 'error' ? <ErrorOutlineIcon size="inherit" /> : <InfoOutlineIcon size="inherit" />}
      </div>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
