import { useSearchParams } from 'react-router-dom';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { type JourneyPlace, journeyPlace } from '../../shared/flows/journey-place.ts';

/** Where this step stands in its journey; an Edit's `?returnTo=` keeps the share of the step it returns to. */
export function useJourneyPlace(flow: FlowFile, step: ScreenStep): JourneyPlace | undefined {
  const [searchParams] = useSearchParams();
  return journeyPlace(flow, step.path, searchParams.get('returnTo'));
}
