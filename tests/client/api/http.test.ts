import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApplication } from '../../../src/client/api/application-api.ts';
import { createHttpClient } from '../../../src/client/api/http.ts';

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
