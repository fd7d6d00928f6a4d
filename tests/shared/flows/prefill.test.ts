import { describe, expect, it } from 'vitest';
import otherLiabilities from '../../../schemas/steps/other-liabilities.json';
import {
  prefillAnswers,
  registrationOf,
  type StepPrefill,
  withoutPaths,
  withValueAt,
} from '../../../src/shared/flows/prefill.ts';

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

  it('gives a fixed value while its condition holds; of a list of rules the first that gives a value wins', () => {
    const obligations = (amount?: number) => ({
      applicant: { income: { statedAnnualIncome: 90_000, ...(amount === undefined ? {} : { amount }) } },
    });
    const rules: StepPrefill = {
      'answer.any': [
        { value: 'yes', when: { field: 'applicant.income.amount', atLeast: 1 } },
        { value: 'no', when: { field: 'applicant.income.statedAnnualIncome', exists: true } },
      ],
    };
    expect(prefillAnswers(rules, {}, obligations(450), {}).answers).toEqual({ answer: { any: 'yes' } });
    expect(prefillAnswers(rules, {}, obligations(0), {}).answers).toEqual({ answer: { any: 'no' } });
    expect(prefillAnswers(rules, {}, obligations(), {}).answers).toEqual({ answer: { any: 'no' } });
    expect(prefillAnswers(rules, {}, {}, {})).toEqual({ answers: {}, paths: [] });
    // A fixed value never replaces an answer either.
    expect(prefillAnswers(rules, { answer: { any: 'no' } }, obligations(450), {}).paths).toEqual([]);
  });

  it('fills an item of a list by its number, without replacing an item the borrower gave', () => {
    const rule: StepPrefill = { 'debts.items.0.monthlyPayment': { from: 'amount' } };
    expect(prefillAnswers(rule, {}, { amount: 450 }, {}).answers).toEqual({
      debts: { items: [{ monthlyPayment: 450 }] },
    });
    const saved = { debts: { items: [{ type: 'Alimony', monthlyPayment: 300 }] } };
    expect(prefillAnswers(rule, saved, { amount: 450 }, {}).answers).toEqual(saved);
    expect(withValueAt({ items: [{ type: 'Alimony' }] }, 'items.1.monthlyPayment', 5)).toEqual({
      items: [{ type: 'Alimony' }, { monthlyPayment: 5 }],
    });
    expect(withValueAt({}, 'items.1.monthlyPayment', 5)).toEqual({ items: [{}, { monthlyPayment: 5 }] });
  });
});

describe('URLA 2d is not asked twice: other-liabilities starts from the stated income step', () => {
  const prefill = (otherLiabilities as { prefill: StepPrefill }).prefill;
  const stated = (income: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    applicant: { income: { source: 'Employed', statedAnnualIncome: 90_000, ...income }, ...more },
  });

  it('an amount stated before pricing answers yes and fills the first item with it, its type left to choose', () => {
    const { answers } = prefillAnswers(prefill, {}, stated({ otherMonthlyObligations: 450 }), {});
    expect(answers).toEqual({
      applicant: { otherLiabilities: { hasAny: 'yes', items: [{ monthlyPayment: 450 }] } },
    });
  });

  it('nothing (or 0) stated answers no and lists nothing', () => {
    for (const income of [{}, { otherMonthlyObligations: 0 }])
      expect(prefillAnswers(prefill, {}, stated(income), {}).answers).toEqual({
        applicant: { otherLiabilities: { hasAny: 'no' } },
      });
  });

  it('before the income step is answered nothing is filled; a "no" the borrower saved gets no item', () => {
    expect(prefillAnswers(prefill, {}, {}, {}).paths).toEqual([]);
    const saved = { applicant: { otherLiabilities: { hasAny: 'no' } } };
    const data = stated({ otherMonthlyObligations: 450 }, saved.applicant);
    expect(prefillAnswers(prefill, saved, data, {}).answers).toEqual(saved);
  });
});
