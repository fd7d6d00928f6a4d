import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fetchAdminAccess } from '../../../src/client/api/admin-api.ts';
import { createHttpClient, isSerialisedPath } from '../../../src/client/api/http.ts';

/** An adapter whose answers the test releases one by one, recording the order requests reached it. */
function heldAnswers() {
  const reached: string[] = [];
  const pending: { url: string; answer: () => void }[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve) => {
      reached.push(config.url ?? '');
      pending.push({
        url: config.url ?? '',
        answer: () => resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config }),
      });
    });
  return { adapter, reached, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function client(adapter: AxiosAdapter) {
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ baseURL: '/api', getAccessToken: async () => 'token-1', onUnauthorized });
  http.defaults.adapter = adapter;
  return { http, onUnauthorized };
}

describe('serialised calls (spec 6)', () => {
  it('knows the paths: v1/broker and /admin/', () => {
    expect(isSerialisedPath('/api/v2/admin/whoami')).toBe(true);
    expect(isSerialisedPath('/api/v1/broker/loans')).toBe(true);
    expect(isSerialisedPath('/api/v2/application/7')).toBe(false);
  });

  it('sends an admin request only after the previous one is answered; other calls do not wait', async () => {
    const { adapter, reached, pending } = heldAnswers();
    const { http } = client(adapter);
    const first = http.get('/v2/admin/loans');
    const second = http.get('/v2/admin/whoami');
    const normal = http.get('/v2/application/7');
    await settle();
    expect([...reached].sort()).toEqual(['/v2/admin/loans', '/v2/application/7']);
    pending.find((held) => held.url === '/v2/admin/loans')?.answer();
    await first;
    await settle();
    expect(reached).toHaveLength(3);
    expect(reached[2]).toBe('/v2/admin/whoami');
    for (const held of pending.filter((held) => held.url !== '/v2/admin/loans')) held.answer();
    await Promise.all([second, normal]);
  });

  it('lets the next admin request go after a failed one', async () => {
    let calls = 0;
    const adapter: AxiosAdapter = async (config) => {
      calls += 1;
      if (calls === 1) {
        const response = { data: {}, status: 500, statusText: '500', headers: {}, config } as AxiosResponse;
        throw new axios.AxiosError('failed', '500', config, undefined, response);
      }
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    const { http } = client(adapter);
    await expect(http.get('/v2/admin/loans')).rejects.toThrow();
    await expect(http.get('/v2/admin/whoami')).resolves.toMatchObject({ status: 200 });
  });
});

describe('the admin check', () => {
  const answering =
    (status: number): AxiosAdapter =>
    async (config) => {
      const response = { data: {}, status, statusText: String(status), headers: {}, config } as AxiosResponse;
      if (status >= 400) throw new axios.AxiosError('refused', String(status), config, undefined, response);
      return response;
    };

  it('is "admin" on 200', async () => {
    expect(await fetchAdminAccess(client(answering(200)).http)).toBe('admin');
  });

  it('is "not-admin" on 403 and keeps the session', async () => {
    const { http, onUnauthorized } = client(answering(403));
    expect(await fetchAdminAccess(http)).toBe('not-admin');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the borrower to log in on 401 (a lost session)', async () => {
    const { http, onUnauthorized } = client(answering(401));
    await expect(fetchAdminAccess(http)).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
