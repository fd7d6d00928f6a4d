// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startEmbeddedServer } from '../../../e2e/support/server.ts';
import { apiJson, borrower } from '../../../scripts/api-session.ts';
import { createHttpClient } from '../../../src/client/api/http.ts';
import { SimulatorAnswersForm } from '../../../src/client/flow-engine/simulator-answers-form.tsx';
import { cleanup, click, render, shown } from '../layout/render.tsx';

/**
 * The tester page's form against the real API: a server process of its own (PGlite in a fresh data directory), as
 * the browser reaches it, so what the form reads and saves is what the simulators then answer.
 */
let server: RunningServer;
let session: { token: string; appId: string };
beforeAll(async () => {
  server = await startEmbeddedServer({ DEMO_USERS: 'false', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
  session = await borrower(server);
}, 90_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const scenarioPath = (appId: string) => `/api/v2/simulators/applications/${appId}/scenario`;

async function renderForm(token = session.token, appId = session.appId) {
  const http = createHttpClient({ baseURL: `${server.baseUrl}/api`, getAccessToken: async () => token });
  http.defaults.adapter = 'fetch';
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <SimulatorAnswersForm http={http} appId={appId} />
    </QueryClientProvider>,
  );
}

/** The form control whose label reads `label`. */
function labelled<T extends HTMLElement>(label: string): T | null {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent === label);
  return found ? (document.getElementById(found.htmlFor) as T | null) : null;
}

async function choose(label: string, value: string) {
  const control = labelled<HTMLInputElement | HTMLSelectElement>(label);
  if (!control) throw new Error(`No field labelled ${label}`);
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const saveButton = () =>
  [...document.querySelectorAll('button')].find(
    (button) => button.textContent === 'Save simulator answers',
  ) ?? null;
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';

describe('Simulator answers on the tester page', () => {
  it('reads the saved scenario into labelled fields, and saves the changes, keeping debts chosen through the API', async () => {
    const heloc = { type: 'HELOC', balance: 20_000, limit: 50_000 };
    await apiJson(server, 'PUT', scenarioPath(session.appId), session.token, {
      credit: { score: 780, tradelines: [heloc] },
      identity: 'retry',
    });
    await renderForm();
    await shown(() => labelled('Credit score'));
    expect(labelled<HTMLInputElement>('Credit score')?.value).toBe('780');
    expect(labelled<HTMLSelectElement>('Identity verification')?.value).toBe('retry');
    expect(labelled<HTMLSelectElement>('Credit file')?.value).toBe('');
    expect(document.body.textContent).toContain('Debts chosen through the API (1) stay');
    expect(labelled('AVM value (whole dollars)')).toBeNull();

    await choose('Valuation (AVM)', 'value');
    await choose('AVM value (whole dollars)', '650,000');
    await choose('Income verification', 'fail');
    await click(saveButton());
    await shown(() => statusText().includes('Saved') || null);
    expect(statusText()).toBe(`Saved: the simulators answer so for application ${session.appId}.`);
    expect(await apiJson(server, 'GET', scenarioPath(session.appId), session.token)).toEqual({
      credit: { score: 780, tradelines: [heloc] },
      avm: { value: 650_000 },
      identity: 'retry',
      income: 'fail',
    });
  });

  it('shows a refusal on its field and saves nothing', async () => {
    const before = await apiJson(server, 'GET', scenarioPath(session.appId), session.token);
    await renderForm();
    await shown(() => labelled('Credit score'));
    await choose('Credit file', 'thin');
    await click(saveButton());
    await shown(() => alertText() || null);
    expect(alertText()).toContain('Not saved. credit.score can only be given with file ok');
    const score = labelled<HTMLInputElement>('Credit score');
    expect(score?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(score?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'can only be given with file ok',
    );
    expect(await apiJson(server, 'GET', scenarioPath(session.appId), session.token)).toEqual(before);

    await choose('Credit score', 'high');
    await click(saveButton());
    expect(document.getElementById(score?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the score in digits, or leave it empty',
    );
  });

  it('passes axe', async () => {
    const { container } = await renderForm();
    await shown(() => labelled('Credit score'));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says when the application is not the caller’s', async () => {
    const stranger = await borrower(server);
    await renderForm(stranger.token, session.appId);
    await shown(() => (document.body.textContent?.includes('Not available') ? true : null));
    expect(labelled('Credit score')).toBeNull();
  });
});
