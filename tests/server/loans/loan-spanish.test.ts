/**
 * The loan in Spanish (issue 22): the portal's to-dos, the disclosures link and page and the notice of the right to
 * cancel in the language of `Accept-Language` (or the page's `?lang=`), the English record and answers unchanged.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanTasks } from '../../../src/server/db/schema.ts';
import { governingNote } from '../../../src/server/i18n/locale-preferences.ts';
import { disclosuresPage, sampleDocumentPage } from '../../../src/server/loans/disclosures-page.ts';
import { itemDescription, rescissionNoticeIn } from '../../../src/server/loans/loan-texts.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';
import {
  RESCISSION_NOTICE_TITLE,
  rescissionNotice,
} from '../../../src/shared/timelines/rescission-notice.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The governing-version note: the `legal` catalogue's default (the `loan` catalogue's when `legal` has none). */
const NOTE = governingNote(null, 'es') as string;

const line: PricedProduct = {
  id: 'HELOC-360-0',
  productType: 'HELOC',
  productName: 'Home equity line of credit',
  creditType: 'open-end',
  termMonths: 360,
  rate: 8.25,
  apr: 8.25,
  originationFeePercent: 2,
  originationFee: 1000,
  loanAmount: 50000,
  lineAmount: 250000,
  monthlyPayment: 375.63,
  qualifyingPayment: 375.63,
  maxLoanAmount: 250000,
  cashToBorrower: 49000,
};
const facts = {
  borrowerName: 'Rosa Alvarez',
  propertyAddress: '1 Main Street, Columbus, OH 43004',
  lenderName: 'Example Lending',
  lenderNmlsId: '1000001',
  product: line,
  issuedOn: '2026-11-28',
  thirdPartyFees: [
    {
      name: 'Settlement agent fee',
      translations: { es: 'Cargo del agente de cierre' },
      amountCents: 15_000,
      financeCharge: true,
    },
    { name: 'Courier fee', amountCents: 2_500, financeCharge: false },
  ],
};

describe('a to-do’s description', () => {
  it('has a governing-version note in Spanish, none in English', () => {
    expect(NOTE).toMatch(/^Esta traducción se ofrece para su comodidad\./);
    expect(governingNote(null, 'en')).toBeUndefined();
    expect(governingNote({ translationNotes: { es: 'Nota propia.' } }, 'es')).toBe('Nota propia.');
  });

  it('is shown in Spanish by its code while it is the catalogue’s English text', () => {
    expect(itemDescription('es', 'initial-disclosures', 'Sign your initial disclosures')).toBe(
      'Firme sus divulgaciones iniciales',
    );
    expect(
      itemDescription(
        'es',
        'mortgage-statement-1',
        'Provide the most recent mortgage statement for 1 A St, X',
      ),
    ).toBe('Proporcione el estado de cuenta hipotecario más reciente de 1 A St, X');
    expect(
      itemDescription(
        'es',
        'mortgage-statement-2',
        'Provide the most recent mortgage statement for owned property 2',
      ),
    ).toBe('Proporcione el estado de cuenta hipotecario más reciente de su propiedad número 2');
  });

  it('stays as written for a processor’s own words, an unknown code, or in English', () => {
    expect(itemDescription('es', 'hoa', 'Send the HOA letter from March')).toBe(
      'Send the HOA letter from March',
    );
    expect(itemDescription('es', 'custom-17', 'Explain the deposit of $4,000')).toBe(
      'Explain the deposit of $4,000',
    );
    expect(itemDescription('en', 'initial-disclosures', 'Sign your initial disclosures')).toBe(
      'Sign your initial disclosures',
    );
  });
});

describe('the disclosures page in Spanish', () => {
  const page = disclosuresPage(facts, 'es');

  it('is lang="es", starts with the governing-version note and links the English page', () => {
    expect(page).toContain('<html lang="es">');
    const main = page.slice(page.indexOf('<main>'));
    expect(main.indexOf(NOTE)).toBeGreaterThan(-1);
    expect(main.indexOf(NOTE)).toBeLessThan(main.indexOf('<h1>'));
    expect(page).toContain('<a href="?lang=en" hreflang="en">Ver la versión en inglés</a>');
  });

  it('carries the early disclosure and the brochure in Spanish, with the same figures', () => {
    expect(page).toContain('<h1>Divulgaciones iniciales</h1>');
    expect(page).toContain('Tasa de porcentaje anual fija');
    expect(page).toContain(
      'Lo que usted debe saber sobre las líneas de crédito con garantía hipotecaria (PDF)',
    );
    expect(page).toContain('30 años');
    // A fee's name from the provider configuration: its translation, else as configured.
    expect(page).toContain('Cargo del agente de cierre');
    expect(page).not.toContain('Settlement agent fee');
    expect(page).toContain('Courier fee');
    expect(page).toContain('$250,000.00');
    expect(page).toContain('0.6875%');
    expect(page).not.toContain('Availability of terms');
    expect(page).not.toContain('What this consent covers');
  });

  it('takes the company’s own note when given', () => {
    expect(disclosuresPage(facts, 'es', 'Rige el inglés.')).toContain('Rige el inglés.');
    expect(sampleDocumentPage('Example Lending', 'es')).toContain(NOTE);
  });

  it('leaves the English page as it was: no note, no link, lang="en"', () => {
    const english = disclosuresPage(facts);
    expect(disclosuresPage(facts, 'en')).toBe(english);
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain('?lang=en');
    expect(english).toContain('<h1>Initial disclosures</h1>');
  });
});

describe('the notice of the right to cancel', () => {
  const input = {
    openEnd: true,
    closingDate: '2026-12-01',
    endsOn: '2026-12-04',
    lenderName: 'Example Lending',
    lenderAddress: '1 Bank Plaza',
  };
  it('is the shared English notice in English and a translation in Spanish with the dates in Spanish', () => {
    expect(rescissionNoticeIn('en', input)).toEqual({
      title: RESCISSION_NOTICE_TITLE,
      sections: rescissionNotice(input),
    });
    const spanish = rescissionNoticeIn('es', input);
    expect(spanish.title).toBe('Aviso de su derecho a cancelar');
    expect(spanish.sections[0]?.paragraphs[0]).toContain('martes, 1 de diciembre de 2026');
    expect(spanish.sections[1]?.paragraphs[0]).toContain('la cuenta');
    expect(spanish.sections[1]?.paragraphs[0]).toContain('Example Lending, 1 Bank Plaza');
  });
});

describe('the loan API in Spanish', () => {
  let t: TestApp;
  let owner: string;
  let appId: string;
  let loanId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization: owner } = await signedInUser(t.app));
    ({ appId } = await submittedLoan(t.app, owner));
    const cards = (await call('/api/v2/portal')).json().loans as { kind: string; id: string }[];
    loanId = cards.find((card) => card.kind === 'loan')?.id as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  function call(url: string, language?: string) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: owner, ...(language ? { 'accept-language': language } : {}) },
    });
  }

  interface Item {
    code: string;
    description: string;
  }
  const items = (loan: { sign: Item[]; tasks: Item[] }) => [...loan.sign, ...loan.tasks];

  it('lists the portal’s to-dos in Spanish for Accept-Language: es, and in English otherwise', async () => {
    const english = (await call(`/api/v2/portal/${loanId}/loan`)).json();
    const spanish = (await call(`/api/v2/portal/${loanId}/loan`, 'es-MX,es;q=0.9,en;q=0.5')).json();
    const byCode = (loan: { sign: Item[]; tasks: Item[] }, code: string) =>
      items(loan).find((item) => item.code === code)?.description;
    expect(byCode(english, 'initial-disclosures')).toBe('Sign your initial disclosures');
    expect(byCode(spanish, 'initial-disclosures')).toBe('Firme sus divulgaciones iniciales');
    expect(byCode(spanish, 'homeowners-insurance')).toBe(
      'Proporcione la página de declaraciones de su póliza de seguro de propietario de vivienda',
    );
    expect(items(spanish).map((item) => item.code)).toEqual(items(english).map((item) => item.code));
    // Only the words differ: the same answer otherwise.
    expect({ ...spanish, sign: [], tasks: [] }).toEqual({ ...english, sign: [], tasks: [] });
    const loan = (await call(`/api/v2/application/${appId}/loan`, 'es')).json();
    expect(byCode(loan, 'initial-disclosures')).toBe('Firme sus divulgaciones iniciales');
  });

  it('keeps the English descriptions stored', async () => {
    const rows = await t.db.orm.select({ description: loanTasks.description }).from(loanTasks);
    expect(rows.map((row) => row.description)).toContain('Sign your initial disclosures');
    expect(rows.map((row) => row.description)).not.toContain('Firme sus divulgaciones iniciales');
  });

  it('opens the disclosures in Spanish from a Spanish link, and the English page with ?lang=en', async () => {
    const english = (await call(`/api/v2/application/${appId}/disclosuresLink`)).json();
    expect(english.title).toBe('Initial disclosures');
    expect(english.url).not.toContain('?lang=');
    const link = (await call(`/api/v2/application/${appId}/disclosuresLink`, 'es')).json();
    expect(link.title).toBe('Divulgaciones iniciales');
    const url = new URL(link.url);
    expect(url.search).toBe('?lang=es');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(NOTE);
    expect(page.body).toContain('<h1>Divulgaciones iniciales</h1>');
    const back = await t.app.inject({ method: 'GET', url: `${url.pathname}?lang=en` });
    expect(back.body).toContain('<html lang="en">');
    expect(back.body).toContain('<h1>Initial disclosures</h1>');
    expect(back.body).not.toContain(NOTE);
  });
});
