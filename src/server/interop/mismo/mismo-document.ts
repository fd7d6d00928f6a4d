/**
 * The MISMO 3.4 MESSAGE of a submitted application: one DEAL with the subject property, the loan (terms, fees,
 * APR, line), the borrowers' parties, the credit report's debts with their payoffs, the loan originator and their
 * company. Pure: mismo-export.ts reads what it needs from the database.
 */
import { create } from 'xmlbuilder2';
import type { PricedProduct } from '../../../shared/pricing/pricing-types.ts';
import type { Liability } from '../../credit/liabilities.ts';
import type { ApplicationFacts } from '../../flows/application-facts.ts';
import { type BorrowerInput, borrowerParty, type DealParts, dealParts } from './mismo-borrower.ts';
import { amount, type Json, valueAt, writeExtension, writeFields, writeValue } from './mismo-codec.ts';
import {
  ADDRESS_FIELDS,
  ARC,
  CREDIT_LIABILITY_FIELDS,
  DEAL_EXTENSION_ANSWERS,
  DEAL_EXTENSION_FACTS,
  MISMO_NS,
  MISMO_REFERENCE_MODEL,
  OCCUPANCY_CODES,
  PROPERTY_KINDS,
  SUBJECT_PROPERTY_FIELDS,
  ULAD_NS,
  VALUATION_METHODS,
  WL_NS,
  XLINK_NS,
} from './mismo-mapping.ts';
import { add, container, ordered, put, putCode, type XNode } from './mismo-tree.ts';

export interface MismoCoborrower {
  firstName: string;
  lastName: string;
  email: string;
  /** Their own answers (application_contacts.data), sensitive fields decrypted. */
  data: Json;
}

export interface MismoLoan {
  loanNumber: string;
  amountCents: number;
  totalLineAmountCents: number | null;
  monthlyPaymentCents: number;
  product: PricedProduct;
  loanOriginator: Record<string, unknown> | null;
  demographicsCollection: Record<string, unknown> | null;
  /** When the application was received (TRID's six pieces, else the submission). */
  receivedOn: string;
}

export interface MismoSource {
  /** The borrower's answers, sensitive fields decrypted. */
  answers: Json;
  /** What the server derived on the way (AVM, valuation chosen, appraisal ordered). */
  derived: Json;
  facts: ApplicationFacts;
  coborrowers: MismoCoborrower[];
  loan: MismoLoan;
  /** The credit report's debts with the borrower's payoff choices. */
  liabilities: Liability[];
  createdAt: Date;
}

export function mismoDocument(source: MismoSource): XNode {
  const deal: XNode = {};
  const parts = dealParts();
  const { facts } = source;
  const borrower: BorrowerInput = {
    kind: 'borrower',
    answers: source.answers,
    name: { firstName: facts.borrowerFirstName, lastName: facts.borrowerLastName },
    ssn: facts.ssn ?? (valueAt(source.answers, 'applicant.legal.ssn') as string | undefined),
    statedAnnualIncome: facts.statedAnnualIncome,
    otherMonthlyObligations: facts.otherMonthlyObligations,
    demographicsCollection: source.loan.demographicsCollection,
  };
  const parties = [
    borrowerParty(borrower, parts),
    ...source.coborrowers.map((coborrower) =>
      borrowerParty(
        {
          kind: 'coborrower',
          answers: coborrower.data,
          name: { firstName: coborrower.firstName, lastName: coborrower.lastName },
          ssn: valueAt(coborrower.data, 'legal.ssn') as string | undefined,
          email: coborrower.email,
          demographicsCollection: source.loan.demographicsCollection,
        },
        parts,
      ),
    ),
    ...originatorParties(source.loan.loanOriginator),
  ];
  creditLiabilities(source.liabilities, parts);
  subjectProperty(container(deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY'), source);
  container(deal, 'LOANS').LOAN = loan(source);
  if (parts.assets.length) container(deal, 'ASSETS').ASSET = parts.assets;
  if (parts.expenses.length) container(deal, 'EXPENSES').EXPENSE = parts.expenses;
  if (parts.liabilities.length) container(deal, 'LIABILITIES').LIABILITY = parts.liabilities;
  container(deal, 'PARTIES').PARTY = parties;
  if (parts.relationships.length)
    container(deal, 'RELATIONSHIPS').RELATIONSHIP = parts.relationships.map((link, index) => ({
      '@SequenceNumber': String(index + 1),
      '@xlink:arcrole': link.arcrole,
      '@xlink:from': link.from,
      '@xlink:to': link.to,
    }));
  for (const path of DEAL_EXTENSION_ANSWERS)
    writeExtension(deal, { Path: path }, valueAt(source.answers, path));
  for (const fact of DEAL_EXTENSION_FACTS) writeExtension(deal, { Fact: fact }, facts[fact]);

  return ordered({
    MESSAGE: {
      '@xmlns': MISMO_NS,
      '@xmlns:xlink': XLINK_NS,
      '@xmlns:ULAD': ULAD_NS,
      '@xmlns:WL': WL_NS,
      '@MISMOReferenceModelIdentifier': MISMO_REFERENCE_MODEL,
      ABOUT_VERSIONS: {
        ABOUT_VERSION: {
          AboutVersionIdentifier: 'White-label lending MISMO export 1',
          CreatedDatetime: source.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        },
      },
      DEAL_SETS: { DEAL_SET: { DEALS: { DEAL: deal } } },
    },
  });
}

/** The document as XML text. */
export function mismoXml(source: MismoSource): string {
  return create({ version: '1.0', encoding: 'UTF-8' }, mismoDocument(source)).end({ prettyPrint: true });
}

function creditLiabilities(liabilities: Liability[], parts: DealParts) {
  const borrowerRole = 'BORROWER_1';
  for (const liability of liabilities) {
    const node: XNode = { '@xlink:label': parts.label('LIABILITY') };
    parts.liabilities.push(node);
    writeFields(node, liability, CREDIT_LIABILITY_FIELDS);
    parts.relationships.push({
      from: node['@xlink:label'] as string,
      to: borrowerRole,
      arcrole: ARC.liabilityOfBorrower,
    });
  }
}

function subjectProperty(property: XNode, source: MismoSource) {
  const { facts, answers, derived } = source;
  writeFields(container(property, 'ADDRESS'), facts.propertyAddress, ADDRESS_FIELDS);
  const kind = PROPERTY_KINDS[facts.propertyType ?? ''];
  for (const [point, value] of Object.entries(kind ?? {})) put(property, `PROPERTY_DETAIL/${point}`, value);
  if (facts.propertyType === 'Condominium')
    put(property, 'PROJECT/PROJECT_DETAIL/ProjectLegalStructureType', 'Condominium');
  writeValue(property, 'PROPERTY_DETAIL/PropertyEstimatedValueAmount', 'amount', facts.estimatedValue);
  writeValue(property, 'PROPERTY_DETAIL/PropertyUsageType', OCCUPANCY_CODES, facts.occupancy);
  writeFields(property, answers, SUBJECT_PROPERTY_FIELDS);

  const valuation = (method: string, value: unknown, date: unknown) => {
    const detail = container(
      add(property, 'PROPERTY_VALUATIONS/PROPERTY_VALUATION'),
      'PROPERTY_VALUATION_DETAIL',
    );
    writeValue(detail, 'PropertyValuationAmount', 'amount', value);
    writeValue(detail, 'PropertyValuationEffectiveDate', 'date', date);
    putCode(detail, 'PropertyValuationMethodType', method);
  };
  const avm = derived.avm as { valueCents?: number | null; checkedAt?: string } | undefined;
  if (typeof avm?.valueCents === 'number')
    valuation(VALUATION_METHODS.avm, avm.valueCents / 100, avm.checkedAt?.slice(0, 10));
  const detour = (answers.propertyValueDetour ?? {}) as Json;
  if (typeof detour.priorValue === 'number')
    valuation(VALUATION_METHODS.prior, detour.priorValue, detour.priorDate);
  if (typeof detour.statedValue === 'number')
    valuation(VALUATION_METHODS.stated, detour.statedValue, undefined);
  const ordered = valueAt(derived, 'appraisal.option');
  if (typeof ordered === 'string')
    valuation(VALUATION_METHODS.ordered[ordered] ?? `Other/${ordered}`, undefined, undefined);
}

const dollars = (cents: number) => amount(cents / 100);

function loan(source: MismoSource): XNode {
  const { loan: row, facts } = source;
  const product = row.product;
  const node: XNode = { '@LoanRoleType': 'SubjectLoan' };
  const line = product.creditType === 'open-end';
  put(node, 'AMORTIZATION/AMORTIZATION_RULE/AmortizationType', 'Fixed');
  writeValue(node, 'AMORTIZATION/AMORTIZATION_RULE/LoanAmortizationPeriodCount', 'count', product.termMonths);
  put(node, 'AMORTIZATION/AMORTIZATION_RULE/LoanAmortizationPeriodType', 'Month');
  const urla = 'DOCUMENT_SPECIFIC_DATA_SETS/DOCUMENT_SPECIFIC_DATA_SET/URLA/URLA_DETAIL';
  writeValue(node, `${urla}/BorrowerRequestedLoanAmount`, 'amount', facts.requestedAmount);
  const fee = container(node, 'FEE_INFORMATION/FEES/FEE/FEE_DETAIL');
  writeValue(fee, 'FeeActualTotalAmount', 'amount', product.originationFee);
  writeValue(fee, 'FeeTotalPercent', 'decimal', product.originationFeePercent);
  put(fee, 'FeeType', 'LoanOriginationFee');
  writeValue(node, 'FEE_INFORMATION/FEES_SUMMARY/FEE_SUMMARY_DETAIL/APRPercent', 'decimal', product.apr);
  if (line) {
    put(node, 'HELOC/HELOC_RULE/HELOCInitialAdvanceAmount', dollars(row.amountCents));
    put(
      node,
      'HELOC/HELOC_RULE/HELOCMaximumBalanceAmount',
      dollars(row.totalLineAmountCents ?? row.amountCents),
    );
  }
  const dues = valueAt(source.answers, 'property.condo.hoaMonthlyDues');
  if (typeof dues === 'number') {
    const expense = add(node, 'HOUSING_EXPENSES/HOUSING_EXPENSE');
    put(expense, 'HousingExpensePaymentAmount', amount(dues));
    put(expense, 'HousingExpenseTimingType', 'Present');
    put(expense, 'HousingExpenseType', 'HomeownersAssociationDuesAndCondominiumFees');
  }
  put(node, 'LOAN_DETAIL/ApplicationReceivedDate', row.receivedOn);
  put(node, 'LOAN_DETAIL/BalloonIndicator', 'false');
  writeValue(
    node,
    'LOAN_DETAIL/BorrowerCount',
    'count',
    valueAt(source.answers, 'applicant.credit.totalBorrowers'),
  );
  put(node, 'LOAN_DETAIL/HELOCIndicator', String(line));
  put(node, 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier', row.loanNumber);
  put(node, 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifierType', 'LenderLoan');
  writeValue(node, 'LOAN_PRODUCT/LOAN_PRODUCT_DETAIL/ProductDescription', 'text', product.productType);
  writeValue(node, 'LOAN_PRODUCT/LOAN_PRODUCT_DETAIL/ProductIdentifier', 'text', product.id);
  writeValue(node, 'LOAN_PRODUCT/LOAN_PRODUCT_DETAIL/ProductName', 'text', product.productName);
  put(
    node,
    'PAYMENT/PAYMENT_RULE/InitialPrincipalAndInterestPaymentAmount',
    dollars(row.monthlyPaymentCents),
  );
  put(node, 'PAYMENT/PAYMENT_RULE/PaymentFrequencyType', 'Monthly');
  const terms = container(node, 'TERMS_OF_LOAN');
  put(terms, 'BaseLoanAmount', dollars(row.amountCents));
  const firstLienStays = source.liabilities.some(
    (debt) => debt.securedBySubjectProperty && !debt.paidOffIndicator,
  );
  put(terms, 'LienPriorityType', firstLienStays ? 'SecondLien' : 'FirstLien');
  putCode(terms, 'LoanPurposeType', facts.loanPurpose === undefined ? 'Other' : `Other/${facts.loanPurpose}`);
  put(terms, 'MortgageType', 'Conventional');
  put(terms, 'NoteAmount', dollars(line ? (row.totalLineAmountCents ?? row.amountCents) : row.amountCents));
  writeValue(terms, 'NoteRatePercent', 'decimal', product.rate);
  return node;
}

/** URLA section 9: the loan originator and their company, each with its NMLS ID as a license. */
function originatorParties(section: Record<string, unknown> | null): XNode[] {
  if (!section) return [];
  const license = (role: XNode, id: unknown) => {
    const detail = container(add(role, 'LICENSES/LICENSE'), 'LICENSE_DETAIL');
    put(detail, 'LicenseAuthorityLevelType', 'Private');
    writeValue(detail, 'LicenseIdentifier', 'text', id);
    put(detail, 'LicenseIssuingAuthorityName', 'NMLSR');
  };
  const person: XNode = {};
  writeValue(person, 'INDIVIDUAL/NAME/FullName', 'text', section.originatorName);
  for (const [path, value] of [
    ['CONTACT_POINT_EMAIL/ContactPointEmailValue', section.email],
    ['CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue', section.phone],
  ] as const)
    if (typeof value === 'string') put(add(person, 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT'), path, value);
  const personRole = container(person, 'ROLES/ROLE');
  license(personRole, section.originatorNmlsId);
  put(personRole, 'LOAN_ORIGINATOR/LoanOriginatorType', 'Lender');
  put(personRole, 'ROLE_DETAIL/PartyRoleType', 'LoanOriginator');

  const company: XNode = {};
  writeValue(company, 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName', 'text', section.organizationName);
  const address = (section.organizationAddress ?? {}) as Record<string, string | null>;
  if (address.lineOne) {
    const node = add(company, 'ADDRESSES/ADDRESS');
    put(node, 'AddressLineText', address.lineOne);
    put(node, 'AddressAdditionalLineText', address.lineTwo ?? undefined);
    put(node, 'CityName', address.city ?? undefined);
    put(node, 'PostalCode', address.postalCode ?? undefined);
    put(node, 'StateCode', address.state ?? undefined);
  }
  const companyRole = container(company, 'ROLES/ROLE');
  license(companyRole, section.organizationNmlsId);
  put(companyRole, 'ROLE_DETAIL/PartyRoleType', 'LoanOriginationCompany');
  return [person, company];
}
