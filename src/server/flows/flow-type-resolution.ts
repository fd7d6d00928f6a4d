/**
 * Which flow a new application takes: the `flowType` asked for, else the officer's default, else the
 * officer's company's, else the provider company's (README: choosing a flow). A type asked for that cannot
 * take new applications is the caller's mistake; a configured default that cannot is skipped (the caller logs
 * it), never replaced by a type nobody configured.
 */
import { type FlowTypes, newApplicationProblem } from './flow-types.ts';

export type FlowTypeLevel = 'request' | 'officer' | 'company' | 'provider';

export interface FlowTypeCandidate {
  level: FlowTypeLevel;
  /** Who configured it: the officer's or company's NMLS id. */
  owner?: string;
  flowType: string | null | undefined;
}

export interface SkippedDefault {
  level: FlowTypeLevel;
  owner?: string;
  flowType: string;
  problem: string;
}

export type FlowTypeResolution =
  | { ok: true; flowType: string; level: FlowTypeLevel; skipped: SkippedDefault[] }
  | { ok: false; problem: string; skipped: SkippedDefault[] };

export function resolveFlowType(types: FlowTypes, candidates: FlowTypeCandidate[]): FlowTypeResolution {
  const skipped: SkippedDefault[] = [];
  for (const { level, owner, flowType } of candidates) {
    if (!flowType) continue;
    const problem = newApplicationProblem(types, flowType);
    if (!problem) return { ok: true, flowType, level, skipped };
    if (level === 'request') return { ok: false, problem, skipped };
    skipped.push({ level, flowType, problem, ...(owner ? { owner } : {}) });
  }
  return { ok: false, problem: 'no configured default flow type takes new applications', skipped };
}

const LEVEL_WORDS: Record<FlowTypeLevel, string> = {
  request: 'the request',
  officer: 'loan officer',
  company: 'company',
  provider: 'the provider company',
};

/** `loan officer 2000004's default flow type "heloc-9": there is no flow type …`, for logs. */
export function skippedDefaultMessage(skipped: SkippedDefault): string {
  const who = skipped.owner ? `${LEVEL_WORDS[skipped.level]} ${skipped.owner}` : LEVEL_WORDS[skipped.level];
  return `${who}'s default flow type "${skipped.flowType}" is skipped: ${skipped.problem}`;
}
