import { useSearchParams } from 'react-router-dom';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { journeyNameOf } from '../../shared/flows/journey-path.ts';
import { type JourneyPlace, journeyEnd, journeyPlace } from '../../shared/flows/journey-place.ts';
import styles from './journey-progress.module.css';

/** A step of a flow as its page shows it; `finished`: the end of its journey (a co-borrower's part sent). */
export interface StepOfJourney {
  flow: FlowFile;
  step: ScreenStep;
  finished?: boolean;
}

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
            // biome-ignore lint/suspicious/noArrayIndexKey: a flow's stages are a fixed list; titles need not be unique
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

/** The indicator of a flow step; an Edit's `?returnTo=` keeps the share of the step it returns to. */
export function StepJourneyProgress({ flow, step, finished }: StepOfJourney) {
  const [searchParams] = useSearchParams();
  const place = finished
    ? journeyEnd(flow, journeyNameOf(step))
    : journeyPlace(flow, step.path, searchParams.get('returnTo'));
  return place ? <JourneyProgress place={place} /> : null;
}
