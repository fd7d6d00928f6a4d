/**
 * PLACEHOLDER for the flow diagram (another engineer builds the real one at this path with these props): the
 * flow's screen steps as a list of buttons, so the studio page compiles and can open a step.
 */
import type { FlowProblem } from '../../../shared/flows/checks/flow-problem.ts';
import type { FlowFile } from '../../../shared/flows/flow-types.ts';

export interface FlowDiagramProps {
  flow: FlowFile;
  problems: FlowProblem[];
  selectedPath?: string;
  onOpenStep: (path: string) => void;
}

export function FlowDiagram({ flow, problems, selectedPath, onOpenStep }: FlowDiagramProps) {
  return (
    <ul aria-label={`Steps of ${flow.title}`}>
      {flow.steps
        .filter((step) => step.kind !== 'redirect')
        .map((step) => {
          const count = problems.filter((problem) => problem.where?.includes(`"${step.path}"`)).length;
          return (
            <li key={step.path}>
              <button
                type="button"
                aria-current={step.path === selectedPath ? 'true' : undefined}
                data-path={step.path}
                onClick={() => onOpenStep(step.path)}
              >
                {step.path}
                {count ? ` (${count} ${count === 1 ? 'problem' : 'problems'})` : ''}
              </button>
            </li>
          );
        })}
    </ul>
  );
}
