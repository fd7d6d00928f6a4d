import { useSearchParams } from 'react-router-dom';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { journeyNameOf } from '../../shared/flows/journey-path.ts';
import { type JourneyPlace, journeyEnd, journeyPlace } from '../../shared/flows/journey-place.ts';
import { useMessages } from '../i18n/messages.ts';
import styles from './journey-progress.module.css';

/** A step of a flow as its page shows it; `finished`: the end of its journey (a co-borrower's part sent). */
export interface StepOfJourney {
  flow: FlowFile;
  step: ScreenStep;
  finished?: boolean;
}

/**
 * The progress indicator of a flow step: the journey's named stages with the current one, and the share of the
 * journey done (src/shared/flows/journey-place.ts). Screen readers read the list and the progress bar once; the
 * phone's one-line summary and the visible figure are for the eye only.
 */
export function JourneyProgress({ place }: { place: JourneyPlace }) {
  const t = useMessages('steps');
  const whose = place.journey;
  const current = place.stages[place.current]?.title ?? '';
  return (
    <div className={styles.root}>
      <ol className={styles.stages} aria-label={t('journey.stages', { whose })}>
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
            {stage.state === 'done' ? <span className="visually-hidden"> {t('journey.done')}</span> : null}
          </li>
        ))}
      </ol>
      <p className={styles.compact} aria-hidden="true">
        {t('journey.compact', { current: place.current + 1, total: place.stages.length })}{' '}
        <strong>{current}</strong>
      </p>
      <div className={styles.barRow}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('journey.progress', { whose })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={place.share}
          aria-valuetext={t('journey.valueText', { stage: current, share: place.share, whose })}
        >
          <div className={styles.fill} style={{ width: `${place.share}%` }} />
        </div>
        <span className={styles.share} aria-hidden="true">
          {t('journey.share', { share: place.share })}
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
