/** Prequalification progress (spec 4.4): per-section percentages and their floored average. */

export interface PrequalData {
  property?: { address?: unknown; info?: unknown; estimatedValue?: unknown };
  prequalInfo?: { estimatedCreditScore?: unknown };
  contactInfo?: unknown;
  pricing?: { offers?: unknown; product?: unknown };
}

export type PrequalSection = 'property' | 'credit-score' | 'contact-info' | 'select-offer';
export type SectionProgress = Partial<Record<PrequalSection, number>>;

const present = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

/** The sections a flow type counts: the long flow adds the credit-score step. */
export function prequalSections(flowType: string): PrequalSection[] {
  return flowType === 'long-1'
    ? ['property', 'credit-score', 'contact-info', 'select-offer']
    : ['property', 'contact-info', 'select-offer'];
}

function propertyProgress(data: PrequalData, flowType: string): number {
  const property = data.property ?? {};
  if (present(property.info)) return 100;
  if (flowType === 'long-1') {
    if (present(property.estimatedValue)) return 66;
    return present(property.address) ? 33 : 0;
  }
  return present(property.address) ? 50 : 0;
}

function selectOfferProgress(data: PrequalData): number {
  const offers = present(data.pricing?.offers);
  const product = present(data.pricing?.product);
  if (offers && product) return 100;
  if (product) return 75;
  return offers ? 50 : 0;
}

function sectionProgress(section: PrequalSection, data: PrequalData, flowType: string): number {
  switch (section) {
    case 'property':
      return propertyProgress(data, flowType);
    case 'credit-score':
      return present(data.prequalInfo?.estimatedCreditScore) ? 100 : 0;
    case 'contact-info':
      return present(data.contactInfo) ? 100 : 0;
    case 'select-offer':
      return selectOfferProgress(data);
  }
}

/**
 * Each section's progress from the answers; a section that once reached 100 stays there even if an
 * answer is later cleared. `overall` is the floor of the sections' average.
 */
export function prequalProgress(data: PrequalData, flowType: string, previous: SectionProgress = {}) {
  const sections: SectionProgress = {};
  for (const section of prequalSections(flowType)) {
    sections[section] = previous[section] === 100 ? 100 : sectionProgress(section, data, flowType);
  }
  const values = Object.values(sections) as number[];
  const overall = Math.floor(values.reduce((sum, value) => sum + value, 0) / values.length);
  return { sections, overall };
}
