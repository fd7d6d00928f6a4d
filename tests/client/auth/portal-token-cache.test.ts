import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/client/runtime-config.ts';

const config = (auth: Record<string, unknown>) =>
  parseRuntimeConfig({
    apiBaseUrl: '/api',
    auth: { domain: 'http://localhost/idp', clientId: 'spa', audience: 'api', scope: 'openid', ...auth },
    provider: {},
  });

describe("where the portal keeps its tokens (the server's PORTAL_TOKEN_CACHE)", () => {
  it('keeps them in memory when the server says so', () => {
    expect(config({ portalTokenCache: 'memory' }).auth.portalTokenCache).toBe('memory');
  });

  it('keeps them in local storage by default, as spec 6 says, and for an unknown value', () => {
    expect(config({}).auth.portalTokenCache).toBe('localstorage');
    expect(config({ portalTokenCache: 'cookie' }).auth.portalTokenCache).toBe('localstorage');
  });
});
