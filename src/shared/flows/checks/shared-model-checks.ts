/**
 * Step answers that are also fields of the shared model (schemas/api: what pricing, review, exports and the URLA
 * sections give meaning to) must fit the model's rule, or the server refuses what the screen accepted.
 * The co-borrower's screens answer the co-borrower's document (schemas/api/coborrower-data.schema.json).
 */
import { dereferenceSchema } from '../../schema-dereference.ts';
import type { StepDocument } from '../flow-types.ts';
import { askedPaths } from '../step-answers.ts';
import { misfitOf, questionLocation, ruleInWords, ruleOf, schemasAt } from './answer-rules.ts';
import type { Found, SharedModelSources } from './flow-problem.ts';

type Json = Record<string, unknown>;

export interface SharedModel {
  application?: Json;
  coborrower?: Json;
}

export function sharedModelOf(sources: SharedModelSources | undefined): SharedModel {
  if (!sources) return {};
  const all = [sources.application, sources.coborrower, ...sources.sections].filter(Boolean) as Json[];
  // A model the checker cannot read is the checker's to report elsewhere, not a reason to stop checking steps.
  const readable = (root: Json) => {
    try {
      return dereferenceSchema(root, all);
    } catch {
      return undefined;
    }
  };
  return {
    application: readable(sources.application as Json),
    coborrower: sources.coborrower ? readable(sources.coborrower as Json) : undefined,
  };
}

const MODEL_FILES = 'schemas/api/application-data.schema.json (or its sections/)';
const COBORROWER_FILES = 'schemas/api/coborrower-data.schema.json (or sections/)';

export function sharedModelProblems(file: string, step: StepDocument, model: SharedModel): Found[] {
  const problems: Found[] = [];
  for (const path of askedPaths(step.schema)) {
    const coborrower = path === 'coborrower' || path.startsWith('coborrower.');
    const root = coborrower ? model.coborrower : model.application;
    const shared = root ? schemasAt(root, path) : [];
    if (shared.length === 0) continue;
    const asked = schemasAt(step.schema, path);
    for (const schema of asked) {
      const rule = ruleOf(schema);
      const misfits = shared.map((candidate) => misfitOf(rule, ruleOf(candidate)));
      if (misfits.some((why) => why === undefined)) continue;
      const modelRule = ruleOf(shared[0] as Json);
      problems.push({
        file,
        where: `screen "${step.id}"`,
        at: questionLocation(path),
        problem: `the question ${path} does not fit the shared model: ${misfits[0]}. The shared model's rule for ${path}: ${ruleInWords(modelRule)}; the server would refuse what this screen accepts.`,
        fix: `Make ${path} ${ruleInWords(modelRule)} here, or change its rule in ${coborrower ? COBORROWER_FILES : MODEL_FILES} if every flow may ask it so.`,
      });
      break;
    }
  }
  return problems;
}
