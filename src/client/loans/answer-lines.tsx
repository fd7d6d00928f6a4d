import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SummaryLine } from './answer-summary.ts';

/**
 * Answers as a definition list: each label with its value, a group's lines indented under it. Label and value
 * stack on a phone unless `sideBySide` (short figures, such as the loan terms, read better in two columns).
 */
export function AnswerLines({ lines, sideBySide = false }: { lines: SummaryLine[]; sideBySide?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // minmax(0, …): a long unbroken answer (an email address) wraps instead of widening the page on a phone.
        gridTemplateColumns: {
          xs: sideBySide ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
          sm: 'minmax(0, 2fr) minmax(0, 3fr)',
        },
        columnGap: 2,
        overflowWrap: 'anywhere',
      }}
    >
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a summary is rebuilt whole, never reordered; labels may repeat
        <Box key={`${line.label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: 1 }}>
            {line.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: { xs: sideBySide ? 1 : 0, sm: 1 } }}>
            {line.value ? <Typography>{line.value}</Typography> : null}
            {line.children ? (
              <Box sx={{ pl: 2, borderLeft: '2px solid', borderColor: 'divider' }}>
                <AnswerLines lines={line.children} />
              </Box>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
