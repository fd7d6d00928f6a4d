import { Spinner } from '../ui/spinner.tsx';
import styles from './page.module.css';
import { Page } from './page.tsx';

/** A full-page progress indicator; `label` is its accessible name. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <Page>
      <div className={styles.centred}>
        <Spinner aria-label={label} />
      </div>
    </Page>
  );
}
