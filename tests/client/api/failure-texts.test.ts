// @vitest-environment jsdom
/**
 * The SPA's own words for a call that failed without the server's (issue 22): in the page's language, from the
 * `calls` catalogue; the server's words, when it sent them, are shown as sent.
 */
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { patchApplication, SaveRefusedError } from '../../../src/client/api/application-api.ts';
import { fetchTimeline, submitApplication } from '../../../src/client/api/loan-api.ts';
import { fetchValuation, runCreditCheck } from '../../../src/client/api/pricing-api.ts';
import { PricingCallError } from '../../../src/client/api/pricing-call-error.ts';
import { createLinkToken, VerificationCallError } from '../../../src/client/api/verification-api.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';

const offline = vi.hoisted(() => ({ calls: false }));

// Offline, the `calls` catalogue cannot download either (the catalogues already loaded stay).
vi.mock('../../../src/client/i18n/messages.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/client/i18n/messages.ts')>();
  return {
    ...original,
    loadCatalogue: (locale: 'en' | 'es', namespace: string) =>
      offline.calls && namespace === 'calls'
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : original.loadCatalogue(locale, namespace),
  };
});

type Answer = { status: number; data?: unknown } | 'network-down';

/** A client whose every call gets `answer` (no retries: the words are what is tested). */
function api(answer: Answer) {
  const adapter: AxiosAdapter = async (config) => {
    if (answer === 'network-down') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: answer.data ?? '',
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    throw new axios.AxiosError('refused', String(answer.status), config, undefined, response);
  };
  return axios.create({ baseURL: '/api', adapter });
}

const onPage = (lang: 'en' | 'es') => {
  document.documentElement.lang = lang;
};

async function failureOf(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    return error as Error;
  }
  throw new Error('The call did not fail');
}

beforeAll(() => Promise.all([loadCatalogue('en', 'common'), loadCatalogue('es', 'common')]));
afterEach(() => {
  offline.calls = false;
  onPage('en');
  vi.restoreAllMocks();
});

describe('a call that failed without the server’s words', () => {
  it('reads in Spanish on a Spanish page: the network down, a 5xx without a body', async () => {
    onPage('es');
    const submit = await failureOf(submitApplication(api('network-down'), '7'));
    expect(submit).toBeInstanceOf(PricingCallError);
    expect(submit.message).toBe('No pudimos enviar su solicitud. Sus respuestas están guardadas.');
    expect((submit as PricingCallError).status).toBeNull();

    const credit = await failureOf(runCreditCheck(api({ status: 500 }), '7'));
    expect(credit.message).toBe(
      'No pudimos revisar su crédito. Sus respuestas están guardadas; inténtelo de nuevo.',
    );
    expect((credit as PricingCallError).status).toBe(500);

    const value = await failureOf(fetchValuation(api({ status: 504 }), '7'));
    expect(value.message).toBe('No se pudo registrar el valor de la propiedad.');

    const verification = await failureOf(createLinkToken(api('network-down'), '7', 'identity', '/x'));
    expect(verification).toBeInstanceOf(VerificationCallError);
    expect(verification.message).toBe(
      'No pudimos comunicarnos con el servicio de verificación. Inténtelo de nuevo, o continúe e ingrese sus datos usted mismo.',
    );
  });

  it('reads as before on an English page', async () => {
    onPage('en');
    expect((await failureOf(submitApplication(api('network-down'), '7'))).message).toBe(
      'We could not submit your application. Your answers are saved.',
    );
    expect((await failureOf(fetchTimeline(api({ status: 503 }), '7'))).message).toBe(
      'We could not load your loan’s dates.',
    );
    expect((await failureOf(fetchValuation(api({ status: 500 }), '7'))).message).toBe(
      'Failed to post property value',
    );
    expect((await failureOf(createLinkToken(api({ status: 500 }), '7', 'income', '/x'))).message).toBe(
      'We could not reach the verification service. Please try again, or continue and enter your details yourself.',
    );
  });

  it('takes a closed application without the server’s words for a failed save (the step words that notice)', async () => {
    onPage('es');
    const closed = api({ status: 409, data: { code: 'application_closed' } });
    const refused = await failureOf(patchApplication(closed, '7', 3, { a: 1 }));
    expect(refused).toBeInstanceOf(SaveRefusedError);
    expect((refused as SaveRefusedError).refusal).toEqual({ kind: 'failed', status: 409 });
  });

  it('falls back to the short words of the common catalogue when the calls catalogue cannot download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    offline.calls = true;
    onPage('es');
    expect((await failureOf(submitApplication(api('network-down'), '7'))).message).toBe(
      'Algo salió mal. Inténtelo de nuevo.',
    );
    onPage('en');
    expect((await failureOf(runCreditCheck(api('network-down'), '7'))).message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('a call the server refused with its own words', () => {
  it('shows the server’s words as sent, with its status and code', async () => {
    onPage('es');
    const words =
      'La agencia de crédito no respondió. Sus respuestas están guardadas; inténtelo de nuevo en un momento.';
    const credit = await failureOf(
      runCreditCheck(api({ status: 502, data: { code: 'provider_unavailable', message: words } }), '7'),
    );
    expect(credit.message).toBe(words);
    expect(credit).toMatchObject({ status: 502, code: 'provider_unavailable' });

    const verification = await failureOf(
      createLinkToken(api({ status: 409, data: { message: 'Mensaje del servidor' } }), '7', 'identity', '/x'),
    );
    expect(verification.message).toBe('Mensaje del servidor');

    const closed = await failureOf(
      patchApplication(
        api({ status: 409, data: { code: 'application_closed', message: 'Esta solicitud fue enviada.' } }),
        '7',
        3,
        {},
      ),
    );
    expect((closed as SaveRefusedError).refusal).toEqual({
      kind: 'closed',
      message: 'Esta solicitud fue enviada.',
    });
  });
});
