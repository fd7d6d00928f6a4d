import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { registerRateLimits } from '../../../src/server/security/rate-limit/rate-limits.ts';
import { createRedisRateLimitStore } from '../../../src/server/security/rate-limit/redis-rate-limit-store.ts';
import { signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) {
  console.warn(
    'redis-rate-limits.test.ts skipped: redis-server is not installed (apt-get install -y redis-server)',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start in 5 s')), 5000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

const LIMITS = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_MUTATION_PER_IP: '3',
  RATE_LIMIT_MUTATION_PER_USER: '0',
};

describe.skipIf(!hasRedis)('rate limits in Redis (REDIS_URL)', () => {
  let redis: { url: string; process: ChildProcess };
  let t: TestApp;
  let bare: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp('pglite', { ...LIMITS, REDIS_URL: redis.url });
    // A second instance on the same Redis: a bare server with one mutation route.
    bare = Fastify();
    registerRateLimits(bare, loadConfig(LIMITS).rateLimits, createRedisRateLimitStore(redis.url));
    bare.post('/api/v2/thing', async () => ({ ok: true }));
    await bare.ready();
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    redis?.process.kill();
  });

  it('the store counts within a window and starts again after it', async () => {
    const store = createRedisRateLimitStore(redis.url);
    try {
      expect(await store.hit('test:window', 1)).toEqual({ count: 1, resetInSeconds: 1 });
      expect((await store.hit('test:window', 1)).count).toBe(2);
      expect((await store.hit('test:other', 1)).count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await store.hit('test:window', 1)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('two instances share one limit: past it 429, another address is not affected', async () => {
    const { authorization } = await signedInUser(t.app);
    const create = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/application?nmlsId=2000001',
        headers: { authorization },
        remoteAddress,
      });
    const viaBare = () => bare.inject({ method: 'POST', url: '/api/v2/thing', remoteAddress: '10.9.0.1' });
    expect((await viaBare()).statusCode).toBe(200);
    expect((await viaBare()).statusCode).toBe(200);
    expect((await create('10.9.0.1')).statusCode).toBe(201);
    const refused = await create('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many changes from this address; try again in \d+ seconds\.$/,
    );
    expect((await viaBare()).statusCode).toBe(429);
    expect((await create('10.9.0.2')).statusCode).toBe(201);
  });

  it('Redis going away lets requests through rather than locking borrowers out', async () => {
    redis.process.kill();
    await new Promise((resolve) => redis.process.once('exit', resolve));
    expect(
      (await bare.inject({ method: 'POST', url: '/api/v2/thing', remoteAddress: '10.9.1.1' })).statusCode,
    ).toBe(200);
  });
});
