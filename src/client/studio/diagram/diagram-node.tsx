/**
 * One step in the diagram: an SVG group that is a button (Tab reaches it; Enter or Space opens the step). A step
 * with problems has the theme's error colour, a warning sign and its trouble in words, never colour alone.
 */
import type { KeyboardEvent, Ref } from 'react';
import type { DiagramColors } from './diagram-colors.ts';
import { nodeName, shownPath, troubleInWords } from './diagram-words.ts';
import type { DiagramNode } from './flow-layout.ts';

/** Text cut to fit the node, with an ellipsis; the full words are in the accessible name and the tooltip. */
const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

function WarningSign({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g>
      <path d={`M${x + 8} ${y} L${x + 16} ${y + 14} L${x} ${y + 14} Z`} fill={color} />
      <rect x={x + 7.1} y={y + 4} width={1.8} height={5.5} fill="#fff" />
      <rect x={x + 7.1} y={y + 10.6} width={1.8} height={1.8} fill="#fff" />
    </g>
  );
}

function Badge({ x, y, text, fill }: { x: number; y: number; text: string; fill: string }) {
  const width = text.length * 6.6 + 10;
  return (
    <g>
      <rect x={x - width} y={y} width={width} height={16} rx={8} fill={fill} />
      <text x={x - width / 2} y={y + 11.5} fontSize={10} fontWeight={700} fill="#fff" textAnchor="middle">
        {text}{' '}
      </text>
    </g>
  );
}

export function DiagramStepNode(props: {
  node: DiagramNode;
  redirectsTo?: string;
  selected: boolean;
  colors: DiagramColors;
  onOpen: (path: string) => void;
  /** Arrow Down follows Continue, Arrow Up goes back along it. */
  onMove: (path: string, direction: 'forward' | 'back') => void;
  nodeRef: Ref<SVGGElement>;
}) {
  const { node, redirectsTo, selected, colors, onOpen, onMove, nodeRef } = props;
  const { x, y, width, height } = node;
  const trouble = troubleInWords(node);
  const stroke = trouble ? colors.error : selected ? colors.primary : colors.line;
  const second =
    node.kind === 'redirect' ? `redirect → ${shownPath(redirectsTo ?? '')}` : `screen ${node.screen}`;
  const third = [node.section, node.progress === undefined ? undefined : `${node.progress}%`]
    .filter(Boolean)
    .join(' · ');
  const pathText = clip(shownPath(node.path), node.entry || node.end ? 26 : 32);
  // The name starts with the words drawn on the step, in their order (WCAG 2.5.3: a speech user says what they
  // see), then says the step in full. No <title> or <desc> inside: axe counts their text as drawn.
  const drawn = [
    pathText,
    clip(second, 36),
    clip(third, 36),
    trouble ? clip(trouble, 30) : '',
    node.entry ? 'ENTRY' : '',
    node.end ? 'END' : '',
  ].filter(Boolean);
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(node.path, event.key === 'ArrowDown' ? 'forward' : 'back');
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(node.path);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; role and keys make it one.
    <g
      ref={nodeRef}
      className="diagram-node"
      role="button"
      tabIndex={0}
      aria-label={`Step ${drawn.join(', ')}. ${nodeName(node, redirectsTo)}`}
      aria-current={selected ? 'true' : undefined}
      data-path={node.path}
      onClick={() => onOpen(node.path)}
      onKeyDown={onKeyDown}
      style={{ cursor: 'pointer' }}
    >
      <rect
        className="focus-ring"
        x={x - 5}
        y={y - 5}
        width={width + 10}
        height={height + 10}
        rx={12}
        fill="none"
        stroke="transparent"
        strokeWidth={3}
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        fill={selected ? colors.selectedFill : colors.paper}
        stroke={stroke}
        strokeWidth={trouble || selected ? 3 : 1.5}
        strokeDasharray={node.kind === 'redirect' ? '6 4' : undefined}
      />
      <text x={x + 10} y={y + 20} fontSize={13} fontWeight={700} fill={colors.text}>
        {pathText}{' '}
      </text>
      <text x={x + 10} y={y + 38} fontSize={12} fill={colors.muted}>
        {clip(second, 36)}{' '}
      </text>
      <text x={x + 10} y={y + 55} fontSize={12} fill={colors.muted}>
        {clip(third, 36)}{' '}
      </text>
      {trouble && (
        <>
          <WarningSign x={x + 10} y={y + 63} color={colors.error} />
          <text x={x + 32} y={y + 75} fontSize={12} fontWeight={700} fill={colors.error}>
            {clip(trouble, 30)}{' '}
          </text>
        </>
      )}
      {node.entry && <Badge x={x + width - 6} y={y + 6} text="ENTRY" fill={colors.entry} />}
      {node.end && <Badge x={x + width - 6} y={y + (node.entry ? 26 : 6)} text="END" fill={colors.end} />}
      {node.entry && (
        <g>
          <circle cx={x - 16} cy={y + 16} r={6} fill={colors.entry} />
          <line x1={x - 10} y1={y + 16} x2={x} y2={y + 16} stroke={colors.entry} strokeWidth={2} />
        </g>
      )}
      {node.end && (
        <g>
          <line
            x1={x + width / 2}
            y1={y + height}
            x2={x + width / 2}
            y2={y + height + 12}
            stroke={colors.end}
            strokeWidth={2}
          />
          <circle
            cx={x + width / 2}
            cy={y + height + 20}
            r={8}
            fill="none"
            stroke={colors.end}
            strokeWidth={2}
          />
          <circle cx={x + width / 2} cy={y + height + 20} r={4.5} fill={colors.end} />
        </g>
      )}
    </g>
  );
}

/** A target no step has: drawn so the arrow that points at it is seen, named for assistive technology. */
export function MissingTargetNode({ node, colors }: { node: DiagramNode; colors: DiagramColors }) {
  const { x, y, width, height } = node;
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role="img" names the drawing.
    <g role="img" aria-label={`Missing step ${node.path}: not a step of this flow`}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        fill={colors.paper}
        stroke={colors.error}
        strokeWidth={2}
        strokeDasharray="4 4"
      />
      <WarningSign x={x + 10} y={y + 10} color={colors.error} />
      <text x={x + 32} y={y + 22} fontSize={12} fontWeight={700} fill={colors.error}>
        Not a step
      </text>
      <text x={x + 10} y={y + 42} fontSize={12} fill={colors.text}>
        {clip(node.path, 34)}
      </text>
    </g>
  );
}
