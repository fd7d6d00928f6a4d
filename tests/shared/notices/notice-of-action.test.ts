import { describe, expect, it } from 'vitest';
import {
  composeNoticeOfAction,
  counterofferReasons,
  disclosedKeyFactors,
  type NoticeInput,
} from '../../../src/shared/notices/notice-of-action.ts';
import { ACTION_STATEMENTS, NO_KEY_FACTORS } from '../../../src/shared/notices/notice-texts.ts';

const base: NoticeInput = {
  issuedAt: new Date('2026-11-25T15:00:00Z'),
  declines: [{ code: 'creditScore', score: 610, minimumScore: 640 }],
  applicant: { firstName: 'Rosa', lastName: 'Alvarez' },
  property: { street: '418 Maple Avenue', unit: 'Apt 2', city: 'Columbus', state: 'OH', zip: '43215' },
  requestedAmount: 75_000,
  creditor: {
    name: 'Keystone Home Lending, LLC',
    addressLines: ['100 Market Street', 'Philadelphia, PA 19106'],
  },
  agency: {
    name: 'Federal Trade Commission',
    addressLines: ['Equal Credit Opportunity', 'Washington, DC 20580'],
  },
  creditReport: { status: 'ok', score: 610, pulledAt: new Date('2026-11-24T10:00:00Z') },
  bureau: {
    name: 'A bureau',
    addressLines: ['P.O. Box 1'],
    phone: '(800) 555-0199',
    scoreRange: { low: 300, high: 850 },
  },
};

describe('composing a notice of action', () => {
  it('states the action, the request, the reasons, the ECOA agency and the score with its date and range', () => {
    const notice = composeNoticeOfAction(base);
    expect(notice).toMatchObject({
      issuedAt: '2026-11-25T15:00:00.000Z',
      issuedOn: '2026-11-25',
      applicant: { name: 'Rosa Alvarez' },
      action: { taken: 'denied', statement: ACTION_STATEMENTS.denied },
      request:
        'Home equity loan or line of credit of $75,000, secured by 418 Maple Avenue, Apt 2, Columbus, OH 43215',
      ecoa: { agency: base.agency },
    });
    expect(notice.credit?.score).toMatchObject({
      value: 610,
      date: '2026-11-24',
      range: { low: 300, high: 850 },
      keyFactors: [NO_KEY_FACTORS],
    });
  });

  it('gives the key factors when the bureau reported them: four, or five when one is about inquiries', () => {
    const factors = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(disclosedKeyFactors(factors)).toEqual(['a', 'b', 'c', 'd']);
    expect(disclosedKeyFactors([...factors.slice(0, 4), 'Too many inquiries'])).toHaveLength(5);
    const notice = composeNoticeOfAction({
      ...base,
      creditReport: {
        status: 'ok',
        score: 610,
        pulledAt: base.issuedAt,
        keyFactors: ['Serious delinquency'],
      },
    });
    expect(notice.credit?.score?.keyFactors).toEqual(['Serious delinquency']);
  });

  it('a thin file names the report without a score; a frozen one is incomplete, with no FCRA part', () => {
    const thin = composeNoticeOfAction({
      ...base,
      declines: [{ code: 'thinFile' }],
      creditReport: { status: 'thin', score: null, pulledAt: base.issuedAt },
    });
    expect(thin.credit).toMatchObject({ bureau: base.bureau, score: null });
    const frozen = composeNoticeOfAction({
      ...base,
      declines: [{ code: 'frozenFile' }],
      creditReport: { status: 'frozen', score: null, pulledAt: base.issuedAt },
    });
    expect(frozen.action).toEqual({ taken: 'incomplete', statement: ACTION_STATEMENTS.incomplete });
    expect(frozen.credit).toBeNull();
  });

  it('leaves out what it does not know: no amount asked, no name', () => {
    const { requestedAmount: _amount, ...withoutAmount } = base;
    const notice = composeNoticeOfAction({ ...withoutAmount, applicant: {} });
    expect(notice.request).toBe(
      'Home equity loan or line of credit, secured by 418 Maple Avenue, Apt 2, Columbus, OH 43215',
    );
    expect(notice.applicant.name).toBeNull();
  });
});

describe('the notice of a counteroffer not accepted (Reg B 1002.9(a)(1)(iv))', () => {
  it('says what was asked and offered, with form C-1 reasons for the cap that held the offer', () => {
    const notice = composeNoticeOfAction({
      ...base,
      declines: [],
      counteroffer: {
        requestedAmount: 60_000,
        offeredAmount: 45_000,
        limitedBy: 'debtToIncome',
        offeredOn: '2026-08-30',
      },
    });
    expect(notice.action).toEqual({ taken: 'counteroffer', statement: ACTION_STATEMENTS.counteroffer });
    expect(notice.principalReasons).toEqual(['Excessive obligations in relation to income']);
    expect(notice.explanations).toEqual([
      'You asked for $60,000; on August 30, 2026 we offered at most $45,000, and that offer was not accepted.',
    ]);
    expect(notice.credit?.score?.value).toBe(610);
    expect(counterofferReasons('combinedLoanToValue')).toEqual([
      'Value or type of collateral not sufficient',
    ]);
    expect(counterofferReasons('programMaximum')).toEqual([
      "Other, specify: amount requested is above the program's maximum",
    ]);
  });
});
