/**
 * Under whose branding the preview shows a step: the product's theme by default (or the officer's the studio is
 * shown under), or an officer's, by id, with their company's colours (GET …/branding/lo/{id}/company/branding, the
 * borrower's own branding call).
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useContext, useId, useMemo, useState } from 'react';
import { brandColors } from '../../../shared/branding/brand-rules.ts';
import { isOfficerIdSegment } from '../../../shared/officer-id.ts';
import { useHttpClient } from '../../api/api-provider.tsx';
import { fetchCompanyBranding } from '../../api/branding-api.ts';
import { describeHttpError } from '../../api/http.ts';
import { BrandingContext } from '../../branding/branding-context.ts';
import type { BrandColors } from '../../branding/broker.ts';
import { TextField } from '../../components/text-field.tsx';
import { createBrandTheme, theme as productTheme } from '../../theme.ts';

type Chosen =
  | { kind: 'product' }
  | { kind: 'loading'; officerId: string }
  | { kind: 'officer'; officerId: string; companyName: string; colors: BrandColors }
  | { kind: 'missing'; officerId: string }
  | { kind: 'failed'; officerId: string; message: string };

/** The theme the preview's frames use, and the control that chooses it. */
export function useOfficerBranding() {
  const http = useHttpClient();
  const shownUnder = useContext(BrandingContext)?.colors;
  const [chosen, setChosen] = useState<Chosen>({ kind: 'product' });
  const colors = chosen.kind === 'officer' ? chosen.colors : shownUnder;
  const theme = useMemo<Theme>(() => (colors ? createBrandTheme(colors) : productTheme), [colors]);

  const choose = async (officerId: string) => {
    if (officerId === '') {
      setChosen({ kind: 'product' });
      return;
    }
    setChosen({ kind: 'loading', officerId });
    try {
      const company = await fetchCompanyBranding(http, officerId);
      if (!company) setChosen({ kind: 'missing', officerId });
      else
        setChosen({
          kind: 'officer',
          officerId,
          companyName: company.companyName,
          colors: brandColors('broker', {}, company),
        });
    } catch (error) {
      setChosen({ kind: 'failed', officerId, message: describeHttpError(error) });
    }
  };
  return { theme, chosen, choose };
}

const PRODUCT = 'the product’s theme';

function said(chosen: Chosen): string {
  switch (chosen.kind) {
    case 'product':
      return `Branding: ${PRODUCT}.`;
    case 'loading':
      return `Loading the branding of officer ${chosen.officerId}…`;
    case 'officer':
      return `Branding: ${chosen.companyName} (officer ${chosen.officerId}).`;
    case 'missing':
      return `No branding found for officer ${chosen.officerId}: showing ${PRODUCT}.`;
    case 'failed':
      return `The branding of officer ${chosen.officerId} could not be loaded (${chosen.message}): showing ${PRODUCT}.`;
  }
}

export function OfficerBrandingControl({
  chosen,
  choose,
}: {
  chosen: Chosen;
  choose: (officerId: string) => Promise<void>;
}) {
  const [officerId, setOfficerId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  return (
    <Box
      component="form"
      aria-label="Branding of the preview"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = officerId.trim();
        if (wanted !== '' && !isOfficerIdSegment(wanted)) {
          setProblem('An officer ID is digits only (their NMLS ID). Leave it empty for the product’s theme.');
          return;
        }
        setProblem(null);
        void choose(wanted);
      }}
    >
      <TextField
        id={`${id}-officer`}
        label="Officer ID for branding"
        value={officerId}
        error={problem !== null}
        helperText={problem ?? 'Empty: the product’s theme.'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(event) => setOfficerId(event.target.value)}
      />
      <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
        Apply branding
      </Button>
      <Typography role="status" variant="body2" sx={{ flexBasis: '100%' }}>
        {said(chosen)}
      </Typography>
    </Box>
  );
}
