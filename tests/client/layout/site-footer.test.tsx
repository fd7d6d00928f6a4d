// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../../src/client/i18n/locale.ts';
import { SiteFooter } from '../../../src/client/layout/site-footer.tsx';
import { brandingState, byText, cleanup, preloadTexts, render, withBranding } from './render.tsx';

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('opens every provider link in a new tab, without opener or referrer', async () => {
    await render(withBranding(<SiteFooter />));
    const links = Array.from(document.querySelectorAll('footer nav a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'NMLS Consumer Access (opens in a new tab)',
      'Legal (opens in a new tab)',
      'Terms of Use (opens in a new tab)',
      'Privacy Policy (opens in a new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1464945',
      'https://mortgage.example/legal',
      'https://mortgage.example/terms',
      'https://mortgage.example/privacy',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('leaves out a link the configuration does not give', async () => {
    const state = brandingState();
    state.provider = { ...state.provider, links: { ...state.provider.links, legal: '' } };
    await render(withBranding(<SiteFooter />, state));
    expect(document.querySelectorAll('footer nav a')).toHaveLength(3);
  });

  it('shows the company NMLS id and a copyright line with the current year and the company name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    await render(withBranding(<SiteFooter />));
    expect(byText('NMLS ID #3000001')).not.toBeNull();
    expect(byText('© 2031 Harborview Mortgage Partners. All rights reserved.')).not.toBeNull();
  });

  it('states Equal Housing Lender beside its logo, which has a text alternative', async () => {
    await render(withBranding(<SiteFooter />));
    expect(byText('Equal Housing Lender')).not.toBeNull();
    const logo = document.querySelector('footer svg[role="img"]');
    const titleId = logo?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Equal Housing Lender logo');
  });
});

describe('SiteFooter in Spanish (issue 22)', () => {
  afterEach(() => getDefaultStore().set(localeAtom, 'en'));

  it('names the links, the NMLS id, the Equal Housing statement and the copyright in Spanish', async () => {
    await preloadTexts('es');
    getDefaultStore().set(localeAtom, 'es');
    await render(withBranding(<SiteFooter />));
    expect(document.querySelector('footer nav')?.getAttribute('aria-label')).toBe('Información legal');
    expect(Array.from(document.querySelectorAll('footer nav a')).map((link) => link.textContent)).toContain(
      'Política de privacidad (se abre en una pestaña nueva)',
    );
    expect(byText('N.º de identificación NMLS 3000001')).not.toBeNull();
    expect(byText('Prestamista que ofrece igualdad de oportunidades de vivienda')).not.toBeNull();
    const year = new Date().getFullYear();
    expect(byText(`© ${year} Harborview Mortgage Partners. Todos los derechos reservados.`)).not.toBeNull();
  });
});
