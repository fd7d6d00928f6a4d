/**
 * The arrows between steps and the section bands behind them. Hidden from assistive technology: the steps list
 * beside the diagram says the same in words (every target with its condition).
 */
import type { DiagramColors } from './diagram-colors.ts';
import { type DiagramEdge, LABEL_LINE, type SectionBand } from './flow-layout.ts';

/** A smooth line through dagre's points: straight ends, quadratic bends through the middle points. */
function pathThrough(points: { x: number; y: number }[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length < 2) return `M${first.x},${first.y}${rest.map((p) => ` L${p.x},${p.y}`).join('')}`;
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < rest.length - 1; i += 1) {
    const bend = rest[i] as { x: number; y: number };
    const after = rest[i + 1] as { x: number; y: number };
    const mid = i === rest.length - 2 ? after : { x: (bend.x + after.x) / 2, y: (bend.y + after.y) / 2 };
    d += ` Q${bend.x},${bend.y} ${mid.x},${mid.y}`;
  }
  return d;
}

export function ArrowMarkers({ id, colors }: { id: string; colors: DiagramColors }) {
  return (
    <defs>
      {[
        ['arrow', colors.line],
        ['arrow-error', colors.error],
      ].map(([name, color]) => (
        <marker
          key={name}
          id={`${id}-${name}`}
          viewBox="0 0 10 10"
          refX={9}
          refY={5}
          markerWidth={8}
          markerHeight={8}
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 Z" fill={color} />
        </marker>
      ))}
    </defs>
  );
}

export function DiagramEdges({
  edges,
  markerId,
  colors,
}: {
  edges: DiagramEdge[];
  markerId: string;
  colors: DiagramColors;
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the steps list says this in words.
    <g aria-hidden="true">
      {edges.map((edge) => (
        <path
          key={edge.id}
          d={pathThrough(edge.points)}
          fill="none"
          stroke={edge.missing ? colors.error : colors.line}
          strokeWidth={1.5}
          strokeDasharray={edge.redirect || edge.missing ? '6 4' : undefined}
          markerEnd={`url(#${markerId}-${edge.missing ? 'arrow-error' : 'arrow'})`}
        />
      ))}
      {edges.map((edge) => {
        if (!edge.labelAt || edge.labelLines.length === 0) return null;
        const width = Math.max(...edge.labelLines.map((line) => line.length)) * 6.6 + 8;
        const height = edge.labelLines.length * LABEL_LINE + 4;
        const { x, y } = edge.labelAt;
        return (
          <g key={`${edge.id}-label`}>
            <rect
              x={x - width / 2}
              y={y - height / 2}
              width={width}
              height={height}
              rx={3}
              fill={colors.paper}
              stroke={colors.line}
              strokeWidth={0.75}
            />
            {edge.labelLines.map((line, index) => (
              <text
                key={line}
                x={x}
                y={y - height / 2 + 2 + LABEL_LINE * (index + 1) - 3}
                fontSize={11}
                fill={colors.text}
                textAnchor="middle"
              >
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </g>
  );
}

export function SectionBands({ sections, colors }: { sections: SectionBand[]; colors: DiagramColors }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the steps list says this in words.
    <g aria-hidden="true">
      {sections.map((band) => (
        <g key={band.name}>
          <rect
            x={band.x}
            y={band.y}
            width={band.width}
            height={band.height}
            rx={10}
            fill={colors.band}
            stroke={colors.bandLine}
            strokeWidth={1}
          />
          <text x={band.x + 12} y={band.y + 18} fontSize={13} fontWeight={700} fill={colors.muted}>
            {`Section ${band.name}: ${band.title}`}
          </text>
        </g>
      ))}
    </g>
  );
}
