/** "Did you mean …?": the known name closest to a misspelt one, by edit distance. */
import { distance } from 'fastest-levenshtein';

/** How many edits still look like a slip of the keyboard rather than another name. */
const allowedEdits = (name: string) => (name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3)));

export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const edits = distance(lower, candidate.toLowerCase());
    if (edits < bestDistance) {
      best = candidate;
      bestDistance = edits;
    }
  }
  if (bestDistance <= allowedEdits(name)) return best;
  // A name cut short ("Primary" for "PrimaryResidence") is a slip too.
  const longer = [...candidates].filter((candidate) => candidate.toLowerCase().startsWith(lower));
  return name.length >= 4 && longer.length === 1 ? longer[0] : undefined;
}

/** ` Did you mean "x"?`, or nothing when no known name is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const suggestion = closest(name, candidates);
  return suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
}

/** `"a", "b" or "c"` (at most `limit` names, then "…"). */
export function listOf(names: readonly unknown[], limit = 12): string {
  const shown = names
    .slice(0, limit)
    .map((name) => (typeof name === 'string' ? `"${name}"` : JSON.stringify(name)));
  if (names.length > limit) return `${shown.join(', ')}, …`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? 'nothing');
}

/** A value as a product owner wrote it: text in quotes, anything else as JSON. */
export const shown = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : value === undefined ? 'nothing' : JSON.stringify(value);
