/**
 * The demo borrower's answers: one application still in prequalification and three submitted ones, each on a
 * different property so the dashboard cards tell them apart. No SSN or date of birth (the demo needs none).
 */
export interface DemoProperty {
  street: string;
  city: string;
  state: string;
  zip: string;
  value: number;
  /** The cash asked for, whole dollars. */
  cash: number;
}

const BORROWER = {
  firstName: 'Demo',
  lastName: 'Borrower',
  email: 'demo.borrower@example.com',
  phone: '6145550100',
};

export const DEMO_DRAFT: DemoProperty = {
  street: '27 Birchwood Lane',
  city: 'Dublin',
  state: 'OH',
  zip: '43017',
  value: 510_000,
  cash: 60_000,
};

/** Sign Disclosures (1), Provide Documentation (2), Schedule Closing (4): the HELOC, the fixed loan, the HELOC. */
export const DEMO_LOANS: { property: DemoProperty; creditType: 'open-end' | 'closed-end' }[] = [
  {
    property: {
      street: '418 Maple Avenue',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      value: 425_000,
      cash: 75_000,
    },
    creditType: 'open-end',
  },
  {
    property: {
      street: '1902 Harbor View Drive',
      city: 'Cleveland',
      state: 'OH',
      zip: '44113',
      value: 380_000,
      cash: 50_000,
    },
    creditType: 'closed-end',
  },
  {
    property: {
      street: '65 Orchard Street',
      city: 'Cincinnati',
      state: 'OH',
      zip: '45202',
      value: 465_000,
      cash: 90_000,
    },
    creditType: 'open-end',
  },
];

const address = (property: DemoProperty) => ({
  street: property.street,
  unit: '',
  city: property.city,
  state: property.state,
  zip: property.zip,
});

/** What the first prequalification screens collect (slim-1): purpose, amount, property, contact. */
export function prequalAnswers(property: DemoProperty): Record<string, unknown> {
  return {
    loan: { purpose: 'HomeImprovement', loan_amt: property.cash },
    property: {
      address: address(property),
      info: { propertyType: 'SingleFamily', occupancy: 'PrimaryResidence' },
      estimatedValue: property.value,
    },
    applicant: { income: { source: 'Employed', statedAnnualIncome: 112_000 } },
    contactInfo: { ...BORROWER, textConsent: false },
    consents: { softCreditPull: true },
  };
}

/** A complete application's answers, enough for the loan's first conditions. */
export function submittedAnswers(property: DemoProperty): Record<string, unknown> {
  const prequal = prequalAnswers(property);
  return {
    ...prequal,
    applicant: {
      ...(prequal.applicant as object),
      legal: { firstName: BORROWER.firstName, lastName: BORROWER.lastName, citizenship: 'USCitizen' },
      residence: { mailing: { sameAsProperty: 'yes' } },
      employment: {
        status: 'Employed',
        primary: { employerName: 'Buckeye Logistics', position: 'Operations manager', yearsOnJob: 7 },
      },
    },
    consents: { softCreditPull: true, eSign: true },
    realEstate: { ownsOther: 'no' },
    declarations: { bankruptcyIndicator: 'no' },
    addBorrower: { addCoBorrower: 'no' },
  };
}
