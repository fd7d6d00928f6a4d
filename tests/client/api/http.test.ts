import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApplication } from '../../../src/client/api/application-api.ts';
import { createHttpClient, describeHttpError } from '../../../src/client/api/http.ts';
import { IDEMPOTENCY_HEADER } from '../../../src/client/api/retries.ts';

/** An adapter that answers every request with `status` and records what was sent. */
function answering(status: number, data: unknown = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new axios.AxiosError('refused', String(status), config, undefined, response);
    }
    return response;
  };
  return { adapter, sent };
}

function client(status: number, data?: unknown) {
  const onUnauthorized = vi.fn();
  const { adapter, sent } = answering(status, data);
  const http = createHttpClient({ baseURL: '/api', getAccessToken: async () => 'token-1', onUnauthorized });
  http.defaults.adapter = adapter;
  return { http, onUnauthorized, sent };
}

describe('401 and 403 answers (spec 8)', () => {
  it.each([401, 403])('a %i clears auth and goes to log-in', async (status) => {
    const { http, onUnauthorized } = client(status);
    await expect(http.get('/v2/application/1')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('other failures do not', async () => {
    const { http, onUnauthorized } = client(500);
    await expect(http.get('/v2/application/1')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a path-tracking call only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http, onUnauthorized } = client(401);
    await expect(http.patch('/v2/application/1/lastPath', '/x', { pathTracking: true })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('sends the bearer token unless the call is unauthenticated', async () => {
    const { http, sent } = client(200);
    await http.get('/v2/me');
    await http.get('/v2/application/1/channel', { skipAuth: true });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
  });
});

describe('creating an application (spec 7.1, 8)', () => {
  it('posts an empty body with the officer id and returns data.appId', async () => {
    const { http, sent } = client(201, { data: { appId: '123' } });
    await expect(createApplication(http, '2000001')).resolves.toBe('123');
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/v2/application');
    expect(sent[0]?.params).toEqual({ nmlsId: '2000001' });
    expect(sent[0]?.data).toBeUndefined();
    expect(sent[0]?.headers.toJSON()).not.toHaveProperty('Content-Type');
  });

  it('logs and resolves to null when the creation fails or has no appId', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(createApplication(client(500).http, '2000001')).resolves.toBeNull();
    await expect(createApplication(client(201, { data: {} }).http, '2000001')).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('creating an application refused with 401/403', () => {
  it('rethrows, so the after-login handling stops instead of refreshing the token', async () => {
    const { http, onUnauthorized } = client(401);
    await expect(createApplication(http, '2000001')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

/** An adapter answering each request with the next status in turn (0: no answer at all, -1: a time-out). */
function answeringInTurn(
  statuses: number[],
  headers: Record<string, string> = {},
  data: unknown = { message: 'm' },
) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)] as number;
    if (status === 0) throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config, {});
    if (status === -1) throw new axios.AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config, {});
    const response: AxiosResponse = { data, status, statusText: '', headers, config };
    if (status >= 400) throw new axios.AxiosError('refused', String(status), config, {}, response);
    return response;
  };
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ baseURL: '/api', getAccessToken: async () => 'token-1', onUnauthorized });
  http.defaults.adapter = adapter;
  return { http, sent, onUnauthorized };
}

describe('idempotency keys and safe retries (issue 9)', () => {
  it('sends a fresh Idempotency-Key on every POST, none on other methods', async () => {
    const { http, sent } = answeringInTurn([200]);
    await http.post('/v2/application', {});
    await http.post('/v2/application', {});
    await http.patch('/v2/application/1', {});
    const keys = sent.map((config) => config.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('retries a POST that got no answer, or a 503, with the same key, and returns the answer', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([0, 503, 201]);
      const answer = http.post('/v2/application', {});
      await vi.runAllTimersAsync();
      expect((await answer).status).toBe(201);
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((config) => config.headers.get(IDEMPOTENCY_HEADER))).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits out a 429 Retry-After before retrying', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([429, 200], { 'retry-after': '2' });
      const answer = http.get('/v2/application/1');
      await vi.advanceTimersByTimeAsync(1_900);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect((await answer).status).toBe(200);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after three retries and tells the borrower to wait', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([429], { 'retry-after': '1' });
      const answer = http.post('/v2/application', {}).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      const error = await answer;
      expect(sent).toHaveLength(4);
      expect(describeHttpError(error)).toBe('Too many requests. Please wait a moment and try again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries a proxy's 502, a 504 and a time-out (once) with the same key", async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([502, -1, 504, 201]);
      const answer = http.post('/v2/application', {});
      await vi.runAllTimersAsync();
      expect((await answer).status).toBe(201);
      expect(sent).toHaveLength(4);
      expect(new Set(sent.map((config) => config.headers.get(IDEMPOTENCY_HEADER))).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a time-out only once, then says the server took too long', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([-1]);
      const answer = http.post('/v2/application', {}).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(sent).toHaveLength(2);
      expect(describeHttpError(await answer)).toBe('The server took too long to answer.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a save (PATCH) and a read after a 503, without a key', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([503, 200, 503, 200]);
      const saved = http.patch('/v2/application/1', { loan: { loan_amt: 50000 } });
      await vi.runAllTimersAsync();
      expect((await saved).status).toBe(200);
      const read = http.get('/v2/application/1');
      await vi.runAllTimersAsync();
      expect((await read).status).toBe(200);
      expect(sent.map((config) => config.method)).toEqual(['patch', 'patch', 'get', 'get']);
      expect(sent.every((config) => !config.headers.has(IDEMPOTENCY_HEADER))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits out the Retry-After of a 409 "still in progress" and asks again with the same key', async () => {
    vi.useFakeTimers();
    try {
      const { http, sent } = answeringInTurn([409, 201], { 'retry-after': '1' });
      const answer = http.post('/v2/application', {});
      await vi.advanceTimersByTimeAsync(900);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect((await answer).status).toBe(201);
      expect(sent[1]?.headers.get(IDEMPOTENCY_HEADER)).toBe(sent[0]?.headers.get(IDEMPOTENCY_HEADER));
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not retry a 429 asking for a longer wait than 10 s, a 500, a 400, a 409 without Retry-After, a DELETE or the API's 502 provider_unavailable", async () => {
    for (const [method, statuses, headers, data] of [
      ['post', [429], { 'retry-after': '60' }, undefined],
      ['post', [500], {}, undefined],
      ['post', [400], {}, undefined],
      ['patch', [409], {}, undefined],
      ['delete', [503], {}, undefined],
      ['post', [502], {}, { code: 'provider_unavailable', message: 'The credit bureau did not answer.' }],
    ] as const) {
      const { http, sent } = answeringInTurn([...statuses], headers, data);
      await expect(http.request({ method, url: '/v2/application/1', data: {} })).rejects.toThrow();
      expect(sent, `${method} ${statuses[0]}`).toHaveLength(1);
    }
  });

  it('a 401 after a retry signs the borrower out once', async () => {
    vi.useFakeTimers();
    try {
      const { http, onUnauthorized } = answeringInTurn([503, 401]);
      const answer = http.get('/v2/application/1').catch(() => undefined);
      await vi.runAllTimersAsync();
      await answer;
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Accept-Language (issue 22)', () => {
  it("sends the page's language on every call, English without a page", async () => {
    const { http, sent } = client(200);
    await http.get('/v2/application/1');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    try {
      await http.put('/v2/me/locale', { locale: 'es' }, { skipAuth: true });
      expect(sent[1]?.headers.get('Accept-Language')).toBe('es');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
