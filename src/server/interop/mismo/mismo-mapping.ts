/**
 * The mapping table of the MISMO 3.4 (Build 324) export, after Fannie Mae's ULAD mapping of the URLA: which answer
 * goes to which MISMO data point, with the code lists between our values and MISMO's enumerations. The export
 * (mismo-document.ts, mismo-borrower.ts) writes through these rows and the reader (mismo-import.ts) reads back
 * through the same rows, so a row added here is exported and read back at once. The schema of what is emitted is
 * mismo-subset.xsd beside this file.
 *
 * Answer paths are relative to the object named in each table's comment; MISMO paths are relative to the element
 * named there. Values MISMO has no data point for travel in an EXTENSION of ours (WL_NS, rows with `EXTENSION`).
 */

export const MISMO_NS = 'http://www.mismo.org/residential/2009/schemas';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Fannie Mae's ULAD extension (HMDA ethnicities, sex, application taken method). */
export const ULAD_NS = 'http://www.datamodelextension.org/Schema/ULAD';
/** Ours: answers without a MISMO data point, each with its answer path (or fact name) and its JSON value. */
export const WL_NS = 'urn:white-label-lending:mismo-extension:1';
/** MESSAGE/@MISMOReferenceModelIdentifier of 3.4 Build 324. */
export const MISMO_REFERENCE_MODEL = '3.4.032420160128';

/** The value is kept in our extension of the element the table is relative to, under its answer path. */
export const EXTENSION = 'EXTENSION';

/** Our code → MISMO's; `Other/Description` writes the type Other and the description in `…OtherDescription`. */
export type Codes = Readonly<Record<string, string>>;
/** `amount`: to the cent; `decimal`: as it is (rates, percents). */
export type Codec = 'text' | 'amount' | 'decimal' | 'count' | 'date' | 'boolean' | 'yesNo' | Codes;

export interface Field {
  answer: string;
  mismo: string;
  codec: Codec;
}

const row = (answer: string, mismo: string, codec: Codec = 'text'): Field => ({ answer, mismo, codec });
const same = (...values: string[]): Codes => Object.fromEntries(values.map((value) => [value, value]));
const YES_NO: Codes = { yes: 'Yes', no: 'No' };

/** Where a borrower's sections are: the borrower's in the application's answers, a co-borrower's in their own. */
export const SECTION_PATHS = {
  borrower: {
    legal: 'applicant.legal',
    residence: 'applicant.residence',
    employment: 'applicant.employment',
    otherIncome: 'applicant.otherIncome',
    otherLiabilities: 'applicant.otherLiabilities',
    income: 'applicant.income',
    credit: 'applicant.credit',
    acknowledgments: 'applicant.acknowledgments',
    realEstate: 'realEstate',
    declarations: 'declarations',
    military: 'military',
    demographics: 'demographics',
  },
  coborrower: {
    legal: 'legal',
    residence: 'residence',
    employment: 'employment',
    otherIncome: 'otherIncome',
    otherLiabilities: 'otherLiabilities',
    income: 'income',
    creditScore: 'creditScore',
    acknowledgments: 'acknowledgments',
    realEstate: 'realEstate',
    declarations: 'declarations',
    military: 'military',
    demographics: 'demographics',
  },
} as const;
export type BorrowerKind = keyof typeof SECTION_PATHS;

/** An address (answers' street, unit, city, state, zip) → an ADDRESS. */
export const ADDRESS_FIELDS: Field[] = [
  row('street', 'AddressLineText'),
  row('unit', 'AddressUnitIdentifier'),
  row('city', 'CityName'),
  row('state', 'StateCode'),
  row('zip', 'PostalCode'),
];

/** The legal name (legal.*) → INDIVIDUAL/NAME; without one, the flow's borrowerFirstName / borrowerLastName facts. */
export const NAME_FIELDS: Field[] = [
  row('firstName', 'FirstName'),
  row('middleName', 'MiddleName'),
  row('lastName', 'LastName'),
  row('suffix', 'SuffixName'),
];

const DETAIL = 'ROLES/ROLE/BORROWER/BORROWER_DETAIL';
const DECLARATION = 'ROLES/ROLE/BORROWER/DECLARATION/DECLARATION_DETAIL';

/** A borrower's sections (SECTION_PATHS) → their PARTY. */
export const BORROWER_FIELDS: Field[] = [
  row('legal.alternateNames', 'INDIVIDUAL/ALIASES/ALIAS/NAME/FullName'),
  row('legal.dateOfBirth', `${DETAIL}/BorrowerBirthDate`, 'date'),
  row('legal.maritalStatus', `${DETAIL}/MaritalStatusType`, same('Married', 'Separated', 'Unmarried')),
  row('legal.dependentsCount', `${DETAIL}/DependentCount`, 'count'),
  row(
    'legal.citizenship',
    `${DECLARATION}/CitizenshipResidencyType`,
    same('USCitizen', 'PermanentResidentAlien', 'NonPermanentResidentAlien'),
  ),
  row('residence.mailing.sameAsProperty', `${DETAIL}/BorrowerMailToAddressSameAsPropertyIndicator`, 'yesNo'),
  row(
    'military.selfDeclaredMilitaryServiceIndicator',
    `${DETAIL}/SelfDeclaredMilitaryServiceIndicator`,
    'yesNo',
  ),
  row('credit.type', `${DETAIL}/JointAssetLiabilityReportingType`, {
    Individual: 'NotJointly',
    Joint: 'Jointly',
  }),
  row('employment.status', `${DETAIL}/EmploymentStateType`, {
    Employed: 'Employed',
    SelfEmployed: 'Other/SelfEmployed',
    Retired: 'Retired',
    NotEmployed: 'Unemployed',
  }),
  // URLA 5a and 5b (DOMAIN.md 1): the declarations by their MISMO indicator names.
  row('declarations.intentToOccupyType', `${DECLARATION}/IntentToOccupyType`, YES_NO),
  row('declarations.homeownerPastThreeYearsType', `${DECLARATION}/HomeownerPastThreeYearsType`, YES_NO),
  row(
    'declarations.priorPropertyTitleType',
    `${DECLARATION}/PriorPropertyTitleType`,
    same('Sole', 'JointWithSpouse', 'JointWithOtherThanSpouse'),
  ),
  ...[
    'undisclosedBorrowedFundsIndicator',
    'undisclosedMortgageApplicationIndicator',
    'undisclosedCreditApplicationIndicator',
    'propertyProposedCleanEnergyLienIndicator',
    'undisclosedComakerOfNoteIndicator',
    'outstandingJudgmentsIndicator',
    'presentlyDelinquentIndicator',
    'partyToLawsuitIndicator',
    'priorPropertyDeedInLieuConveyedIndicator',
    'priorPropertyShortSaleCompletedIndicator',
    'priorPropertyForeclosureCompletedIndicator',
    'bankruptcyIndicator',
  ].map((name) =>
    row(`declarations.${name}`, `${DECLARATION}/${name[0]?.toUpperCase()}${name.slice(1)}`, 'yesNo'),
  ),
  row(
    'declarations.undisclosedBorrowedFundsAmount',
    `${DECLARATION}/UndisclosedBorrowedFundsAmount`,
    'amount',
  ),
  // Answers with no MISMO data point: the gates of repeated sections, acknowledgments, the prequalification's
  // estimates and choices.
  row('realEstate.ownsOther', EXTENSION),
  row('otherIncome.hasOther', EXTENSION),
  row('otherLiabilities.hasAny', EXTENSION),
  row('income.source', EXTENSION),
  row('credit.jointIntent', EXTENSION),
  row('acknowledgments.agreed', EXTENSION),
  row('acknowledgments.jointCreditIntent', EXTENSION),
  row('creditScore.estimatedCreditScore', EXTENSION),
  row('residence.sameAsBorrower', EXTENSION),
];

/** declarations.priorPropertyUsageType → PriorPropertyUsageType, or FHASecondaryResidenceIndicator for that one. */
export const PRIOR_PROPERTY_USAGE = {
  answer: 'declarations.priorPropertyUsageType',
  mismo: `${DECLARATION}/PriorPropertyUsageType`,
  codes: same('PrimaryResidence', 'SecondHome', 'Investment'),
  fhaSecondary: { value: 'FHASecondaryResidence', mismo: `${DECLARATION}/FHASecondaryResidenceIndicator` },
};

/** declarations.bankruptcyChapterTypes → one BANKRUPTCY each. */
export const BANKRUPTCY_CHAPTERS = {
  answer: 'declarations.bankruptcyChapterTypes',
  mismo: 'ROLES/ROLE/BORROWER/BANKRUPTCIES/BANKRUPTCY',
  point: 'BANKRUPTCY_DETAIL/BankruptcyChapterType',
  codes: same('ChapterSeven', 'ChapterEleven', 'ChapterTwelve', 'ChapterThirteen'),
};

/** A residence (residence.current, residence.former[]) → RESIDENCE. */
export const RESIDENCE_FIELDS: Field[] = [
  ...ADDRESS_FIELDS.map((field) => row(`address.${field.answer}`, `ADDRESS/${field.mismo}`, field.codec)),
  row('years', 'RESIDENCE_DETAIL/BorrowerResidencyDurationYearsCount', 'count'),
  row('months', 'RESIDENCE_DETAIL/BorrowerResidencyDurationMonthsCount', 'count'),
  row('housing', 'RESIDENCE_DETAIL/BorrowerResidencyBasisType', {
    Own: 'Own',
    Rent: 'Rent',
    NoPrimaryExpense: 'LivingRentFree',
  }),
  row('rentMonthly', 'LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount', 'amount'),
];

const JOB_COMMON: Field[] = [
  row('employerName', 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName'),
  row('position', 'EMPLOYMENT/EmploymentPositionDescription'),
  row('startDate', 'EMPLOYMENT/EmploymentStartDate', 'date'),
  row('selfEmployed', 'EMPLOYMENT/EmploymentBorrowerSelfEmployedIndicator', 'boolean'),
];

/** A current job (employment.primary, employment.additional[]) → EMPLOYER; its monthly income → income items. */
export const CURRENT_JOB_FIELDS: Field[] = [
  ...JOB_COMMON,
  row(
    'employerPhone',
    'LEGAL_ENTITY/CONTACTS/CONTACT/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
  ),
  ...ADDRESS_FIELDS.map((field) => row(`address.${field.answer}`, `ADDRESS/${field.mismo}`, field.codec)),
  row('yearsOnJob', 'EMPLOYMENT/EmploymentYearsOnJobCount', 'count'),
  row('yearsInLineOfWork', 'EMPLOYMENT/EmploymentTimeInLineOfWorkYearsCount', 'count'),
  row('monthsInLineOfWork', 'EMPLOYMENT/EmploymentTimeInLineOfWorkMonthsCount', 'count'),
  row('specialRelationship', 'EMPLOYMENT/SpecialBorrowerEmployerRelationshipIndicator', 'boolean'),
  row('ownershipShare', 'EMPLOYMENT/OwnershipInterestType', {
    LessThan25: 'LessThan25Percent',
    TwentyFiveOrMore: 'GreaterThanOrEqualTo25Percent',
  }),
  // URLA 1b: a business owner's monthly income (or loss).
  row('monthlyIncomeOrLoss', 'EMPLOYMENT/EmploymentMonthlyIncomeAmount', 'amount'),
];

/** A previous job (employment.previous[]) → EMPLOYER with EmploymentStatusType Previous. */
export const PREVIOUS_JOB_FIELDS: Field[] = [
  ...JOB_COMMON,
  row('endDate', 'EMPLOYMENT/EmploymentEndDate', 'date'),
  row('monthlyIncome.base', 'EMPLOYMENT/EmploymentMonthlyIncomeAmount', 'amount'),
];

/** A current job's monthlyIncome.* → CURRENT_INCOME_ITEM IncomeType, EmploymentIncomeIndicator true. */
export const EMPLOYMENT_INCOME_TYPES: Codes = {
  base: 'Base',
  overtime: 'Overtime',
  bonus: 'Bonus',
  commission: 'Commissions',
  military: 'MilitaryBasePay',
  other: 'Other',
};

/** otherIncome.sources[].type (URLA 1e) → CURRENT_INCOME_ITEM IncomeType. */
export const OTHER_INCOME_TYPES: Codes = {
  ...same(
    'Alimony',
    'AutomobileAllowance',
    'BoarderIncome',
    'CapitalGains',
    'ChildSupport',
    'Disability',
    'FosterCare',
    'MortgageCreditCertificate',
    'MortgageDifferential',
    'PublicAssistance',
    'SeparateMaintenance',
    'SocialSecurity',
    'Trust',
    'Other',
  ),
  HousingOrParsonage: 'HousingAllowance',
  InterestAndDividends: 'DividendsInterest',
  NotesReceivable: 'NotesReceivableInstallment',
  Retirement: 'Pension',
  RoyaltyPayments: 'Royalties',
  UnemploymentBenefits: 'Unemployment',
  VACompensation: 'VABenefitsNonEducational',
};

/** An other income source → CURRENT_INCOME_ITEM_DETAIL. */
export const OTHER_INCOME_FIELDS: Field[] = [
  row('type', 'IncomeType', OTHER_INCOME_TYPES),
  row('monthlyAmount', 'CurrentIncomeMonthlyTotalAmount', 'amount'),
  row('description', 'IncomeTypeOtherDescription'),
];

/** The stated yearly income (fact statedAnnualIncome, a co-borrower's income.statedAnnualIncome), a twelfth a month. */
export const STATED_INCOME_TYPE = 'BorrowerEstimatedTotalMonthlyIncome';

/** otherLiabilities.items[] (URLA 2d) → EXPENSE. */
export const EXPENSE_FIELDS: Field[] = [
  row('type', 'ExpenseType', {
    ...same('Alimony', 'ChildSupport', 'JobRelatedExpenses', 'Other'),
    SeparateMaintenance: 'SeparateMaintenanceExpense',
  }),
  row('description', 'ExpenseDescription'),
  row('monthlyPayment', 'ExpenseMonthlyPaymentAmount', 'amount'),
];

/** The fact otherMonthlyObligations → an EXPENSE of type Other with this description. */
export const STATED_OBLIGATIONS_DESCRIPTION = 'StatedOtherMonthlyObligations';

/** A property owned (realEstate.properties[], URLA 3) → ASSET with OWNED_PROPERTY. */
export const OWNED_PROPERTY_FIELDS: Field[] = [
  ...ADDRESS_FIELDS.map((field) =>
    row(`address.${field.answer}`, `OWNED_PROPERTY/PROPERTY/ADDRESS/${field.mismo}`, field.codec),
  ),
  row(
    'status',
    'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyDispositionStatusType',
    same('Sold', 'PendingSale', 'Retain'),
  ),
  row(
    'intendedOccupancy',
    'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyUsageType',
    same('Investment', 'PrimaryResidence', 'SecondHome', 'Other'),
  ),
  row('marketValue', 'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyEstimatedValueAmount', 'amount'),
  row(
    'monthlyRentalIncome',
    'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeGrossAmount',
    'amount',
  ),
  // URLA 3 asks insurance, taxes and dues apart; ULAD has their sum (OwnedPropertyMaintenanceExpenseAmount).
  row('monthlyInsurance', EXTENSION),
  row('monthlyTaxes', EXTENSION),
  row('monthlyAssociationDues', EXTENSION),
  row('hasMortgage', EXTENSION),
];

/** The sum ULAD wants of an owned property's monthly insurance, taxes and dues. */
export const OWNED_PROPERTY_EXPENSES = {
  parts: ['monthlyInsurance', 'monthlyTaxes', 'monthlyAssociationDues'],
  mismo: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount',
};

/** A mortgage on a property owned (realEstate.properties[].mortgages[]) → LIABILITY tied to its ASSET. */
export const OWNED_PROPERTY_LIEN_FIELDS: Field[] = [
  row('creditorName', 'LIABILITY_HOLDER/NAME/FullName'),
  row('accountNumber', 'LIABILITY_DETAIL/LiabilityAccountIdentifier'),
  row('monthlyPayment', 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount', 'amount'),
  row('unpaidBalance', 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount', 'amount'),
  row('payoffAtClosing', 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator', 'yesNo'),
  row(
    'mortgageType',
    'LIABILITY_DETAIL/MortgageType',
    same('Conventional', 'FHA', 'VA', 'USDARuralDevelopment', 'Other'),
  ),
  row('creditLimit', 'LIABILITY_DETAIL/HELOCMaximumBalanceAmount', 'amount'),
];

/** A debt on the credit report (src/server/credit/liabilities.ts) → LIABILITY tied to the borrower. */
export const CREDIT_LIABILITY_FIELDS: Field[] = [
  row('creditor', 'LIABILITY_HOLDER/NAME/FullName'),
  row('accountLast4', 'LIABILITY_DETAIL/LiabilityAccountIdentifier'),
  row('type', 'LIABILITY_DETAIL/LiabilityType', {
    Mortgage: 'MortgageLoan',
    HELOC: 'HELOC',
    Installment: 'Installment',
    Revolving: 'Revolving',
  }),
  row('outstandingBalanceAmount', 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount', 'amount'),
  row('monthlyPaymentAmount', 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount', 'amount'),
  row('creditLimitAmount', 'LIABILITY_DETAIL/HELOCMaximumBalanceAmount', 'amount'),
  row('securedBySubjectProperty', 'LIABILITY_DETAIL/LiabilitySecuredBySubjectPropertyIndicator', 'boolean'),
  row('paidOffIndicator', 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator', 'boolean'),
];

/** military.militaryStatusTypes → MILITARY_SERVICE each; a surviving spouse is ULAD's SpousalVABenefitsEligibilityIndicator. */
export const MILITARY = {
  statuses: 'military.militaryStatusTypes',
  service: 'ROLES/ROLE/BORROWER/MILITARY_SERVICES/MILITARY_SERVICE',
  codes: same('ActiveDuty', 'Veteran', 'ReserveNationalGuardNeverActivated'),
  completionDate: 'military.militaryServiceExpectedCompletionDate',
  survivingSpouse: { value: 'SurvivingSpouse', mismo: `${DETAIL}/SpousalVABenefitsEligibilityIndicator` },
};

/** URLA 8 (HMDA): the demographics answers → GOVERNMENT_MONITORING and ULAD's extension of it. */
export const DEMOGRAPHICS = {
  monitoring: 'ROLES/ROLE/BORROWER/GOVERNMENT_MONITORING',
  notProvided: 'InformationNotProvided',
  ethnicities: same('HispanicOrLatino', 'NotHispanicOrLatino'),
  ethnicityOrigins: {
    Mexican: 'Mexican',
    PuertoRican: 'PuertoRican',
    Cuban: 'Cuban',
    OtherHispanicOrLatino: 'Other',
  },
  races: same(
    'AmericanIndianOrAlaskaNative',
    'Asian',
    'BlackOrAfricanAmerican',
    'NativeHawaiianOrOtherPacificIslander',
    'White',
  ),
  /** Per race, the answer listing its designations and the one naming the "other" write-in. */
  designations: {
    Asian: {
      answer: 'asianOrigins',
      other: 'otherAsianOrigin',
      codes: {
        ...same('AsianIndian', 'Chinese', 'Filipino', 'Japanese', 'Korean', 'Vietnamese'),
        OtherAsian: 'Other',
      } as Codes,
    },
    NativeHawaiianOrOtherPacificIslander: {
      answer: 'pacificIslanderOrigins',
      other: 'otherPacificIslanderOrigin',
      codes: {
        ...same('NativeHawaiian', 'GuamanianOrChamorro', 'Samoan'),
        OtherPacificIslander: 'Other',
      } as Codes,
    },
  } as Record<string, { answer: string; other: string; codes: Codes }>,
  sex: { Female: 'Female', Male: 'Male', both: 'ApplicantSelectedBothMaleAndFemale' },
  /** loans.demographics_collection.applicationTakenBy → ULAD:ApplicationTakenMethodType. */
  takenBy: {
    EmailOrInternet: 'Internet',
    FaceToFace: 'FaceToFace',
    Telephone: 'Telephone',
    FaxOrMail: 'Mail',
  } as Codes,
};

/** The subject property's kind (fact propertyType) in MISMO's words; the fact itself travels in our extension. */
export const PROPERTY_KINDS: Record<string, Record<string, string>> = {
  SingleFamily: { AttachmentType: 'Detached', ConstructionMethodType: 'SiteBuilt' },
  Townhouse: { AttachmentType: 'Attached', ConstructionMethodType: 'SiteBuilt' },
  Condominium: { AttachmentType: 'Attached', ConstructionMethodType: 'SiteBuilt' },
  MultiFamily: { AttachmentType: 'Detached', ConstructionMethodType: 'SiteBuilt' },
  ManufacturedHome: { AttachmentType: 'Detached', ConstructionMethodType: 'Manufactured' },
};

/** The fact occupancy → the subject property's PropertyUsageType. */
export const OCCUPANCY_CODES: Codes = same('PrimaryResidence', 'SecondHome', 'Investment');

/** The subject property's other answers → SUBJECT_PROPERTY. */
export const SUBJECT_PROPERTY_FIELDS: Field[] = [
  row('property.urla.units', 'PROPERTY_DETAIL/FinancedUnitCount', 'count'),
  row('property.urla.mixedUse', 'PROPERTY_DETAIL/PropertyMixedUsageIndicator', 'yesNo'),
  row('property.condo.projectName', 'PROJECT/PROJECT_DETAIL/ProjectName'),
  row('property.info.units', EXTENSION),
];

/** The property value detour's answers (spec 4.7) → PROPERTY_VALUATION, by method. */
export const VALUATION_METHODS = {
  avm: 'AutomatedValuationModel',
  stated: 'Other/BorrowerStatedValue',
  prior: 'PriorAppraisalUsed',
  ordered: { 'full-appraisal': 'FullAppraisal', 'drive-by': 'DriveBy', desktop: 'DesktopAppraisal' } as Codes,
};

/** Answers about the deal, not one borrower, without a MISMO data point: DEAL's extension, by answer path. */
export const DEAL_EXTENSION_ANSWERS = [
  'contactInfo.textConsent',
  'consents.softCreditPull',
  'consents.disclosuresReceived',
  'propertyValueDetour.avmLooksRight',
  'propertyValueDetour.choice',
  'addBorrower.addCoBorrower',
  'addBorrower.coBorrower.firstName',
  'addBorrower.coBorrower.lastName',
  'addBorrower.coBorrower.email',
  'addBorrower.coBorrower.relationship',
  'cosigner.support',
  'cosigner.firstName',
  'cosigner.lastName',
  'cosigner.relationship',
];

/** Facts (src/shared/flows/flow-facts.ts) without a MISMO data point: DEAL's extension, by fact name. */
export const DEAL_EXTENSION_FACTS = ['estimatedCreditScore', 'propertyType'] as const;

/** The borrower's answers outside their sections that go to their PARTY (absolute answer paths). */
export const BORROWER_ANSWER_FIELDS: Field[] = [
  row('consents.eSign', 'ROLES/ROLE/ROLE_DETAIL/ConsentToReceiveDocumentsElectronicallyIndicator', 'boolean'),
  row('consents.hardCreditPull', `${DETAIL}/CreditReportAuthorizationIndicator`, 'boolean'),
];

/** A co-borrower's own answers outside their sections that go to their PARTY (paths in their answers). */
export const COBORROWER_ANSWER_FIELDS: Field[] = [
  row('creditAuthorization.hardCreditPull', `${DETAIL}/CreditReportAuthorizationIndicator`, 'boolean'),
];

/** A borrower's email and phone (contactInfo.*; a co-borrower's email from their invitation) → CONTACT_POINT each. */
export const CONTACT_POINTS = {
  email: { answer: 'contactInfo.email', mismo: 'CONTACT_POINT_EMAIL/ContactPointEmailValue' },
  phone: { answer: 'contactInfo.phone', mismo: 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue' },
};

/** RELATIONSHIP arcroles (ULAD). */
export const ARC = {
  incomeOfEmployer: 'urn:fdc:mismo.org:2009:residential/CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER',
  assetOfBorrower: 'urn:fdc:mismo.org:2009:residential/ASSET_IsAssociatedWith_ROLE',
  liabilityOfBorrower: 'urn:fdc:mismo.org:2009:residential/LIABILITY_IsAssociatedWith_ROLE',
  expenseOfBorrower: 'urn:fdc:mismo.org:2009:residential/EXPENSE_IsAssociatedWith_ROLE',
  assetSecuresLiability: 'urn:fdc:mismo.org:2009:residential/ASSET_IsAssociatedWith_LIABILITY',
};
