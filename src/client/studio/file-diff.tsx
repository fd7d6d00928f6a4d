/**
 * One file's unsaved change as a unified diff (jsdiff's structuredPatch), readable without colour: every changed
 * line says "added" or "removed" in words to a screen reader and carries a + or − sign on screen.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { structuredPatch } from 'diff';
import type { UnsavedFile } from './studio-state.ts';

function describe({ before, after }: UnsavedFile) {
  if (before === null) return 'a new file';
  if (after === null) return 'the file is removed';
  return 'changed';
}

export function FileDiff({ change }: { change: UnsavedFile }) {
  const patch = structuredPatch(change.file, change.file, change.before ?? '', change.after ?? '', '', '', {
    context: 3,
  });
  return (
    <Box component="section" aria-label={`Changes to ${change.file}`} sx={{ mb: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1, wordBreak: 'break-all' }}>
        {change.file} ({describe(change)})
      </Typography>
      {patch.hunks.map((hunk) => (
        <Box key={`${hunk.oldStart}-${hunk.newStart}`} sx={{ mb: 1 }}>
          <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
            Lines {hunk.newStart} to {hunk.newStart + Math.max(hunk.newLines - 1, 0)}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1, overflowX: 'auto', bgcolor: '#f6f8fa', fontSize: '0.8125rem', lineHeight: 1.5 }}
            tabIndex={0}
          >
            {hunk.lines.map((line, index) => {
              const sign = line[0];
              const text = line.slice(1);
              const key = `${index}${line}`;
              if (sign === '+')
                return (
                  <Box
                    component="ins"
                    key={key}
                    sx={{ display: 'block', textDecoration: 'none', bgcolor: '#dafbe1' }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      Added:{' '}
                    </Box>
                    <span aria-hidden="true">+ </span>
                    {text}
                  </Box>
                );
              if (sign === '-')
                return (
                  <Box
                    component="del"
                    key={key}
                    sx={{ display: 'block', textDecoration: 'none', bgcolor: '#ffebe9' }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      Removed:{' '}
                    </Box>
                    <span aria-hidden="true">− </span>
                    {text}
                  </Box>
                );
              if (sign === '\\') return null;
              return (
                <Box component="span" key={key} sx={{ display: 'block' }}>
                  {'  '}
                  {text}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
