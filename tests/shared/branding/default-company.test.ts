import { describe, expect, it } from 'vitest';
import { isDefaultBroker, isDefaultCompanyName } from '../../../src/shared/branding/default-company.ts';

const VARIANTS = ['keystone home lending', 'keystone lending', 'keystone home loans', 'keystonehomelending'];

describe('isDefaultCompanyName', () => {
  it.each([
    ['the legal name', 'Keystone Home Lending, LLC', true],
    ['upper case', 'KEYSTONE HOME LENDING', true],
    ['a variant inside a longer name', 'The Keystone Lending Group', true],
    ['punctuation between the words', 'Keystone Home-Lending Inc.', true],
    ['written as one word', 'KeystoneHomeLending', true],
    ['another company', 'Harborview Mortgage Partners', false],
    ['only part of a variant', 'Keystone Mortgage', false],
    ['empty name', '', false],
    ['no name', null, false],
  ])('%s: %s -> %s', (_case, name, expected) => {
    expect(isDefaultCompanyName(name, VARIANTS)).toBe(expected);
  });

  it('never matches with an empty variant list or blank variants', () => {
    expect(isDefaultCompanyName('Keystone Home Lending', [])).toBe(false);
    expect(isDefaultCompanyName('Keystone Home Lending', ['', ' , '])).toBe(false);
  });
});

describe('isDefaultBroker', () => {
  it.each([
    ['the default officer, whatever the name', '1464945', 'Harborview Mortgage Partners', true],
    ['an officer of the provider', '2000002', 'Keystone Home Lending, LLC', true],
    ['a broker', '2000001', 'Harborview Mortgage Partners', false],
    ['a broker without a company name', '2000001', undefined, false],
  ])('%s', (_case, officerId, companyName, expected) => {
    expect(isDefaultBroker(officerId, companyName, VARIANTS)).toBe(expected);
  });
});
