import { describe, expect, it } from 'vitest';
import { checkFlows } from '../../src/shared/flows/flow-checks.ts';
import type { FlowFile, FlowStages, ProgressStage } from '../../src/shared/flows/flow-types.ts';
import { BASE_FLOW, onlyProblem, withFlow } from './broken-sources.ts';

const borrowerStages = (flow: FlowFile): ProgressStage[] =>
  (flow.stages as FlowStages).borrower as ProgressStage[];
const coborrowerStages = (flow: FlowFile): ProgressStage[] =>
  (flow.stages as FlowStages).coborrower as ProgressStage[];
const stageNamed = (stages: ProgressStage[], title: string) =>
  stages.find((stage) => stage.title === title) as ProgressStage;

// Each mistake in the stages of a copy of a real flow gives one message in words, with the place and the fix.
describe('the flow checker on progress stages', () => {
  it.each([
    [
      'a stage naming a section that does not exist',
      (flow: FlowFile) => {
        stageNamed(borrowerStages(flow), 'Application').sections = ['applicant', 'verificaton', 'cosigner'];
      },
      'borrower\'s stage "Application"',
      'it names the section "verificaton", which is not declared in "sections". Did you mean "verification"?',
      'Name sections whose steps the borrower goes through:',
    ],
    [
      'a stage naming a section of no step on the way',
      (flow: FlowFile) => {
        stageNamed(borrowerStages(flow), 'Closing').sections.push('tools');
      },
      'borrower\'s stage "Closing"',
      'it names the section "tools", but the borrower goes through no step of it.',
      'Name sections whose steps the borrower goes through:',
    ],
    [
      'a section in no stage',
      (flow: FlowFile) => {
        stageNamed(borrowerStages(flow), 'Application').sections = ['applicant', 'cosigner'];
      },
      "borrower's stages",
      'the section "verification" is in no stage, so its steps ("prequal/voi", "applicant/demographics/e", "applicant/demographics/r", "applicant/demographics/g", …) would show no progress.',
      'Add "verification" to the "sections" of the stage its steps belong to.',
    ],
    [
      'stages out of order against the flow’s path',
      (flow: FlowFile) => {
        const stages = borrowerStages(flow);
        const submit = stageNamed(stages, 'Submit');
        stages.splice(stages.indexOf(submit), 1);
        stages.splice(1, 0, submit);
      },
      'borrower\'s stage "Submit"',
      'the stages are out of order against the flow\'s path: Continue goes from "cosigner/support" (in borrower\'s stage "Application") to "submit/review" (in this stage, which comes before it), so the progress would go back.',
      'List the stages in the order the borrower meets them',
    ],
    [
      'a section in two stages without saying where the second begins',
      (flow: FlowFile) => {
        delete stageNamed(coborrowerStages(flow), 'Finances').from;
      },
      'co-borrower\'s stage "Finances"',
      'the section "coborrower" is also in co-borrower\'s stage "About you", and this stage does not say at which step it begins.',
      'Add "from": the step of "coborrower" where this stage begins',
    ],
    [
      'a stage beginning at a misspelt step',
      (flow: FlowFile) => {
        stageNamed(coborrowerStages(flow), 'Finances').from = 'coborrower/credit-scor';
      },
      'co-borrower\'s stage "Finances"',
      'it begins ("from") at "coborrower/credit-scor", which is not a step the co-borrower goes through. Did you mean "coborrower/credit-score"?',
      'Name the first step of this stage, a step of "coborrower".',
    ],
    [
      'a stage whose steps all belong to the next one',
      (flow: FlowFile) => {
        stageNamed(coborrowerStages(flow), 'Declarations').from = 'coborrower/credit-score';
      },
      'co-borrower\'s stage "Finances"',
      'no step is in it',
      'Remove the stage, or move its "from"',
    ],
  ])('says in words what is wrong with %s', (_name, edit, where, problem, fix) => {
    const found = onlyProblem(withFlow(BASE_FLOW, edit));
    expect(found.file).toBe(BASE_FLOW);
    expect(found.where).toBe(where);
    expect(found.problem).toContain(problem);
    expect(found.fix).toContain(fix);
    expect(found.line).toBeGreaterThanOrEqual(1);
  });

  it('names co-borrower stages in a flow without co-borrower steps', () => {
    const withoutCoborrower = 'flows/heloc-1.json';
    const found = onlyProblem(
      withFlow(withoutCoborrower, (flow) => {
        (flow.stages as FlowStages).coborrower = [{ title: 'About you', sections: ['coborrower'] }];
      }),
    );
    expect([found.where, found.problem]).toEqual([
      "co-borrower's stages",
      'this flow has no co-borrower steps (section "coborrower"), so these stages would never show.',
    ]);
  });

  it('refuses a stage without a title, in the contract’s words', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        delete (borrowerStages(flow)[0] as Partial<ProgressStage>).title;
      }),
    );
    expect(found.where).toBe("borrower's stage 1");
    expect(found.problem).toContain('"title"');
  });

  it('accepts a flow that names no stages (each section is then a stage)', () => {
    const sources = withFlow(BASE_FLOW, (flow) => {
      delete flow.stages;
    });
    expect(checkFlows(sources)).toEqual([]);
  });
});
