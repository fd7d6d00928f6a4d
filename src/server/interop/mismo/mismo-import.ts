/**
 * Reads a MISMO export back into our answers through the same mapping table (the round trip that shows nothing
 * is lost), and the loan's terms for comparison. Facts are written where the given flow keeps them.
 */
import { convert } from 'xmlbuilder2';
import type { FlowFile } from '../../../shared/flows/flow-types.ts';
import { type BorrowerRead, type DealIndex, type Link, readBorrower } from './mismo-borrower-read.ts';
import { type Json, readExtension, readFields, readValue, setAt } from './mismo-codec.ts';
import {
  ADDRESS_FIELDS,
  ARC,
  BORROWER_ANSWER_FIELDS,
  COBORROWER_ANSWER_FIELDS,
  CREDIT_LIABILITY_FIELDS,
  OCCUPANCY_CODES,
  SECTION_PATHS,
  SUBJECT_PROPERTY_FIELDS,
  VALUATION_METHODS,
} from './mismo-mapping.ts';
import { at, children, textAt, type XNode } from './mismo-tree.ts';

export interface MismoRead {
  /** The borrower's answers. */
  answers: Json;
  coborrowers: { firstName?: string; lastName?: string; email?: string; data: Json }[];
  loan: Record<string, string | undefined>;
  liabilities: Json[];
  originator: Record<string, string | undefined>;
}

function dealIndex(deal: XNode | undefined): DealIndex {
  const byLabel = new Map<string, XNode>();
  for (const [container, name] of [
    ['ASSETS', 'ASSET'],
    ['LIABILITIES', 'LIABILITY'],
    ['EXPENSES', 'EXPENSE'],
  ] as const)
    for (const node of children(at(deal, container), name)) byLabel.set(node['@xlink:label'] as string, node);
  for (const party of children(at(deal, 'PARTIES'), 'PARTY')) {
    const borrower = at(party, 'ROLES/ROLE/BORROWER');
    for (const node of children(at(borrower, 'EMPLOYERS'), 'EMPLOYER'))
      byLabel.set(node['@xlink:label'] as string, node);
    for (const node of children(at(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS'), 'CURRENT_INCOME_ITEM'))
      if (node['@xlink:label']) byLabel.set(node['@xlink:label'] as string, node);
  }
  const links: Link[] = children(at(deal, 'RELATIONSHIPS'), 'RELATIONSHIP').map((node) => ({
    from: node['@xlink:from'] as string,
    to: node['@xlink:to'] as string,
    arcrole: node['@xlink:arcrole'] as string,
  }));
  return { byLabel, links };
}

const roleOf = (party: XNode) => textAt(party, 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType');

export function readMismo(xml: string, flow: Pick<FlowFile, 'facts'>): MismoRead {
  const root = convert(xml, { format: 'object' }) as XNode;
  const deal = at(root, 'MESSAGE/DEAL_SETS/DEAL_SET/DEALS/DEAL');
  const index = dealIndex(deal);
  const parties = children(at(deal, 'PARTIES'), 'PARTY');
  const borrowers = parties.filter((party) => roleOf(party) === 'Borrower');
  const classification = (party: XNode) =>
    textAt(party, 'ROLES/ROLE/BORROWER/BORROWER_DETAIL/BorrowerClassificationType');
  const main = borrowers.find((party) => classification(party) === 'Primary');

  const answers: Json = {};
  const facts: Json = {};
  if (main) {
    const read = readBorrower(main, index);
    placeSections(answers, read.sections, SECTION_PATHS.borrower);
    readFields(main, BORROWER_ANSWER_FIELDS, answers);
    borrowerFacts(read, answers, facts);
  }
  const subject = at(deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY');
  subjectProperty(subject, answers, facts);
  const loan = at(deal, 'LOANS/LOAN');
  facts.requestedAmount = readValue(
    loan,
    'DOCUMENT_SPECIFIC_DATA_SETS/DOCUMENT_SPECIFIC_DATA_SET/URLA/URLA_DETAIL/BorrowerRequestedLoanAmount',
    'amount',
  );
  facts.loanPurpose = readValue(loan, 'TERMS_OF_LOAN/LoanPurposeType', {});
  setAt(answers, 'applicant.credit.totalBorrowers', readValue(loan, 'LOAN_DETAIL/BorrowerCount', 'count'));
  for (const expense of children(at(loan, 'HOUSING_EXPENSES'), 'HOUSING_EXPENSE'))
    if (textAt(expense, 'HousingExpenseType') === 'HomeownersAssociationDuesAndCondominiumFees')
      setAt(
        answers,
        'property.condo.hoaMonthlyDues',
        readValue(expense, 'HousingExpensePaymentAmount', 'amount'),
      );
  for (const [path, value] of readExtension(deal, 'Path')) setAt(answers, path, value);
  for (const [fact, value] of readExtension(deal, 'Fact')) facts[fact] = value;
  for (const [fact, value] of Object.entries(facts)) {
    const source = flow.facts[fact as keyof FlowFile['facts']];
    if (typeof source === 'string') setAt(answers, source, value);
  }

  return {
    answers,
    coborrowers: borrowers
      .filter((party) => party !== main)
      .map((party) => {
        const read = readBorrower(party, index);
        const data: Json = {};
        placeSections(data, read.sections, SECTION_PATHS.coborrower);
        if (read.ssn !== undefined) setAt(data, 'legal.ssn', read.ssn);
        setAt(data, 'income.statedAnnualIncome', read.statedAnnualIncome);
        readFields(party, COBORROWER_ANSWER_FIELDS, data);
        const legal = (read.sections.legal ?? {}) as Json;
        return {
          firstName: legal.firstName as string | undefined,
          lastName: legal.lastName as string | undefined,
          email: read.email,
          data,
        };
      }),
    loan: loanTerms(loan),
    liabilities: creditLiabilities(deal, index),
    originator: originator(parties),
  };
}

function placeSections(target: Json, sections: Json, paths: Record<string, string>) {
  for (const [section, path] of Object.entries(paths)) setAt(target, path, sections[section]);
}

function borrowerFacts(read: BorrowerRead, answers: Json, facts: Json) {
  const legal = (read.sections.legal ?? {}) as Json;
  facts.borrowerFirstName = legal.firstName;
  facts.borrowerLastName = legal.lastName;
  facts.ssn = read.ssn;
  facts.statedAnnualIncome = read.statedAnnualIncome;
  facts.otherMonthlyObligations = read.otherMonthlyObligations;
  if (read.ssn !== undefined) setAt(answers, 'applicant.legal.ssn', read.ssn);
  setAt(answers, 'contactInfo.email', read.email);
  setAt(answers, 'contactInfo.phone', read.phone);
}

function subjectProperty(subject: XNode | undefined, answers: Json, facts: Json) {
  const address: Json = {};
  readFields(at(subject, 'ADDRESS'), ADDRESS_FIELDS, address);
  if (Object.keys(address).length) facts.propertyAddress = address;
  facts.estimatedValue = readValue(subject, 'PROPERTY_DETAIL/PropertyEstimatedValueAmount', 'amount');
  facts.occupancy = readValue(subject, 'PROPERTY_DETAIL/PropertyUsageType', OCCUPANCY_CODES);
  readFields(subject, SUBJECT_PROPERTY_FIELDS, answers);
  for (const valuation of children(at(subject, 'PROPERTY_VALUATIONS'), 'PROPERTY_VALUATION')) {
    const detail = at(valuation, 'PROPERTY_VALUATION_DETAIL');
    const method = textAt(detail, 'PropertyValuationMethodType');
    const other = textAt(detail, 'PropertyValuationMethodTypeOtherDescription');
    const value = readValue(detail, 'PropertyValuationAmount', 'amount');
    if (method === VALUATION_METHODS.prior) {
      setAt(answers, 'propertyValueDetour.priorValue', value);
      setAt(answers, 'propertyValueDetour.priorDate', textAt(detail, 'PropertyValuationEffectiveDate'));
    } else if (`${method}/${other}` === VALUATION_METHODS.stated) {
      setAt(answers, 'propertyValueDetour.statedValue', value);
    }
  }
}

function loanTerms(loan: XNode | undefined): Record<string, string | undefined> {
  return {
    loanNumber: textAt(loan, 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier'),
    amount: textAt(loan, 'TERMS_OF_LOAN/BaseLoanAmount'),
    noteAmount: textAt(loan, 'TERMS_OF_LOAN/NoteAmount'),
    line: textAt(loan, 'HELOC/HELOC_RULE/HELOCMaximumBalanceAmount'),
    rate: textAt(loan, 'TERMS_OF_LOAN/NoteRatePercent'),
    apr: textAt(loan, 'FEE_INFORMATION/FEES_SUMMARY/FEE_SUMMARY_DETAIL/APRPercent'),
    termMonths: textAt(loan, 'AMORTIZATION/AMORTIZATION_RULE/LoanAmortizationPeriodCount'),
    originationFee: textAt(loan, 'FEE_INFORMATION/FEES/FEE/FEE_DETAIL/FeeActualTotalAmount'),
    productId: textAt(loan, 'LOAN_PRODUCT/LOAN_PRODUCT_DETAIL/ProductIdentifier'),
    monthlyPayment: textAt(loan, 'PAYMENT/PAYMENT_RULE/InitialPrincipalAndInterestPaymentAmount'),
    heloc: textAt(loan, 'LOAN_DETAIL/HELOCIndicator'),
  };
}

/** The credit report's debts: the liabilities no owned property secures. */
function creditLiabilities(deal: XNode | undefined, index: DealIndex): Json[] {
  const secured = new Set(
    index.links.filter((link) => link.arcrole === ARC.assetSecuresLiability).map((link) => link.to),
  );
  return children(at(deal, 'LIABILITIES'), 'LIABILITY')
    .filter((node) => !secured.has(node['@xlink:label'] as string))
    .map((node) => {
      const debt: Json = {};
      readFields(node, CREDIT_LIABILITY_FIELDS, debt);
      return debt;
    });
}

function originator(parties: XNode[]): Record<string, string | undefined> {
  const person = parties.find((party) => roleOf(party) === 'LoanOriginator');
  const company = parties.find((party) => roleOf(party) === 'LoanOriginationCompany');
  const nmls = (party: XNode | undefined) =>
    textAt(party, 'ROLES/ROLE/LICENSES/LICENSE/LICENSE_DETAIL/LicenseIdentifier');
  return {
    originatorName: textAt(person, 'INDIVIDUAL/NAME/FullName'),
    originatorNmlsId: nmls(person),
    organizationName: textAt(company, 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName'),
    organizationNmlsId: nmls(company),
  };
}
