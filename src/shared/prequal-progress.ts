/** Prequalification progress (spec 4.4): per-section percentages and their floored average. */

import type { PrequalProgressSection } from './flows/flow-types.ts';

export interface PrequalData {
  pricing?: { offers?: unknown; product?: unknown };
}

export type SectionProgress = Record<string, number>;

const present = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

function selectOfferProgress(data: PrequalData): number {
  const offers = present(data.pricing?.offers);
  const product = present(data.pricing?.product);
  if (offers && product) return 100;
  if (product) return 75;
  return offers ? 50 : 0;
}

/** A section of steps counts the furthest one answered: of three, the second answered is 66. */
function sectionProgress(
  section: PrequalProgressSection,
  data: PrequalData,
  answered: (stepPath: string) => boolean,
): number {
  if ('offers' in section) return selectOfferProgress(data);
  for (let index = section.steps.length - 1; index >= 0; index -= 1) {
    if (answered(section.steps[index] as string))
      return Math.floor(((index + 1) / section.steps.length) * 100);
  }
  return 0;
}

/**
 * Each section's progress from the answers (the flow's `prequalProgress`; `answered` says whether a step's
 * required answers are all given); a section that once reached 100 stays there even if an answer is later
 * cleared. `overall` is the floor of the sections' average.
 */
export function prequalProgress(
  sections: readonly PrequalProgressSection[],
  data: PrequalData,
  answered: (stepPath: string) => boolean,
  previous: SectionProgress = {},
) {
  const progress: SectionProgress = {};
  for (const section of sections) {
    progress[section.name] = previous[section.name] === 100 ? 100 : sectionProgress(section, data, answered);
  }
  const values = Object.values(progress);
  const overall = values.length
    ? Math.floor(values.reduce((sum, value) => sum + value, 0) / values.length)
    : 0;
  return { sections: progress, overall };
}
