/** How the diagram names steps for people and assistive technology: the same words on the node, in the list and to a screen reader. */
import type { DiagramNode } from './flow-layout.ts';

/** The path as shown: the root has no path of its own. */
export const shownPath = (path: string) => (path === '' ? '(flow start)' : path);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What is wrong with a step, short: "2 problems", "on a loop", "cannot be reached". */
export function troubleInWords(node: DiagramNode): string | undefined {
  const parts: string[] = [];
  if (node.problems.length > 0) parts.push(count(node.problems.length, 'problem', 'problems'));
  if (node.flags.loop && node.problems.every((problem) => problem.problem !== node.flags.loop))
    parts.push('on a loop');
  if (node.flags.unreachable && node.problems.every((problem) => problem.problem !== node.flags.unreachable))
    parts.push('cannot be reached');
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
