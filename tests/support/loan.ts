import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
  SOFT_CREDIT_PULL_CONSENT,
} from '../../src/shared/consents.ts';
import { applicationWith } from './application.ts';
import { verifyIdentity } from './verified-identity.ts';

export type DataSetName = 'minimal' | 'maximal';

/** A borrower data set of `tests/fixtures/{flow}/{name}.json`: every answer of the full application. */
export function dataSet(flow: string, name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/${flow}/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
}

/**
 * What the borrower does on the disclosure steps before submitting, in their order: opens the sample document, gives
 * the E-SIGN consent, opens the disclosures, acknowledges them, and authorises the hard inquiry.
 */
export async function consentToSubmit(app: FastifyInstance, authorization: string, appId: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const base = `/api/v2/application/${appId}`;
  const openLink = async () => {
    const link = (await call('GET', `${base}/disclosuresLink`)).json() as { url: string };
    await call('GET', new URL(link.url).pathname);
  };
  await openLink();
  await call('POST', `${base}/esign-consent`, { textVersion: E_SIGN_CONSENT.version, accepted: true });
  await openLink();
  await call('POST', `${base}/disclosures-receipt`, {
    textVersion: DISCLOSURES_RECEIPT.version,
    accepted: true,
  });
  await call('POST', `${base}/consents`, {
    kind: HARD_CREDIT_PULL_CONSENT.kind,
    textVersion: HARD_CREDIT_PULL_CONSENT.version,
  });
}

/**
 * An application with every answer of the data set, a soft pull and the first priced offer chosen, and (unless
 * `consents` is false) the consents submission needs.
 */
export async function completeApplication(
  app: FastifyInstance,
  authorization: string,
  name: DataSetName = 'minimal',
  flow = 'slim-1',
  { consents = true }: { consents?: boolean } = {},
) {
  const call = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const appId = await applicationWith(app, authorization, dataSet(flow, name));
  await call(`/api/v2/application/${appId}/consents`, {
    kind: 'soft-credit-pull',
    textVersion: SOFT_CREDIT_PULL_CONSENT.version,
  });
  await verifyIdentity(app, authorization, appId);
  await call(`/api/v2/applications/${appId}/credit`);
  const offer = (await call('/api/v2/pricing/new', { applicationId: appId })).json().products[0];
  const chosen = await call('/api/v2/pricing/offers', {
    applicationId: appId,
    productId: offer.id,
    loanAmount: offer.loanAmount,
  });
  if (chosen.statusCode !== 200) throw new Error(`choosing an offer failed: ${chosen.body}`);
  if (consents) await consentToSubmit(app, authorization, appId);
  return { appId, offer };
}

/** A complete application submitted: resolves to its id, the chosen offer and the loan summary answered. */
export async function submittedLoan(
  app: FastifyInstance,
  authorization: string,
  name: DataSetName = 'minimal',
  flow = 'slim-1',
) {
  const { appId, offer } = await completeApplication(app, authorization, name, flow);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/application/${appId}/submit`,
    headers: { authorization },
  });
  if (response.statusCode !== 201) throw new Error(`submitting failed: ${response.body}`);
  return { appId, offer, loan: response.json() };
}
