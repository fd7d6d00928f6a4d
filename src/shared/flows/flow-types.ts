/** The shapes of flow files (flows/*.json) and step files (schemas/steps/*.json); see schemas/flow.schema.json. */
import type { OfferExplanations } from './offer-explanations.ts';
import type { StepPrefill } from './prefill.ts';

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

/** Where a fact's value comes from: an answer's dotted path, or a constant the flow fixes for every borrower. */
export type FactSource = string | { value: unknown };

/** A section of steps: its title on the review screen, and whether its answers are listed there. */
export interface FlowSection {
  title: string;
  review: boolean;
}

/**
 * A prequalification progress section (spec 4.4): its steps in order (the furthest one answered sets the share),
 * or the offers (50 with offers, 75 with a chosen product, 100 with both).
 */
export type PrequalProgressSection = { name: string; steps: string[] } | { name: string; offers: true };

/**
 * A named stage of the progress indicator: the sections it covers. Two stages may share a section (the co-borrower's
 * steps are one section): the later one says at which step it begins (`from`).
 */
export interface ProgressStage {
  title: string;
  sections: string[];
  from?: string;
}

/** The stages of each journey, in the order the borrower (or co-borrower) meets them. */
export interface FlowStages {
  borrower?: ProgressStage[];
  coborrower?: ProgressStage[];
}

export interface FlowFile {
  $schema: string;
  flowType: string;
  /** The file format (src/shared/flows/flow-format.ts): the engine reads this one and the one before. */
  version: number;
  title: string;
  description?: string;
  /** Takes no new applications; those already started go on. */
  retired?: boolean;
  /** The answers the engine's code reads (pricing, review, exports), by name: src/shared/flows/flow-facts.ts. */
  facts: Partial<Record<string, FactSource>>;
  sections: Record<string, FlowSection>;
  prequalProgress: PrequalProgressSection[];
  /** The progress indicator's stages (src/shared/flows/journey-stages.ts); derived from the sections when absent. */
  stages?: FlowStages;
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
  /** Continue waits for a verified identity (the soft-pull consent screen); the screen shows "identityVerification". */
  requiresVerifiedIdentity?: boolean;
  /** The offer chooser's plain-words explanation of the offers (panel "offerChooser"). */
  offerExplanations?: OfferExplanations;
  /** Where unanswered questions take their first value from (prefill.ts). */
  prefill?: StepPrefill;
}

/** The section of the co-borrower's own steps: they answer the co-borrower's document, not the application. */
export const COBORROWER_SECTION = 'coborrower';

export function isScreen(step: FlowStep): step is ScreenStep {
  return step.kind !== 'redirect';
}
