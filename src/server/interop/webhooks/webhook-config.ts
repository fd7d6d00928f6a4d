/**
 * Webhook settings read from the environment (loadConfig calls webhookConfig), each checked with a message that
 * names its variable:
 * - WEBHOOK_ENDPOINTS: a JSON array of `{ "url", "secret", "events"?, "previousSecret"? }`, the fixed endpoints
 *   (kept in step with the database at start; the admin API adds more);
 * - WEBHOOK_SWEEP_INTERVAL_SECONDS (default 5; 0: this instance delivers nothing): how often due retries are looked
 *   for; new events are delivered at once, woken by the commit's notification;
 * - WEBHOOK_RETRY_BASE_SECONDS (30), WEBHOOK_RETRY_MAX_SECONDS (21600), WEBHOOK_RETRY_HOURS (72): the backoff;
 * - WEBHOOK_TIMEOUT_MS (10000): how long a receiver may take to answer.
 */
import { ConfigError } from '../../config.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './webhook-backoff.ts';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts';

export interface ConfiguredEndpoint {
  url: string;
  secret: string;
  previousSecret?: string;
  events: string[];
}

export interface WebhookConfig {
  endpoints: ConfiguredEndpoint[];
  sweepIntervalSeconds: number;
  retry: RetryPolicy;
  timeoutMs: number;
  /** http:// endpoints on this machine are allowed only while the server itself runs on localhost (development, tests). */
  allowHttpLocalhost: boolean;
}

type Env = Record<string, string | undefined>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname) || hostname.endsWith('.localhost');

export const MIN_SECRET_LENGTH = 24;

/**
 * An IP literal of this machine, a private network, link-local (cloud metadata at 169.254.169.254) or unspecified:
 * a production endpoint may not name one (a hostname is resolved when sent and is not checked here).
 */
export function isInternalAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (!host.includes(':')) return false;
  return (
    host === '::' ||
    host === '::1' ||
    /^f[cd]/.test(host) ||
    /^fe[89ab]/.test(host) ||
    host.startsWith('::ffff:')
  );
}

/** Why `value` cannot be an endpoint's URL, or undefined when it can. */
export function endpointUrlProblem(value: string, allowHttpLocalhost: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'must be an absolute https:// URL';
  }
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (parsed.hash) return 'must not have a #fragment';
  if (parsed.protocol === 'https:') {
    if (!allowHttpLocalhost && (isLoopbackHost(parsed.hostname) || isInternalAddress(parsed.hostname)))
      return 'must not point at this machine or a private network address';
    return undefined;
  }
  if (parsed.protocol === 'http:' && allowHttpLocalhost && isLoopbackHost(parsed.hostname)) return undefined;
  return allowHttpLocalhost
    ? 'must be an https:// URL (http:// only for localhost while the server runs on localhost)'
    : 'must be an https:// URL';
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(name, `must be a whole number between ${min} and ${max}, got "${raw}"`);
  return Number(raw);
}

function endpointsOf(raw: string | undefined, allowHttpLocalhost: boolean): ConfiguredEndpoint[] {
  if (raw === undefined || raw.trim() === '') return [];
  const name = 'WEBHOOK_ENDPOINTS';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(name, 'must be a JSON array of {"url", "secret", "events"?}');
  }
  if (!Array.isArray(parsed))
    throw new ConfigError(name, 'must be a JSON array of {"url", "secret", "events"?}');
  const seen = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const at = `entry ${index + 1}`;
    const value = (entry ?? {}) as Record<string, unknown>;
    const url = value.url;
    if (typeof url !== 'string') throw new ConfigError(name, `${at}: url is required`);
    const problem = endpointUrlProblem(url, allowHttpLocalhost);
    if (problem) throw new ConfigError(name, `${at}: url ${problem}`);
    if (seen.has(url)) throw new ConfigError(name, `${at}: url ${url} is listed twice`);
    seen.add(url);
    for (const key of ['secret', 'previousSecret'] as const) {
      const secret = value[key];
      if (key === 'previousSecret' && secret === undefined) continue;
      if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH)
        throw new ConfigError(
          name,
          `${at}: ${key} must be a text of at least ${MIN_SECRET_LENGTH} characters`,
        );
    }
    const events = value.events ?? [];
    if (
      !Array.isArray(events) ||
      events.some((type) => !(WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(type))
    )
      throw new ConfigError(name, `${at}: events must be a list of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
    return {
      url,
      secret: value.secret as string,
      ...(typeof value.previousSecret === 'string' ? { previousSecret: value.previousSecret } : {}),
      events: events as string[],
    };
  });
}

export function webhookConfig(env: Env, publicUrl: string): WebhookConfig {
  const allowHttpLocalhost = isLoopbackHost(new URL(publicUrl).hostname);
  return {
    endpoints: endpointsOf(env.WEBHOOK_ENDPOINTS, allowHttpLocalhost),
    sweepIntervalSeconds: integer(env, 'WEBHOOK_SWEEP_INTERVAL_SECONDS', 5, 0, 3600),
    retry: {
      baseSeconds: integer(env, 'WEBHOOK_RETRY_BASE_SECONDS', DEFAULT_RETRY_POLICY.baseSeconds, 1, 86400),
      maxSeconds: integer(env, 'WEBHOOK_RETRY_MAX_SECONDS', DEFAULT_RETRY_POLICY.maxSeconds, 1, 86400),
      windowHours: integer(env, 'WEBHOOK_RETRY_HOURS', DEFAULT_RETRY_POLICY.windowHours, 1, 720),
    },
    timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10000, 100, 60000),
    allowHttpLocalhost,
  };
}
