/**
 * What the review lists: the steps before it in flow order, in sections the flow marks `review`, that the
 * borrower's own answers took them through (src/shared/flows/steps-taken.ts), each with its answers worded. A step
 * a condition skips has no part, whatever it once saved; a step that only asks again what an earlier one asked (a
 * value opened by link to change it) is read once, under the first.
 */
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../shared/flows/flow-types.ts';
import { answersFor } from '../../shared/flows/step-answers.ts';
import { stepsTaken } from '../../shared/flows/steps-taken.ts';
import { type AnswerWords, type SummaryLine, summarizeAnswers } from './answer-summary.ts';

export interface ReviewedStep {
  step: ScreenStep;
  document: StepDocument;
  lines: SummaryLine[];
}

export interface ReviewSection {
  name: string;
  title: string;
  steps: ReviewedStep[];
}

/** The steps before review, in flow order, in sections the review lists (one per screen). */
export function reviewedSteps(flow: FlowFile, reviewPath: string): ScreenStep[] {
  const end = flow.steps.findIndex((candidate) => candidate.path === reviewPath);
  const seen = new Set<string>();
  return flow.steps
    .slice(0, end === -1 ? undefined : end)
    .filter(isScreen)
    .filter((candidate) => flow.sections[candidate.section]?.review === true)
    .filter((candidate) => {
      if (seen.has(candidate.screen)) return false;
      seen.add(candidate.screen);
      return true;
    });
}

/** Every answer's dotted path with its value: `property.info.propertyType=…`. */
function leaves(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${at}=${JSON.stringify(value)}`];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key));
}

export function reviewSections(
  flow: FlowFile,
  entries: { step: ScreenStep; document: StepDocument }[],
  application: unknown,
  words?: AnswerWords,
): ReviewSection[] {
  const taken = stepsTaken(flow, application);
  const shown = new Set<string>();
  const sections: ReviewSection[] = [];
  for (const { step, document } of entries) {
    if (!taken.has(step.path)) continue;
    const answered = leaves(answersFor(document.schema, application));
    if (answered.length > 0 && answered.every((leaf) => shown.has(leaf))) continue;
    const lines = summarizeAnswers(document.schema, document.uiSchema, application, words);
    if (lines.length === 0) continue;
    for (const leaf of answered) shown.add(leaf);
    const name = step.section;
    let section = sections.find((candidate) => candidate.name === name);
    if (!section) {
      section = { name, title: flow.sections[name]?.title ?? name, steps: [] };
      sections.push(section);
    }
    section.steps.push({ step, document, lines });
  }
  return sections;
}

/**
 * A closed section in one line: its first answers' values, `418 Maple Avenue … · Single-family house · $75,000`
 * (a bare Yes or No says nothing without its question, so it is left out).
 */
export function sectionSummary(
  section: ReviewSection,
  count = 4,
  bare: readonly string[] = ['Yes', 'No'],
): string {
  const values: string[] = [];
  const visit = (lines: SummaryLine[]) => {
    for (const line of lines) {
      if (values.length >= count) return;
      if (line.value && !bare.includes(line.value)) values.push(line.value);
      if (line.children) visit(line.children);
    }
  };
  for (const { lines } of section.steps) visit(lines);
  return values.join(' · ');
}
