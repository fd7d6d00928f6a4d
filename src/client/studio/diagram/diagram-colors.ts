/**
 * The diagram's colours. Text reaches 4.5:1 on every fill it sits on (the step, the selected step, the section
 * band), the focus ring and the selected outline 3:1; the brand's primary and error colours come from the theme's
 * readable shades (`dark`), so a light brand colour never becomes text.
 */
import type { Theme } from '@mui/material/styles';

export interface DiagramColors {
  text: string;
  muted: string;
  line: string;
  paper: string;
  band: string;
  bandLine: string;
  primary: string;
  selectedFill: string;
  error: string;
  entry: string;
  end: string;
}

export function diagramColors(theme: Theme): DiagramColors {
  return {
    text: '#1f2328',
    muted: '#3d4750',
    line: '#59636e',
    paper: '#ffffff',
    band: '#f3f5f8',
    bandLine: '#b8c2cc',
    primary: theme.palette.primary.dark,
    selectedFill: '#eef4fb',
    error: theme.palette.error.dark,
    entry: '#1b5e20',
    end: '#37474f',
  };
}
