// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApplication,
  patchApplication,
  SaveRefusedError,
} from '../../../src/client/api/application-api.ts';
import { loadApplication } from '../../../src/client/api/application-queries.ts';
import { createHttpClient } from '../../../src/client/api/http.ts';
import { trackLastPath } from '../../../src/client/api/last-path-tracking.ts';
import { applicationCache } from '../../../src/client/state/application-cache-store.ts';

type Answer = { status: number; data?: unknown } | 'network-down';

/** An API whose answers are given per `METHOD path`; records what was sent. */
function api(answers: Record<string, Answer>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const answer = answers[`${config.method?.toUpperCase()} ${config.url}`] ?? { status: 404 };
    if (answer === 'network-down') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: answer.data ?? {},
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 400)
      throw new axios.AxiosError('refused', String(answer.status), config, undefined, response);
    return response;
  };
  const http = createHttpClient({ baseURL: '/api', getAccessToken: async () => 'token-1' });
  http.defaults.adapter = adapter;
  return { http, sent };
}

const appDocument = (overrides: Record<string, unknown> = {}) => ({
  appId: '7',
  version: 4,
  lastPath: '/property/info',
  lastPaths: { 'auth|1': '/property/info' },
  flowConfig: { flowType: 'slim-1' },
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('creating an application (spec 7.1)', () => {
  it('sends the chosen flow type with the officer id', async () => {
    const { http, sent } = api({ 'POST /v2/application': { status: 201, data: { data: { appId: '9' } } } });
    await expect(createApplication(http, '2000001', 'long-1')).resolves.toBe('9');
    expect(sent[0]?.params).toEqual({ nmlsId: '2000001', flowType: 'long-1' });
  });

  it('leaves the flow type to the server when none was chosen', async () => {
    const { http, sent } = api({ 'POST /v2/application': { status: 201, data: { data: { appId: '9' } } } });
    await createApplication(http, '2000001', null);
    expect(sent[0]?.params).toEqual({ nmlsId: '2000001' });
  });
});

describe('saving answers: a JSON merge patch based on a version', () => {
  it('sends If-Match with the version and resolves to the new document', async () => {
    const { http, sent } = api({
      'PATCH /v2/application/7': { status: 200, data: appDocument({ version: 5 }) },
    });
    const saved = await patchApplication(http, '7', 4, { loan: { loan_amt: 75000 } });
    expect(saved.version).toBe(5);
    expect(sent[0]?.headers.get('If-Match')).toBe('"4"');
    expect(JSON.parse(sent[0]?.data as string)).toEqual({ loan: { loan_amt: 75000 } });
    expect(sent[0]?.params).toBeUndefined();
  });

  it('names the step it saves, so the server checks the answers of that step', async () => {
    const { http, sent } = api({
      'PATCH /v2/application/7': { status: 200, data: appDocument({ version: 5 }) },
    });
    await patchApplication(http, '7', 4, { applicant: { legal: { ssn: '123456789' } } }, 'applicant/verify');
    expect(sent[0]?.params).toEqual({ step: 'applicant/verify' });
  });

  it.each([
    [
      { status: 409, data: { currentVersion: 6 } },
      { kind: 'stale', currentVersion: 6 },
    ],
    [
      {
        status: 400,
        data: { field: 'property.address.zip', message: 'property.address.zip must match pattern' },
      },
      { kind: 'invalid', field: 'property.address.zip', message: 'property.address.zip must match pattern' },
    ],
    [{ status: 500 }, { kind: 'failed', status: 500 }],
    ['network-down' as const, { kind: 'failed', status: null }],
  ])('refuses %j as %j', async (answer, refusal) => {
    const { http } = api({ 'PATCH /v2/application/7': answer });
    const saving = patchApplication(http, '7', 4, {});
    await expect(saving).rejects.toBeInstanceOf(SaveRefusedError);
    await expect(saving).rejects.toMatchObject({ refusal });
  });
});

describe('saving without a session', () => {
  it('is refused as unauthenticated when no token can be had, and nothing is sent', async () => {
    const sent: unknown[] = [];
    const http = createHttpClient({
      baseURL: '/api',
      getAccessToken: async () => {
        throw new Error('No access token available for API call');
      },
    });
    http.defaults.adapter = async (config) => {
      sent.push(config);
      throw new Error('must not be sent');
    };
    await expect(patchApplication(http, '7', 4, { loan: { loan_amt: 30000 } })).rejects.toMatchObject({
      refusal: { kind: 'unauthenticated' },
    });
    expect(sent).toEqual([]);
  });
});

describe('last path tracking (spec 4.6, 8)', () => {
  it('is skipped with a warning without account_application_id in the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http, sent } = api({});
    await expect(trackLastPath(http, '7', '/property/info')).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('account_application_id'));
  });

  it('sends the path as text/plain, flagged as path tracking', async () => {
    sessionStorage.setItem('account_application_id', '7');
    const { http, sent } = api({ 'PATCH /v2/application/7/lastPath': { status: 200 } });
    await expect(trackLastPath(http, '7', '/property/info')).resolves.toBe(true);
    expect(sent[0]?.data).toBe('/property/info');
    expect(sent[0]?.headers.get('Content-Type')).toBe('text/plain');
    expect(sent[0]?.pathTracking).toBe(true);
  });

  it('only warns when saving fails', async () => {
    sessionStorage.setItem('account_application_id', '7');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http } = api({ 'PATCH /v2/application/7/lastPath': { status: 500 } });
    await expect(trackLastPath(http, '7', '/property/info')).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('reading an application', () => {
  it('reads appData and caches it', async () => {
    const { http } = api({ 'GET /v2/application/7/appData': { status: 200, data: appDocument() } });
    await expect(loadApplication(http, '7')).resolves.toMatchObject({ version: 4 });
    expect(applicationCache.read('7')).toMatchObject({ version: 4 });
  });

  it('saves lastPath / when the application has no lastPaths yet (spec 7.1)', async () => {
    sessionStorage.setItem('account_application_id', '7');
    const { http, sent } = api({
      'GET /v2/application/7/appData': { status: 200, data: appDocument({ lastPath: null, lastPaths: {} }) },
      'PATCH /v2/application/7/lastPath': { status: 200 },
    });
    await expect(loadApplication(http, '7')).resolves.toMatchObject({ lastPath: '/' });
    expect(sent.map((request) => `${request.method} ${request.url} ${request.data ?? ''}`.trim())).toEqual([
      'get /v2/application/7/appData',
      'patch /v2/application/7/lastPath /',
    ]);
  });

  it('falls back to the cached copy when the server cannot be reached', async () => {
    applicationCache.save('7', appDocument({ version: 3 }) as never);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http } = api({ 'GET /v2/application/7/appData': 'network-down' });
    await expect(loadApplication(http, '7')).resolves.toMatchObject({ version: 3 });
  });

  it('does not fall back when the server refuses (not the borrower’s application)', async () => {
    applicationCache.save('7', appDocument({ version: 3 }) as never);
    const { http } = api({ 'GET /v2/application/7/appData': { status: 404 } });
    await expect(loadApplication(http, '7')).rejects.toThrow();
  });
});
