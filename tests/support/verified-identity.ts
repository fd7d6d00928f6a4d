import type { FastifyInstance } from 'fastify';

/**
 * The borrower verifies their identity as the soft-pull consent screen has them do: the simulated service's link
 * token, its hosted page (date of birth and the SSN's last four, then Verify), and the session checked by the
 * server; nothing when it has passed already. The service passes them (the application's simulator scenario gets
 * `identity: pass`, its other parts kept: the data sets' legal last name is Idfail) unless `asIs` leaves it to the
 * scenario and last-name triggers. Resolves to the status stored.
 */
export async function verifyIdentity(
  app: FastifyInstance,
  authorization: string,
  appId: string,
  { asIs = false, ...form }: { dateOfBirth?: string; ssnLast4?: string; asIs?: boolean } = {},
): Promise<string> {
  const stored = await app.inject({
    url: `/api/v2/idv/identity/verification/${appId}`,
    headers: { authorization },
  });
  if (stored.json().data?.status === 'passed') return 'passed';
  if (!asIs) {
    const url = `/api/v2/simulators/applications/${appId}/scenario`;
    const scenario = (await app.inject({ url, headers: { authorization } })).json() as object;
    const chosen = await app.inject({
      method: 'PUT',
      url,
      headers: { authorization },
      payload: { ...scenario, identity: 'pass' },
    });
    if (chosen.statusCode !== 200) throw new Error(`choosing identity: pass failed: ${chosen.body}`);
  }
  const token = await app.inject({
    method: 'POST',
    url: '/api/v2/idv/create-token',
    headers: { authorization },
    payload: {
      appId,
      product: 'identity_verification',
      returnPath: `/2000001/select-offer/consent?appId=${appId}`,
    },
  });
  if (token.statusCode !== 200) throw new Error(`create-token answered ${token.statusCode}: ${token.body}`);
  const { linkToken } = token.json().data as { linkToken: string };
  const hosted = await app.inject({
    method: 'POST',
    url: '/verification-sim/identity',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: linkToken,
      dateOfBirth: form.dateOfBirth ?? '1984-06-02',
      ssnLast4: form.ssnLast4 ?? '6789',
      action: 'verify',
    }).toString(),
  });
  const sessionId = new URL(String(hosted.headers.location ?? ''), 'http://localhost').searchParams.get(
    'verificationSession',
  );
  if (!sessionId) throw new Error(`the hosted page answered ${hosted.statusCode} without a session`);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/v2/application/${appId}/borrower/verify-id`,
    headers: { authorization },
    payload: { sessionId },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-id answered ${verified.statusCode}: ${verified.body}`);
  return (verified.json() as { verification?: { identity?: { status?: string } } }).verification?.identity
    ?.status as string;
}
