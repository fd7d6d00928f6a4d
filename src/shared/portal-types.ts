/** What the portal API answers and the portal screens show (spec 2.7, 2.10): one definition for both sides. */

/** A dashboard card: one of the caller's loans or unsubmitted applications. */
export interface PortalCard {
  id: string;
  kind: 'loan' | 'application';
  appId: string;
  nmlsId: string;
  flowType: string;
  street: string | null;
  amount: number | null;
  productType: string | null;
  status: string;
  loanNumber: string | null;
  appDate: string;
  todoCount: number;
  /** 'coborrower': an application or loan the caller joined as a co-borrower; todoCount is then their own. */
  role?: 'borrower' | 'coborrower';
  /** The latest notice of action given on the application (Reg B 1002.9): the card links to it. */
  noticeOfAction?: { issuedOn: string; action: 'denied' | 'incomplete' | 'counteroffer' } | null;
}

/** A Contact Us entry: the loan officer, the loan's processing team, the support line. */
export interface PortalContact {
  category: 'loan' | 'support';
  title: string;
  name: string;
  referenceNumber: string | null;
  officeHour: string | null;
  phone: string;
  email: string;
}
