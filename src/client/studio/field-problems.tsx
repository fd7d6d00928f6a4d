/** The checker's problems about the thing being edited, next to it: each says what is wrong and the fix. */
import Alert from '@mui/material/Alert';
import type { FlowProblem } from '../../shared/flows/checks/flow-problem.ts';

export function FieldProblems({ problems, id }: { problems: FlowProblem[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" id={id} sx={{ my: 1 }}>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.line ?? ''}:${problem.problem}`}>
            {problem.where ? `${problem.where}: ` : ''}
            {problem.problem} <strong>Fix:</strong> {problem.fix}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
