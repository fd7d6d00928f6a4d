/**
 * Spec 4.9: the six loan milestones in order, and spec 9's status colours. An unknown or missing milestone
 * counts as step 0; a status without a colour of its own gets the generic one.
 */
export const MILESTONES = [
  'Application Submitted',
  'Sign Disclosures',
  'Provide Documentation',
  'Start Underwriting',
  'Schedule Closing',
  'Completed',
] as const;

export const MILESTONE_COLOURS: Record<string, string> = {
  'Application Submitted': '#C2B59B',
  'Sign Disclosures': '#B57BEE',
  'Provide Documentation': '#5495e1',
  'Start Underwriting': '#FBEC5D',
  'Schedule Closing': '#B3DAA9',
};

export const GENERIC_MILESTONE_COLOUR = '#8c8c8f';

export function milestoneStep(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MILESTONES.length
    ? value
    : 0;
}

export function milestoneName(value: unknown): string {
  return MILESTONES[milestoneStep(value)] ?? MILESTONES[0];
}

export function milestoneColour(name: string): string {
  return MILESTONE_COLOURS[name] ?? GENERIC_MILESTONE_COLOUR;
}
