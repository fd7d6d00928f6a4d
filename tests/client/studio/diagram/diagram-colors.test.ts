import { describe, expect, it } from 'vitest';
import { diagramColors } from '../../../../src/client/studio/diagram/diagram-colors.ts';
import { createBrandTheme, theme } from '../../../../src/client/theme.ts';
import { contrastRatio } from '../../../../src/shared/branding/contrast.ts';

const brands = {
  default: theme,
  'a light brand': createBrandTheme({ primary: '#FFE066', secondary: '#A0E8AF' }),
  'a dark brand': createBrandTheme({ primary: '#0B2545', secondary: '#13315C' }),
};

describe.each(Object.entries(brands))('the diagram’s colours with %s', (_, brand) => {
  const colors = diagramColors(brand);
  const fills = [colors.paper, colors.selectedFill, colors.band];

  it('gives text at least 4.5:1 on every fill it sits on', () => {
    for (const text of [colors.text, colors.muted, colors.error])
      for (const fill of fills)
        expect(contrastRatio(text, fill), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
    for (const badge of [colors.entry, colors.end])
      expect(contrastRatio('#ffffff', badge)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws lines, the selected outline and the focus ring at least 3:1 against the fills', () => {
    for (const line of [colors.line, colors.primary, colors.error])
      for (const fill of fills)
        expect(contrastRatio(line, fill), `${line} on ${fill}`).toBeGreaterThanOrEqual(3);
  });
});
