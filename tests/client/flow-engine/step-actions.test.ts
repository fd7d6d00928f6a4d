// @vitest-environment jsdom
import type { AxiosInstance } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import slim from '../../../flows/slim-1.json';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { continueTarget, STEP_ACTIONS } from '../../../src/client/flow-engine/step-actions.ts';
import { STEP_ACTIONS as NAMES } from '../../../src/shared/flows/engine-names.ts';
import { findStep } from '../../../src/shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../../../src/shared/flows/flow-types.ts';
import { loadEngineWords } from '../../support/engine-words.ts';

beforeAll(() => loadEngineWords());

const flow = slim as FlowFile;
const step = (path: string) => findStep(flow, path) as ScreenStep;
const application = (lastPath: string | null, lastPaths: Record<string, string> = {}) =>
  ({
    appId: '7',
    version: 1,
    lastPath,
    lastPaths,
    flowConfig: { flowType: 'slim-1' },
  }) as ApplicationDocument;

describe('step actions', () => {
  it('registers every action name a flow may use, and no other', () => {
    expect(Object.keys(STEP_ACTIONS).sort()).toEqual([...NAMES].sort());
  });

  describe('resumeApplication (myfasttrack)', () => {
    const resume = (app: ApplicationDocument, keys: string[] = []) =>
      continueTarget({ flow, step: step('myfasttrack'), application: app, applicantKeys: keys });

    it('goes to the saved last path', async () => {
      expect(await resume(application('/property/loan-amount'))).toBe('property/loan-amount');
    });

    it("prefers the applicant's own saved path", async () => {
      expect(await resume(application('/contact-info', { 'auth|1': '/property/info' }), ['auth|1'])).toBe(
        'property/info',
      );
    });

    it('prices again when it resumes at the offers, keeping first name, amount and state (spec 4.8)', async () => {
      const asked: string[] = [];
      const http = {
        post: async (url: string) => {
          asked.push(url);
          return {
            data: {
              products: [],
              maxLoanAmountsByBuydown: {},
              limitedBy: 'none',
              minAmount: 0,
              prequalAmount: 0,
            },
          };
        },
      } as unknown as AxiosInstance;
      const app = {
        ...application('/select-offer/options'),
        contactInfo: { firstName: 'Rosa' },
        loan: { loan_amt: 60000 },
        property: { address: { state: 'OH' } },
      } as unknown as ApplicationDocument;
      const target = await continueTarget({
        flow,
        step: step('myfasttrack'),
        application: app,
        applicantKeys: [],
        http,
      });
      expect(target).toBe('select-offer/options');
      expect(asked).toEqual(['/v2/pricing/new']);
      expect([
        sessionStorage.getItem('firstName'),
        sessionStorage.getItem('desiredAmount'),
        sessionStorage.getItem('userState'),
      ]).toEqual(['Rosa', '60000', 'OH']);
    });

    it.each([
      ['nothing is saved', application(null)],
      ['the saved path is the root', application('/')],
      ['the saved path is no step of this flow', application('/credit-score')],
    ])('goes to next when %s', async (_case, app) => {
      expect(await resume(app)).toBe('create-account');
    });
  });

  it('a step without an action goes to its next', async () => {
    expect(
      await continueTarget({
        flow,
        step: step('property/address'),
        application: application(null),
        applicantKeys: [],
      }),
    ).toBe('property/info');
  });

  it('the last step, the loan summary, leads nowhere (the screen shows the answers as saved)', async () => {
    expect(
      await continueTarget({
        flow,
        step: step('applicant/loan-summary'),
        application: application(null),
        applicantKeys: [],
      }),
    ).toBeUndefined();
  });
});
