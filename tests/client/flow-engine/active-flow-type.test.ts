import { describe, expect, it } from 'vitest';
import { chooseFlowType } from '../../../src/client/flow-engine/active-flow-type.ts';
import { DEFAULT_FLOW_TYPE } from '../../../src/shared/constants.ts';

describe('the flow whose routes the borrower gets', () => {
  it.each([
    ['the application says', { fromApplication: 'long-1', storedForApplication: 'slim-1' }, 'long-1'],
    [
      'else flowType-{appId}',
      { storedForApplication: 'long-1', chosenBeforeApplication: 'slim-1' },
      'long-1',
    ],
    ['else session flowConfig', { chosenBeforeApplication: 'long-1' }, 'long-1'],
    ['else, before any application exists, the default', {}, DEFAULT_FLOW_TYPE],
  ])('%s', (_rule, sources, expected) => {
    expect(chooseFlowType(sources)).toBe(expected);
  });

  it('keeps a type without a flow file, for the caller to report, rather than take the next source', () => {
    expect(chooseFlowType({ fromApplication: 'gone-9', chosenBeforeApplication: 'long-1' })).toBe('gone-9');
    expect(chooseFlowType({ storedForApplication: 'gone-9' })).toBe('gone-9');
  });
});
