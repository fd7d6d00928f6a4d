import path from 'node:path';
import { type WebhookConfig, webhookConfig } from './interop/webhooks/webhook-config.ts';

/**
 * Typed configuration read once from the environment. Every variable is validated here, so a bad
 * value stops start-up with a message that names the variable instead of failing later somewhere deep.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** Where browsers reach this server; the embedded identity provider's issuer is derived from it. */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Path of the provider company's JSON (legal name, site links, default colours). */
  providerConfigFile: string;
  identity: IdentityConfig;
  /** Create the README's demo borrower accounts (embedded identity only). */
  demoUsers: boolean;
  /**
   * Where the portal's SPA keeps its tokens, refresh token included (spec 6: local storage). 'memory' keeps them
   * only for the page's life: safer against script injection, but a new tab or a reload asks the provider again.
   */
  portalTokenCache: 'localstorage' | 'memory';
  /** The pricing rate sheet (JSON, schemas/rate-sheet.schema.json). */
  rateSheetFile: string;
  /**
   * Keys for the sensitive answers encrypted at rest (SSN, date of birth): DATA_ENCRYPTION_KEY is the current
   * one (absent: a key generated once in DATA_DIR), DATA_ENCRYPTION_PREVIOUS_KEYS still decrypt after a rotation.
   */
  dataEncryption: { current?: Buffer; previous: Buffer[] };
  providers: { credit: VendorConfig; avm: VendorConfig; verification: VendorConfig; esign: EsignConfig };
  /**
   * PROVIDER_TIMEOUT_MS: how long a call to an outside party (credit, AVM, verification, e-sign, S3) may take
   * before it counts as failed; under the SPA's 30-second API timeout so the borrower gets the message.
   */
  providerTimeoutMs: number;
  /** ESIGN_LINK_TTL: seconds an e-sign link works (default 7 days); the link's MAC covers its expiry. */
  esignLinkTtlSeconds: number;
  /**
   * REQUEST_TIMEOUT_MS: how long a client may take to send a whole request, body included (default 30 s), so slow
   * senders do not hold connections for Node's default 300 s.
   */
  requestTimeoutMs: number;
  /** SERVE_SOURCE_MAPS=true serves the SPA's *.map files (a staging aid); by default they answer 404. */
  serveSourceMaps: boolean;
  /** Outgoing mail (co-borrower invitations): the outbox simulator (shown at /dev/outbox) or an HTTP email API. */
  mail: MailConfig;
  /** Where uploaded documents live: local disk under DATA_DIR/uploads (default) or an S3 bucket. */
  storage: StorageConfig;
  /** Requests per window and per client address or user on sign-up, log-in, token, mutations and upload URLs. */
  rateLimits: RateLimitConfig;
  /** Malware scanning of uploads before they are accepted: the embedded simulator, ClamAV's clamd, or none. */
  scanner: ScannerConfig;
  /**
   * Which peers' X-Forwarded-For is believed for the client address (rate limits, consent records): Fastify's
   * trustProxy. By default loopback peers only (a proxy on the same machine); private ranges only when
   * configured, so a host on the same network cannot claim to be 127.0.0.1 or pick its address.
   */
  trustProxy: boolean | string;
  /** Redis for state shared by several API instances (rate-limit counters); absent: kept in this process. */
  redisUrl: string | undefined;
  /** INVITATIONS_PER_DAY: co-borrower invitation mails one borrower account may send in 24 hours (0: no limit). */
  invitationsPerDay: number;
  /** What one loan may have uploaded or being uploaded and not yet submitted (UPLOAD_PENDING_*_PER_LOAN). */
  uploadQuota: { files: number; bytes: number };
  /** UPLOAD_SWEEP_INTERVAL_SECONDS: how often unsubmitted uploads past their URL's life are removed (0: never). */
  uploadSweepIntervalSeconds: number;
  /** How often each instance gives the counteroffers whose 90 days ended their notices (0: only when read). */
  noticeSweepIntervalSeconds: number;
  /**
   * STUDIO: the flow studio's API (/api/studio). `write`: the working copy is read and saved, for this machine
   * only (npm run studio, npm run dev); `read` (default): the files are shown to an admin token, never saved;
   * `off`: no studio.
   */
  studio: StudioMode;
  /**
   * STUDIO_ROOT: the folder whose flows/, schemas/steps/ and tests/cases/ the studio reads and saves (default: this
   * working copy). The e2e suite points it at a copy, so walking the studio never changes the project's files.
   */
  studioRoot: string | undefined;
  /** Webhook endpoints and delivery (WEBHOOK_*: src/server/interop/webhooks/webhook-config.ts). */
  webhooks: WebhookConfig;
}

export const STUDIO_MODES = ['read', 'write', 'off'] as const;
export type StudioMode = (typeof STUDIO_MODES)[number];

export type ScannerConfig =
  | { kind: 'simulator' | 'none' }
  | { kind: 'clamd'; address: { socket: string } | { host: string; port: number }; timeoutMs: number };

export const RATE_LIMIT_BUCKETS = ['signup', 'login', 'token', 'mutation', 'uploadUrl'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface RateLimitConfig {
  /** RATE_LIMITS=off turns every limit off (load tests); on by default. */
  enabled: boolean;
  windowSeconds: number;
  /** 0: no limit on that key. Log-in and token have no per-user limit: failures are counted per account instead. */
  limits: Record<RateLimitBucket, { perIp: number; perUser: number }>;
}

/** Defaults a borrower (and the e2e suite, every journey from 127.0.0.1) never reaches in a minute. */
const RATE_LIMIT_DEFAULTS: RateLimitConfig['limits'] = {
  signup: { perIp: 30, perUser: 5 },
  login: { perIp: 60, perUser: 0 },
  token: { perIp: 600, perUser: 0 },
  mutation: { perIp: 3000, perUser: 300 },
  uploadUrl: { perIp: 300, perUser: 60 },
};

export type StorageConfig = { kind: 'local'; uploadSigningSecret?: string } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible store's URL; absent: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (instance role, shared config). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type MailConfig =
  | { kind: 'outbox'; from: string }
  | { kind: 'http'; from: string; url: string; apiKey: string };

/** E-signing of sign items: the simulator's page on this server, or a vendor that calls back with a signed body. */
export type EsignConfig =
  | { kind: 'simulator' }
  | { kind: 'http'; url: string; apiKey: string; webhookSecret: string };

/** An outside vendor: the embedded deterministic simulator, or the production HTTP adapter. */
export type VendorConfig = { kind: 'simulator' } | { kind: 'http'; url: string; apiKey: string };

export type IdentityConfig = EmbeddedIdentityConfig | Auth0IdentityConfig;

export interface EmbeddedIdentityConfig {
  mode: 'embedded';
  /** e.g. http://localhost:3000/idp/ (auth0-spa-js requires the trailing slash). */
  issuer: string;
  clientId: string;
  audience: string;
  passwordGrant: boolean;
  /** Origins the embedded provider may redirect back to and answer CORS requests from. */
  allowedOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  loginProtection: LoginProtectionConfig;
}

/** Issue 19 items 1 and 10: failed log-ins counted per account and address, and password hashing bounded. */
export interface LoginProtectionConfig {
  /** Failures per account in the window after which a client without that account's device cookie is refused. */
  failuresPerAccount: number;
  /** Failures per account from one address (or one device) in the window after which that address is refused. */
  failuresPerAccountAddress: number;
  failureWindowSeconds: number;
  /** Failures an address may make in the window before each next attempt waits 1, 2, 4… seconds. */
  backoffAfterFailures: number;
  backoffMaxSeconds: number;
  /** Password hashes computed at once, and how many may wait, in all and per client address. */
  hashConcurrency: number;
  hashQueue: number;
  hashQueuePerAddress: number;
}

export interface Auth0IdentityConfig {
  mode: 'auth0';
  issuer: string;
  domain: string;
  clientId: string;
  audience: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_PROVIDER_CONFIG_FILE = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  'config/provider-company.json',
);

export const DEFAULT_RATE_SHEET_FILE = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  'pricing/rate-sheet.json',
);

function vendor(env: Env, prefix: string): VendorConfig {
  const kind = oneOf(env, `${prefix}_PROVIDER`, ['simulator', 'http'] as const, 'simulator');
  if (kind === 'simulator') return { kind };
  const apiKey = env[`${prefix}_API_KEY`];
  if (!apiKey) throw new ConfigError(`${prefix}_API_KEY`, `must be set when ${prefix}_PROVIDER=http`);
  return { kind, url: url(env, `${prefix}_API_URL`, ''), apiKey };
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, { min: 0, max: 65535 });
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  const identity = identityConfig(env, publicUrl);
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(text(env, 'DATA_DIR', './data')),
    databaseUrl: optionalPostgresUrl(env, 'DATABASE_URL'),
    publicUrl,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    providerConfigFile: path.resolve(text(env, 'PROVIDER_CONFIG', DEFAULT_PROVIDER_CONFIG_FILE)),
    identity,
    demoUsers: identity.mode === 'embedded' && boolean(env, 'DEMO_USERS', true),
    portalTokenCache: oneOf(env, 'PORTAL_TOKEN_CACHE', ['localstorage', 'memory'] as const, 'localstorage'),
    rateSheetFile: path.resolve(text(env, 'RATE_SHEET', DEFAULT_RATE_SHEET_FILE)),
    dataEncryption: {
      current: optionalAesKey(env, 'DATA_ENCRYPTION_KEY'),
      previous: list(env, 'DATA_ENCRYPTION_PREVIOUS_KEYS', []).map((value, index) =>
        aesKey(value, `DATA_ENCRYPTION_PREVIOUS_KEYS (entry ${index + 1})`),
      ),
    },
    providers: {
      credit: vendor(env, 'CREDIT'),
      avm: vendor(env, 'AVM'),
      verification: vendor(env, 'VERIFICATION'),
      esign: esignConfig(env),
    },
    providerTimeoutMs: integer(env, 'PROVIDER_TIMEOUT_MS', 10000, { min: 100, max: 120000 }),
    esignLinkTtlSeconds: integer(env, 'ESIGN_LINK_TTL', 604800, { min: 60, max: 31536000 }),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30000, { min: 100, max: 300000 }),
    serveSourceMaps: boolean(env, 'SERVE_SOURCE_MAPS', false),
    mail: mailConfig(env),
    storage: storageConfig(env),
    rateLimits: rateLimitConfig(env),
    scanner: scannerConfig(env),
    trustProxy: trustProxyConfig(env),
    redisUrl: optionalRedisUrl(env, 'REDIS_URL'),
    invitationsPerDay: integer(env, 'INVITATIONS_PER_DAY', 10, { min: 0, max: 10000 }),
    uploadQuota: {
      files: integer(env, 'UPLOAD_PENDING_FILES_PER_LOAN', 30, { min: 0, max: 100000 }),
      bytes: integer(env, 'UPLOAD_PENDING_BYTES_PER_LOAN', 100 * 1024 * 1024, { min: 0, max: 2 ** 50 }),
    },
    uploadSweepIntervalSeconds: integer(env, 'UPLOAD_SWEEP_INTERVAL_SECONDS', 300, { min: 0, max: 86400 }),
    noticeSweepIntervalSeconds: integer(env, 'NOTICE_SWEEP_INTERVAL_SECONDS', 3600, { min: 0, max: 86400 }),
    studio: oneOf(env, 'STUDIO', STUDIO_MODES, 'read'),
    studioRoot: env.STUDIO_ROOT?.trim() || undefined,
    webhooks: webhookConfig(env, publicUrl),
  };
}

function trustProxyConfig(env: Env): boolean | string {
  const raw = text(env, 'TRUST_PROXY', 'loopback');
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const entries = raw.split(',').map((entry) => entry.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  for (const entry of entries) {
    if (!named.includes(entry) && !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))
      throw new ConfigError(
        'TRUST_PROXY',
        `must be true, false, or addresses/CIDRs (or loopback, linklocal, uniquelocal), got "${entry}"`,
      );
  }
  return entries.join(',');
}

function scannerConfig(env: Env): ScannerConfig {
  const kind = oneOf(env, 'SCANNER_PROVIDER', ['simulator', 'clamd', 'none'] as const, 'simulator');
  if (kind !== 'clamd') return { kind };
  const timeoutMs = integer(env, 'SCANNER_TIMEOUT_MS', 15000, { min: 100, max: 300000 });
  const socket = text(env, 'CLAMD_SOCKET', '');
  if (socket) {
    if (!path.isAbsolute(socket))
      throw new ConfigError('CLAMD_SOCKET', `must be an absolute path, got "${socket}"`);
    return { kind, address: { socket }, timeoutMs };
  }
  const host = text(env, 'CLAMD_HOST', '127.0.0.1');
  if (!/^[A-Za-z0-9.:-]+$/.test(host))
    throw new ConfigError('CLAMD_HOST', `must be a host name, got "${host}"`);
  return {
    kind,
    address: { host, port: integer(env, 'CLAMD_PORT', 3310, { min: 1, max: 65535 }) },
    timeoutMs,
  };
}

function rateLimitConfig(env: Env): RateLimitConfig {
  const envName = (bucket: RateLimitBucket) => bucket.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  const limits = {} as RateLimitConfig['limits'];
  for (const bucket of RATE_LIMIT_BUCKETS) {
    const fallback = RATE_LIMIT_DEFAULTS[bucket];
    const range = { min: 0, max: 1_000_000 };
    limits[bucket] = {
      perIp: integer(env, `RATE_LIMIT_${envName(bucket)}_PER_IP`, fallback.perIp, range),
      perUser: integer(env, `RATE_LIMIT_${envName(bucket)}_PER_USER`, fallback.perUser, range),
    };
  }
  return {
    enabled: oneOf(env, 'RATE_LIMITS', ['on', 'off'] as const, 'on') === 'on',
    windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1, max: 86400 }),
    limits,
  };
}

function optionalRedisUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(name, 'must be a redis:// or rediss:// URL');
  return raw;
}

function storageConfig(env: Env): StorageConfig {
  const kind = oneOf(env, 'STORAGE_PROVIDER', ['local', 's3'] as const, 'local');
  if (kind === 'local') {
    const secret = env.UPLOAD_SIGNING_SECRET?.trim();
    if (secret !== undefined && secret !== '' && secret.length < 32)
      throw new ConfigError(
        'UPLOAD_SIGNING_SECRET',
        'must be at least 32 characters (e.g. openssl rand -base64 32)',
      );
    return { kind, ...(secret ? { uploadSigningSecret: secret } : {}) };
  }
  const bucket = text(env, 'S3_BUCKET', '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET', `must be a bucket name when STORAGE_PROVIDER=s3, got "${bucket}"`);
  const region = text(env, 'S3_REGION', '');
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError(
      'S3_REGION',
      `must be a region such as us-east-1 when STORAGE_PROVIDER=s3, got "${region}"`,
    );
  const endpoint = env.S3_ENDPOINT ? url(env, 'S3_ENDPOINT', '') : undefined;
  const accessKeyId = text(env, 'AWS_ACCESS_KEY_ID', '');
  const secretAccessKey = text(env, 'AWS_SECRET_ACCESS_KEY', '');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    throw new ConfigError(
      missing,
      'must be set together with the other AWS_* key (or neither, for an instance role)',
    );
  }
  return {
    kind,
    bucket,
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function esignConfig(env: Env): EsignConfig {
  const base = vendor(env, 'ESIGN');
  if (base.kind === 'simulator') return base;
  const webhookSecret = env.ESIGN_WEBHOOK_SECRET;
  if (!webhookSecret || webhookSecret.length < 32)
    throw new ConfigError(
      'ESIGN_WEBHOOK_SECRET',
      'must be set (at least 32 characters) when ESIGN_PROVIDER=http',
    );
  return { ...base, webhookSecret };
}

function mailConfig(env: Env): MailConfig {
  const kind = oneOf(env, 'MAIL_PROVIDER', ['outbox', 'http'] as const, 'outbox');
  const from = text(env, 'MAIL_FROM', 'no-reply@lending.local');
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from))
    throw new ConfigError('MAIL_FROM', `must be an email address, got "${from}"`);
  if (kind === 'outbox') return { kind, from };
  const apiKey = env.MAIL_API_KEY;
  if (!apiKey) throw new ConfigError('MAIL_API_KEY', 'must be set when MAIL_PROVIDER=http');
  return { kind, from, url: url(env, 'MAIL_API_URL', ''), apiKey };
}

function optionalAesKey(env: Env, name: string): Buffer | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return aesKey(raw.trim(), name);
}

/** A 256-bit key given as base64 (e.g. `openssl rand -base64 32`). */
function aesKey(value: string, name: string): Buffer {
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new ConfigError(
      name,
      'must be the base64 encoding of 32 random bytes (generate one with: openssl rand -base64 32)',
    );
  }
  return key;
}

function identityConfig(env: Env, publicUrl: string): IdentityConfig {
  const auth0Vars = ['AUTH0_DOMAIN', 'AUTH0_CLIENT_ID', 'AUTH0_AUDIENCE'] as const;
  const given = auth0Vars.filter((name) => env[name]);
  if (given.length > 0) {
    const missing = auth0Vars.find((name) => !env[name]);
    if (missing) throw new ConfigError(missing, 'must be set when any AUTH0_* variable is set');
    const domain = text(env, 'AUTH0_DOMAIN', '');
    if (!/^[a-z0-9.-]+(:\d+)?$/i.test(domain)) {
      throw new ConfigError('AUTH0_DOMAIN', `must be a host name such as tenant.auth0.com, got "${domain}"`);
    }
    return {
      mode: 'auth0',
      domain,
      issuer: `https://${domain}/`,
      clientId: text(env, 'AUTH0_CLIENT_ID', ''),
      audience: text(env, 'AUTH0_AUDIENCE', ''),
    };
  }
  const publicOrigin = new URL(publicUrl).origin;
  const origins = list(env, 'IDP_ALLOWED_ORIGINS', [publicOrigin]);
  for (const origin of origins) {
    if (!isUrl(origin)) throw new ConfigError('IDP_ALLOWED_ORIGINS', `has "${origin}", which is not a URL`);
  }
  return {
    mode: 'embedded',
    issuer: `${publicUrl}/idp/`,
    clientId: text(env, 'IDP_CLIENT_ID', 'lending-spa'),
    audience: text(env, 'API_AUDIENCE', 'https://api.lending.local/'),
    passwordGrant: boolean(env, 'IDP_PASSWORD_GRANT', true),
    allowedOrigins: [...new Set(origins.map((origin) => new URL(origin).origin))],
    accessTokenTtlSeconds: integer(env, 'IDP_ACCESS_TOKEN_TTL', 600, { min: 60, max: 86400 }),
    refreshTokenTtlSeconds: integer(env, 'IDP_REFRESH_TOKEN_TTL', 2592000, { min: 300, max: 31536000 }),
    sessionTtlSeconds: integer(env, 'IDP_SESSION_TTL', 604800, { min: 300, max: 31536000 }),
    loginProtection: {
      failuresPerAccount: integer(env, 'IDP_LOGIN_FAILURES_PER_ACCOUNT', 10, { min: 1, max: 10000 }),
      failuresPerAccountAddress: integer(env, 'IDP_LOGIN_FAILURES_PER_ACCOUNT_ADDRESS', 5, {
        min: 1,
        max: 10000,
      }),
      failureWindowSeconds: integer(env, 'IDP_LOGIN_FAILURE_WINDOW_SECONDS', 900, { min: 1, max: 86400 }),
      backoffAfterFailures: integer(env, 'IDP_LOGIN_BACKOFF_AFTER', 5, { min: 0, max: 10000 }),
      backoffMaxSeconds: integer(env, 'IDP_LOGIN_BACKOFF_MAX_SECONDS', 300, { min: 1, max: 86400 }),
      hashConcurrency: integer(env, 'IDP_HASH_CONCURRENCY', 2, { min: 1, max: 64 }),
      hashQueue: integer(env, 'IDP_HASH_QUEUE', 32, { min: 0, max: 10000 }),
      hashQueuePerAddress: integer(env, 'IDP_HASH_QUEUE_PER_ADDRESS', 1, { min: 1, max: 1000 }),
    },
  };
}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  return value.trim();
}

function integer(env: Env, name: string, fallback: number, range: { min: number; max: number }): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigError(name, `must be a whole number between ${range.min} and ${range.max}, got "${raw}"`);
  }
  const value = Number(raw);
  if (value < range.min || value > range.max) {
    throw new ConfigError(name, `must be between ${range.min} and ${range.max}, got ${value}`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const lower = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!isUrl(value)) throw new ConfigError(name, `must be an http(s) URL, got "${value}"`);
  return value;
}

function optionalPostgresUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError(name, 'must be a postgres:// or postgresql:// connection URL');
  }
  return raw;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
