/**
 * One section of the review. On a phone it is a disclosure (WAI-ARIA accordion): its heading holds a button with
 * aria-expanded that shows or hides the section's region, and while closed the section reads as one line of its
 * answers with an Edit link to its first step, so a long application fits a few screens. Wider, it is always open.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../i18n/messages.ts';
import { useMediaQuery } from '../layout/use-media-query.ts';
import { AnswerLines } from './answer-lines.tsx';
import { type ReviewSection as Section, sectionSummary } from './review-sections.ts';
import { useAnswerWords } from './use-answer-words.ts';

/** Below MUI's `sm` breakpoint: where the review's sections start closed. */
export const COLLAPSING_MEDIA_QUERY = '(max-width: 599.95px)';

function EditLink({ to, name }: { to: string; name: string }) {
  const t = useMessages('loans');
  return (
    <Link component={RouterLink} to={to} aria-label={t('review.editName', { name })} sx={{ flexShrink: 0 }}>
      {t('review.edit')}
    </Link>
  );
}

function SectionSteps({ section, editLink }: { section: Section; editLink: (path: string) => string }) {
  return section.steps.map(({ step, document, lines }) => (
    <Box key={step.path} sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="h3">
          {document.title}
        </Typography>
        <EditLink to={editLink(step.path)} name={document.title} />
      </Box>
      <AnswerLines lines={lines} />
    </Box>
  ));
}

export function ReviewSectionPanel({
  section,
  editLink,
}: {
  section: Section;
  editLink: (path: string) => string;
}) {
  const answerWords = useAnswerWords();
  const collapsing = useMediaQuery(COLLAPSING_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const regionId = `${id}-region`;
  if (!collapsing) {
    return (
      <section aria-labelledby={headingId}>
        <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
          {section.title}
        </Typography>
        <SectionSteps section={section} editLink={editLink} />
      </section>
    );
  }
  const first = section.steps[0];
  return (
    <Box component="section" sx={{ minWidth: 0, borderBottom: '1px solid', borderColor: 'divider', pb: 1 }}>
      <Typography variant="h5" component="h2" sx={{ m: 0 }}>
        <ButtonBase
          id={headingId}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((was) => !was)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            gap: 1,
            py: 1,
            font: 'inherit',
            textAlign: 'left',
            '&.Mui-focusVisible': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          <span>{section.title}</span>
          <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25rem' }}>
            {open ? '−' : '+'}
          </Box>
        </ButtonBase>
      </Typography>
      {open ? null : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {sectionSummary(section, 4, [answerWords.yes, answerWords.no])}
          </Typography>
          {first ? <EditLink to={editLink(first.step.path)} name={section.title} /> : null}
        </Box>
      )}
      <Box id={regionId} role="region" aria-labelledby={headingId} hidden={!open}>
        <SectionSteps section={section} editLink={editLink} />
      </Box>
    </Box>
  );
}
