import { withAppId } from '../../shared/officer-id.ts';

export interface FlowSwitchContext {
  officerId: string;
  appId: string;
  /** The flow type of the application on screen. */
  flowType: string;
  /** Session `previousFlowType`: the flow type of the step shown before this one. */
  previousFlowType: string | null;
  /** Session `previousPath`: that step's path (`/property/info`). */
  previousPath: string | null;
  /** This step's path. */
  currentPath: string;
  /** Whether a path is a step of the application's flow (never send the borrower to a page that is not). */
  isStep: (path: string) => boolean;
}

/**
 * Spec 4.5: when the flow type differs from the previously stored one, the borrower goes back to
 * `/{officerId}{previousPath}?appId=…`, the path they were on. Null when there is nothing to switch back to.
 */
export function flowSwitchTarget(context: FlowSwitchContext): string | null {
  const { previousFlowType, previousPath, flowType, currentPath } = context;
  if (!previousFlowType || previousFlowType === flowType || !previousPath || previousPath === currentPath)
    return null;
  if (!context.isStep(previousPath.replace(/^\//, ''))) return null;
  return withAppId(`/${context.officerId}${previousPath}`, context.appId);
}
