import type { FastifyInstance } from 'fastify';

export const SPA_CLIENT_ID = 'lending-spa';
export const API_AUDIENCE = 'https://api.lending.local/';
export const GOOD_PASSWORD = 'Sunny-Porch-42';

let counter = 0;
export function uniqueEmail(prefix = 'borrower'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function signUpUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const body = {
    client_id: SPA_CLIENT_ID,
    connection: 'Username-Password-Authentication',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    given_name: 'Avery',
    family_name: 'Borrower',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/idp/dbconnections/signup', payload: body });
  return { response, email: body.email, password: body.password };
}

/** The body of a password grant (POST /idp/oauth/token) for the SPA's client and the API audience. */
export const passwordGrantBody = (email: string, password: string, scope = 'openid profile email') => ({
  grant_type: 'password',
  client_id: SPA_CLIENT_ID,
  username: email,
  password,
  audience: API_AUDIENCE,
  scope,
});

/** Tokens through Auth0's password grant, as scripts and tests get them. */
export async function passwordGrant(
  app: FastifyInstance,
  email: string,
  password: string,
  scope = 'openid profile email',
) {
  return app.inject({
    method: 'POST',
    url: '/idp/oauth/token',
    payload: passwordGrantBody(email, password, scope),
  });
}

/** A signed-up user and an access token for the API. */
export async function signedInUser(app: FastifyInstance, scope?: string) {
  const { email, password } = await signUpUser(app);
  const tokens = (await passwordGrant(app, email, password, scope)).json();
  return { email, password, tokens, authorization: `Bearer ${tokens.access_token as string}` };
}

/** A user signed up with `email` (an invited co-borrower accepts only as that address) and their access token. */
export async function signedInAs(app: FastifyInstance, email: string, scope?: string) {
  const { password } = await signUpUser(app, { email });
  const tokens = (await passwordGrant(app, email, password, scope)).json();
  return { email, password, tokens, authorization: `Bearer ${tokens.access_token as string}` };
}
