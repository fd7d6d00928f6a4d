import { useBranding } from '../branding/branding-context.ts';
import { isNeverShownOfficer, shouldShowOfficerCard } from './officer-card-rules.ts';
import { useOfficerCardInfo } from './use-officer-card-info.ts';

export interface OfficerCardData {
  /** False when spec 2.6 hides the card; then the layout drops the sidebar too. */
  visible: boolean;
  loading: boolean;
  name: string;
  nmlsId: string;
  email: string;
  phone: string;
  avatarSrc: string | null;
}

/** The current officer's card: its visibility (spec 2.6) and what it shows (session info, spec 4.12). */
export function useOfficerCard(): OfficerCardData {
  const { officerId, broker, headshot } = useBranding();
  const { info, loading: polling } = useOfficerCardInfo(officerId, broker.loading);
  const loading = broker.loading || polling;
  const visible =
    !isNeverShownOfficer(officerId) &&
    (loading ||
      (info !== null && shouldShowOfficerCard({ officerId, isActive: broker.isActive, name: info.name })));
  const avatarSrc = headshot.dataUrl ?? (headshot.status === 'error' ? null : (info?.headshotUrl ?? null));
  return {
    visible,
    loading,
    name: info?.name ?? '',
    nmlsId: info?.nmlsId ?? officerId,
    email: info?.email ?? '',
    phone: info?.phone ?? '',
    avatarSrc,
  };
}
