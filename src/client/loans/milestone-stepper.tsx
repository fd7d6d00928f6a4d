import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MILESTONES, milestoneColour, milestoneStep } from '../../shared/loan-milestones.ts';
import { useMessages } from '../i18n/messages.ts';
import { useMediaQuery } from '../layout/use-media-query.ts';

/**
 * 'Milestone Status' (spec 4.9): six steps, those up to the current one complete; the current one bold in its
 * strong colour, earlier ones lighter, later ones grey. Vertical on narrow screens.
 */
export function MilestoneStepper({ milestone }: { milestone: number }) {
  const t = useMessages('loans');
  const narrow = useMediaQuery('(max-width:600px)');
  const headingId = useId();
  const current = milestoneStep(milestone);
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        {t('stepper.heading')}
      </Typography>
      <Stepper
        activeStep={current}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
      >
        {MILESTONES.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'later';
          const colour = milestoneColour(name);
          return (
            <Step key={name} completed={index <= current}>
              <StepLabel
                slots={{
                  stepIcon: () => (
                    <Box
                      aria-hidden="true"
                      sx={{
                        width: 24,
                        height: 24,
                        borderRadius: '50%',
                        bgcolor: state === 'later' ? '#d9d9d9' : colour,
                        opacity: state === 'done' ? 0.55 : 1,
                        border: state === 'current' ? '3px solid #1a1a1a' : 'none',
                      }}
                    />
                  ),
                }}
              >
                <Typography
                  component="span"
                  sx={{
                    fontWeight: state === 'current' ? 700 : 400,
                    color: state === 'later' ? '#595959' : 'text.primary',
                  }}
                >
                  {t(`milestone.${index}`)}
                  {state === 'current' ? (
                    <span className="visually-hidden">{t('stepper.current')}</span>
                  ) : null}
                  {state === 'done' ? <span className="visually-hidden">{t('stepper.complete')}</span> : null}
                </Typography>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </section>
  );
}
