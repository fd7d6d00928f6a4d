import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeRequest, submitForm } from '../../support/authorize-flow.ts';
import { htmlWindow } from '../../support/html-document.ts';
import { uniqueEmail } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const HARBORVIEW_OFFICER = '2000001';
const HARBORVIEW_BLUE = '#0B5394';
const PROVIDER_GREEN = '#278A43';

const documentOf = async (html: string) => (await htmlWindow(html)).document;

describe.each(backends)('the identity provider’s pages (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const page = async (extra: Record<string, string>) => {
    const response = await t.app.inject(`/idp/authorize?${authorizeRequest(extra).query}`);
    expect(response.statusCode).toBe(200);
    return { response, document: await documentOf(response.body) };
  };

  describe('wear the brand of the officer the SPA names', () => {
    it.each([
      ['log-in', 'login', 'Log in'],
      ['registration', 'signup', 'Create your account'],
    ])('the %s page of officer 2000001 shows Harborview’s logo and blue', async (_name, hint, heading) => {
      const { response, document } = await page({ screen_hint: hint, 'ext-nmls-id': HARBORVIEW_OFFICER });
      expect(document.querySelector('h1')?.textContent).toBe(heading);
      const logo = document.querySelector('header img');
      expect(logo?.getAttribute('src')).toBe(`/api/v2/branding/${HARBORVIEW_OFFICER}/logo`);
      expect(logo?.getAttribute('alt')).toBe('Harborview Mortgage Partners');
      expect(document.title).toBe(`${heading} – Harborview Mortgage Partners`);
      const style = document.querySelector('style')?.textContent ?? '';
      expect(style).toContain(`--primary:${HARBORVIEW_BLUE}`);
      expect(style).toMatch(/\.submit\{[^}]*background:var\(--primary\)/);
      expect(style).not.toContain(PROVIDER_GREEN);
      expect(response.body).not.toContain('#1d6b33');
      // Spec 2.6: no icon for a custom broker, and no request for /favicon.ico either.
      expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('data:,');

      const image = await t.app.inject(logo?.getAttribute('src') as string);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    });

    it.each([
      ['no officer', {}],
      ['the default officer', { 'ext-nmls-id': '1464945' }],
      ['an unknown officer', { 'ext-nmls-id': '9999999' }],
      ['an inactive officer', { 'ext-nmls-id': '2000003' }],
      ['a malformed id', { 'ext-nmls-id': '<script>' }],
    ])('falls back to the provider’s brand for %s', async (_name, extra) => {
      const { document } = await page(extra);
      expect(document.querySelector('header img')?.getAttribute('src')).toBe('/api/v2/branding/1464945/logo');
      expect(document.title).toBe('Log in – Keystone Home Lending, LLC');
      expect(document.querySelector('style')?.textContent).toContain(`--primary:${PROVIDER_GREEN}`);
      const icon = document.querySelector('link[rel=icon]')?.getAttribute('href');
      expect(icon).toBe('/idp/favicon.svg');
      const favicon = await t.app.inject(icon as string);
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['content-type']).toContain('image/svg+xml');
      expect(favicon.body).toContain(PROVIDER_GREEN);
    });

    it('keeps the brand on a form sent back with errors and on the link to the other form', async () => {
      const { params } = authorizeRequest({ 'ext-nmls-id': HARBORVIEW_OFFICER });
      const refused = await submitForm(t.app, params, { mode: 'login', email: '', password: '' });
      const document = await documentOf(refused.body);
      expect(document.querySelector('header img')?.getAttribute('alt')).toBe('Harborview Mortgage Partners');
      expect(document.querySelector('input[name="ext-nmls-id"]')?.getAttribute('value')).toBe(
        HARBORVIEW_OFFICER,
      );
      const other = new URL(
        document.querySelector('.switch a')?.getAttribute('href') as string,
        'http://localhost/idp/',
      );
      expect(other.searchParams.get('ext-nmls-id')).toBe(HARBORVIEW_OFFICER);
      expect(other.searchParams.get('screen_hint')).toBe('signup');
    });
  });

  describe('list every problem at once', () => {
    it('names all four fields of an empty registration, each at its field and in the summary', async () => {
      const { params } = authorizeRequest({ screen_hint: 'signup', 'ext-nmls-id': HARBORVIEW_OFFICER });
      const response = await submitForm(t.app, params, {
        mode: 'signup',
        given_name: ' ',
        family_name: '',
        email: 'not-an-email',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      const document = await documentOf(response.body);
      const summary = document.querySelector('[role=alert]');
      expect(summary?.querySelector('h2')?.textContent).toBe('There are 4 problems');
      const links = [...(summary?.querySelectorAll('a') ?? [])].map((link) => [
        link.getAttribute('href'),
        link.textContent,
      ]);
      expect(links).toEqual([
        ['#given_name', 'Enter your first name.'],
        ['#family_name', 'Enter your last name.'],
        ['#email', 'Enter a valid email address.'],
        [
          '#password',
          'Password is too weak. It needs: At least 8 characters; At least one upper-case letter (A-Z); At least one number (0-9).',
        ],
      ]);
      for (const field of ['given_name', 'family_name', 'email', 'password']) {
        const input = document.getElementById(field);
        expect(input?.getAttribute('aria-invalid'), field).toBe('true');
        const described = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
        expect(described).toContain(`${field}-error`);
        expect(document.getElementById(`${field}-error`)?.textContent).toBe(
          links.find(([href]) => href === `#${field}`)?.[1],
        );
      }
      expect(document.getElementById('email')?.getAttribute('value')).toBe('not-an-email');
    });

    it('names both empty fields of the log-in form', async () => {
      const { params } = authorizeRequest();
      const response = await submitForm(t.app, params, { mode: 'login', email: '', password: '' });
      expect(response.statusCode).toBe(400);
      const document = await documentOf(response.body);
      expect([...document.querySelectorAll('.error-summary li')].map((item) => item.textContent)).toEqual([
        'Enter your email.',
        'Enter your password.',
      ]);
      expect(document.getElementById('email')?.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById('password')?.getAttribute('aria-invalid')).toBe('true');
    });

    it('leaves fields without a problem unmarked', async () => {
      const { params } = authorizeRequest({ screen_hint: 'signup' });
      const response = await submitForm(t.app, params, {
        mode: 'signup',
        given_name: 'Ana',
        family_name: 'Lopez',
        email: uniqueEmail(),
        password: 'nouppercase1',
      });
      const document = await documentOf(response.body);
      expect(document.querySelectorAll('.error-summary li')).toHaveLength(1);
      expect(document.getElementById('given_name')?.hasAttribute('aria-invalid')).toBe(false);
      expect(document.getElementById('password')?.getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('the show-password toggle', () => {
    it.each(['login', 'signup'])(
      'is a button for the password on the %s form, run by the page’s one nonce’d script',
      async (hint) => {
        const { response, document } = await page({ screen_hint: hint });
        const toggle = document.querySelector('button[aria-controls=password]');
        expect(toggle?.getAttribute('type')).toBe('button');
        expect(toggle?.getAttribute('aria-pressed')).toBe('false');
        expect(toggle?.textContent).toBe('Show password');
        // Without the script there is nothing to toggle with, so it stays hidden.
        expect(toggle?.hasAttribute('hidden')).toBe(true);

        const policy = String(response.headers['content-security-policy']);
        const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce).toBeTruthy();
        expect(policy).not.toContain('unsafe-inline');
        const scripts = [...document.querySelectorAll('script')];
        expect(scripts).toHaveLength(1);
        expect(scripts[0]?.getAttribute('nonce')).toBe(nonce);
        expect(document.querySelectorAll('[onclick], [onload], [onsubmit]')).toHaveLength(0);
      },
    );

    it('shows the password and hides it again, saying which in aria-pressed, and hides it on submit', async () => {
      const { response } = await page({ screen_hint: 'signup' });
      const { document, Event } = await htmlWindow(response.body, { runScripts: true });
      const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls=password]');
      const password = document.getElementById('password') as HTMLInputElement;
      expect(toggle?.hidden).toBe(false);
      expect(password.type).toBe('password');
      toggle?.click();
      expect(password.type).toBe('text');
      expect(toggle?.getAttribute('aria-pressed')).toBe('true');
      toggle?.click();
      expect(password.type).toBe('password');
      expect(toggle?.getAttribute('aria-pressed')).toBe('false');
      toggle?.click();
      password.form?.dispatchEvent(new Event('submit', { cancelable: true }));
      expect(password.type).toBe('password');
      expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    });
  });
});
