import { BRAND_COLORS } from '../shared/constants.ts';

/**
 * Runtime configuration served by the API at `/config.json`.
 * One build runs anywhere: base URL, identity domain and client id are never baked into the bundle.
 */

export interface AuthConfig {
  /** Identity provider domain: a bare host (`tenant.auth0.com`) or a URL (`http://localhost:3000/idp`). */
  domain: string;
  clientId: string;
  audience: string;
  scope: string;
  /** Where the portal keeps its tokens (PORTAL_TOKEN_CACHE on the server). */
  portalTokenCache: 'localstorage' | 'memory';
}

export interface ProviderLinks {
  nmlsConsumerAccess: string;
  legal: string;
  terms: string;
  privacy: string;
}

/** The company that runs the product: the default brand and the footer's links. */
export interface ProviderInfo {
  legalName: string;
  nmlsId: string;
  /** Names that mark a broker as the provider itself, compared case-insensitively (spec 4.12). */
  nameVariants: string[];
  primaryColor: string;
  secondaryColor: string;
  links: ProviderLinks;
}

export interface FeatureFlags {
  useNewDashboardFlow: boolean;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  auth: AuthConfig;
  provider: ProviderInfo;
  featureFlags: FeatureFlags;
}

export const RUNTIME_CONFIG_URL = '/config.json';

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { useNewDashboardFlow: true };

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Json, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`Runtime configuration is missing "${path}${key}".`);
  }
  return value;
}

function requireObject(source: Json, key: string): Json {
  const value = source[key];
  if (!isObject(value)) {
    throw new RuntimeConfigError(`Runtime configuration is missing "${key}".`);
  }
  return value;
}

function optionalString(source: Json, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : fallback;
}

function parseProvider(provider: Json): ProviderInfo {
  const legalName = optionalString(provider, 'legalName', '');
  const links = isObject(provider.links) ? provider.links : {};
  const variants = Array.isArray(provider.nameVariants)
    ? provider.nameVariants.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    : [];
  return {
    legalName,
    nmlsId: typeof provider.nmlsId === 'string' ? provider.nmlsId : String(provider.nmlsId ?? ''),
    // Without a configured list the legal name itself (minus its legal form) still identifies the provider.
    nameVariants:
      variants.length > 0 ? variants : [legalName.replace(/,?\s*(llc|inc)\.?$/i, '')].filter(Boolean),
    primaryColor: optionalString(provider, 'primaryColor', BRAND_COLORS.defaultPrimary),
    secondaryColor: optionalString(provider, 'secondaryColor', BRAND_COLORS.defaultSecondary),
    links: {
      nmlsConsumerAccess: optionalString(links, 'nmlsConsumerAccess', ''),
      legal: optionalString(links, 'legal', ''),
      terms: optionalString(links, 'terms', ''),
      privacy: optionalString(links, 'privacy', ''),
    },
  };
}

/** Checks the shape of a parsed `/config.json` body and returns it typed. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (!isObject(body)) {
    throw new RuntimeConfigError('Runtime configuration is not a JSON object.');
  }
  const auth = requireObject(body, 'auth');
  const provider = isObject(body.provider) ? body.provider : {};
  const flags = isObject(body.featureFlags) ? body.featureFlags : {};
  return {
    apiBaseUrl: requireString(body, 'apiBaseUrl', ''),
    auth: {
      domain: requireString(auth, 'domain', 'auth.'),
      clientId: requireString(auth, 'clientId', 'auth.'),
      audience: requireString(auth, 'audience', 'auth.'),
      scope: requireString(auth, 'scope', 'auth.'),
      portalTokenCache: auth.portalTokenCache === 'memory' ? 'memory' : 'localstorage',
    },
    provider: parseProvider(provider),
    featureFlags: {
      useNewDashboardFlow:
        typeof flags.useNewDashboardFlow === 'boolean'
          ? flags.useNewDashboardFlow
          : DEFAULT_FEATURE_FLAGS.useNewDashboardFlow,
    },
  };
}

/** Fetches and validates the runtime configuration. Throws RuntimeConfigError on any failure. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url: string = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (cause) {
    throw new RuntimeConfigError('Could not reach the server to load the configuration.', { cause });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Loading the configuration failed (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new RuntimeConfigError('The configuration is not valid JSON.', { cause });
  }
  return parseRuntimeConfig(body);
}
