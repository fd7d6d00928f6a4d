import { describe, expect, it } from 'vitest';
import { stepAnswered } from '../../../src/server/applications/step-validation.ts';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { prequalProgress, type SectionProgress } from '../../../src/shared/prequal-progress.ts';

const address = { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' };
const info = { propertyType: 'SingleFamily', occupancy: 'PrimaryResidence' };
const contactInfo = {
  firstName: 'Rosa',
  lastName: 'Alvarez',
  email: 'rosa.alvarez@example.com',
  phone: '6145550123',
};

/** One row per case of spec 4.4, on the sections slim-1 and long-1 declare. */
const rows: [string, string, Record<string, unknown>, SectionProgress, SectionProgress, number][] = [
  ['slim: nothing answered', 'slim-1', {}, {}, { property: 0, 'contact-info': 0, 'select-offer': 0 }, 0],
  [
    'slim: an address is 50',
    'slim-1',
    { property: { address } },
    {},
    { property: 50, 'contact-info': 0, 'select-offer': 0 },
    16,
  ],
  [
    'slim: property info is 100',
    'slim-1',
    { property: { address, info, estimatedValue: 425000 } },
    {},
    { property: 100, 'contact-info': 0, 'select-offer': 0 },
    33,
  ],
  [
    'long: an address is 33',
    'long-1',
    { property: { address } },
    {},
    { property: 33, 'credit-score': 0, 'contact-info': 0, 'select-offer': 0 },
    8,
  ],
  [
    'long: an estimated value is 66',
    'long-1',
    { property: { address, estimatedValue: 400000 } },
    {},
    { property: 66, 'credit-score': 0, 'contact-info': 0, 'select-offer': 0 },
    16,
  ],
  [
    'long: property info is 100',
    'long-1',
    { property: { address, estimatedValue: 400000, info } },
    {},
    { property: 100, 'credit-score': 0, 'contact-info': 0, 'select-offer': 0 },
    25,
  ],
  [
    'long: a credit score is 100',
    'long-1',
    { prequalInfo: { estimatedCreditScore: '720-759' } },
    {},
    { property: 0, 'credit-score': 100, 'contact-info': 0, 'select-offer': 0 },
    25,
  ],
  [
    'slim: no credit-score section',
    'slim-1',
    { prequalInfo: { estimatedCreditScore: '720-759' } },
    {},
    { property: 0, 'contact-info': 0, 'select-offer': 0 },
    0,
  ],
  [
    'contact info is 100',
    'slim-1',
    { contactInfo },
    {},
    { property: 0, 'contact-info': 100, 'select-offer': 0 },
    33,
  ],
  [
    'contact info half given is 0',
    'slim-1',
    { contactInfo: { firstName: 'Rosa' } },
    {},
    { property: 0, 'contact-info': 0, 'select-offer': 0 },
    0,
  ],
  [
    'offers without a product are 50',
    'slim-1',
    { pricing: { offers: [{ id: 1 }] } },
    {},
    { property: 0, 'contact-info': 0, 'select-offer': 50 },
    16,
  ],
  [
    'a product without offers is 75',
    'slim-1',
    { pricing: { product: { id: 1 } } },
    {},
    { property: 0, 'contact-info': 0, 'select-offer': 75 },
    25,
  ],
  [
    'offers and a product are 100',
    'slim-1',
    { pricing: { offers: [{ id: 1 }], product: { id: 1 } } },
    {},
    { property: 0, 'contact-info': 0, 'select-offer': 100 },
    33,
  ],
  [
    'a section at 100 stays 100',
    'slim-1',
    {},
    { 'contact-info': 100 },
    { property: 0, 'contact-info': 100, 'select-offer': 0 },
    33,
  ],
  [
    'a section below 100 follows the answers',
    'slim-1',
    {},
    { property: 50 },
    { property: 0, 'contact-info': 0, 'select-offer': 0 },
    0,
  ],
  [
    'everything done is 100',
    'long-1',
    {
      property: { address, info, estimatedValue: 400000 },
      prequalInfo: { estimatedCreditScore: '760+' },
      contactInfo,
      pricing: { offers: [1], product: 1 },
    },
    {},
    { property: 100, 'credit-score': 100, 'contact-info': 100, 'select-offer': 100 },
    100,
  ],
];

describe('prequalification progress (spec 4.4), by the sections a flow declares', () => {
  it.each(rows)('%s', (_case, flowType, data, previous, sections, overall) => {
    const flow = flowCatalog().flows.get(flowType);
    if (!flow) throw new Error(`no flow ${flowType}`);
    const progress = prequalProgress(flow.prequalProgress, data, stepAnswered(flowType, data), previous);
    expect(progress).toEqual({ sections, overall });
  });
});
