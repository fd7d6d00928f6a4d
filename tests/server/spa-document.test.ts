import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, loanOfficers } from '../../src/server/db/schema.ts';
import { localizedStepTitle } from '../../src/server/i18n/document-texts.ts';
import { firstHeading } from '../../src/server/routes/spa-document.ts';
import { STUDIO_PAGE_FILE } from '../../src/server/routes/spa-routes.ts';
import type { BootData } from '../../src/shared/boot-data.ts';
import { htmlWindow } from '../support/html-document.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The shape `vite build` writes: the entry and its own preloads in index.html, the rest in the manifest.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta property="csp-nonce" content="__CSP_NONCE__" />
    <title>Borrower Portal</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

// The flow studio's page, built apart (vite.config.ts): its own entry, under studio-assets/.
const STUDIO_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta property="csp-nonce" content="__CSP_NONCE__" />
    <title>Flow studio</title>
    <script type="module" crossorigin src="/studio-assets/index-st1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_react-r1.js'], css: ['assets/index-e1.css'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_brand-b1.js': { file: 'assets/brand-b1.js', imports: ['_react-r1.js'], css: ['assets/brand-b1.css'] },
  'src/client/routing/officer-frame.tsx': {
    file: 'assets/officer-frame-f1.js',
    imports: ['_brand-b1.js', '_react-r1.js'],
    css: ['assets/officer-frame-f1.css'],
  },
  'src/client/screens/login-screen.tsx': { file: 'assets/login-screen-l1.js', imports: ['_brand-b1.js'] },
  'src/client/mui-scope.tsx': { file: 'assets/mui-scope-m1.js', imports: ['_react-r1.js'] },
  'src/client/flow-engine/step-screen.tsx': { file: 'assets/step-screen-s1.js', imports: ['_react-r1.js'] },
  'messages:schemas/messages/en/frame.json.js': { file: 'assets/frame.json-en1.js' },
  'messages:schemas/messages/es/frame.json.js': { file: 'assets/frame.json-es1.js' },
  'messages:schemas/messages/es/login.json.js': { file: 'assets/login.json-es1.js' },
  'src/client/flow-engine/step-documents-en.ts': { file: 'assets/step-documents-en-e1.js' },
  'src/client/flow-engine/step-documents-es.ts': { file: 'assets/step-documents-es-e1.js' },
  'step-in-locale:en:schemas/steps/property-address.json.js': { file: 'assets/property-address-p1.js' },
  'step-in-locale:es:schemas/steps/property-address.json.js': { file: 'assets/property-address-es-p1.js' },
  'precompiled-validator:schemas/steps/property-address.json.js': { file: 'assets/property-address-v1.js' },
  'src/client/portal/portal-root.tsx': { file: 'assets/portal-root-q1.js', imports: ['_react-r1.js'] },
  'src/client/portal/dashboard/dashboard-screen.tsx': { file: 'assets/dashboard-screen-d1.js' },
};

describe('the page the server sends for an address of the SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(path.join(dist, path.dirname(STUDIO_PAGE_FILE)), { recursive: true });
    writeFileSync(path.join(dist, STUDIO_PAGE_FILE), STUDIO_HTML);
    t = await createTestApp('pglite', {}, dist);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function page(url: string) {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const { document } = await htmlWindow(response.body);
    const boot = JSON.parse(document.getElementById('boot-data')?.textContent ?? 'null') as BootData;
    // The page's modules start through the script loader, after the loading screen's first paint.
    const loader = document.querySelector('script[data-entry]');
    const preloaded = [
      ...[...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
      ...(loader?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean),
    ];
    const styles = [...document.querySelectorAll('link[rel=stylesheet]')].map((link) =>
      link.getAttribute('href'),
    );
    return { response, document, boot, preloaded, styles, loader };
  }

  const api = async (url: string) => {
    const response = await t.app.inject(url);
    return response.statusCode === 404 ? null : response.json();
  };

  it('carries the runtime configuration, as /config.json answers it', async () => {
    const { boot, document } = await page('/2000001/login');
    expect(boot.config).toEqual(await api('/config.json'));
    // A data block: never run, so the page's policy (scripts from this origin only) is not loosened.
    expect(document.getElementById('boot-data')?.getAttribute('type')).toBe('application/json');
  });

  it("carries the officer's branding, as the three branding calls answer it", async () => {
    const { boot } = await page('/2000001/login');
    expect(boot.branding).toEqual([
      {
        officerId: '2000001',
        channel: await api('/api/v2/application/2000001/channel'),
        contact: await api('/api/v2/branding/lo/2000001/contact'),
        company: await api('/api/v2/branding/lo/2000001/company/branding'),
      },
    ]);
    expect(boot.branding[0]?.company?.companyName).toBe('Harborview Mortgage Partners');
  });

  it.each([
    ['an unknown officer', '/9999999/login', '9999999'],
    ['an inactive officer', '/2000003/login', '2000003'],
  ])("adds the default officer's branding for %s, whose pages move there", async (_name, url, id) => {
    const { boot } = await page(url);
    expect(boot.branding.map((branding) => branding.officerId)).toEqual([id, '1464945']);
    expect(boot.branding[1]?.channel?.channelType).toBe('Retail');
    if (id === '9999999')
      expect(boot.branding[0]).toMatchObject({ channel: null, contact: null, company: null });
  });

  it('preloads the log-in screen and its frame with the page, each file once, none the page already has', async () => {
    const { preloaded, styles } = await page('/2000001/login');
    expect(preloaded.sort()).toEqual([
      '/assets/brand-b1.js',
      // Its texts, in the page's language (English here).
      '/assets/frame.json-en1.js',
      '/assets/login-screen-l1.js',
      '/assets/officer-frame-f1.js',
      '/assets/react-r1.js',
    ]);
    expect(styles.sort()).toEqual([
      '/assets/brand-b1.css',
      '/assets/index-e1.css',
      '/assets/officer-frame-f1.css',
    ]);
  });

  it("preloads a flow step's screen, MUI's scope and the step's own document and validator", async () => {
    const { preloaded } = await page('/2000001/property/address?appId=12');
    expect(preloaded).toEqual(
      expect.arrayContaining([
        '/assets/officer-frame-f1.js',
        '/assets/mui-scope-m1.js',
        '/assets/step-screen-s1.js',
        '/assets/step-documents-en-e1.js',
        '/assets/property-address-p1.js',
        '/assets/property-address-v1.js',
      ]),
    );
  });

  it("preloads the portal's dashboard for /portal, and the frame's code for neither", async () => {
    const { preloaded } = await page('/2000001/portal');
    expect(preloaded).toEqual(
      expect.arrayContaining(['/assets/portal-root-q1.js', '/assets/dashboard-screen-d1.js']),
    );
    expect(preloaded).not.toContain('/assets/officer-frame-f1.js');
  });

  it('starts the entry module through the deferred script loader, served from this origin for good', async () => {
    const { document, loader } = await page('/2000001/login');
    expect(document.querySelectorAll('script[type=module]')).toHaveLength(0);
    expect(loader?.getAttribute('data-entry')).toBe('/assets/index-e1.js');
    expect(loader?.hasAttribute('defer')).toBe(true);
    const script = await t.app.inject(loader?.getAttribute('src') ?? '');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toContain("'data-entry'");
  });

  it('sends / with the configuration and nothing of an officer', async () => {
    const { boot, preloaded } = await page('/');
    expect(boot.branding).toEqual([]);
    expect(preloaded).toEqual(['/assets/react-r1.js']);
  });

  it('keeps a company name that looks like markup inside the data block, as text', async () => {
    const name = 'Harbor </script><script>alert(1)</script> $& $1 Partners';
    await t.db.orm.update(companies).set({ name }).where(eq(companies.nmlsId, '3000001'));
    try {
      const { boot, document, response } = await page('/2000001/login');
      expect(boot.branding[0]?.company?.companyName).toBe(name);
      expect(document.querySelectorAll('script')).toHaveLength(2);
      expect(response.body).not.toContain('</script><script>alert');
    } finally {
      await t.db.orm
        .update(companies)
        .set({ name: 'Harborview Mortgage Partners' })
        .where(eq(companies.nmlsId, '3000001'));
    }
  });

  describe('the loading screen it paints before the scripts run (issue 17: a first visit)', () => {
    const screen = (document: Document) => document.querySelector('#root > .loading-screen');

    it.each([
      ['a step', '/2000001/property/address?appId=12', 'Where is the property?', 'step'],
      ['the log-in screen', '/2000001/login', 'Borrower Portal Login', 'auth'],
      ['the portal log-in screen', '/2000001/portal/login', 'Borrower Portal Login', 'auth'],
      ['the dashboard', '/2000001/portal', 'Loan Dashboard', 'page'],
    ])('shows %s with its heading, the spinner and the first message', async (_name, url, text, kind) => {
      const { document, boot } = await page(url);
      const heading = screen(document)?.querySelector('h1');
      expect(heading?.textContent).toBe(text);
      expect(heading?.getAttribute('data-kind')).toBe(kind);
      expect(screen(document)?.querySelector('[role=status]')?.textContent).toBe(
        'Setting up your experience...',
      );
      // The SPA's own loading screen keeps the heading for that path.
      expect(boot.firstScreen).toEqual({ path: url.split('?')[0], heading: { text, kind } });
    });

    it('shows no heading where the page has none to show yet', async () => {
      const { document, boot } = await page('/2000001/portal/loans/7/todos');
      expect(screen(document)?.querySelector('h1')).toBeNull();
      expect(screen(document)?.querySelector('[role=status]')).not.toBeNull();
      expect(boot.firstScreen).toEqual({ path: '/2000001/portal/loans/7/todos' });
    });

    it("styles it in the page itself, under the response's nonce, with the stylesheets after it", async () => {
      const { document, response } = await page('/2000001/login');
      const style = document.querySelector('head > style');
      expect(style?.textContent).toContain('.loading-screen-heading');
      expect(String(response.headers['content-security-policy'])).toContain(
        `'nonce-${style?.getAttribute('nonce')}'`,
      );
      expect(document.querySelectorAll('head link[rel=stylesheet]')).toHaveLength(0);
      const links = [...document.querySelectorAll('body > link[rel=stylesheet]')];
      expect(links.length).toBeGreaterThan(0);
      const root = document.getElementById('root') as HTMLElement;
      for (const link of links)
        expect(root.compareDocumentPosition(link) & root.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it.each([
    ['the same title in every flow', ['a', 'b'], { a: 'Your home', b: 'Your home' }, 'Your home'],
    ['two titles', ['a', 'b'], { a: 'Your home', b: 'Your property' }, undefined],
    ['no step there', [], {}, undefined],
  ])("takes a step's heading from its step files when they agree: %s", (_name, screens, titles, expected) => {
    const heading = firstHeading(
      'property/address',
      () => screens,
      (screen) => (titles as Record<string, string>)[screen],
    );
    expect(heading?.text).toBe(expected);
  });

  describe("in the visitor's language (issue 22)", () => {
    const spanish = localizedStepTitle('property-address', 'es');
    const inject = (url: string, headers: Record<string, string>) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
    const read = async (url: string, headers: Record<string, string>) =>
      (await htmlWindow((await inject(url, headers)).body)).document;

    it('is English, as before, without Accept-Language or a lang cookie', async () => {
      const { document } = await page('/2000001/login');
      expect(document.documentElement.lang).toBe('en');
    });

    it('speaks the Accept-Language the company offers: lang, heading, first message and the step in Spanish', async () => {
      const document = await read('/2000001/property/address?appId=12', {
        'accept-language': 'es-MX,es;q=0.9',
      });
      expect(document.documentElement.lang).toBe('es');
      expect(spanish).toBeTruthy();
      expect(spanish).not.toBe('Where is the property?');
      const screen = document.querySelector('#root > .loading-screen');
      expect(screen?.querySelector('h1')?.textContent).toBe(spanish);
      const message = screen?.querySelector('[role=status]')?.textContent;
      expect(message).not.toBe('Setting up your experience...');
      const boot = JSON.parse(document.getElementById('boot-data')?.textContent ?? 'null') as BootData;
      expect(boot.firstScreen?.heading?.text).toBe(spanish);
      const loader = document.querySelector('script[data-entry]')?.getAttribute('data-preload') ?? '';
      // The step's document is the Spanish chunk, the one the SPA imports for Spanish (…json?locale=es).
      expect(loader).toContain('/assets/property-address-es-p1.js');
      expect(loader).toContain('/assets/step-documents-es-e1.js');
      expect(loader).not.toContain('/assets/property-address-p1.js');
      expect(loader).not.toContain('/assets/step-documents-en-e1.js');
      expect(loader).toContain('/assets/property-address-v1.js');
    });

    it("preloads the first screen's texts in the page's language only", async () => {
      const document = await read('/2000001/login', { 'accept-language': 'es-MX,es;q=0.9' });
      const loader = document.querySelector('script[data-entry]')?.getAttribute('data-preload') ?? '';
      expect(loader).toContain('/assets/frame.json-es1.js');
      expect(loader).toContain('/assets/login.json-es1.js');
      expect(loader).not.toContain('/assets/frame.json-en1.js');
    });

    it('takes the lang cookie (the picker’s choice) over Accept-Language', async () => {
      const spanishCookie = await read('/2000001/login', {
        'accept-language': 'en-US',
        cookie: 'a=1; lang=es',
      });
      expect(spanishCookie.documentElement.lang).toBe('es');
      const englishCookie = await read('/2000001/login', { 'accept-language': 'es', cookie: 'lang=en' });
      expect(englishCookie.documentElement.lang).toBe('en');
      expect(englishCookie.querySelector('#root h1')?.textContent).toBe('Borrower Portal Login');
    });

    it("stays English where the officer's company turned Spanish off", async () => {
      const [officer] = await t.db.orm
        .select({ company: loanOfficers.companyNmlsId })
        .from(loanOfficers)
        .where(eq(loanOfficers.nmlsId, '2000002'));
      await t.db.orm
        .update(companies)
        .set({ languages: ['en'] })
        .where(eq(companies.nmlsId, officer?.company as string));
      try {
        const document = await read('/2000002/login', { 'accept-language': 'es', cookie: 'lang=es' });
        expect(document.documentElement.lang).toBe('en');
        expect(document.querySelector('#root h1')?.textContent).toBe('Borrower Portal Login');
      } finally {
        await t.db.orm
          .update(companies)
          .set({ languages: ['en', 'es'] })
          .where(eq(companies.nmlsId, officer?.company as string));
      }
    });
  });

  it('fills in the CSP nonce as before', async () => {
    const { response, document } = await page('/2000001/login');
    const nonce = document.querySelector('meta[property=csp-nonce]')?.getAttribute('content');
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it.each(['/studio', '/2000001/studio'])(
    'sends %s the flow studio’s page with the configuration, none of the SPA’s files, and eval for its preview',
    async (url) => {
      const { response, document, boot, preloaded, styles } = await page(url);
      expect(document.title).toBe('Flow studio');
      expect(boot.config).toEqual(await api('/config.json'));
      expect(boot.branding.map((branding) => branding.officerId)).toEqual(
        url === '/studio' ? ['1464945'] : ['2000001'],
      );
      expect(preloaded).toEqual([]);
      expect(styles).toEqual([]);
      expect(response.body).not.toContain('/assets/');
      expect(String(response.headers['content-security-policy'])).toContain(
        "script-src 'self' 'unsafe-eval';",
      );
    },
  );
});
