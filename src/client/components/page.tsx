import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The page frame: one `main` landmark, centred content. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>{children}</div>
    </main>
  );
}
