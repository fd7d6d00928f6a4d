import { describe, expect, it, vi } from 'vitest';
import { createReadinessStore } from '../../../src/client/state/readiness.tsx';

describe('the loading gate readiness store (spec 4.11)', () => {
  it('waits for a condition while any reporter says it is not ready', () => {
    const store = createReadinessStore();
    store.report('branding', 'theme', false);
    store.report('app', 'auth', false);
    expect(store.pending()).toEqual(['auth', 'theme']);
    store.report('app', 'auth', true);
    expect(store.pending()).toEqual(['theme']);
  });

  it('stops waiting when the reporter unmounts', () => {
    const store = createReadinessStore();
    store.report('branding', 'theme', false);
    store.withdraw('branding');
    expect(store.pending()).toEqual([]);
  });

  it('keeps the same snapshot and stays quiet when nothing changes', () => {
    const store = createReadinessStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.report('a', 'officer', false);
    const first = store.pending();
    store.report('a', 'officer', false);
    expect(store.pending()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners of a new hold at once, and of a release in a task of its own, once', async () => {
    const store = createReadinessStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.report('a', 'screen', false);
    expect(listener).toHaveBeenCalledTimes(1);
    store.report('a', 'screen', true);
    store.report('b', 'theme', false);
    store.report('b', 'theme', true);
    // The snapshot is current at once; the release is told after the running task.
    expect(store.pending()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
