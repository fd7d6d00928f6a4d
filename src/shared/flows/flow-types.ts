/** The shapes of flow files (flows/*.json) and step files (schemas/steps/*.json); see schemas/flow.schema.json. */

export type Condition =
  | {
      field: string;
      equals?: unknown;
      notEquals?: unknown;
      in?: unknown[];
      exists?: boolean;
      atLeast?: number;
      below?: number;
    }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export type Next = string | { when?: Condition; to: string }[];

export interface RedirectStep {
  path: string;
  kind: 'redirect';
  to: string;
  description?: string;
}

export interface ScreenStep {
  path: string;
  kind: 'protected' | 'unprotected';
  screen: string;
  section: string;
  next?: Next;
  progress?: number;
  skipLastPath?: boolean;
  entry?: boolean;
  action?: string;
  description?: string;
}

export type FlowStep = RedirectStep | ScreenStep;

export interface FlowFile {
  $schema: string;
  flowType: string;
  version: number;
  title: string;
  steps: FlowStep[];
}

export interface StepDocument {
  $schema: string;
  id: string;
  title: string;
  description?: string;
  schema: Record<string, unknown> & { type: 'object' };
  uiSchema: Record<string, unknown>;
  submitLabel?: string;
  /** A working part of the screen (src/client/flow-engine/step-panel.tsx), shown above the form. */
  panel?: string;
  /** No Continue or Back: the panel moves on by itself. */
  hideButtons?: boolean;
}

export function isScreen(step: FlowStep): step is ScreenStep {
  return step.kind !== 'redirect';
}
