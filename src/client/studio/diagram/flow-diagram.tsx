/**
 * The flow studio's diagram of one flow (issue 20): its steps as boxes in section bands, Continue's branches as
 * arrows labelled with their conditions, entry and end points marked, and the checker's problems on the steps they
 * concern. Every step is a button (Tab, then Enter or Space opens it in the editor); below the drawing the same
 * flow in words (a table of steps and where each leads) and the list of problems, because a drawing alone is not
 * enough for everyone.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FlowProblem } from '../../../shared/flows/checks/flow-problem.ts';
import type { FlowFile } from '../../../shared/flows/flow-types.ts';
import { diagramColors } from './diagram-colors.ts';
import { ArrowMarkers, DiagramEdges, SectionBands } from './diagram-edges.tsx';
import { DiagramStepNode, MissingTargetNode } from './diagram-node.tsx';
import { ProblemsList, StepsTable } from './diagram-text.tsx';
import { layoutFlow } from './flow-layout.ts';

export interface FlowDiagramProps {
  flow: FlowFile;
  /** The checker's problems with this flow's file (the caller filters them). */
  problems: FlowProblem[];
  /** The step open in the editor: outlined in the diagram. */
  selectedPath?: string;
  onOpenStep: (path: string) => void;
}

const ZOOMS = [0.25, 0.4, 0.5, 0.67, 0.8, 1, 1.25, 1.5];
/** Extra room below the drawing for the end markers under the last steps. */
const END_ROOM = 32;

export function FlowDiagram({ flow, problems, selectedPath, onOpenStep }: FlowDiagramProps) {
  const theme = useTheme();
  const id = useId();
  // Laid out again only when the flow or what the problems say changes (a caller's filter makes a new array each
  // render), and deferred, so typing in the studio's editor never waits for dagre (about 80 ms for a long flow).
  const shownFlow = useDeferredValue(flow);
  const shownProblems = useDeferredValue(problems);
  const problemsKey = JSON.stringify(shownProblems.map((problem) => [problem.where, problem.problem]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: problemsKey stands for the problems' content.
  const layout = useMemo(() => layoutFlow(shownFlow, shownProblems), [shownFlow, problemsKey]);
  const [zoom, setZoom] = useState(ZOOMS.indexOf(1));
  const nodeElements = useRef(new Map<string, SVGGElement>());

  const colors = useMemo(() => diagramColors(theme), [theme]);

  const nodesByPath = useMemo(
    () => new Map(layout.nodes.filter((node) => node.kind !== 'missing').map((node) => [node.path, node])),
    [layout],
  );
  const redirectTargets = useMemo(
    () => new Map(layout.edges.filter((edge) => edge.redirect).map((edge) => [edge.from, edge.to])),
    [layout],
  );

  const showStep = useCallback((path: string) => {
    const element = nodeElements.current.get(path);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', inline: 'center' });
    element.focus();
  }, []);

  const move = useCallback(
    (path: string, direction: 'forward' | 'back') => {
      const edge =
        direction === 'forward'
          ? layout.edges.find((candidate) => candidate.from === path && !candidate.missing)
          : layout.edges.find((candidate) => candidate.to === path);
      if (edge) showStep(direction === 'forward' ? edge.to : edge.from);
    },
    [layout, showStep],
  );

  useEffect(() => {
    if (selectedPath === undefined) return;
    nodeElements.current.get(selectedPath)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedPath]);

  const title = typeof flow.title === 'string' && flow.title ? flow.title : 'this flow';
  const scale = ZOOMS[zoom] ?? 1;
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height) + END_ROOM;
  const troubled = layout.nodes.filter((node) => node.messages.length > 0 && node.kind !== 'missing').length;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
        >
          Zoom out
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          Zoom in
        </Button>
        <Button size="small" onClick={() => setZoom(ZOOMS.indexOf(1))} disabled={scale === 1}>
          Actual size
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          Zoom {Math.round(scale * 100)}%
        </Typography>
      </Box>
      <Typography variant="body2" id={`${id}-legend`} sx={{ mb: 1 }}>
        {nodesByPath.size} steps in {layout.sections.length} sections. Solid arrows: Continue (labelled with
        their condition); dashed: redirects. ENTRY and END mark where the flow starts and ends.{' '}
        {troubled > 0 ? `${troubled} steps have problems: outlined, with a warning sign.` : ''}
      </Typography>
      <Box
        role="region"
        aria-label={`Diagram of ${title}`}
        aria-describedby={`${id}-legend`}
        sx={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: `1px solid ${colors.bandLine}`,
          borderRadius: 1,
          bgcolor: colors.paper,
          '& .diagram-node:focus': { outline: 'none' },
          '& .diagram-node:focus-visible .focus-ring': { stroke: colors.primary },
          '& .diagram-node:hover .focus-ring': { stroke: colors.bandLine },
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the steps. */}
        <svg
          width={width * scale}
          height={height * scale}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={`Steps of ${title}`}
          style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
        >
          <ArrowMarkers id={id} colors={colors} />
          <SectionBands sections={layout.sections} colors={colors} />
          <DiagramEdges edges={layout.edges} markerId={id} colors={colors} />
          {layout.nodes.map((node) =>
            node.kind === 'missing' ? (
              <MissingTargetNode key={`missing:${node.path}`} node={node} colors={colors} />
            ) : (
              <DiagramStepNode
                key={node.path}
                node={node}
                redirectsTo={redirectTargets.get(node.path)}
                selected={node.path === selectedPath}
                colors={colors}
                onOpen={onOpenStep}
                onMove={move}
                nodeRef={(element) => {
                  if (element) nodeElements.current.set(node.path, element);
                  else nodeElements.current.delete(node.path);
                }}
              />
            ),
          )}
        </svg>
      </Box>
      <ProblemsList
        problems={problems}
        nodes={layout.nodes}
        onShowStep={showStep}
        headingId={`${id}-problems`}
      />
      <StepsTable flow={flow} nodes={nodesByPath} onOpenStep={onOpenStep} />
    </Box>
  );
}
