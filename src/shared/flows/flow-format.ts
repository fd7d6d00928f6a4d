/**
 * Flow file formats. A flow file states its format in `version`; the engine reads the current format and the one
 * before it, migrating the older in memory, and `npm run flows:migrate` rewrites older files on disk. A format
 * change ships with its migration here and a test on a file of the old format (tests/fixtures/flows/format-*).
 *
 * Format 1 (until 2026-11): steps only; the code read fixed answer paths, titled sections in code and computed
 * prequalification progress per flow type. Format 2 declares those in the file: `facts`, `sections` and
 * `prequalProgress`.
 */
import { type FactName, FORMAT_1_FACTS } from './flow-facts.ts';
import type { FlowFile, FlowSection, FlowStep, PrequalProgressSection } from './flow-types.ts';

export const CURRENT_FLOW_FORMAT = 2;
/** The oldest format the engine still reads. */
export const OLDEST_FLOW_FORMAT = 1;

/** What format 1's code called each section, and whether the review screen listed it. */
const FORMAT_1_SECTIONS: Record<string, FlowSection> = {
  prequal: { title: 'Property, loan and contact', review: true },
  applicant: { title: 'About you', review: true },
  verification: { title: 'Your finances and declarations', review: true },
  declarations: { title: 'Declarations and demographic information', review: true },
  cosigner: { title: 'Co-borrower and cosigner', review: true },
  submit: { title: 'Review and submit', review: false },
  process: { title: 'Processing', review: false },
  disclosures: { title: 'Disclosures', review: false },
  schedule: { title: 'Closing', review: false },
  money: { title: 'Your money', review: false },
  coborrower: { title: "Your co-borrower's part", review: false },
  tools: { title: 'Tester tools', review: false },
};

export interface MigrationOptions {
  /** Whether some step of the flow asks the answer at this path; facts nobody asks are left out when given. */
  asks?: (path: string) => boolean;
}

type RawFlow = Record<string, unknown> & { steps?: FlowStep[] };

/** Format 1's prequalification sections (spec 4.4), from the steps the flow has. */
function format1Progress(steps: FlowStep[]): PrequalProgressSection[] {
  const has = (path: string) => steps.some((step) => step.path === path);
  // The long flow asks the property in three steps (address 33, value 66, type 100); the slim one in two.
  const propertySteps = has('property/type')
    ? ['property/address', 'property/value', 'property/type']
    : ['property/address', 'property/info'];
  const sections: PrequalProgressSection[] = [{ name: 'property', steps: propertySteps.filter(has) }];
  if (has('credit-score')) sections.push({ name: 'credit-score', steps: ['credit-score'] });
  if (has('contact-info')) sections.push({ name: 'contact-info', steps: ['contact-info'] });
  sections.push({ name: 'select-offer', offers: true });
  return sections.filter((section) => !('steps' in section) || section.steps.length > 0);
}

function fromFormat1(raw: RawFlow, options: MigrationOptions): RawFlow {
  const steps = Array.isArray(raw.steps) ? raw.steps : [];
  const sections: Record<string, FlowSection> = {};
  for (const step of steps) {
    const section = (step as { section?: unknown }).section;
    if (typeof section === 'string' && !(section in sections))
      sections[section] = FORMAT_1_SECTIONS[section] ?? { title: section, review: true };
  }
  const facts = Object.fromEntries(
    (Object.entries(FORMAT_1_FACTS) as [FactName, string][]).filter(
      ([, path]) => !options.asks || options.asks(path),
    ),
  );
  const { $schema, flowType, title, ...rest } = raw;
  return {
    $schema,
    flowType,
    ...rest,
    version: 2,
    title,
    facts,
    sections,
    prequalProgress: format1Progress(steps),
    steps,
  };
}

/** Each migration takes a file of format N to N + 1. */
const MIGRATIONS: Record<number, (raw: RawFlow, options: MigrationOptions) => RawFlow> = {
  1: fromFormat1,
};

export type MigrationResult =
  | { ok: true; flow: FlowFile; migratedFrom?: number }
  | { ok: false; problem: string; fix: string };

/**
 * The flow in the current format. Files of an older format the engine still reads are migrated (in memory);
 * a format too old or too new is a problem to report, never a guess.
 */
export function migrateFlow(content: unknown, options: MigrationOptions = {}): MigrationResult {
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    return { ok: false, problem: 'the file is not a JSON object', fix: 'A flow file is one object { … }.' };
  const raw = content as RawFlow;
  const version = raw.version;
  if (version === CURRENT_FLOW_FORMAT) return { ok: true, flow: raw as unknown as FlowFile };
  if (typeof version !== 'number' || !Number.isInteger(version))
    return {
      ok: false,
      problem: '"version" (the file format) is missing or not a whole number',
      fix: `Set "version": ${CURRENT_FLOW_FORMAT}.`,
    };
  if (version > CURRENT_FLOW_FORMAT)
    return {
      ok: false,
      problem: `"version" ${version} is a newer file format than this engine reads (${CURRENT_FLOW_FORMAT})`,
      fix: 'Update the application, or write the file in the current format.',
    };
  if (version < OLDEST_FLOW_FORMAT)
    return {
      ok: false,
      problem: `"version" ${version} is older than any format this engine reads`,
      fix: `Rewrite the file in format ${CURRENT_FLOW_FORMAT} (see flows/README.md, the product owner's guide).`,
    };
  let migrated = raw;
  for (let from = version; from < CURRENT_FLOW_FORMAT; from += 1) {
    const step = MIGRATIONS[from];
    if (!step) throw new Error(`No migration from flow format ${from}`);
    migrated = step(migrated, options);
  }
  return { ok: true, flow: migrated as unknown as FlowFile, migratedFrom: version };
}
