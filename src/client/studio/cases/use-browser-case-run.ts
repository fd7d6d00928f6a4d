/**
 * The cases panel's browser run, a file at a time: the files whose text already ran against the step as it is
 * show at once; the others run one per task, so an edit's keystrokes are never held up behind a flow's hundreds
 * of cases (a cold run of a flow takes about a second or two: every step's validator is compiled).
 */
import { useEffect, useMemo, useState } from 'react';
import type { FlowFile, StepDocument } from '../../../shared/flows/flow-types.ts';
import type { StudioTextFile } from '../../../shared/studio/studio-contract.ts';
import { type FlowCaseRun, planFlowCases, type StepFileRun } from './browser-case-run.ts';

export interface ProgressiveCaseRun extends FlowCaseRun {
  /** Step files not run yet against the current documents (listed in `steps` with no cases until they are). */
  pending: number;
}

export function useBrowserCaseRun(
  flowType: string,
  flow: FlowFile,
  documents: ReadonlyMap<string, StepDocument>,
  caseFiles: readonly StudioTextFile[],
): ProgressiveCaseRun {
  const plan = useMemo(
    () => planFlowCases(flowType, flow, documents, caseFiles),
    [flowType, flow, documents, caseFiles],
  );
  // The runs finished since the plan was made, by file.
  const [finished, setFinished] = useState<{ plan: typeof plan; runs: Map<string, StepFileRun> }>({
    plan,
    runs: new Map(),
  });
  useEffect(() => {
    let cancelled = false;
    const waiting = plan.steps.filter((planned) => !planned.done);
    const next = (index: number) => {
      if (cancelled || index >= waiting.length) return;
      const planned = waiting[index];
      if (!planned) return;
      const run = planned.run();
      setFinished((current) => {
        const runs = new Map(current.plan === plan ? current.runs : []);
        runs.set(planned.file, run);
        return { plan, runs };
      });
      timer = setTimeout(() => next(index + 1), 0);
    };
    let timer = setTimeout(() => next(0), 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [plan]);

  const runs = finished.plan === plan ? finished.runs : new Map<string, StepFileRun>();
  const steps = plan.steps.map(
    (planned) =>
      planned.done ??
      runs.get(planned.file) ?? { file: planned.file, step: planned.step, cases: [], running: true },
  );
  const pending = plan.steps.filter((planned) => !planned.done && !runs.has(planned.file)).length;
  return { steps, journeys: plan.journeys, problems: plan.problems, pending };
}
