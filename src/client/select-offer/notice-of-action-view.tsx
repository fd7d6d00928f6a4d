import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { NoticeParty } from '../../shared/notices/notice-of-action.ts';
import type { ShownNoticeOfAction } from '../api/notice-api.ts';
import { useMessages } from '../i18n/messages.ts';
import { useLocaleFormat } from '../loans/locale-format.ts';
import styles from './notice-print.module.css';
import { telHref } from './officer-contact.tsx';

function Party({ party }: { party: NoticeParty }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      {party.addressLines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
      {party.phone ? (
        <Typography>
          <Link href={telHref(party.phone)}>{party.phone}</Link>
        </Typography>
      ) : null}
    </Box>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const paragraphs = (texts: readonly string[]) =>
  texts.map((text) => (
    <Typography key={text.slice(0, 40)} variant="body2">
      {text}
    </Typography>
  ));

const termSx = { color: 'text.secondary' } as const;
const valueSx = { m: 0, fontWeight: 600, overflowWrap: 'anywhere' } as const;

/**
 * The notice of action as the server composed and keeps it (Reg B 1002.9, FCRA 615(a)/609(g)), in its parts, with
 * a button that prints it alone.
 */
export function NoticeOfActionView({ notice }: { notice: ShownNoticeOfAction }) {
  const t = useMessages('offers');
  const { longDate: dateWords } = useLocaleFormat();
  const headingId = useId();
  const { credit } = notice;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className={styles.printable}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 2.5,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="h6" component="h3" id={headingId}>
          {t('notice.heading')}
        </Typography>
        <Button variant="outlined" onClick={() => window.print()} className={styles.noPrint}>
          {t('notice.print')}
        </Button>
      </Box>
      {notice.governingNote ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {notice.governingNote}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        <Typography component="dt" sx={termSx}>
          {t('notice.date')}
        </Typography>
        <Typography component="dd" sx={valueSx}>
          {dateWords(notice.issuedOn)}
        </Typography>
        {notice.applicant.name ? (
          <>
            <Typography component="dt" sx={termSx}>
              {t('notice.applicant')}
            </Typography>
            <Typography component="dd" sx={valueSx}>
              {notice.applicant.name}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" sx={termSx}>
          {t('notice.request')}
        </Typography>
        <Typography component="dd" sx={valueSx}>
          {notice.request}
        </Typography>
      </Box>
      <Part title={t('notice.creditor')}>
        <Party party={notice.creditor} />
      </Part>
      <Part title={t('notice.action')}>
        <Typography>{notice.action.statement}</Typography>
      </Part>
      <Part title={t('notice.reasons')}>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {notice.principalReasons.map((reason) => (
            <Typography component="li" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      </Part>
      <Part title={t('notice.ecoa')}>
        <Typography variant="body2">{notice.ecoa.statement}</Typography>
        <Party party={notice.ecoa.agency} />
      </Part>
      {credit ? (
        <Part title={t('notice.creditReport')}>
          {paragraphs(credit.statements)}
          <Party party={credit.bureau} />
        </Part>
      ) : null}
      {credit?.score ? (
        <Part title={t('notice.creditScore')}>
          {paragraphs(credit.score.statements)}
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 3,
              rowGap: 0.5,
            }}
          >
            <Typography component="dt" sx={termSx}>
              {t('notice.creditScore')}
            </Typography>
            <Typography component="dd" sx={valueSx}>
              {credit.score.value}
            </Typography>
            <Typography component="dt" sx={termSx}>
              {t('notice.date')}
            </Typography>
            <Typography component="dd" sx={valueSx}>
              {dateWords(credit.score.date)}
            </Typography>
            <Typography component="dt" sx={termSx}>
              {t('notice.scoreRange')}
            </Typography>
            <Typography component="dd" sx={valueSx}>
              {t('notice.scoreRangeValue', { low: credit.score.range.low, high: credit.score.range.high })}
            </Typography>
            <Typography component="dt" sx={termSx}>
              {t('notice.keyFactors')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {credit.score.keyFactors.map((factor) => (
                  <Typography component="li" key={factor} sx={{ fontWeight: 600 }}>
                    {factor}
                  </Typography>
                ))}
              </Box>
            </Box>
            <Typography component="dt" sx={termSx}>
              {t('notice.providedBy')}
            </Typography>
            <Typography component="dd" sx={valueSx}>
              {credit.bureau.name}
            </Typography>
          </Box>
        </Part>
      ) : null}
      {credit?.score ? (
        <Part title={t('notice.homeLoanApplicant')}>{paragraphs(credit.score.homeLoanApplicantNotice)}</Part>
      ) : null}
    </Box>
  );
}
