import { describe, expect, it, vi } from 'vitest';
import { chooseFlowType } from '../../../src/client/flow-engine/active-flow-type.ts';

const known = (flowType: string) => ['slim-1', 'long-1'].includes(flowType);

describe('the flow whose routes the borrower gets', () => {
  it.each([
    ['the application says', { fromApplication: 'long-1', storedForApplication: 'slim-1' }, 'long-1'],
    [
      'else flowType-{appId}',
      { storedForApplication: 'long-1', chosenBeforeApplication: 'slim-1' },
      'long-1',
    ],
    ['else session flowConfig', { chosenBeforeApplication: 'long-1' }, 'long-1'],
    ['else slim-1', {}, 'slim-1'],
  ])('%s', (_rule, sources, expected) => {
    expect(chooseFlowType(sources, known)).toBe(expected);
  });

  it('skips a type without a flow file, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(chooseFlowType({ fromApplication: 'gone-9', chosenBeforeApplication: 'long-1' }, known)).toBe(
      'long-1',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gone-9'));
    warn.mockRestore();
  });
});
