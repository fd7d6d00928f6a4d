import { createHash } from 'node:crypto';

/** A stable non-negative integer from text: simulators derive everything from it, so the same input always answers the same. */
export function seedOf(...parts: (string | undefined)[]): number {
  const digest = createHash('sha256')
    .update(parts.map((part) => (part ?? '').trim().toLowerCase()).join('|'))
    .digest();
  return digest.readUInt32BE(0);
}

/** The n-th pseudo-random value in [0, 1) of a seed (n small). */
export function fractionOf(seed: number, n: number): number {
  return seedOf(String(seed), String(n)) / 0x1_0000_0000;
}
