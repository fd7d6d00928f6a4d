import type { JourneyPlace } from '../../shared/flows/journey-place.ts';
import styles from './journey-progress.module.css';

const WHOSE_JOURNEY = { borrower: 'your application', coborrower: 'your part' } as const;

/**
 * The progress indicator of a flow step: the journey's named stages with the current one, and the share of the
 * journey done (src/shared/flows/journey-place.ts). Screen readers read the list and the progress bar once; the
 * phone's one-line summary and the visible figure are for the eye only.
 */
export function JourneyProgress({ place }: { place: JourneyPlace }) {
  const whose = WHOSE_JOURNEY[place.journey];
  const current = place.stages[place.current]?.title ?? '';
  return (
    <div className={styles.root}>
      <ol className={styles.stages} aria-label={`Stages of ${whose}`}>
        {place.stages.map((stage, index) => (
          <li
            // Stage titles are unique in practice but not required to be.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a flow
            key={index}
            className={`${styles.stage} ${styles[stage.state]}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              {stage.state === 'done' ? '✓' : index + 1}
            </span>
            {stage.title}
            {stage.state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <p className={styles.compact} aria-hidden="true">
        Stage {place.current + 1} of {place.stages.length}: <strong>{current}</strong>
      </p>
      <div className={styles.barRow}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={`Progress of ${whose}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={place.share}
          aria-valuetext={`${current}, ${place.share}% of ${whose} done`}
        >
          <div className={styles.fill} style={{ width: `${place.share}%` }} />
        </div>
        <span className={styles.share} aria-hidden="true">
          {place.share}% done
        </span>
      </div>
    </div>
  );
}
