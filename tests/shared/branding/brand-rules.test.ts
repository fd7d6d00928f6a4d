import { describe, expect, it } from 'vitest';
import {
  brandColors,
  brandKind,
  documentTitle,
  FALLBACK_TITLE,
  faviconKind,
} from '../../../src/shared/branding/brand-rules.ts';

describe('brandKind', () => {
  it.each([
    ['default officer', { failed: false, officerId: '1464945', isDefaultBroker: true }, 'default'],
    ['officer of the provider', { failed: false, officerId: '2000002', isDefaultBroker: true }, 'default'],
    ['custom broker', { failed: false, officerId: '2000001', isDefaultBroker: false }, 'broker'],
    [
      'lookup failed for the default officer',
      { failed: true, officerId: '1464945', isDefaultBroker: true },
      'default',
    ],
    [
      'lookup failed for another officer',
      { failed: true, officerId: '2000001', isDefaultBroker: false },
      'generic',
    ],
  ] as const)('%s -> %s', (_case, input, expected) => {
    expect(brandKind(input)).toBe(expected);
  });
});

describe('brandColors', () => {
  const provider = { primaryColor: '#278A43', secondaryColor: '#333333' };
  it.each([
    [
      'default brand from the provider',
      'default',
      provider,
      null,
      { primary: '#278A43', secondary: '#333333' },
    ],
    [
      'default brand when the provider has none',
      'default',
      { primaryColor: null, secondaryColor: 'nope' },
      null,
      { primary: '#278A43', secondary: '#333333' },
    ],
    [
      'broker with its own colours',
      'broker',
      provider,
      { primaryColor: '#0B5394', secondaryColor: '#B45F06' },
      { primary: '#0B5394', secondary: '#B45F06' },
    ],
    [
      'broker without colours gets the theme colours',
      'broker',
      provider,
      { primaryColor: null, secondaryColor: null },
      { primary: '#000000', secondary: '#8c8c8f' },
    ],
    [
      'generic Broker brand is black',
      'generic',
      provider,
      null,
      { primary: '#000000', secondary: '#8c8c8f' },
    ],
  ] as const)('%s', (_case, kind, providerColors, company, expected) => {
    expect(brandColors(kind, providerColors, company)).toEqual(expected);
  });
});

describe('documentTitle', () => {
  it.each([
    ['default company', 'default', 'Keystone Home Lending, LLC', 'Apply with Keystone Home Lending, LLC'],
    ['broker', 'broker', 'Harborview Mortgage Partners', 'Apply with Harborview Mortgage Partners'],
    ['generic brand', 'generic', 'Keystone Home Lending, LLC', FALLBACK_TITLE],
    ['nothing known yet', null, 'Keystone Home Lending, LLC', FALLBACK_TITLE],
    ['no company name', 'broker', '  ', FALLBACK_TITLE],
  ] as const)('%s -> %s', (_case, kind, name, expected) => {
    expect(documentTitle(kind, name)).toBe(expected);
  });

  it('falls back to the spec text', () => {
    expect(FALLBACK_TITLE).toBe('Lending Made Simple');
  });
});

describe('faviconKind', () => {
  it.each([
    ['default', 'default'],
    ['broker', 'blank'],
    ['generic', 'blank'],
    [null, 'default'],
  ] as const)('%s -> %s', (kind, expected) => {
    expect(faviconKind(kind)).toBe(expected);
  });
});
