import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StepJourneyProgress, type StepOfJourney } from './journey-progress.tsx';

interface StepPageProps {
  title: string;
  description?: string;
  /** The flow step this page shows: its progress indicator (none for a page off the journey). */
  journey?: StepOfJourney;
  children: ReactNode;
}

/** The frame of a generated step: progress, the step's title as the page's h1, its description, then content. */
export function StepPage({ title, description, journey, children }: StepPageProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 5 }, mt: 1, display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 } }}
    >
      {journey ? <StepJourneyProgress {...journey} /> : null}
      <div>
        {/* Its sizes are the loading screen's step heading too (src/shared/loading-screen.css). */}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {(description ?? '')
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph) => (
            // A long text (the URLA's acknowledgments) is written in a step file as paragraphs split by a blank line.
            <Typography key={paragraph} color="text.secondary" sx={{ mt: 1 }}>
              {paragraph}
            </Typography>
          ))}
      </div>
      {children}
    </Paper>
  );
}
