import { describe, expect, it } from 'vitest';
import { LOADING_MESSAGES, loadingMessage, NO_STATE_MESSAGE } from '../../src/shared/loading-messages.ts';

describe('loading overlay messages (spec 2.12)', () => {
  it('are the five spec texts in order', () => {
    expect(LOADING_MESSAGES).toEqual([
      'Setting up your experience...',
      'Verifying your access...',
      'Preparing your application...',
      'Loading your loan officer details...',
      'Almost ready...',
    ]);
  });

  it('advance one per tick and start over after the last', () => {
    expect([0, 1, 2, 3, 4, 5].map((tick) => loadingMessage(tick, true))).toEqual([
      ...LOADING_MESSAGES,
      'Setting up your experience...',
    ]);
  });

  it("say 'Loading your application...' whatever the tick when there is no state", () => {
    expect(NO_STATE_MESSAGE).toBe('Loading your application...');
    expect(loadingMessage(3, false)).toBe('Loading your application...');
  });
});
