import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CACHE_TIMES,
  createApplicationCache,
  type KeyValueStore,
} from '../../../src/client/state/application-cache.ts';

const MINUTE = 60 * 1000;

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    keys: () => [...data.keys()],
    get: (key) => data.get(key) ?? null,
    set: (key, value) => data.set(key, value),
    remove: (key) => data.delete(key),
  };
}

function setUp(sessionId = 'session-a') {
  const store = memoryStore();
  const clock = { now: 1_000_000 };
  const cache = (id = sessionId) =>
    createApplicationCache<{ appId: string }>({
      store,
      sessionId: id,
      keyPrefix: 'app-',
      now: () => clock.now,
    });
  return { store, clock, cache };
}

describe('the one-at-a-time application cache (spec 4.2)', () => {
  it('returns what was saved, with the record fields of spec 3', () => {
    const { store, cache } = setUp();
    cache().save('7', { appId: '7' });
    expect(cache().read('7')).toEqual({ appId: '7' });
    expect(JSON.parse(store.data.get('app-7') as string)).toEqual({
      appData: { appId: '7' },
      expiry: 1_000_000 + APPLICATION_CACHE_TIMES.lifetimeMs,
      creationTime: 1_000_000,
      lastAccessed: 1_000_000,
      sessionId: 'session-a',
    });
  });

  it('keeps one application: saving a new one removes the others', () => {
    const { store, cache } = setUp();
    cache().save('7', { appId: '7' });
    cache().save('8', { appId: '8' });
    expect(cache().read('7')).toBeNull();
    expect(cache().read('8')).toEqual({ appId: '8' });
    expect([...store.data.keys()]).toEqual(['app-8']);
  });

  it('leaves keys that are not cache records alone', () => {
    const { store, cache } = setUp();
    store.set('appId', '7');
    cache().save('8', { appId: '8' });
    expect(store.get('appId')).toBe('7');
  });

  it('discards a record another browser session wrote', () => {
    const { store, cache } = setUp();
    cache('session-b').save('7', { appId: '7' });
    expect(cache('session-a').read('7')).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it('discards a record past its expiry, even when read often', () => {
    const { clock, cache } = setUp();
    cache().save('7', { appId: '7' });
    for (let minute = 0; minute < 29; minute += 1) {
      clock.now += MINUTE;
      expect(cache().read('7')).not.toBeNull();
    }
    clock.now += 2 * MINUTE;
    expect(cache().read('7')).toBeNull();
  });

  it('discards a record after 30 minutes without a read', () => {
    const { clock, cache } = setUp();
    cache().save('7', { appId: '7' });
    clock.now += 30 * MINUTE;
    expect(cache().read('7')).toBeNull();
  });

  it('keeps the creation time when the same application is saved again, and renews the expiry', () => {
    const { store, clock, cache } = setUp();
    cache().save('7', { appId: '7' });
    clock.now += 20 * MINUTE;
    cache().save('7', { appId: '7' });
    const record = JSON.parse(store.data.get('app-7') as string);
    expect(record.creationTime).toBe(1_000_000);
    expect(record.expiry).toBe(clock.now + APPLICATION_CACHE_TIMES.lifetimeMs);
  });

  it('sweeps out what is no longer usable and counts it', () => {
    const { store, clock, cache } = setUp();
    cache().save('7', { appId: '7' });
    expect(cache().sweep()).toBe(0);
    clock.now += 31 * MINUTE;
    store.set('app-9', 'not json');
    expect(cache().sweep()).toBe(2);
    expect(store.data.size).toBe(0);
  });

  it('sweeps every 60 seconds', () => {
    expect(APPLICATION_CACHE_TIMES.sweepEveryMs).toBe(60_000);
  });
});
