import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('configuration from the environment', () => {
  it('runs on embedded parts with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.identity).toMatchObject({
      mode: 'embedded',
      issuer: 'http://localhost:3000/idp/',
      clientId: 'lending-spa',
      audience: 'https://api.lending.local/',
      passwordGrant: true,
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(config.portalTokenCache).toBe('localstorage');
  });

  it('keeps the portal tokens in memory only when PORTAL_TOKEN_CACHE=memory', () => {
    expect(loadConfig({ PORTAL_TOKEN_CACHE: 'memory' }).portalTokenCache).toBe('memory');
  });

  it('shows the flow studio read-only by default; STUDIO=write edits, STUDIO=off has none', () => {
    expect(loadConfig({}).studio).toBe('read');
    expect(loadConfig({ STUDIO: 'write' }).studio).toBe('write');
    expect(loadConfig({ STUDIO: 'off' }).studio).toBe('off');
    const error = errorFor({ STUDIO: 'yes' });
    expect(error.variable).toBe('STUDIO');
    expect(error.message).toContain('must be one of read, write, off');
  });

  it('derives the issuer and the allowed origin from PORT and PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }).identity.issuer).toBe('http://localhost:4100/idp/');
    const config = loadConfig({ PUBLIC_URL: 'https://apply.example.com/' });
    expect(config.identity).toMatchObject({
      issuer: 'https://apply.example.com/idp/',
      allowedOrigins: ['https://apply.example.com'],
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'whole number'],
    [{ PORT: '70000' }, 'PORT', 'between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'postgres://'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL', 'http(s) URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'one of'],
    [{ PORTAL_TOKEN_CACHE: 'cookie' }, 'PORTAL_TOKEN_CACHE', 'one of'],
    [{ IDP_PASSWORD_GRANT: 'maybe' }, 'IDP_PASSWORD_GRANT', 'true or false'],
    [{ IDP_ALLOWED_ORIGINS: 'not a url' }, 'IDP_ALLOWED_ORIGINS', 'not a URL'],
    [{ AUTH0_DOMAIN: 'tenant.auth0.com' }, 'AUTH0_CLIENT_ID', 'must be set'],
    [{ AUTH0_DOMAIN: 'https://x', AUTH0_CLIENT_ID: 'c', AUTH0_AUDIENCE: 'a' }, 'AUTH0_DOMAIN', 'host name'],
  ])('refuses %o naming %s', (env, variable, problem) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(problem);
  });

  it('switches identity to an Auth0 tenant when all three AUTH0_* variables are set', () => {
    const config = loadConfig({
      AUTH0_DOMAIN: 'tenant.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
      AUTH0_AUDIENCE: 'https://api',
    });
    expect(config.identity).toEqual({
      mode: 'auth0',
      domain: 'tenant.auth0.com',
      issuer: 'https://tenant.auth0.com/',
      clientId: 'abc',
      audience: 'https://api',
    });
  });
});
