import { useCallback, useId, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { CopyIcon, EmailIcon, PersonIcon, PhoneIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import text from '../ui/text.module.css';
import { copyToClipboard } from './copy-to-clipboard.ts';
import { CopyToast } from './copy-toast.tsx';
import styles from './loan-officer-card.module.css';
import type { OfficerCardMode } from './officer-card-rules.ts';
import { telHref } from './tel-href.ts';

export interface LoanOfficerCardProps {
  mode: OfficerCardMode;
  loading: boolean;
  name: string;
  nmlsId: string;
  email: string;
  phone: string;
  /** The cached headshot (base64) or its URL; the placeholder icon shows when absent or broken. */
  avatarSrc: string | null;
}

/** Long addresses wrap after the @ rather than mid-word. */
function withBreakAfterAt(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const AVATAR_SIZE: Record<OfficerCardMode, number> = { wide: 88, compact: 56, narrow: 72 };

/**
 * 'Your Loan Officer' (spec 2.6): avatar, name, NMLS number, email link, a phone button that copies and, beside it,
 * a link that calls the number (on a phone, one tap).
 */
export function LoanOfficerCard({
  mode,
  loading,
  name,
  nmlsId,
  email,
  phone,
  avatarSrc,
}: LoanOfficerCardProps) {
  const t = useMessages('frame');
  const headingId = useId();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const hideToast = useCallback(() => setCopiedAt(null), []);
  const row = mode === 'compact';
  const avatarSize = AVATAR_SIZE[mode];
  const call = telHref(phone);

  const copyPhone = async () => {
    if (await copyToClipboard(phone)) setCopiedAt(Date.now());
  };

  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {t('officer.heading')}
      </h2>
      <div aria-busy={loading} className={row ? `${styles.person} ${styles.row}` : styles.person}>
        {loading ? (
          <Skeleton shape="circular" width={avatarSize} height={avatarSize} />
        ) : (
          <OfficerAvatar src={avatarSrc} size={avatarSize} />
        )}
        <div className={styles.details}>
          {loading ? (
            <>
              <Skeleton shape="text" width="70%" className={styles.centred} />
              <Skeleton shape="text" width="50%" className={styles.centred} />
              <span className="visually-hidden">{t('officer.loading')}</span>
            </>
          ) : (
            <>
              <p className={styles.name}>{name}</p>
              <p className={`${text.body2} ${text.secondary}`}>{t('officer.nmls', { id: nmlsId })}</p>
              <div className={styles.contacts}>
                {email && (
                  <a href={`mailto:${email}`} className={`${text.link} ${text.body2} ${styles.email}`}>
                    <EmailIcon size="small" />
                    <span>{withBreakAfterAt(email)}</span>
                  </a>
                )}
                {phone && (
                  <div className={styles.phoneRow}>
                    <Button
                      onClick={copyPhone}
                      aria-label={t('officer.copyPhone', { phone })}
                      startIcon={<CopyIcon size="small" />}
                      size="small"
                      className={styles.phone}
                    >
                      {phone}
                    </Button>
                    {call && (
                      <a
                        href={call}
                        aria-label={t('officer.callLabel', { name, phone })}
                        className={`${buttonClassName({ variant: 'outlined', size: 'small' })} ${styles.call}`}
                      >
                        <PhoneIcon size="small" />
                        {t('officer.call')}
                      </a>
                    )}
                  </div>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <CopyToast
        shownAt={copiedAt}
        message={t('officer.copied')}
        durationMs={TIMINGS.copyToastMs}
        onClose={hideToast}
      />
    </section>
  );
}

/** The headshot, or the placeholder icon when there is none or it fails to load (as MUI's Avatar does). */
function OfficerAvatar({ src, size }: { src: string | null; size: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src !== null && src !== failedSrc;
  return (
    <div className={styles.avatar} style={{ width: size, height: size }}>
      {shown ? <img src={src} alt="" onError={() => setFailedSrc(src)} /> : <PersonIcon size={size * 0.6} />}
    </div>
  );
}
