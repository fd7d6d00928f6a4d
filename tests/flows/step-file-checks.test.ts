// A step file's mistakes, each named with the file, the screen, the question and the fix.
import { describe, expect, it } from 'vitest';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';
import { onlyProblem, withStep } from './broken-sources.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk JSON documents by key
type Node = Record<string, any>;
const question = (step: StepDocument, ...keys: string[]): Node =>
  keys.reduce<Node>((node, key) => node.properties[key], step.schema as Node);

describe('a step file', () => {
  it.each([
    [
      'a required field that is no question',
      'property-info',
      (step: StepDocument) => void question(step, 'property', 'info').required.push('yearBuilt'),
      'screen "property-info"',
      '"yearBuilt" is in the "required" list of "property.info" but not in its "properties", so the borrower would be asked for it with no field to fill.',
      'Add "yearBuilt" to the "properties" of "property.info", or remove it from "required".',
    ],
    [
      'a required field that is no question, in a follow-up',
      'other-income',
      (step: StepDocument) => {
        const income = question(step, 'applicant', 'otherIncome');
        income.allOf[0].then.required.push('sourcez');
      },
      'screen "other-income"',
      '"sourcez" is in the "required" list of "applicant.otherIncome" but not in its "properties", so the borrower would be asked for it with no field to fill. Did you mean "sources"?',
      'Add "sourcez" to the "properties"',
    ],
    [
      'a required field that is no question, in each item of a list',
      'other-income',
      (step: StepDocument) => {
        const income = question(step, 'applicant', 'otherIncome');
        const sources = income.allOf[0].then.properties.sources;
        sources.items.required.push('frequency');
      },
      'screen "other-income"',
      '"frequency" is in the "required" list of "applicant.otherIncome.sources (each item)" but not in its "properties"',
      'Add "frequency"',
    ],
    [
      'a misspelt keyword',
      'property-info',
      (step: StepDocument) => {
        const info = question(step, 'property', 'info');
        info.requierd = info.required;
        delete info.required;
      },
      'screen "property-info"',
      'in the question "property.info": unknown keyword "requierd". Did you mean "required"?',
      'Rename "requierd" to "required".',
    ],
    [
      'a misspelt type',
      'property-value',
      (step: StepDocument) => {
        question(step, 'property', 'estimatedValue').type = 'integr';
      },
      'screen "property-value"',
      'in the question "property.estimatedValue": "type" is "integr", which is not one of "object", "string", "integer", "number", "boolean", "array" or "null". Did you mean "integer"?',
      'Use one of',
    ],
    [
      'a misspelt ui: key',
      'property-info',
      (step: StepDocument) => {
        const ui = (step.uiSchema as Node).property.info.occupancy;
        ui['ui:widgit'] = ui['ui:widget'];
        delete ui['ui:widget'];
      },
      'screen "property-info"',
      'in the uiSchema of "property.info.occupancy": unknown key "ui:widgit". Did you mean "ui:widget"?',
      'Rename "ui:widgit" to "ui:widget".',
    ],
    [
      'a widget that is not registered',
      'property-info',
      (step: StepDocument) => {
        (step.uiSchema as Node).property.info.occupancy['ui:widget'] = 'radios';
      },
      'screen "property-info"',
      'ui:widget "radios" of "property.info.occupancy" is not registered. Did you mean "radio"?',
      'register "radios" in src/shared/flows/engine-names.ts',
    ],
    [
      'a field that is not registered',
      'property-address',
      (step: StepDocument) => {
        (step.uiSchema as Node).property.address['ui:field'] = 'map';
      },
      'screen "property-address"',
      'ui:field "map" of "property.address" is not registered.',
      'Use one of "address"',
    ],
    [
      'a panel that is not registered',
      'generate-offers',
      (step: StepDocument) => {
        step.panel = 'pricingrun';
      },
      'screen "generate-offers"',
      'panel "pricingrun" is not registered. Did you mean "pricingRun"?',
      'Use one of',
    ],
    [
      'an id that is not its file name',
      'credit-score',
      (step: StepDocument) => {
        step.id = 'score';
      },
      'screen "score"',
      '"id" is "score" but the file is credit-score.json; flows name a screen by its file.',
      'Set "id": "credit-score"',
    ],
    [
      'an offer explanation naming a figure it does not have',
      'offer-options',
      (step: StepDocument) => {
        if (step.offerExplanations) step.offerExplanations.breakEven = 'Repaid in {month} months.';
      },
      'screen "offer-options"',
      'the text "breakEven" names {month}, a figure it does not have, so the borrower would read "{month}".',
      'Use only "{months}", "{savings}" or "{fee}" in "breakEven"',
    ],
    [
      'an offer explanation without a figure naming one',
      'offer-options',
      (step: StepDocument) => {
        if (step.offerExplanations) step.offerExplanations.apr = 'The APR is {apr}.';
      },
      'screen "offer-options"',
      'the text "apr" names {apr}',
      '"apr" fills in no figures: write the words out instead of {apr}.',
    ],
    [
      'a schema that is not an object',
      'credit-score',
      (step: StepDocument) => {
        (step.schema as { type: string }).type = 'string';
      },
      'screen "credit-score"',
      'in the schema: "type" is "string".',
      'Set "type" to "object".',
    ],
    [
      'a declaration titled with another URLA letter',
      'declarations-em',
      (step: StepDocument) => {
        const judgments = question(step, 'declarations', 'outstandingJudgmentsIndicator');
        judgments.title = 'F. Are there any outstanding judgments against you?';
      },
      'screen "declarations-em"',
      'the declaration "outstandingJudgmentsIndicator" is question G of the URLA (Form 1003), but its title "F. Are there any outstanding judgments against you?" does not start with "G. ".',
      'Start its title with "G. "',
    ],
  ])('%s', (_name, id, edit, where, problem, fix) => {
    const found = onlyProblem(withStep(id, edit));
    expect(found.file).toBe(`schemas/steps/${id}.json`);
    expect(found.where).toBe(where);
    expect(found.problem).toContain(problem);
    expect(found.fix).toContain(fix);
    expect(found.line).toBeGreaterThan(1);
  });

  it('with a uiSchema entry for no question gets a note (only the look is lost), with the likely key', () => {
    const report = checkFlowSources(
      withStep('property-info', (step) => {
        const info = (step.uiSchema as Node).property.info;
        info.occupency = info.occupancy;
        delete info.occupancy;
      }),
    );
    expect(report.problems).toEqual([]);
    expect(report.notes.map((note) => note.note)).toContainEqual(
      expect.stringContaining(
        'screen "property-info": the uiSchema names "occupency" under "property.info", which asks no such question, so its settings are never used. Did you mean "occupancy"?',
      ),
    );
  });
});
