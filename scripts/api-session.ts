// What the load and fault scripts (bench-api.ts, fault-pg-kill.ts) do through the real API to get going: sign a
// borrower up and in through the embedded identity provider and create an application.
import { passwordGrantBody } from '../tests/support/identity.ts';

export interface ApiServer {
  baseUrl: string;
}

/** Calls the API with a JSON body (or none) and resolves to its JSON answer; throws on anything but 2xx. */
export async function apiJson(
  server: ApiServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

let signedUp = 0;

/** A new borrower signed in with the password grant, and a new application of theirs. */
export async function borrower(server: ApiServer): Promise<{ token: string; sub: string; appId: string }> {
  signedUp += 1;
  const email = `bench.${Date.now().toString(36)}.${process.pid}.${signedUp}@example.com`;
  const password = 'Bench-Borrower-2026';
  await apiJson(server, 'POST', '/idp/dbconnections/signup', undefined, {
    client_id: 'lending-spa',
    connection: 'Username-Password-Authentication',
    email,
    password,
    given_name: 'Bench',
    family_name: 'Borrower',
  });
  const grant = await apiJson(
    server,
    'POST',
    '/idp/oauth/token',
    undefined,
    passwordGrantBody(email, password),
  );
  const token = grant.access_token as string;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const created = await apiJson(server, 'POST', '/api/v2/application?nmlsId=2000001', token);
  const appId = (created.data as { appId: string }).appId;
  return { token, sub: claims.sub, appId };
}
