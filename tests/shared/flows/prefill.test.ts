import { describe, expect, it } from 'vitest';
import { prefillAnswers, registrationOf, withoutPaths } from '../../../src/shared/flows/prefill.ts';

const registration = { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@example.com' };

describe('prefill', () => {
  it('fills unanswered questions from the registration and says which', () => {
    const { answers, paths } = prefillAnswers(
      {
        'contactInfo.firstName': { from: 'registration.firstName' },
        'contactInfo.email': { from: 'registration.email' },
      },
      { contactInfo: { phone: '5035550123' } },
      {},
      registration,
    );
    expect(answers).toEqual({
      contactInfo: { phone: '5035550123', firstName: 'Rosa', email: 'rosa@example.com' },
    });
    expect(paths).toEqual(['contactInfo.firstName', 'contactInfo.email']);
  });

  it('never replaces an answer the borrower gave', () => {
    const saved = { contactInfo: { firstName: 'Rosalind' } };
    const { answers, paths } = prefillAnswers(
      { 'contactInfo.firstName': { from: 'registration.firstName' } },
      saved,
      {},
      registration,
    );
    expect(answers).toEqual(saved);
    expect(paths).toEqual([]);
  });

  it('takes the first source with a value, in order', () => {
    const rule = {
      'applicant.legal.firstName': { from: ['contactInfo.firstName', 'registration.firstName'] },
    };
    expect(
      prefillAnswers(rule, {}, { contactInfo: { firstName: 'Rosalind' } }, registration).answers,
    ).toEqual({ applicant: { legal: { firstName: 'Rosalind' } } });
    expect(prefillAnswers(rule, {}, { contactInfo: { firstName: '' } }, registration).answers).toEqual({
      applicant: { legal: { firstName: 'Rosa' } },
    });
  });

  it('maps a value, and prefills nothing for a value the map does not list', () => {
    const rule = {
      'applicant.employment.status': { from: 'applicant.income.source', map: { Employed: 'Employed' } },
    };
    const employed = { applicant: { income: { source: 'Employed' } } };
    const other = { applicant: { income: { source: 'Other' } } };
    expect(prefillAnswers(rule, {}, employed, {}).answers).toEqual({
      applicant: { employment: { status: 'Employed' } },
    });
    expect(prefillAnswers(rule, {}, other, {})).toEqual({ answers: {}, paths: [] });
  });

  it('prefills only while its condition holds, and copies a whole object', () => {
    const address = { street: '1 Main St', city: 'Portland', state: 'OR', zip: '97204' };
    const rule = {
      'applicant.residence.current.address': {
        from: 'property.address',
        when: { field: 'property.info.occupancy', equals: 'PrimaryResidence' },
      },
    };
    const home = (occupancy: string) => ({ property: { address, info: { occupancy } } });
    const lives = prefillAnswers(rule, {}, home('PrimaryResidence'), {}).answers;
    expect(lives).toEqual({ applicant: { residence: { current: { address } } } });
    expect(
      (lives as { applicant: { residence: { current: { address: object } } } }).applicant.residence.current
        .address,
    ).not.toBe(address);
    expect(prefillAnswers(rule, {}, home('Investment'), {}).paths).toEqual([]);
  });

  it('leaves out the questions named', () => {
    expect(
      withoutPaths({ contactInfo: { firstName: 'Rosa', email: 'not-an-email' } }, ['contactInfo.email']),
    ).toEqual({ contactInfo: { firstName: 'Rosa' } });
  });

  it('reads the registration from ID token claims, splitting a full name when no parts are given', () => {
    expect(registrationOf({ given_name: 'Rosa', family_name: 'Diaz', email: 'rosa@example.com' })).toEqual(
      registration,
    );
    expect(registrationOf({ name: 'Rosa María Diaz' })).toEqual({
      firstName: 'Rosa',
      lastName: 'María Diaz',
    });
    // A provider that knows no name puts the email there: no name is read from it.
    expect(registrationOf({ name: 'rosa@example.com', email: 'rosa@example.com' })).toEqual({
      email: 'rosa@example.com',
    });
  });
});
