import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { findStep } from '../../shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { readSession, writeSession } from '../state/browser-storage.ts';
import { SESSION_KEYS } from '../state/storage-keys.ts';
import { flowSwitchTarget } from './flow-switch.ts';

/**
 * Spec 4.5 on every step shown: remembers the step and its flow type (previousPath, previousFlowType), and
 * when the flow type changed since the last step, goes back to the path the borrower was on.
 */
export function useFlowSwitch(flow: FlowFile, step: ScreenStep, appId: string): void {
  const officerId = useOfficerId();
  const navigate = useNavigate();
  useEffect(() => {
    const currentPath = `/${step.path}`;
    const target = flowSwitchTarget({
      officerId,
      appId,
      flowType: flow.flowType,
      previousFlowType: readSession(SESSION_KEYS.previousFlowType),
      previousPath: readSession(SESSION_KEYS.previousPath),
      currentPath,
      isStep: (path) => findStep(flow, path) !== undefined,
    });
    writeSession(SESSION_KEYS.previousFlowType, flow.flowType);
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    writeSession(SESSION_KEYS.previousPath, currentPath);
  }, [flow, step.path, appId, officerId, navigate]);
}
