import { describe, expect, it } from 'vitest';
import { type FlowSwitchContext, flowSwitchTarget } from '../../../src/client/flow-engine/flow-switch.ts';

const context = (overrides: Partial<FlowSwitchContext>): FlowSwitchContext => ({
  officerId: '2000001',
  appId: '7',
  flowType: 'long-1',
  previousFlowType: 'long-1',
  previousPath: '/property/value',
  currentPath: '/property/type',
  isStep: () => true,
  ...overrides,
});

describe('flow-type switching (spec 4.5)', () => {
  it('goes back to the previous path, under the officer, with the appId, when the flow type changed', () => {
    expect(flowSwitchTarget(context({ previousFlowType: 'slim-1' }))).toBe('/2000001/property/value?appId=7');
  });

  it.each([
    ['the flow type is the same', { previousFlowType: 'long-1' }],
    ['no flow type was stored before', { previousFlowType: null }],
    ['no previous path was stored', { previousFlowType: 'slim-1', previousPath: null }],
    ['the previous path is this page', { previousFlowType: 'slim-1', previousPath: '/property/type' }],
    ['the previous path is no step of the flow', { previousFlowType: 'slim-1', isStep: () => false }],
  ])('stays when %s', (_rule, overrides) => {
    expect(flowSwitchTarget(context(overrides))).toBeNull();
  });
});
