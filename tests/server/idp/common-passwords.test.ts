import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../../src/server/idp/common-passwords.ts';
import { authorizeRequest, submitForm } from '../../support/authorize-flow.ts';
import { passwordGrant, signUpUser, uniqueEmail } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 19 item 11: common and breached passwords are refused offline; long passphrases are welcome.
describe('common passwords', () => {
  it('bundles a list of at least 10,000 and sees through digits and symbols around a listed word', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    for (const password of ['Password1', 'Welcome2026', 'Letmein!2024', 'Summer2025', 'qwerty123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['Sunny-Porch-42', 'correct horse battery staple', 'Demo-Borrower-2026']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('sign-up refuses common passwords and accepts passphrases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('refuses Password1 and Welcome2026 on the sign-up API, naming the password field', async () => {
    for (const password of ['Password1', 'Welcome2026']) {
      const { response, email } = await signUpUser(t.app, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_password', field: 'password' });
      expect(response.json().description).toMatch(/^Password is too common/);
      expect((await passwordGrant(t.app, email, password)).statusCode).toBe(403);
    }
  });

  it('refuses them on the form with the message on the password field, and shows strength while typing', async () => {
    const { params } = authorizeRequest({ screen_hint: 'signup' });
    const response = await submitForm(t.app, params, {
      mode: 'signup',
      email: uniqueEmail(),
      password: 'Welcome2026',
      given_name: 'Com',
      family_name: 'Mon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/<p id="password-error" class="field-error">Password is too common/);
    expect(response.body).toContain('id="password-strength"');
    expect(response.body).toContain('Password strength: ');
  });

  it('accepts a long passphrase without digits or capitals', async () => {
    const passphrase = 'tangerine kayak under moonlight';
    const { response, email } = await signUpUser(t.app, { password: passphrase });
    expect(response.statusCode).toBe(200);
    expect((await passwordGrant(t.app, email, passphrase)).statusCode).toBe(200);
  });
});
