/** Reading a borrower's PARTY (and what the DEAL ties to their ROLE) back into their sections: mismo-borrower.ts reversed. */
import { type Json, readFields, readValue, setAt } from './mismo-codec.ts';
import {
  ADDRESS_FIELDS,
  ARC,
  BANKRUPTCY_CHAPTERS,
  BORROWER_FIELDS,
  CONTACT_POINTS,
  CURRENT_JOB_FIELDS,
  DEMOGRAPHICS,
  EMPLOYMENT_INCOME_TYPES,
  EXPENSE_FIELDS,
  MILITARY,
  NAME_FIELDS,
  OTHER_INCOME_FIELDS,
  OWNED_PROPERTY_FIELDS,
  OWNED_PROPERTY_LIEN_FIELDS,
  PREVIOUS_JOB_FIELDS,
  PRIOR_PROPERTY_USAGE,
  RESIDENCE_FIELDS,
  STATED_INCOME_TYPE,
  STATED_OBLIGATIONS_DESCRIPTION,
} from './mismo-mapping.ts';
import { at, children, textAt, type XNode } from './mismo-tree.ts';

export interface Link {
  from: string;
  to: string;
  arcrole: string;
}

/** The deal's repeated containers by xlink label, and its relationships. */
export interface DealIndex {
  byLabel: Map<string, XNode>;
  links: Link[];
}

export interface BorrowerRead {
  sections: Json;
  email?: string;
  phone?: string;
  ssn?: string;
  statedAnnualIncome?: number;
  otherMonthlyObligations?: number;
}

const label = (node: XNode) => node['@xlink:label'] as string | undefined;
const linkedTo = (deal: DealIndex, to: string | undefined, arcrole: string) =>
  deal.links
    .filter((link) => link.to === to && link.arcrole === arcrole)
    .map((link) => deal.byLabel.get(link.from))
    .filter((node): node is XNode => node !== undefined);
const linkedFrom = (deal: DealIndex, from: string | undefined, arcrole: string) =>
  deal.links
    .filter((link) => link.from === from && link.arcrole === arcrole)
    .map((link) => deal.byLabel.get(link.to))
    .filter((node): node is XNode => node !== undefined);

function readOne(node: XNode | undefined, fields: typeof ADDRESS_FIELDS): Json {
  const target: Json = {};
  readFields(node, fields, target);
  return target;
}

export function readBorrower(party: XNode, deal: DealIndex): BorrowerRead {
  const sections: Json = {};
  const role = at(party, 'ROLES/ROLE');
  const borrower = at(role, 'BORROWER');
  const read: BorrowerRead = { sections };
  const name = readOne(at(party, 'INDIVIDUAL/NAME'), NAME_FIELDS);
  for (const [key, value] of Object.entries(name)) setAt(sections, `legal.${key}`, value);
  for (const point of children(at(party, 'INDIVIDUAL/CONTACT_POINTS'), 'CONTACT_POINT')) {
    read.email ??= textAt(point, CONTACT_POINTS.email.mismo);
    read.phone ??= textAt(point, CONTACT_POINTS.phone.mismo);
  }
  readFields(party, BORROWER_FIELDS, sections);
  const fha = readValue(party, PRIOR_PROPERTY_USAGE.fhaSecondary.mismo, 'boolean');
  setAt(
    sections,
    PRIOR_PROPERTY_USAGE.answer,
    fha === true
      ? PRIOR_PROPERTY_USAGE.fhaSecondary.value
      : readValue(party, PRIOR_PROPERTY_USAGE.mismo, PRIOR_PROPERTY_USAGE.codes),
  );
  const chapters = children(at(party, 'ROLES/ROLE/BORROWER/BANKRUPTCIES'), 'BANKRUPTCY').map((node) =>
    readValue(node, BANKRUPTCY_CHAPTERS.point, BANKRUPTCY_CHAPTERS.codes),
  );
  if (chapters.length) setAt(sections, BANKRUPTCY_CHAPTERS.answer, chapters);
  const ages = children(at(borrower, 'DEPENDENTS'), 'DEPENDENT').map((node) =>
    readValue(node, 'DependentAgeYearsCount', 'count'),
  );
  if (ages.length) setAt(sections, 'legal.dependentAges', ages);
  read.ssn = textAt(at(party, 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER'), 'TaxpayerIdentifierValue');

  residences(party, borrower, sections);
  employment(borrower, deal, sections);
  incomes(borrower, sections, read);
  expenses(deal, label(role ?? {}), sections, read);
  ownedProperties(deal, label(role ?? {}), sections);
  military(party, sections);
  demographics(at(borrower, 'GOVERNMENT_MONITORING'), sections);
  return read;
}

function residences(party: XNode, borrower: XNode | undefined, sections: Json) {
  const former: Json[] = [];
  for (const node of children(at(borrower, 'RESIDENCES'), 'RESIDENCE')) {
    const place = readOne(node, RESIDENCE_FIELDS);
    if (textAt(node, 'RESIDENCE_DETAIL/BorrowerResidencyType') === 'Current')
      setAt(sections, 'residence.current', place);
    else former.push(place);
  }
  if (former.length) setAt(sections, 'residence.former', former);
  const mailing = children(at(party, 'ADDRESSES'), 'ADDRESS').find(
    (node) => textAt(node, 'AddressType') === 'Mailing',
  );
  if (mailing) setAt(sections, 'residence.mailing.address', readOne(mailing, ADDRESS_FIELDS));
}

function employment(borrower: XNode | undefined, deal: DealIndex, sections: Json) {
  const additional: Json[] = [];
  const previous: Json[] = [];
  for (const employer of children(at(borrower, 'EMPLOYERS'), 'EMPLOYER')) {
    if (textAt(employer, 'EMPLOYMENT/EmploymentStatusType') === 'Previous') {
      previous.push(readOne(employer, PREVIOUS_JOB_FIELDS));
      continue;
    }
    const job = readOne(employer, CURRENT_JOB_FIELDS);
    for (const item of linkedTo(deal, label(employer), ARC.incomeOfEmployer)) {
      const type = textAt(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType');
      const key = Object.entries(EMPLOYMENT_INCOME_TYPES).find(([, code]) => code === type)?.[0];
      if (key)
        setAt(
          job,
          `monthlyIncome.${key}`,
          readValue(item, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount', 'amount'),
        );
    }
    if (textAt(employer, 'EMPLOYMENT/EmploymentClassificationType') === 'Primary')
      setAt(sections, 'employment.primary', job);
    else additional.push(job);
  }
  if (additional.length) setAt(sections, 'employment.additional', additional);
  if (previous.length) setAt(sections, 'employment.previous', previous);
}

function incomes(borrower: XNode | undefined, sections: Json, read: BorrowerRead) {
  const sources: Json[] = [];
  for (const item of children(at(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS'), 'CURRENT_INCOME_ITEM')) {
    const detail = at(item, 'CURRENT_INCOME_ITEM_DETAIL');
    if (textAt(detail, 'EmploymentIncomeIndicator') === 'true') continue;
    if (textAt(detail, 'IncomeType') === STATED_INCOME_TYPE) {
      read.statedAnnualIncome = Math.round(Number(textAt(detail, 'CurrentIncomeMonthlyTotalAmount')) * 12);
      continue;
    }
    sources.push(readOne(detail, OTHER_INCOME_FIELDS));
  }
  if (sources.length) setAt(sections, 'otherIncome.sources', sources);
}

function expenses(deal: DealIndex, role: string | undefined, sections: Json, read: BorrowerRead) {
  const items: Json[] = [];
  for (const expense of linkedTo(deal, role, ARC.expenseOfBorrower)) {
    if (textAt(expense, 'ExpenseTypeOtherDescription') === STATED_OBLIGATIONS_DESCRIPTION) {
      read.otherMonthlyObligations = Number(textAt(expense, 'ExpenseMonthlyPaymentAmount'));
      continue;
    }
    items.push(readOne(expense, EXPENSE_FIELDS));
  }
  if (items.length) setAt(sections, 'otherLiabilities.items', items);
}

function ownedProperties(deal: DealIndex, role: string | undefined, sections: Json) {
  const properties = linkedTo(deal, role, ARC.assetOfBorrower).map((asset) => {
    const property = readOne(asset, OWNED_PROPERTY_FIELDS);
    const mortgages = linkedFrom(deal, label(asset), ARC.assetSecuresLiability).map((liability) =>
      readOne(liability, OWNED_PROPERTY_LIEN_FIELDS),
    );
    if (mortgages.length) property.mortgages = mortgages;
    return property;
  });
  if (properties.length) setAt(sections, 'realEstate.properties', properties);
}

function military(party: XNode, sections: Json) {
  const statuses: unknown[] = [];
  for (const service of children(at(party, 'ROLES/ROLE/BORROWER/MILITARY_SERVICES'), 'MILITARY_SERVICE')) {
    statuses.push(readValue(service, 'MilitaryStatusType', MILITARY.codes));
    setAt(
      sections,
      MILITARY.completionDate,
      readValue(service, 'MilitaryServiceExpectedCompletionDate', 'date'),
    );
  }
  if (readValue(party, MILITARY.survivingSpouse.mismo, 'boolean') === true)
    statuses.push(MILITARY.survivingSpouse.value);
  if (statuses.length) setAt(sections, MILITARY.statuses, statuses);
}

function demographics(monitoring: XNode | undefined, sections: Json) {
  if (!monitoring) return;
  const answers: Json = {};
  const detail = at(monitoring, 'GOVERNMENT_MONITORING_DETAIL');
  const ulad = at(detail, 'EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION');
  const refused = (point: string) => textAt(detail, point) === 'true';
  const ethnicity = children(at(ulad, 'ULAD:HMDA_ETHNICITIES'), 'ULAD:HMDA_ETHNICITY').map((node) =>
    textAt(node, 'ULAD:HMDAEthnicityType'),
  );
  if (refused('HMDAEthnicityRefusalIndicator')) ethnicity.push(DEMOGRAPHICS.notProvided);
  if (ethnicity.length) answers.ethnicity = ethnicity;
  const origins = children(at(monitoring, 'HMDA_ETHNICITY_ORIGINS'), 'HMDA_ETHNICITY_ORIGIN');
  if (origins.length)
    answers.ethnicityOrigins = origins.map((node) =>
      readValue(node, 'HMDAEthnicityOriginType', DEMOGRAPHICS.ethnicityOrigins),
    );
  for (const node of origins)
    setAt(answers, 'otherHispanicOrLatinoOrigin', textAt(node, 'HMDAEthnicityOriginTypeOtherDescription'));
  const race: unknown[] = [];
  for (const node of children(at(monitoring, 'HMDA_RACES'), 'HMDA_RACE')) {
    const type = textAt(node, 'HMDA_RACE_DETAIL/HMDARaceType') as string;
    race.push(type);
    setAt(answers, 'americanIndianTribe', textAt(node, 'HMDA_RACE_DETAIL/HMDARaceTypeAdditionalDescription'));
    const designations = DEMOGRAPHICS.designations[type];
    const items = children(at(node, 'HMDA_RACE_DESIGNATIONS'), 'HMDA_RACE_DESIGNATION');
    if (!designations || !items.length) continue;
    answers[designations.answer] = items.map((item) =>
      readValue(item, 'HMDARaceDesignationType', designations.codes),
    );
    for (const item of items)
      setAt(answers, designations.other, textAt(item, 'HMDARaceDesignationTypeOtherDescription'));
  }
  if (refused('HMDARaceRefusalIndicator')) race.push(DEMOGRAPHICS.notProvided);
  if (race.length) answers.race = race;
  const gender = textAt(ulad, 'ULAD:HMDAGenderType');
  const sex = gender === DEMOGRAPHICS.sex.both ? ['Female', 'Male'] : gender ? [gender] : [];
  if (refused('HMDAGenderRefusalIndicator')) sex.push(DEMOGRAPHICS.notProvided);
  if (sex.length) answers.sex = sex;
  if (Object.keys(answers).length) sections.demographics = answers;
}
