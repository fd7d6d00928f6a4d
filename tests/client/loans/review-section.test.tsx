// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReviewSectionPanel } from '../../../src/client/loans/review-section.tsx';
import type { ReviewSection } from '../../../src/client/loans/review-sections.ts';
import { loadPortalWords } from '../../support/portal-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadPortalWords());
afterEach(cleanup);

/** The window as wide as given, as far as CSS media queries go. */
function screenWidth(px: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? px <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

const section: ReviewSection = {
  name: 'prequal',
  title: 'Property, loan and contact',
  steps: [
    {
      step: { path: 'property/address', kind: 'protected', screen: 'property-address', section: 'prequal' },
      document: {
        $schema: '',
        id: 'property-address',
        title: 'Where is the property?',
        schema: { type: 'object' },
        uiSchema: {},
      },
      lines: [{ label: 'Address', value: '418 Maple Avenue, Columbus, OH 43215' }],
    },
    {
      step: { path: 'property/info', kind: 'protected', screen: 'property-info', section: 'prequal' },
      document: {
        $schema: '',
        id: 'property-info',
        title: 'Tell us about the home',
        schema: { type: 'object' },
        uiSchema: {},
      },
      lines: [
        { label: 'What kind of home is it?', value: 'Single-family house' },
        { label: 'What do you think the home is worth?', value: '$425,000' },
      ],
    },
  ],
};

const show = () =>
  render(
    <MemoryRouter>
      <ReviewSectionPanel section={section} editLink={(path) => `/2000001/${path}?appId=1`} />
    </MemoryRouter>,
  );

describe('a review section on a phone', () => {
  it('starts closed: a heading with a button, one line of answers and Edit; opened, every step', async () => {
    screenWidth(375);
    await show();
    const heading = document.querySelector('h2');
    const button = heading?.querySelector('button');
    expect(button?.textContent).toContain('Property, loan and contact');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('aria-labelledby')).toBe(button?.id);
    expect(region?.hidden).toBe(true);
    expect(document.body.textContent).toContain(
      '418 Maple Avenue, Columbus, OH 43215 · Single-family house · $425,000',
    );
    const edit = document.querySelector('a[aria-label="Edit Property, loan and contact"]');
    expect(edit?.getAttribute('href')).toBe('/2000001/property/address?appId=1');

    await act(async () => button?.click());
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hidden).toBe(false);
    expect([...(region?.querySelectorAll('h3') ?? [])].map((h3) => h3.textContent)).toEqual([
      'Where is the property?',
      'Tell us about the home',
    ]);
    expect(document.querySelector('a[aria-label="Edit Tell us about the home"]')).not.toBeNull();
    expect(document.querySelector('a[aria-label="Edit Property, loan and contact"]')).toBeNull();
  });
});

describe('a review section on a wider screen', () => {
  it('is always open, with no button: the heading, every step with its Edit', async () => {
    screenWidth(1280);
    await show();
    expect(document.querySelector('h2')?.textContent).toBe('Property, loan and contact');
    expect(document.querySelector('button')).toBeNull();
    expect(document.querySelectorAll('h3')).toHaveLength(2);
    expect(document.querySelector('a[aria-label="Edit Where is the property?"]')).not.toBeNull();
  });
});
