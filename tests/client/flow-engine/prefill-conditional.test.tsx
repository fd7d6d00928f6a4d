// @vitest-environment jsdom
// A prefilled answer that reveals follow-up questions (issue 17, item 7): the employment status taken from the
// stated income's source shows the employer questions at once, and Continue must show their errors as it would
// had the borrower picked the status themselves.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import employment from '../../../schemas/steps/applicant-employment.json';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';
import { StepForm } from '../../../src/client/flow-engine/step-form.tsx';
import type { FlowFile, ScreenStep, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

const save = vi.fn();
vi.mock('../../../src/client/api/application-queries.ts', () => ({
  useSaveApplication: () => save,
  useReloadApplication: vi.fn(),
}));
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => ({ get: vi.fn() }) }));
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ user: { email: 'rosa@example.com', sub: 'auth|1', registration: {} } }),
}));

const step: ScreenStep = {
  path: 'applicant/employment',
  kind: 'protected',
  screen: 'applicant-employment',
  section: 'applicant',
};
const flow = { version: 2, flowType: 'test-1', facts: {}, steps: [step] } as unknown as FlowFile;
const withStatusPrefill = {
  ...employment,
  prefill: {
    'applicant.employment.status': {
      from: 'applicant.income.source',
      map: { Employed: 'Employed', SelfEmployed: 'SelfEmployed', Retired: 'Retired' },
    },
  },
} as unknown as StepDocument;

async function renderEmployment(source: string) {
  const { validator } = await loadStepFormParts(step.screen, 'en');
  const application = {
    appId: '7',
    version: 3,
    lastPaths: {},
    flowConfig: { flowType: 'test-1' },
    applicant: { income: { source, statedAnnualIncome: 90_000 } },
  } as unknown as ApplicationDocument;
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/2000001/applicant/employment?appId=7']}>
        <Routes>
          <Route
            path="/:officerId/applicant/employment"
            element={
              <StepForm
                flow={flow}
                step={step}
                document={withStatusPrefill}
                validator={validator}
                application={application}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => save.mockReset());
afterEach(() => cleanup());

const employerField = () => document.getElementById('root_applicant_employment_primary_employerName');
const invalidFields = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id);
const summary = () => document.querySelector('[role="alert"]')?.textContent ?? '';

describe('a status prefilled from the income source', () => {
  it('shows the employer questions, and Continue marks each empty one as a status picked by hand does', async () => {
    await renderEmployment('NotEmployed');
    const employed = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => input.closest('label')?.textContent === 'Employed',
    );
    await click(employed ?? null);
    await click(buttonByName('Continue'));
    const byHand = { invalid: invalidFields(), summary: summary() };
    await cleanup();

    await renderEmployment('Employed');
    expect(employerField()).not.toBeNull();
    await click(buttonByName('Continue'));
    expect(save).not.toHaveBeenCalled();
    expect(employerField()?.getAttribute('aria-invalid')).toBe('true');
    expect(summary()).toContain('Enter employer or business name');
    expect({ invalid: invalidFields(), summary: summary() }).toEqual(byHand);
  });
});
