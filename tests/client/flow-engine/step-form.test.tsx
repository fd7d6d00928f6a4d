// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contactInfo from '../../../schemas/steps/contact-info.json';
import cosignerSupport from '../../../schemas/steps/cosigner-support.json';
import loanAmount from '../../../schemas/steps/loan-amount.json';
import myFastTrack from '../../../schemas/steps/myfasttrack.json';
import { SaveRefusedError } from '../../../src/client/api/application-api.ts';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { flowOf } from '../../../src/client/flow-engine/flow-registry.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';
import { StepForm } from '../../../src/client/flow-engine/step-form.tsx';
import { findStep } from '../../../src/shared/flows/flow-navigation.ts';
import type { ScreenStep, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

const save = vi.fn();
const reload = vi.fn();
vi.mock('../../../src/client/api/application-queries.ts', () => ({
  useSaveApplication: () => save,
  useReloadApplication: () => reload,
}));
/** What GET …/amount-limits answers: the amount step's limits (issue 17, item 3). */
const limits = vi.fn();
const http = { get: async () => ({ data: limits() }) };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));
/** What the borrower gave at sign-up (the ID token's profile), which steps may prefill. */
const registration: Record<string, string> = {};
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ user: { email: 'rosa@example.com', sub: 'auth|1', registration } }),
}));

const flow = flowOf('slim-1');
const step = (path: string) => findStep(flow, path) as ScreenStep;
const application = (overrides: Partial<ApplicationDocument> = {}) =>
  ({
    appId: '7',
    version: 3,
    lastPath: '/property/loan-amount',
    lastPaths: {},
    flowConfig: { flowType: 'slim-1' },
    loan: { loan_amt: 50000 },
    ...overrides,
  }) as ApplicationDocument;

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

async function renderStep(path: string, document: unknown, app = application(), last = false) {
  const shown = last ? { ...step(path), next: undefined } : step(path);
  // The step's own precompiled validator, built by the same Vite plugin as the app's.
  const { validator } = await loadStepFormParts(shown.screen, 'en');
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (copy: ApplicationDocument) => (
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[`/2000001/${path}?appId=7`]}>
        <Routes>
          <Route
            path={`/:officerId/${path}`}
            element={
              <StepForm
                flow={flow}
                step={shown}
                document={document as StepDocument}
                validator={validator}
                application={copy}
              />
            }
          />
          <Route path="/:officerId/*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = await render(tree(app));
  /** The screen given another copy of the application, as a new read brings it. */
  return { showCopy: (copy: ApplicationDocument) => rendered.rerender(tree(copy)) };
}

const location = () => document.querySelector('[data-testid="location"]')?.textContent;
const amountInput = () => document.getElementById('root_loan_loan_amt') as HTMLInputElement;
const alertText = () =>
  [...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent);

async function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const continueButton = () => buttonByName('Continue');

beforeEach(() => {
  Object.assign(registration, { firstName: 'Rosa', lastName: 'Alvarez', email: 'rosa@example.com' });
  save.mockReset();
  reload.mockReset();
  limits.mockReset();
  limits.mockReturnValue({
    field: 'loan.loan_amt',
    minimum: 25_000,
    step: 1_000,
    maximum: null,
    value: null,
  });
});

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('a generated step', () => {
  it('shows the saved answer, formatted', async () => {
    await renderStep('property/loan-amount', loanAmount);
    expect(amountInput().value).toBe('50,000');
  });

  it('saves what changed, based on the version it was filled from, then goes to next with the appId', async () => {
    save.mockResolvedValue(application({ version: 4, loan: { loan_amt: 75000 } }));
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(3, { loan: { loan_amt: 75000 } }, 'property/loan-amount');
    expect(location()).toBe('/2000001/applicant/income?appId=7');
  });

  it('restarts an untouched form from a newer copy, and saves on that copy’s version', async () => {
    save.mockResolvedValue(application({ version: 5, loan: { loan_amt: 90000 } }));
    const screen = await renderStep('property/loan-amount', loanAmount);
    await screen.showCopy(application({ version: 4, loan: { loan_amt: 80000 } }));
    expect(amountInput().value).toBe('80,000');
    await type(amountInput(), '90000');
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(4, { loan: { loan_amt: 90000 } }, 'property/loan-amount');
  });

  it('keeps what the borrower typed when a newer copy arrives, and saves on the version it was filled from', async () => {
    save.mockResolvedValue(application({ version: 5, loan: { loan_amt: 75000 } }));
    const screen = await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await screen.showCopy(application({ version: 4, loan: { loan_amt: 80000 } }));
    expect(amountInput().value).toBe('75,000');
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(3, { loan: { loan_amt: 75000 } }, 'property/loan-amount');
  });

  it('moves on without a save when nothing changed', async () => {
    await renderStep('property/loan-amount', loanAmount);
    await click(continueButton());
    expect(save).not.toHaveBeenCalled();
    expect(location()).toBe('/2000001/applicant/income?appId=7');
  });

  it('refuses an invalid answer inline, focuses it, and saves nothing', async () => {
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '2000');
    await click(continueButton());
    expect(save).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(
      'Amount you would like: Enter a whole dollar amount of at least $25,000',
    );
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amountInput());
  });

  it('on a 409 reloads the application, says so, keeps the answer, and saves on the new version next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    save.mockRejectedValueOnce(new SaveRefusedError({ kind: 'stale', currentVersion: 5 }));
    reload.mockResolvedValue(application({ version: 5, loan: { loan_amt: 60000 } }));
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await click(continueButton());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(alertText().join(' ')).toContain('changed in another tab or on another device');
    expect(amountInput().value).toBe('75,000');
    expect(location()).toBeUndefined();

    save.mockResolvedValueOnce(application({ version: 6, loan: { loan_amt: 75000 } }));
    await click(continueButton());
    expect(save).toHaveBeenLastCalledWith(5, { loan: { loan_amt: 75000 } }, 'property/loan-amount');
    expect(location()).toBe('/2000001/applicant/income?appId=7');
  });

  it('keeps the answers on screen with a message and a log line when the save fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    save.mockRejectedValue(new SaveRefusedError({ kind: 'failed', status: 503 }));
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await click(continueButton());
    expect(alertText().join(' ')).toContain('We could not save your answers just now');
    expect(amountInput().value).toBe('75,000');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('saving application 7 failed'),
      expect.anything(),
    );
  });

  it('asks the borrower to log in again when the session is gone, keeping the answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    save.mockRejectedValue(new SaveRefusedError({ kind: 'unauthenticated' }));
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await click(continueButton());
    expect(alertText().join(' ')).toContain('Authentication required. Please log in again.');
    expect(amountInput().value).toBe('75,000');
  });

  it('shows a field the server refused under that field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    save.mockRejectedValue(
      new SaveRefusedError({
        kind: 'invalid',
        field: 'loan.loan_amt',
        message: 'loan.loan_amt must be <= 5000000',
      }),
    );
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '75000');
    await click(continueButton());
    expect(alertText().join(' ')).toContain('We could not save your answers. Check amount you would like');
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the amount against the home’s value on Continue, in the server’s words, and saves nothing', async () => {
    limits.mockReturnValue({
      field: 'loan.loan_amt',
      minimum: 25_000,
      step: 1_000,
      maximum: 495_000,
      value: 550_000,
    });
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '900000');
    await click(continueButton());
    const message = 'The most this home can support is $495,000, based on its value of $550,000.';
    expect(document.getElementById('root_loan_loan_amt__error')?.textContent).toBe(message);
    expect(alertText().join(' ')).toContain(`Amount you would like: ${message}`);
    expect(save).not.toHaveBeenCalled();
    await type(amountInput(), '495000');
    save.mockResolvedValue(application({ version: 4, loan: { loan_amt: 495_000 } }));
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(3, { loan: { loan_amt: 495_000 } }, 'property/loan-amount');
  });

  it('shows a refusal the server words itself (a code) as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'The most this home can support is $412,000, based on its value of $550,000.';
    save.mockRejectedValue(
      new SaveRefusedError({
        kind: 'invalid',
        field: 'loan.loan_amt',
        message,
        code: 'amount_not_supported',
      }),
    );
    await renderStep('property/loan-amount', loanAmount);
    await type(amountInput(), '420000');
    await click(continueButton());
    expect(document.getElementById('root_loan_loan_amt__error')?.textContent).toBe(message);
  });

  it('on the last step says the answers are saved', async () => {
    const contact = {
      firstName: 'Rosa',
      lastName: 'Alvarez',
      email: 'rosa@example.com',
      phone: '6145550123',
    };
    save.mockResolvedValue(application({ version: 4, contactInfo: contact }));
    await renderStep(
      'contact-info',
      contactInfo,
      application({ contactInfo: { ...contact, firstName: 'Ros' } }),
      true,
    );
    await type(document.getElementById('root_contactInfo_firstName') as HTMLInputElement, 'Rosa');
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(
      3,
      { contactInfo: { firstName: 'Rosa', textConsent: false } },
      'contact-info',
    );
    expect(alertText().join(' ')).toContain('Your answers are saved');
  });

  it('goes Back to the step before, and has no Back on a step nothing leads to', async () => {
    await renderStep('property/loan-amount', loanAmount);
    await click(buttonByName('Back'));
    expect(location()).toBe('/2000001/property/info?appId=7');
    await cleanup();
    await renderStep('myfasttrack', myFastTrack);
    expect(buttonByName('Back')).toBeNull();
    expect(buttonByName('Continue my application')).not.toBeNull();
  });

  it('a question revealed after Continue is not in error until it is left or Continue is pressed again', async () => {
    await renderStep('cosigner/support', cosignerSupport, application({ cosigner: undefined }));
    const fieldError = (id: string) =>
      document.getElementById(id)?.closest('.MuiFormControl-root')?.querySelector('.Mui-error')
        ?.textContent ?? '';
    await click(continueButton());
    expect(document.body.textContent).toContain('Choose an answer to “Will someone cosign or support');
    const yes = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => input.closest('label')?.textContent === 'Yes',
    );
    await click(yes ?? null);
    const firstName = document.getElementById('root_cosigner_firstName') as HTMLInputElement;
    expect(firstName).not.toBeNull();
    expect(firstName.getAttribute('aria-invalid')).not.toBe('true');
    expect(document.body.textContent).not.toContain('Enter cosigner');
    expect(document.body.textContent).not.toContain('Choose an answer to “Will someone cosign');

    // Left empty: its message shows with the next change; the question not yet reached stays quiet.
    await act(async () => {
      firstName.focus();
      firstName.blur();
    });
    await type(document.getElementById('root_cosigner_lastName') as HTMLInputElement, 'Alvarez');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError('root_cosigner_relationship')).toBe('');

    await click(continueButton());
    expect(save).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Choose their relationship to you');
  });

  it('runs the step’s action on Continue: myfasttrack resumes at the saved last path', async () => {
    await renderStep('myfasttrack', myFastTrack, application({ lastPath: '/applicant/income' }));
    await click(buttonByName('Continue my application'));
    expect(location()).toBe('/2000001/applicant/income?appId=7');
  });

  it('shows the registration in the contact fields, saves nothing until Continue, then saves it with the rest', async () => {
    save.mockResolvedValue(application({ version: 4 }));
    await renderStep('contact-info', contactInfo, application());
    const field = (name: string) => document.getElementById(`root_contactInfo_${name}`) as HTMLInputElement;
    expect([field('firstName').value, field('lastName').value, field('email').value]).toEqual([
      'Rosa',
      'Alvarez',
      'rosa@example.com',
    ]);
    expect(field('firstName').readOnly).toBe(false);
    expect(save).not.toHaveBeenCalled();

    await type(field('lastName'), 'Alvarez-Cruz');
    await type(field('phone'), '6145550123');
    expect(save).not.toHaveBeenCalled();
    await click(continueButton());
    expect(save).toHaveBeenCalledWith(
      3,
      {
        contactInfo: {
          firstName: 'Rosa',
          lastName: 'Alvarez-Cruz',
          email: 'rosa@example.com',
          phone: '6145550123',
          textConsent: false,
        },
      },
      'contact-info',
    );
  });

  it('never prefills over a saved answer, and leaves out a registration value the step refuses', async () => {
    Object.assign(registration, { firstName: '<Rosa>', email: 'rosa@example.com' });
    await renderStep(
      'contact-info',
      contactInfo,
      application({ contactInfo: { email: 'work@example.com' } }),
    );
    const field = (name: string) => document.getElementById(`root_contactInfo_${name}`) as HTMLInputElement;
    expect(field('email').value).toBe('work@example.com');
    expect(field('firstName').value).toBe('');
    expect(field('lastName').value).toBe('Alvarez');
    expect(field('firstName').getAttribute('aria-invalid')).not.toBe('true');
  });
});
