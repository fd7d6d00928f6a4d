import { useParams } from 'react-router-dom';
import { DEFAULT_OFFICER_ID } from '../../shared/constants.ts';

/**
 * The loan officer id of the current page: the first path segment (`/:officerId/...`) once the
 * routing shell has resolved and validated it, else the default officer.
 */
export function useOfficerId(): string {
  const { officerId } = useParams();
  return officerId && /^\d+$/.test(officerId) ? officerId : DEFAULT_OFFICER_ID;
}
