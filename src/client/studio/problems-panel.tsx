/** Every problem the checker finds in the open flow and its step files, each with its fix and a way to its step. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FlowProblem } from '../../shared/flows/checks/flow-problem.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { problemStep } from './problem-places.ts';

interface ProblemsPanelProps {
  flowFile: string;
  flow?: FlowFile;
  problems: FlowProblem[];
  onOpenStep: (path: string) => void;
}

export function ProblemsPanel({ flowFile, flow, problems, onOpenStep }: ProblemsPanelProps) {
  if (problems.length === 0) return <Typography>The checker finds no problems in this flow.</Typography>;
  return (
    <ul style={{ paddingInlineStart: '1.2em' }}>
      {problems.map((problem) => {
        const step = problemStep(problem, flowFile, flow);
        return (
          <li key={`${problem.file}:${problem.line ?? ''}:${problem.column ?? ''}:${problem.problem}`}>
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
              {problem.file}
              {problem.line ? `, line ${problem.line}` : ''}
              {problem.where ? `, ${problem.where}` : ''}
            </Typography>
            <Typography>{problem.problem}</Typography>
            <Typography>
              <strong>Fix:</strong> {problem.fix}
            </Typography>
            {step !== undefined ? (
              <Button onClick={() => onOpenStep(step)} sx={{ mb: 2 }}>
                Open step “{step}”
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
