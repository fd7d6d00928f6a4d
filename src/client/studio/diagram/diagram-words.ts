/** How the diagram names steps for people and assistive technology: the same words on the node, in the list and to a screen reader. */
import type { DiagramNode } from './flow-layout.ts';

/** The path as shown: the root has no path of its own. */
export const shownPath = (path: string) => (path === '' ? '(flow start)' : path);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What is wrong with a step, short: "on a loop", "cannot be reached", "2 problems" (the others the checker found). */
export function troubleInWords(node: DiagramNode): string | undefined {
  const { loop, unreachable } = node.flags;
  const others = node.problems.filter(
    (problem) => problem.problem !== loop && problem.problem !== unreachable,
  );
  const parts = [
    loop && 'on a loop',
    unreachable && 'cannot be reached',
    others.length > 0 &&
      count(
        others.length,
        loop || unreachable ? 'more problem' : 'problem',
        loop || unreachable ? 'more problems' : 'problems',
      ),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** The node's accessible name: `Step property/info, screen property-info, section prequal, progress 40%`. */
export function nodeName(node: DiagramNode, redirectsTo?: string): string {
  const parts = [`Step ${shownPath(node.path)}`];
  if (node.kind === 'redirect') parts.push(`redirects to ${shownPath(redirectsTo ?? '')}`);
  if (node.screen) parts.push(`screen ${node.screen}`);
  if (node.section) parts.push(`section ${node.section}`);
  if (node.progress !== undefined) parts.push(`progress ${node.progress}%`);
  if (node.entry) parts.push('entry point');
  if (node.end) parts.push('end of the flow');
  const trouble = troubleInWords(node);
  if (trouble) parts.push(trouble);
  return parts.join(', ');
}
