import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { EmailIcon, PersonIcon, PhoneIcon } from '../components/icons.tsx';
import { lazyOverlay } from '../components/lazy-overlay.tsx';
import { visuallyHidden } from '../components/visually-hidden.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';
import type { OfficerCardMode } from './officer-card-rules.ts';

const Snackbar = lazyOverlay(() => import('@mui/material/Snackbar').then((module) => module.default));

export const COPY_TOAST_TEXT = 'Phone number copied!';

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

/** 'Your Loan Officer' (spec 2.6): avatar, name, NMLS number, email link and a phone button that copies. */
export function LoanOfficerCard({
  mode,
  loading,
  name,
  nmlsId,
  email,
  phone,
  avatarSrc,
}: LoanOfficerCardProps) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const row = mode === 'compact';
  const avatarSize = AVATAR_SIZE[mode];

  const copyPhone = async () => {
    if (await copyToClipboard(phone)) setCopied(true);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} elevation={0} sx={{ p: 2.5, borderRadius: 2 }}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
        Your Loan Officer
      </Typography>
      <Box
        aria-busy={loading}
        sx={{
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          alignItems: row ? 'flex-start' : 'center',
          textAlign: row ? 'left' : 'center',
          gap: row ? 2 : 1.5,
          mt: 1,
        }}
      >
        {loading ? (
          <Skeleton variant="circular" width={avatarSize} height={avatarSize} />
        ) : (
          <Avatar
            src={avatarSrc ?? undefined}
            alt=""
            sx={{ width: avatarSize, height: avatarSize, bgcolor: '#58595B' }}
          >
            <PersonIcon sx={{ fontSize: avatarSize * 0.6 }} />
          </Avatar>
        )}
        <Box sx={{ minWidth: 0, width: row ? 'auto' : '100%' }}>
          {loading ? (
            <>
              <Skeleton width="70%" sx={{ mx: row ? 0 : 'auto' }} />
              <Skeleton width="50%" sx={{ mx: row ? 0 : 'auto' }} />
              <Box component="span" sx={visuallyHidden}>
                Loading your loan officer details
              </Box>
            </>
          ) : (
            <>
              <Typography sx={{ fontWeight: 700, fontSize: mode === 'compact' ? '1rem' : '1.125rem' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                NMLS #{nmlsId}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: row ? 'flex-start' : 'center',
                  gap: 0.5,
                  mt: 1,
                }}
              >
                {email && (
                  <Link
                    href={`mailto:${email}`}
                    variant="body2"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.75,
                      textAlign: 'left',
                      overflowWrap: 'anywhere',
                      py: 0.5,
                    }}
                  >
                    <EmailIcon fontSize="small" />
                    <span>{withBreakAfterAt(email)}</span>
                  </Link>
                )}
                {phone && (
                  <Button
                    onClick={copyPhone}
                    aria-label={`Copy phone number ${phone}`}
                    startIcon={<PhoneIcon />}
                    size="small"
                    sx={{ px: 1, minHeight: 36 }}
                  >
                    {phone}
                  </Button>
                )}
              </Box>
            </>
          )}
        </Box>
      </Box>
      <Snackbar
        open={copied}
        autoHideDuration={TIMINGS.copyToastMs}
        onClose={() => setCopied(false)}
        message={COPY_TOAST_TEXT}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Paper>
  );
}
