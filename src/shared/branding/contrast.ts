/** WCAG 2.1 contrast arithmetic (relative luminance, contrast ratio), used to keep brand colours readable. */

export const AA_NORMAL_TEXT = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.test(value.trim());
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour for a filled background: white when it reaches AA, otherwise whichever of white/black reads better. */
export function pickContrastText(background: string): string {
  const onWhite = contrastRatio(background, WHITE);
  if (onWhite >= AA_NORMAL_TEXT) return WHITE;
  return contrastRatio(background, BLACK) > onWhite ? BLACK : WHITE;
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour itself when it already reads at AA on every given background, else the same hue darkened
 * step by step until it does. Brand colours such as #278A43 are fine for fills but too light for small text.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  const rgb = channels(color);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = toHex(rgb.map((c) => c * (1 - step * 0.05)));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= AA_NORMAL_TEXT)) return candidate;
  }
  return BLACK;
}
