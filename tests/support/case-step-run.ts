/**
 * One step case, run twice: in the browser's validator (what the borrower reads under each field) and through
 * the API on a real database (PATCH with `?step=`). A valid case must be accepted by both; an invalid one must
 * show its message on its field in the browser and be refused by the server with a 400 naming that field (the
 * server's own words may differ).
 */
import { SaveRefusedError } from '../../src/client/api/application-api.ts';
import { fetchAmountLimits } from '../../src/client/api/pricing-api.ts';
import { entryAmountValidator } from '../../src/client/flow-engine/form/entry-amount-check.ts';
import { browserCaseVerdict, quoted } from '../../src/shared/cases/case-verdict.ts';
import type { ScreenStep, StepDocument } from '../../src/shared/flows/flow-types.ts';
import { type CaseApplication, saveGiven, saveStep } from './case-application.ts';
import { browserVerdict } from './case-browser.ts';
import type { AnswerSet, InvalidAnswerSet } from './case-files.ts';

export interface CaseVerdict {
  /** One line per side that did not do what the case expects; empty when the case holds. */
  problems: string[];
  expected: string;
  got: string;
}

async function serverAnswer(
  application: CaseApplication,
  step: ScreenStep,
  document: StepDocument,
  formData: Record<string, unknown>,
): Promise<{ accepted: true } | { accepted: false; field?: string; said: string }> {
  try {
    await saveStep(application, step, document, formData, true);
    return { accepted: true };
  } catch (error) {
    if (!(error instanceof SaveRefusedError)) throw error;
    const { refusal } = error;
    if (refusal.kind === 'invalid')
      return {
        accepted: false,
        field: refusal.field,
        said: `400 naming ${refusal.field} ("${refusal.message}")`,
      };
    return {
      accepted: false,
      said: `refused (${refusal.kind}${'status' in refusal ? ` ${refusal.status}` : ''})`,
    };
  }
}

export async function runStepCase(
  application: CaseApplication,
  step: ScreenStep,
  document: StepDocument,
  testCase: AnswerSet | InvalidAnswerSet,
): Promise<CaseVerdict> {
  if (step.section !== 'coborrower') await saveGiven(application, testCase.given);
  else if (Object.keys(testCase.given).length > 0)
    throw new Error('`given` is not supported on a co-borrower step: their answers are their own');
  // The amount step checks the amount against the home's value with the limits the server gives it.
  const customValidate =
    step.section === 'coborrower'
      ? undefined
      : entryAmountValidator(await fetchAmountLimits(application.http, application.appId), document.schema);
  const browser = await browserVerdict(step.screen, testCase.answers, customValidate);
  const server = await serverAnswer(application, step, document, browser.formData);
  const serverSaid = server.accepted ? 'accepted' : server.said;
  const problems: string[] = [];
  const inBrowser = browserCaseVerdict(testCase, browser.messages);
  if (inBrowser.problem) problems.push(inBrowser.problem);
  if (!('field' in testCase)) {
    if (!server.accepted) problems.push(`server: expected the answers accepted, got ${serverSaid}`);
    return {
      problems,
      expected: 'accepted (no message; saved)',
      got: `browser: ${quoted(browser.messages)}; server: ${serverSaid}`,
    };
  }
  const { field, message } = testCase;
  if (server.accepted || server.field !== field)
    problems.push(`server: expected 400 naming ${field}, got ${serverSaid}`);
  return {
    problems,
    expected: `"${message}" on ${field}; server 400 naming ${field}`,
    got: `browser: ${quoted(browser.messages)}; server: ${serverSaid}`,
  };
}
