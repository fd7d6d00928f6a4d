// @vitest-environment jsdom
/**
 * A step in Spanish (issue 22): its texts come from its step file's translation, and the engine's own words (the
 * buttons, the error summary, every validation message naming its field) from the Spanish catalogues; amounts
 * and offers read in the borrower's language too.
 */

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The page's language before any module reads it (the locale atom starts from <html lang>).
vi.hoisted(() => {
  document.documentElement.lang = 'es';
});

import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { flowOf } from '../../../src/client/flow-engine/flow-registry.ts';
import { browserVerdict } from '../../../src/client/flow-engine/form/browser-verdict.ts';
import { errorWords } from '../../../src/client/flow-engine/form/error-words.ts';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';
import { StepForm } from '../../../src/client/flow-engine/step-form.tsx';
import { loadedMessages } from '../../../src/client/i18n/messages.ts';
import { offerWords } from '../../../src/client/select-offer/offer-words.ts';
import { findStep } from '../../../src/shared/flows/flow-navigation.ts';
import type { ScreenStep } from '../../../src/shared/flows/flow-types.ts';
import { localeFormat } from '../../../src/shared/i18n/locale-format.ts';
import { stateRuleNote } from '../../../src/shared/pricing/offer-choices.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';

vi.mock('../../../src/client/api/application-queries.ts', () => ({
  useSaveApplication: () => vi.fn(),
  useReloadApplication: () => vi.fn(),
}));
const http = { get: async () => ({ data: { field: 'loan.loan_amt', minimum: 25_000, step: 1_000 } }) };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ user: { email: 'rosa@example.com', sub: 'auth|1', registration: {} } }),
}));

beforeAll(() => Promise.all([loadEngineWords('es'), loadEngineWords('en')]));
afterEach(cleanup);
afterAll(() => {
  document.documentElement.lang = 'en';
});

const flow = flowOf('slim-1');

/** The messages under each field of a step for these answers, in Spanish. */
async function messagesFor(screen: string, formData: unknown, read: 'stack' | 'message' = 'stack') {
  const { document, validator } = await loadStepFormParts(screen, 'es');
  const schema = document.schema as RJSFSchema;
  const { errors } = validator.validateFormData(
    formData,
    schema,
    undefined,
    friendlyErrors(schema),
    document.uiSchema as UiSchema,
  );
  return errors.map((error) => error[read]);
}

describe('a step in Spanish', () => {
  it('words the errors in Spanish, each naming its field by its Spanish label', async () => {
    expect(errorWords().locale).toBe('es');
    const messages = await messagesFor('contact-info', {
      contactInfo: { lastName: 'Alvarez', email: 'rosa@', phone: '123' },
    });
    expect(messages).toEqual([
      'Ingrese nombre',
      // The message names its field already ("correo electrónico"): it is not said twice.
      'Ingrese un correo electrónico como nombre@ejemplo.com',
      'Teléfono celular: Ingrese un número de teléfono de EE. UU. de 10 dígitos',
    ]);
  });

  it('says a ZIP code is not in its state in Spanish, naming the state as Spanish does', async () => {
    const messages = await messagesFor(
      'property-address',
      {
        property: { address: { street: '1 Main St', city: 'Buffalo', state: 'NY', zip: '97204' } },
      },
      'message',
    );
    expect(messages).toEqual(['Este código postal no está en Nueva York']);
  });

  it('writes amounts as US Spanish does, in a widget’s own message', async () => {
    const messages = await messagesFor('loan-amount', { loan: { loan_amt: 2000 } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/: Ingrese una cantidad en dólares, sin centavos, de al menos \$25,000$/);
  });

  it('renders the buttons and the error summary in Spanish after Continuar', async () => {
    const step = findStep(flow, 'contact-info') as ScreenStep;
    const { document, validator } = await loadStepFormParts(step.screen, 'es');
    const application = { appId: '7', version: 1, lastPaths: {}, flowConfig: { flowType: 'slim-1' } };
    await render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/2000001/contact-info?appId=7']}>
          <Routes>
            <Route
              path="/:officerId/contact-info"
              element={
                <StepForm
                  flow={flow}
                  step={step}
                  document={document}
                  validator={validator}
                  application={application as unknown as ApplicationDocument}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(buttonByName('Atrás')).not.toBeNull();
    await click(buttonByName('Continuar'));
    const summary = window.document.body.textContent ?? '';
    expect(summary).toContain('Revise estas respuestas');
    expect(summary).toContain('Ingrese nombre');
    expect(summary).toContain('Ingrese apellido');
    expect(summary).not.toMatch(/Enter|Please check/);
  });

  it('names the offers in Spanish: product, term and fee', () => {
    const t = loadedMessages('es', 'offers');
    if (!t) throw new Error('offers not loaded');
    const words = offerWords(t, localeFormat('es'));
    const offer = {
      productType: 'HELOAN',
      productName: 'Fixed-rate home equity loan',
      termMonths: 120,
      originationFeePercent: 1,
    };
    expect(words.offerName(offer)).toBe(
      'préstamo sobre el valor neto de la vivienda a tasa fija (10 años, cargo del 1 %)',
    );
    expect(words.term(12)).toBe('1 año');
    expect(words.term(18)).toBe('18 meses');
    expect(words.product({ productType: 'OTHER', productName: 'Bridge loan' })).toBe('Bridge loan');
  });
});

describe('every step in Spanish', () => {
  const screens = Object.keys(import.meta.glob('/schemas/steps/*.json')).map((file) =>
    file.replace(/^.*\/(.+)\.json$/, '$1'),
  );
  it.each(screens)(
    '%s: its precompiled validator checks the Spanish form as it checks the English',
    async (screen) => {
      const spanish = await loadStepFormParts(screen, 'es');
      const english = await loadStepFormParts(screen, 'en');
      const fields = (parts: typeof spanish) =>
        browserVerdict(parts.document, parts.validator, {}).messages.map((message) => message.field);
      expect(fields(spanish)).toEqual(fields(english));
    },
  );
});

describe('the same in English', () => {
  it('names the offers as the rate sheet does', () => {
    const t = loadedMessages('en', 'offers');
    if (!t) throw new Error('offers not loaded');
    const words = offerWords(t, localeFormat('en'));
    expect(
      words.offerName({
        productType: 'HELOAN',
        productName: 'Fixed-rate home equity loan',
        termMonths: 120,
        originationFeePercent: 1,
      }),
    ).toBe('fixed-rate home equity loan (10 years, 1% fee)');
  });

  it('says a state’s limits as the shared note does, and in Spanish', () => {
    const rule = {
      state: 'NY',
      minimumAmount: 30_000,
      maxFeePercent: 2,
      maxCltvPercent: 80,
      citation: 'N.Y. Banking Law § 6-l',
    } as Parameters<typeof stateRuleNote>[0];
    const en = loadedMessages('en', 'offers');
    const es = loadedMessages('es', 'offers');
    if (!en || !es) throw new Error('offers not loaded');
    expect(offerWords(en, localeFormat('en')).stateRuleNote(rule)).toBe(stateRuleNote(rule));
    expect(offerWords(es, localeFormat('es')).stateRuleNote(rule)).toBe(
      'En Nueva York, el monto mínimo es $30,000, el cargo por originación es como máximo el 2 % del monto y todos los préstamos sobre la vivienda juntos no superan el 80 % de su valor (N.Y. Banking Law § 6-l).',
    );
  });
});
