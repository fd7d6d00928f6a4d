/**
 * The flow studio's API (issue 20): what the server sends the studio and what it takes back. The studio runs the
 * same pure flow checker as `npm run check:flows` in the browser on every edit; the server runs it again before
 * it writes anything, so a file that does not pass is never saved.
 *
 * - `GET  /api/studio/sources`   -> StudioSources
 * - `PUT  /api/studio/files`     StudioSaveRequest -> 200 StudioSaved | 422 StudioRefused | 409 StudioConflict
 * - `POST /api/studio/cases/run` StudioCaseRunRequest -> 200 StudioCaseRun
 *
 * Who may call: on a server started by `npm run studio` or `npm run dev` (STUDIO=write) the working copy is
 * read and written, for requests from this machine only (loopback, same origin for writes). Anywhere else the
 * studio is read-only and only for a token with the admin permission (the testOrch rule); writes answer 403.
 */
import type { FlowProblem, FlowReport, FlowSources } from '../flows/checks/flow-problem.ts';

export const STUDIO_API = '/api/studio';

/** A file of the configuration surface, by its path from the project root, as text. */
export interface StudioTextFile {
  /** `flows/<flowType>.json`, `schemas/steps/<screen>.json` or `tests/cases/<flowType>/(steps|journeys)/<name>.yaml`. */
  file: string;
  text: string;
}

export interface StudioSources {
  /** True where edits are saved to the working copy; false where the studio only shows the files. */
  writable: boolean;
  /** Everything the flow checker reads: flow files, step files (with their text), contracts, shared model, names. */
  checker: FlowSources;
  /** The testers' case files, as text (YAML or JSON). */
  cases: StudioTextFile[];
  /** SHA-256 (hex) of each file's text as read, by path: sent back on save to detect changes made on disk since. */
  versions: Record<string, string>;
}

export interface StudioSaveRequest {
  /** The files to write (new or changed), as the studio has them. The server formats them before writing. */
  files: StudioTextFile[];
  /** Files to delete (a removed step file or case file). */
  remove?: string[];
  /** The version each file had when the studio read it (`versions`), or null for a file the studio creates. */
  base: Record<string, string | null>;
}

export interface StudioSaved {
  /** The files as written (formatted), with their new versions. */
  files: StudioTextFile[];
  removed: string[];
  versions: Record<string, string>;
  /** The checker's report over the whole working copy after the save (notes only: problems refuse the save). */
  report: FlowReport;
}

/** 422: the checker found problems with the files as they would be; nothing was written. */
export interface StudioRefused {
  message: string;
  problems: FlowProblem[];
}

/** 409: a file changed on disk since the studio read it; nothing was written. */
export interface StudioConflict {
  message: string;
  files: string[];
}

export interface StudioCaseRunRequest {
  flowType: string;
}

/** One case's verdict from the API on a scratch database, as the case runner reports it. */
export interface StudioCaseResult {
  file: string;
  step?: string;
  name: string;
  kind: 'valid' | 'invalid' | 'journey' | 'working' | 'file' | 'coverage';
  passed: boolean;
  expected?: string;
  got?: string;
  /** Why it failed, in the runner's words. */
  message?: string;
}

export interface StudioCaseRun {
  flowType: string;
  passed: number;
  failed: number;
  results: StudioCaseResult[];
  durationMs: number;
}
