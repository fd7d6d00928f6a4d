/**
 * A borrower's PARTY (URLA sections 1, 5, 7, 8 of one borrower) and what ULAD keeps beside it in the DEAL: their
 * properties owned (ASSET) with their mortgages (LIABILITY), their URLA 2d obligations (EXPENSE), tied to their
 * ROLE by RELATIONSHIPs.
 */
import { amount, type Json, valueAt, writeFields, writeValue } from './mismo-codec.ts';
import {
  ADDRESS_FIELDS,
  ARC,
  BANKRUPTCY_CHAPTERS,
  BORROWER_ANSWER_FIELDS,
  BORROWER_FIELDS,
  type BorrowerKind,
  COBORROWER_ANSWER_FIELDS,
  CONTACT_POINTS,
  CURRENT_JOB_FIELDS,
  DEMOGRAPHICS,
  EMPLOYMENT_INCOME_TYPES,
  EXPENSE_FIELDS,
  MILITARY,
  NAME_FIELDS,
  OTHER_INCOME_FIELDS,
  OWNED_PROPERTY_EXPENSES,
  OWNED_PROPERTY_FIELDS,
  OWNED_PROPERTY_LIEN_FIELDS,
  PREVIOUS_JOB_FIELDS,
  PRIOR_PROPERTY_USAGE,
  RESIDENCE_FIELDS,
  SECTION_PATHS,
  STATED_INCOME_TYPE,
  STATED_OBLIGATIONS_DESCRIPTION,
} from './mismo-mapping.ts';
import { add, container, put, type XNode } from './mismo-tree.ts';

/** What the DEAL collects from every party: the repeated containers ULAD keeps at deal level, and the links. */
export interface DealParts {
  assets: XNode[];
  liabilities: XNode[];
  expenses: XNode[];
  relationships: { from: string; to: string; arcrole: string }[];
  /** The next xlink label of a kind: ASSET_1, ASSET_2, … */
  label(kind: string): string;
}

export function dealParts(): DealParts {
  const counts = new Map<string, number>();
  return {
    assets: [],
    liabilities: [],
    expenses: [],
    relationships: [],
    label(kind) {
      const next = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, next);
      return `${kind}_${next}`;
    },
  };
}

export interface BorrowerInput {
  kind: BorrowerKind;
  /** The answers the sections are read from (SECTION_PATHS[kind]): the application's, or the co-borrower's own. */
  answers: Json;
  /** The name when the legal name was not asked: the flow's facts, or the co-borrower's invitation. */
  name: { firstName?: string; lastName?: string };
  ssn?: string;
  email?: string;
  /** Yearly income the borrower stated (the flow's fact statedAnnualIncome; a co-borrower's own answer). */
  statedAnnualIncome?: number;
  /** The flow's fact otherMonthlyObligations (the borrower only). */
  otherMonthlyObligations?: number;
  /** How the demographics were collected (loans.demographics_collection). */
  demographicsCollection?: Record<string, unknown> | null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] => list(value).filter((item) => typeof item === 'string');

/** The borrower's sections by name, read where this kind of borrower keeps them. */
export function sectionsOf(kind: BorrowerKind, answers: Json): Json {
  return Object.fromEntries(
    Object.entries(SECTION_PATHS[kind]).map(([section, path]) => [section, valueAt(answers, path)]),
  );
}

/** ITINs start with 9; every other number is an SSN. */
const taxpayerType = (id: string) =>
  id.startsWith('9') ? 'IndividualTaxpayerIdentificationNumber' : 'SocialSecurityNumber';

export function borrowerParty(input: BorrowerInput, deal: DealParts): XNode {
  const sections = sectionsOf(input.kind, input.answers);
  const party: XNode = {};
  const role = container(party, 'ROLES/ROLE');
  const roleLabel = deal.label('BORROWER');
  role['@xlink:label'] = roleLabel;
  put(role, 'ROLE_DETAIL/PartyRoleType', 'Borrower');
  const borrower = container(role, 'BORROWER');
  put(
    borrower,
    'BORROWER_DETAIL/BorrowerClassificationType',
    input.kind === 'borrower' ? 'Primary' : 'Secondary',
  );

  const legal = (sections.legal ?? {}) as Json;
  writeFields(container(party, 'INDIVIDUAL/NAME'), { ...input.name, ...legal }, NAME_FIELDS);
  contactPoints(party, input);
  writeFields(party, sections, BORROWER_FIELDS);
  writeFields(
    party,
    input.answers,
    input.kind === 'borrower' ? BORROWER_ANSWER_FIELDS : COBORROWER_ANSWER_FIELDS,
  );
  priorPropertyUsage(party, sections);
  for (const chapter of strings(valueAt(sections, BANKRUPTCY_CHAPTERS.answer)))
    writeValue(
      add(party, BANKRUPTCY_CHAPTERS.mismo),
      BANKRUPTCY_CHAPTERS.point,
      BANKRUPTCY_CHAPTERS.codes,
      chapter,
    );
  for (const age of list(legal.dependentAges))
    writeValue(add(borrower, 'DEPENDENTS/DEPENDENT'), 'DependentAgeYearsCount', 'count', age);
  if (input.ssn) {
    const id = add(party, 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER');
    put(id, 'TaxpayerIdentifierType', taxpayerType(input.ssn));
    put(id, 'TaxpayerIdentifierValue', input.ssn);
  }
  residences(party, borrower, sections);
  employment(borrower, sections, deal);
  otherIncome(borrower, sections, input);
  obligations(sections, input, deal, roleLabel);
  ownedProperties(sections, deal, roleLabel);
  military(party, sections);
  demographics(borrower, (sections.demographics ?? {}) as Json, input.demographicsCollection ?? {});
  return party;
}

function contactPoints(party: XNode, input: BorrowerInput) {
  const email = input.kind === 'borrower' ? valueAt(input.answers, CONTACT_POINTS.email.answer) : input.email;
  const phone = input.kind === 'borrower' ? valueAt(input.answers, CONTACT_POINTS.phone.answer) : undefined;
  for (const [point, value] of [
    [CONTACT_POINTS.email, email],
    [CONTACT_POINTS.phone, phone],
  ] as const) {
    if (typeof value === 'string')
      put(add(party, 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT'), point.mismo, value);
  }
}

function priorPropertyUsage(party: XNode, sections: Json) {
  const usage = valueAt(sections, PRIOR_PROPERTY_USAGE.answer);
  if (usage === PRIOR_PROPERTY_USAGE.fhaSecondary.value)
    put(party, PRIOR_PROPERTY_USAGE.fhaSecondary.mismo, 'true');
  else writeValue(party, PRIOR_PROPERTY_USAGE.mismo, PRIOR_PROPERTY_USAGE.codes, usage);
}

function residences(party: XNode, borrower: XNode, sections: Json) {
  const residence = (sections.residence ?? {}) as Json;
  const places: [unknown, string][] = [
    [residence.current, 'Current'],
    ...list(residence.former).map((former): [unknown, string] => [former, 'Prior']),
  ];
  for (const [place, type] of places) {
    if (!place) continue;
    const node = add(borrower, 'RESIDENCES/RESIDENCE');
    writeFields(node, place, RESIDENCE_FIELDS);
    put(node, 'RESIDENCE_DETAIL/BorrowerResidencyType', type);
  }
  const mailing = valueAt(residence, 'mailing.address');
  if (mailing) {
    const node = add(party, 'ADDRESSES/ADDRESS');
    writeFields(node, mailing, ADDRESS_FIELDS);
    put(node, 'AddressType', 'Mailing');
  }
}

function employment(borrower: XNode, sections: Json, deal: DealParts) {
  const jobs = (sections.employment ?? {}) as Json;
  const current: [unknown, string][] = [
    [jobs.primary, 'Primary'],
    ...list(jobs.additional).map((job): [unknown, string] => [job, 'Secondary']),
  ];
  for (const [job, classification] of current) {
    if (!job) continue;
    const employer = add(borrower, 'EMPLOYERS/EMPLOYER', { '@xlink:label': deal.label('EMPLOYER') });
    writeFields(employer, job, CURRENT_JOB_FIELDS);
    put(employer, 'EMPLOYMENT/EmploymentClassificationType', classification);
    put(employer, 'EMPLOYMENT/EmploymentStatusType', 'Current');
    const incomes = (valueAt(job, 'monthlyIncome') ?? {}) as Json;
    for (const [answer, type] of Object.entries(EMPLOYMENT_INCOME_TYPES)) {
      const value = incomes[answer];
      if (typeof value !== 'number') continue;
      const item = incomeItem(borrower, deal, type, amount(value), true);
      deal.relationships.push({
        from: item['@xlink:label'] as string,
        to: employer['@xlink:label'] as string,
        arcrole: ARC.incomeOfEmployer,
      });
    }
  }
  for (const job of list(jobs.previous)) {
    const employer = add(borrower, 'EMPLOYERS/EMPLOYER', { '@xlink:label': deal.label('EMPLOYER') });
    writeFields(employer, job, PREVIOUS_JOB_FIELDS);
    put(employer, 'EMPLOYMENT/EmploymentStatusType', 'Previous');
  }
}

function incomeItem(borrower: XNode, deal: DealParts, type: string, monthly: string, employment: boolean) {
  const item = add(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM', {
    '@xlink:label': deal.label('CURRENT_INCOME_ITEM'),
  });
  put(item, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount', monthly);
  put(item, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator', String(employment));
  put(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType', type);
  return item;
}

function otherIncome(borrower: XNode, sections: Json, input: BorrowerInput) {
  for (const source of list(valueAt(sections, 'otherIncome.sources'))) {
    const item = add(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM');
    writeFields(container(item, 'CURRENT_INCOME_ITEM_DETAIL'), source, OTHER_INCOME_FIELDS);
    put(item, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator', 'false');
  }
  const yearly =
    input.kind === 'borrower' ? input.statedAnnualIncome : valueAt(sections, 'income.statedAnnualIncome');
  if (typeof yearly === 'number') {
    const item = add(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM');
    put(item, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount', (yearly / 12).toFixed(2));
    put(item, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator', 'false');
    put(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType', STATED_INCOME_TYPE);
  }
}

function obligations(sections: Json, input: BorrowerInput, deal: DealParts, roleLabel: string) {
  const expense = () => {
    const node: XNode = { '@xlink:label': deal.label('EXPENSE') };
    deal.expenses.push(node);
    deal.relationships.push({
      from: node['@xlink:label'] as string,
      to: roleLabel,
      arcrole: ARC.expenseOfBorrower,
    });
    return node;
  };
  for (const item of list(valueAt(sections, 'otherLiabilities.items')))
    writeFields(expense(), item, EXPENSE_FIELDS);
  if (typeof input.otherMonthlyObligations === 'number') {
    const node = expense();
    put(node, 'ExpenseMonthlyPaymentAmount', amount(input.otherMonthlyObligations));
    put(node, 'ExpenseType', 'Other');
    put(node, 'ExpenseTypeOtherDescription', STATED_OBLIGATIONS_DESCRIPTION);
  }
}

function ownedProperties(sections: Json, deal: DealParts, roleLabel: string) {
  for (const property of list(valueAt(sections, 'realEstate.properties'))) {
    const asset: XNode = { '@xlink:label': deal.label('ASSET') };
    deal.assets.push(asset);
    deal.relationships.push({
      from: asset['@xlink:label'] as string,
      to: roleLabel,
      arcrole: ARC.assetOfBorrower,
    });
    put(asset, 'ASSET_DETAIL/AssetType', 'RealEstateOwned');
    writeFields(asset, property, OWNED_PROPERTY_FIELDS);
    const parts = OWNED_PROPERTY_EXPENSES.parts.map((part) => valueAt(property, part));
    if (parts.some((part) => typeof part === 'number'))
      put(
        asset,
        OWNED_PROPERTY_EXPENSES.mismo,
        amount(parts.reduce<number>((sum, part) => sum + Number(part ?? 0), 0)),
      );
    for (const mortgage of list(valueAt(property, 'mortgages'))) {
      const liability: XNode = { '@xlink:label': deal.label('LIABILITY') };
      deal.liabilities.push(liability);
      writeFields(liability, mortgage, OWNED_PROPERTY_LIEN_FIELDS);
      const isLine = typeof valueAt(mortgage, 'creditLimit') === 'number';
      put(liability, 'LIABILITY_DETAIL/LiabilityType', isLine ? 'HELOC' : 'MortgageLoan');
      const label = liability['@xlink:label'] as string;
      deal.relationships.push({ from: label, to: roleLabel, arcrole: ARC.liabilityOfBorrower });
      deal.relationships.push({
        from: asset['@xlink:label'] as string,
        to: label,
        arcrole: ARC.assetSecuresLiability,
      });
    }
  }
}

function military(party: XNode, sections: Json) {
  const statuses = strings(valueAt(sections, MILITARY.statuses));
  const completion = valueAt(sections, MILITARY.completionDate);
  let dated = false;
  for (const status of statuses) {
    if (status === MILITARY.survivingSpouse.value) {
      put(party, MILITARY.survivingSpouse.mismo, 'true');
      continue;
    }
    const service = add(party, MILITARY.service);
    writeValue(service, 'MilitaryStatusType', MILITARY.codes, status);
    if (!dated && (status === 'ActiveDuty' || !statuses.includes('ActiveDuty'))) {
      writeValue(service, 'MilitaryServiceExpectedCompletionDate', 'date', completion);
      dated = true;
    }
  }
}

function demographics(borrower: XNode, answers: Json, collection: Record<string, unknown>) {
  const monitoring = container(borrower, 'GOVERNMENT_MONITORING');
  const detail = container(monitoring, 'GOVERNMENT_MONITORING_DETAIL');
  const observed = (name: string) =>
    typeof collection[name] === 'boolean' ? String(collection[name]) : undefined;
  put(
    detail,
    'HMDAEthnicityCollectedBasedOnVisualObservationOrSurnameIndicator',
    observed('ethnicityCollectedByVisualObservationOrSurname'),
  );
  put(
    detail,
    'HMDAGenderCollectedBasedOnVisualObservationOrNameIndicator',
    observed('sexCollectedByVisualObservationOrSurname'),
  );
  put(
    detail,
    'HMDARaceCollectedBasedOnVisualObservationOrSurnameIndicator',
    observed('raceCollectedByVisualObservationOrSurname'),
  );
  const ethnicity = strings(answers.ethnicity);
  const race = strings(answers.race);
  const sex = strings(answers.sex);
  const refused = (values: string[]) =>
    values.length ? String(values.includes(DEMOGRAPHICS.notProvided)) : undefined;
  put(detail, 'HMDAEthnicityRefusalIndicator', refused(ethnicity));
  put(detail, 'HMDAGenderRefusalIndicator', refused(sex));
  put(detail, 'HMDARaceRefusalIndicator', refused(race));

  const ulad: XNode = {};
  const takenBy = collection.applicationTakenBy;
  if (typeof takenBy === 'string')
    ulad['ULAD:ApplicationTakenMethodType'] = DEMOGRAPHICS.takenBy[takenBy] ?? 'Internet';
  const male = sex.includes('Male');
  const female = sex.includes('Female');
  if (male || female)
    ulad['ULAD:HMDAGenderType'] = male && female ? DEMOGRAPHICS.sex.both : male ? 'Male' : 'Female';
  const ethnicities = ethnicity.filter((value) => value in DEMOGRAPHICS.ethnicities);
  if (ethnicities.length)
    ulad['ULAD:HMDA_ETHNICITIES'] = {
      'ULAD:HMDA_ETHNICITY': ethnicities.map((value) => ({ 'ULAD:HMDAEthnicityType': value })),
    };
  if (Object.keys(ulad).length)
    container(detail, 'EXTENSION/OTHER')['ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION'] = ulad;

  for (const origin of strings(answers.ethnicityOrigins)) {
    const node = add(monitoring, 'HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN');
    writeValue(node, 'HMDAEthnicityOriginType', DEMOGRAPHICS.ethnicityOrigins, origin);
    if (origin === 'OtherHispanicOrLatino')
      writeValue(
        node,
        'HMDAEthnicityOriginTypeOtherDescription',
        'text',
        answers.otherHispanicOrLatinoOrigin,
      );
  }
  for (const value of race.filter((item) => item in DEMOGRAPHICS.races)) {
    const node = add(monitoring, 'HMDA_RACES/HMDA_RACE');
    put(node, 'HMDA_RACE_DETAIL/HMDARaceType', value);
    if (value === 'AmericanIndianOrAlaskaNative')
      writeValue(
        node,
        'HMDA_RACE_DETAIL/HMDARaceTypeAdditionalDescription',
        'text',
        answers.americanIndianTribe,
      );
    const designations = DEMOGRAPHICS.designations[value];
    if (!designations) continue;
    for (const designation of strings(answers[designations.answer])) {
      const item = add(node, 'HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION');
      writeValue(item, 'HMDARaceDesignationType', designations.codes, designation);
      if (designations.codes[designation] === 'Other')
        writeValue(item, 'HMDARaceDesignationTypeOtherDescription', 'text', answers[designations.other]);
    }
  }
}
