/** What the flow checker reads and what it reports: plain data, so a browser tool can run the same checks. */
import type { JsonFile, JsonLocation } from './json-text.ts';
import type { CatalogueSource } from './translation-checks.ts';

export type { JsonLocation };

/** A flow or step file as read: its parsed content, its text (for line numbers) or the syntax mistake in it. */
export type SourceFile = JsonFile;

export interface EngineNames {
  widgets: readonly string[];
  fields: readonly string[];
  actions: readonly string[];
  panels?: readonly string[];
}

/** The shared model (schemas/api): the application's schema, the co-borrower's, and the sections they refer to. */
export interface SharedModelSources {
  application: object;
  coborrower?: object;
  sections: object[];
}

export interface FlowSources {
  flows: SourceFile[];
  steps: SourceFile[];
  flowSchema: object;
  stepSchema: object;
  names: EngineNames;
  /** Without it, step answers are not compared with the shared model. */
  sharedModel?: SharedModelSources;
  /** The message catalogues (`schemas/messages/<locale>/<namespace>.json`); without them, they are not checked. */
  catalogues?: CatalogueSource[];
}

export interface FlowProblem {
  file: string;
  /** What it concerns, in words: `step "property/info"`, `screen "loan-amount"`, `fact "occupancy"`. */
  where?: string;
  problem: string;
  fix: string;
  /** Where in the file (from 1), when the checker had the file's text. */
  line?: number;
  column?: number;
}

/** Something worth knowing that is not a mistake (an older file format the engine still reads). */
export interface FlowNote {
  file: string;
  note: string;
}

export interface FlowReport {
  problems: FlowProblem[];
  notes: FlowNote[];
}

/** A problem while it is being found: where in its file it lies, resolved to a line at the end. */
export interface Found extends Omit<FlowProblem, 'line' | 'column'> {
  at?: JsonLocation;
  /** Worth knowing but harmless to a borrower: reported as a note. */
  note?: true;
}
