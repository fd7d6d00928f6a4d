/**
 * The flow studio's step preview (issue 20, item 3): a step rendered by the borrower's own engine (its widgets,
 * templates, friendly messages and theme) at a phone's 375 px and a desktop's 1280 px at once, each in a real
 * viewport of that width (preview-frame.tsx), empty, filled with the answers the studio holds (a tester's case),
 * or with the messages the borrower reads on Continue. The validator is compiled from the document as it is now,
 * so an edit to the schema shows at once.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import { compileStepValidator } from '../../flow-engine/form/runtime-validator.ts';
import { OfficerBrandingControl, useOfficerBranding } from './officer-branding.tsx';
import { PreviewBoundary, PreviewForm, type PreviewState } from './preview-form.tsx';
import { PreviewFrame } from './preview-frame.tsx';

export interface StepPreviewProps {
  document: StepDocument;
  answers: unknown;
  onAnswersChange: (answers: unknown) => void;
}

/** The two viewports: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { width: 375, name: 'Phone' },
  { width: 1280, name: 'Desktop' },
] as const;

const STATES: { value: PreviewState; label: string }[] = [
  { value: 'empty', label: 'Empty' },
  { value: 'filled', label: 'Filled' },
  { value: 'errors', label: 'Errors' },
];

/**
 * How long an edit takes to show: from the render that receives a new document to both frames committed and, in
 * the Errors state, validated (the forms validate in a task queued before this one), in `data-update-ms` and on
 * the console (the bar is 200 ms).
 */
function useUpdateTiming(document: StepDocument) {
  const started = useRef<{ document: StepDocument; at: number } | null>(null);
  const [lastMs, setLastMs] = useState<number | null>(null);
  if (started.current?.document !== document) started.current = { document, at: performance.now() };
  useEffect(() => {
    const at = started.current?.at;
    if (at === undefined) return;
    const measured = setTimeout(() => {
      const ms = Math.round(performance.now() - at);
      setLastMs(ms);
      console.debug(`[studio preview] ${document.id} shown in ${ms} ms`);
    }, 0);
    return () => clearTimeout(measured);
  }, [document]);
  return lastMs;
}

/** How many versions of a step one validator sees before a fresh one takes over (each keeps its compiled root). */
const VERSIONS_PER_VALIDATOR = 25;

/**
 * The validator for the document as edited, shared by the two frames. One carries on from edit to edit: RJSF's Ajv
 * validator takes a new root schema in its stride and keeps the parts it compiled for the last version (the
 * conditions it checks to show follow-up questions), so an edit compiles only what changed. A fresh one every
 * VERSIONS_PER_VALIDATOR versions lets the old compilations go.
 */
function useEditedStepValidator(document: StepDocument): ValidatorType {
  const current = useRef<{ validator: ValidatorType; document: StepDocument; versions: number } | null>(null);
  if (current.current?.document !== document) {
    const previous = current.current;
    current.current =
      previous && previous.versions < VERSIONS_PER_VALIDATOR
        ? { validator: previous.validator, document, versions: previous.versions + 1 }
        : { validator: compileStepValidator(), document, versions: 1 };
  }
  return current.current.validator;
}

/** Frames narrower than this share of their width are not drawn smaller: they scroll sideways instead. */
const SMALLEST_SCALE = 0.5;
const FRAME_GAP_PX = 24;

/**
 * How much smaller the desktop frame is drawn so that it fits beside the phone's in `available` pixels: 1 when it
 * fits as it is, null when even at SMALLEST_SCALE it does not (the frames then stack, each scrolling sideways).
 */
export function desktopScale(available: number | null): number | null {
  const [phone, desktop] = PREVIEW_WIDTHS;
  if (available === null) return null;
  const scale = (available - phone.width - FRAME_GAP_PX - 4) / desktop.width;
  if (scale >= 1) return 1;
  return scale >= SMALLEST_SCALE ? Math.floor(scale * 100) / 100 : null;
}

/**
 * Stacked under the phone's, the desktop frame is drawn to the width there is (down to a quarter), so its right-hand
 * side (Continue, at 1280 px) shows without scrolling; narrower still, it scrolls sideways.
 */
export function stackedDesktopScale(available: number | null): number {
  const [, desktop] = PREVIEW_WIDTHS;
  if (available === null) return 1;
  const scale = Math.floor(((available - 4) / desktop.width) * 100) / 100;
  return scale >= 1 ? 1 : scale >= 0.25 ? scale : 1;
}

/** The width the preview has on the studio's page, as it changes (null before it is measured). */
function useAvailableWidth() {
  const [width, setWidth] = useState<number | null>(null);
  const observed = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observed.current?.disconnect();
    observed.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(element);
    observed.current = observer;
  }, []);
  return { ref, width };
}

export function StepPreview({ document, answers, onAnswersChange }: StepPreviewProps) {
  const [state, setState] = useState<PreviewState>('filled');
  const branding = useOfficerBranding();
  const borrowerTheme = branding.theme;
  const studioTheme = useTheme();
  const validator = useEditedStepValidator(document);
  const updateMs = useUpdateTiming(document);

  const stateLabel = useId();
  const available = useAvailableWidth();
  const scale = desktopScale(available.width);

  const changed = (next: Record<string, unknown>) => {
    onAnswersChange(next);
    // Typing into the empty form fills it: what is typed is the answers now.
    if (state === 'empty') setState('filled');
  };

  return (
    <Box component="section" aria-label="Step preview" data-update-ms={updateMs ?? undefined}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id={stateLabel} component="span" variant="body2">
          Show the step
        </Typography>
        <ToggleButtonGroup
          // Readable on the page's grey (MUI's default toggle text is 4.2:1 there).
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}
          exclusive
          size="small"
          value={state}
          aria-labelledby={stateLabel}
          onChange={(_event, next: PreviewState | null) => {
            if (next) setState(next);
          }}
        >
          {STATES.map(({ value, label }) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <OfficerBrandingControl chosen={branding.chosen} choose={branding.choose} />
      </Box>
      <Box
        ref={available.ref}
        sx={{
          display: 'flex',
          flexWrap: scale === null ? 'wrap' : 'nowrap',
          alignItems: 'flex-start',
          gap: `${FRAME_GAP_PX}px`,
        }}
      >
        {PREVIEW_WIDTHS.map(({ width, name }) => {
          const title = `${name}, ${width} px: ${document.title}`;
          const drawn =
            width !== PREVIEW_WIDTHS[1].width
              ? 1
              : scale !== null
                ? scale
                : stackedDesktopScale(available.width);
          return (
            <Box component="figure" key={width} sx={{ m: 0, maxWidth: '100%' }}>
              <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
                {name}, {width} px{drawn < 1 ? ` (drawn at ${Math.round(drawn * 100)}%)` : ''}
              </Typography>
              {/* A frame wider than the studio scrolls sideways; a scrolling region is reached by keyboard. */}
              <Box
                role="region"
                aria-label={`${name} preview`}
                tabIndex={0}
                sx={{
                  maxWidth: '100%',
                  overflowX: 'auto',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:focus-visible': {
                    outline: `3px solid ${studioTheme.palette.primary.main}`,
                    outlineOffset: 2,
                  },
                }}
              >
                <PreviewFrame width={width} title={title} theme={borrowerTheme} scale={drawn}>
                  <PreviewBoundary resetKey={document}>
                    <PreviewForm
                      key={state}
                      document={document}
                      validator={validator}
                      state={state}
                      answers={answers}
                      onAnswersChange={changed}
                    />
                  </PreviewBoundary>
                </PreviewFrame>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
