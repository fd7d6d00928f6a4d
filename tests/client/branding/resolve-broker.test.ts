import { describe, expect, it } from 'vitest';
import { formatCompanyAddress, resolveBranding } from '../../../src/client/branding/resolve-broker.ts';
import type {
  ChannelLookupResult,
  CompanyBranding,
  LoanOfficerContact,
} from '../../../src/shared/branding-types.ts';

const provider = {
  legalName: 'Keystone Home Lending, LLC',
  nmlsId: '1464945',
  nameVariants: ['keystone home lending', 'keystone lending'],
  primaryColor: '#278A43',
  secondaryColor: '#333333',
};

function channel(overrides: Partial<ChannelLookupResult> = {}): ChannelLookupResult {
  return {
    nmlsId: '2000001',
    channelType: 'Broker',
    fullName: 'Dana Whitfield',
    emailAddress: 'dana@harborview.example',
    preferredTelephoneNumber: '(617) 555-0191',
    brokerCompanyNmlsId: '3000001',
    brokerName: 'Harborview Mortgage Partners',
    brokerTelephoneNumber: '(617) 555-0190',
    brokerAddressLineOne: '27 Harbor Way',
    brokerAddressLineTwo: null,
    brokerCity: 'Boston',
    brokerStateId: 'MA',
    brokerPostalCodeId: '02110',
    ...overrides,
  };
}

function contact(overrides: Partial<LoanOfficerContact> = {}): LoanOfficerContact {
  return {
    name: 'Dana Whitfield',
    referenceNumber: '2000001',
    phone: '(617) 555-0191',
    email: 'dana.whitfield@harborview-mortgage.example',
    officeHour: null,
    isActive: true,
    loNmlsId: '2000001',
    companyLogoUrl: '/api/v2/branding/2000001/logo',
    headShotExists: true,
    headshotUrl: '/api/v2/branding/lo/2000001/headshot',
    ...overrides,
  };
}

function company(overrides: Partial<CompanyBranding> = {}): CompanyBranding {
  return {
    companyNmls: '3000001',
    languages: ['en', 'es'],
    translationNotes: {},
    companyName: 'Harborview Mortgage Partners',
    companyPhone: '(617) 555-0190',
    addressLineOne: '27 Harbor Way',
    addressLineTwo: null,
    city: 'Boston',
    state: 'MA',
    postalCode: '02110',
    primaryColor: '#0B5394',
    secondaryColor: '#B45F06',
    ...overrides,
  };
}

const base = {
  officerId: '2000001',
  provider,
  defaultLogoUrl: '/default-logo.svg',
  fallbackLogoUrl: '/api/v2/branding/2000001/logo',
  failed: false,
};

describe('resolveBranding', () => {
  it('a custom broker wears its own name, logo, colours and officer', () => {
    const result = resolveBranding({ ...base, channel: channel(), contact: contact(), company: company() });
    expect(result.kind).toBe('broker');
    expect(result.isValid).toBe(true);
    expect(result.colors).toEqual({ primary: '#0B5394', secondary: '#B45F06' });
    expect(result.broker).toEqual({
      companyName: 'Harborview Mortgage Partners',
      companyNmls: '3000001',
      languages: ['en', 'es'],
      translationNotes: {},
      companyLogoUrl: '/api/v2/branding/2000001/logo',
      companyAddress: '27 Harbor Way, Boston, MA 02110',
      loName: 'Dana Whitfield',
      loEmail: 'dana.whitfield@harborview-mortgage.example',
      loPhone: '(617) 555-0191',
      loNmlsId: '2000001',
      loHeadshotUrl: '/api/v2/branding/lo/2000001/headshot',
      isActive: true,
      channelType: 'Broker',
      isDefaultBroker: false,
    });
  });

  it.each([
    ['the default officer', '1464945', 'Keystone Home Lending LLC'],
    ['an officer of the provider matched by name', '2000002', 'keystone home lending, llc'],
  ])('%s gets the default brand, logo and the legal name', (_case, officerId, name) => {
    const result = resolveBranding({
      ...base,
      officerId,
      channel: channel({
        nmlsId: officerId,
        channelType: 'Retail',
        brokerName: name,
        brokerCompanyNmlsId: '1464945',
      }),
      contact: contact({ headShotExists: false, headshotUrl: null }),
      company: company({ companyName: name, companyNmls: '1464945', primaryColor: '#123456' }),
    });
    expect(result.kind).toBe('default');
    expect(result.colors).toEqual({ primary: '#278A43', secondary: '#333333' });
    expect(result.broker.isDefaultBroker).toBe(true);
    expect(result.broker.companyName).toBe('Keystone Home Lending, LLC');
    expect(result.broker.companyNmls).toBe('1464945');
    expect(result.broker.companyLogoUrl).toBe('/default-logo.svg');
    expect(result.broker.loHeadshotUrl).toBeNull();
  });

  it.each([
    ['a failed call', { failed: true, channel: channel() }],
    ['an unknown officer (channel 404)', { failed: false, channel: null }],
  ])('%s: invalid, generic black brand, default broker used', (_case, input) => {
    const result = resolveBranding({ ...base, ...input, contact: null, company: null });
    expect(result.isValid).toBe(false);
    expect(result.kind).toBe('generic');
    expect(result.colors.primary).toBe('#000000');
    expect(result.broker.companyName).toBe('Keystone Home Lending, LLC');
    expect(result.broker.companyLogoUrl).toBe('/default-logo.svg');
    expect(result.broker.isDefaultBroker).toBe(true);
    expect(result.broker.isActive).toBe(false);
  });

  it('a failure for the default officer keeps the default brand', () => {
    const result = resolveBranding({
      ...base,
      officerId: '1464945',
      failed: true,
      channel: null,
      contact: null,
      company: null,
    });
    expect(result.kind).toBe('default');
    expect(result.colors.primary).toBe('#278A43');
  });

  it.each([
    ['Retail', true, true],
    ['Broker', true, true],
    ['Correspondent', true, false],
    ['Broker', false, false],
  ])('channel %s with contact active %s -> isActive %s', (channelType, active, expected) => {
    const result = resolveBranding({
      ...base,
      channel: channel({ channelType }),
      contact: contact({ isActive: active }),
      company: company(),
    });
    expect(result.broker.isActive).toBe(expected);
  });

  it('without a contact the officer comes from the channel lookup and the logo from the fallback URL', () => {
    const result = resolveBranding({
      ...base,
      fallbackLogoUrl: '/api/fallback',
      channel: channel(),
      contact: null,
      company: null,
    });
    expect(result.broker.loName).toBe('Dana Whitfield');
    expect(result.broker.loEmail).toBe('dana@harborview.example');
    expect(result.broker.companyName).toBe('Harborview Mortgage Partners');
    expect(result.broker.companyLogoUrl).toBe('/api/fallback');
    expect(result.broker.companyAddress).toBe('27 Harbor Way, Boston, MA 02110');
    expect(result.colors).toEqual({ primary: '#000000', secondary: '#8c8c8f' });
  });
});

describe('formatCompanyAddress', () => {
  it.each([
    [
      { lineOne: '27 Harbor Way', city: 'Boston', state: 'MA', postalCode: '02110' },
      '27 Harbor Way, Boston, MA 02110',
    ],
    [
      {
        lineOne: '100 Market Street',
        lineTwo: 'Suite 400',
        city: 'Philadelphia',
        state: 'PA',
        postalCode: '19106',
      },
      '100 Market Street, Suite 400, Philadelphia, PA 19106',
    ],
    [{ lineOne: null, city: 'Boston', state: null, postalCode: null }, 'Boston'],
    [{}, ''],
  ])('%o -> %s', (parts, expected) => {
    expect(formatCompanyAddress(parts)).toBe(expected);
  });
});
