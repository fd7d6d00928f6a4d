/**
 * The diagram in words, for everyone who cannot use the drawing: each step with where it leads (conditions as
 * sentences), and the problems, each with a button that brings its step into view in the diagram.
 */
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { stepLabel } from '../../../shared/flows/checks/contract-places.ts';
import type { FlowProblem } from '../../../shared/flows/checks/flow-problem.ts';
import type { FlowFile } from '../../../shared/flows/flow-types.ts';
import { shownPath, troubleInWords } from './diagram-words.ts';
import { branchesInWords, drawableSteps } from './flow-branches.ts';
import type { DiagramNode } from './flow-layout.ts';

const cell = {
  borderBottom: '1px solid #d0d7de',
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
};

export function StepsTable({
  flow,
  nodes,
  onOpenStep,
}: {
  flow: FlowFile;
  nodes: Map<string, DiagramNode>;
  onOpenStep: (path: string) => void;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem', '& th, & td': cell }}
      >
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
          Steps of {typeof flow.title === 'string' && flow.title ? flow.title : 'this flow'} and where
          Continue leads from each
        </caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Screen</th>
            <th scope="col">Section</th>
            <th scope="col">Progress</th>
            <th scope="col">Leads to</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {drawableSteps(flow).map((step) => {
            const node = nodes.get(step.path);
            const trouble = node && troubleInWords(node);
            const notes = [
              node?.entry && 'Entry point',
              node?.end && 'End of the flow',
              step.kind === 'redirect' && 'Redirect',
            ].filter(Boolean);
            return (
              <tr key={step.path}>
                <th scope="row">
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpenStep(step.path)}
                    aria-label={`Open step ${shownPath(step.path)}`}
                    sx={{ textAlign: 'left', fontWeight: 700, fontSize: 'inherit' }}
                  >
                    {shownPath(step.path)}
                  </Link>
                </th>
                <td>{node?.screen ?? '—'}</td>
                <td>{node?.section ?? '—'}</td>
                <td>{node?.progress === undefined ? '—' : `${node.progress}%`}</td>
                <td>{branchesInWords(step)}</td>
                <td>
                  {notes.join(', ')}
                  {trouble && (
                    <Box component="span" sx={{ color: 'error.dark', fontWeight: 700, display: 'block' }}>
                      <WarningAmber
                        aria-hidden="true"
                        sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', mr: 0.5 }}
                      />
                      {trouble}
                    </Box>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

interface Listed {
  key: string;
  where?: string;
  path?: string;
  problem: string;
  fix?: string;
  line?: number;
}

/** The checker's problems, then what the diagram found that the checker did not say (its graph checks wait for a sound contract). */
function listed(problems: FlowProblem[], nodes: DiagramNode[]): Listed[] {
  const byWhere = new Map(nodes.filter((n) => n.kind !== 'missing').map((n) => [stepLabel(n.path), n.path]));
  const said = new Set(problems.map((problem) => problem.problem));
  const found: Listed[] = problems.map((problem, index) => ({
    key: `p${index}`,
    where: problem.where,
    path: problem.where === undefined ? undefined : byWhere.get(problem.where),
    problem: problem.problem,
    fix: problem.fix,
    line: problem.line,
  }));
  for (const node of nodes)
    for (const message of [node.flags.loop, node.flags.unreachable])
      if (message && !said.has(message) && !message.startsWith('step "'))
        found.push({
          key: `f${node.path}${message}`,
          where: stepLabel(node.path),
          path: node.path,
          problem: message,
        });
  return found;
}

export function ProblemsList({
  problems,
  nodes,
  onShowStep,
  headingId,
}: {
  problems: FlowProblem[];
  nodes: DiagramNode[];
  onShowStep: (path: string) => void;
  headingId: string;
}) {
  const items = listed(problems, nodes);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        Problems ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">The checker found no problems in this flow.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{ display: 'flex', gap: 1, py: 1, borderBottom: '1px solid #d0d7de' }}
            >
              <WarningAmber aria-hidden="true" sx={{ color: 'error.dark', mt: 0.25 }} />
              <Box>
                <Typography variant="body2">
                  <strong>
                    {item.where ?? 'The flow file'}
                    {item.line ? ` (line ${item.line})` : ''}:
                  </strong>{' '}
                  {item.problem}
                </Typography>
                {item.fix && <Typography variant="body2">Fix: {item.fix}</Typography>}
                {item.path !== undefined && (
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() => onShowStep(item.path as string)}
                  >
                    Show step {shownPath(item.path)} in the diagram
                  </Link>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </section>
  );
}
