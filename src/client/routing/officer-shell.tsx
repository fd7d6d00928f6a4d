import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_OFFICER_ID } from '../../shared/constants.ts';
import {
  isOfficerIdSegment,
  type OfficerStanding,
  officerStanding,
  prefixWithDefaultOfficer,
  rewriteForStanding,
} from '../../shared/officer-id.ts';
import { useChannelLookup } from '../api/branding-api.ts';
import { isPortalPath } from '../auth/auth-variant.ts';
import {
  isOfficerMarkedInvalid,
  markOfficerInvalid,
  storeCurrentOfficerId,
} from '../state/browser-storage.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { OfficerRoutes } from './officer-routes.tsx';
import { ScreenChunkLoading } from './screen-chunk-loading.tsx';

const OfficerFrame = lazy(() => import('./officer-frame.tsx'));
// The portal (spec 2.5) has its own frame and routes, in chunks of their own.
const PortalRoot = lazy(() => import('../portal/portal-root.tsx'));

/**
 * 'unverified': the lookup failed for another reason than 404 (network, 5xx). The borrower stays on the
 * officer's pages; the branding falls back to the default broker on its own (spec 8).
 */
type Standing = OfficerStanding | 'pending' | 'unverified';

function useOfficerStanding(officerId: string): Standing {
  const isDefault = officerId === DEFAULT_OFFICER_ID;
  const knownInvalid = !isDefault && isOfficerMarkedInvalid(officerId);
  const lookup = useChannelLookup(isDefault || knownInvalid ? undefined : officerId);
  if (isDefault) return 'active';
  if (knownInvalid) return 'unknown';
  if (lookup.isPending) return 'pending';
  if (lookup.isError) return 'unverified';
  return officerStanding(lookup.data ?? null);
}

/** Spec 2.1, 5: validates the officer in the path, stores it as current, or moves to the default officer. */
function ValidatedOfficer({ officerId }: { officerId: string }) {
  const location = useLocation();
  const standing = useOfficerStanding(officerId);
  const settled = standing !== 'pending';
  useReadinessReport('officer', settled);
  const rewrite =
    standing === 'unknown' || standing === 'inactive'
      ? rewriteForStanding(location.pathname, standing)
      : null;

  useEffect(() => {
    if (!settled) return;
    if (rewrite) markOfficerInvalid(officerId);
    else storeCurrentOfficerId(officerId);
  }, [settled, rewrite, officerId]);

  if (!settled) return null;
  if (rewrite) {
    return <Navigate replace to={`${rewrite}${location.search}${location.hash}`} state={location.state} />;
  }
  if (isPortalPath(location.pathname)) {
    return (
      <Suspense fallback={<ScreenChunkLoading />}>
        <PortalRoot />
      </Suspense>
    );
  }
  return (
    <OfficerFrame>
      <Suspense fallback={<ScreenChunkLoading />}>
        <OfficerRoutes />
      </Suspense>
    </OfficerFrame>
  );
}

/** The element of `/:officerId/*`. */
export function OfficerShell() {
  const { officerId } = useParams();
  const location = useLocation();
  if (!isOfficerIdSegment(officerId)) {
    const target = `${prefixWithDefaultOfficer(location.pathname)}${location.search}${location.hash}`;
    return <Navigate replace to={target} state={location.state} />;
  }
  // A new officer id is a new validation: the key drops the previous officer's state.
  return <ValidatedOfficer key={officerId} officerId={officerId} />;
}
