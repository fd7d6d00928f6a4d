/** The credit bureau seen by the product: a soft pull by name and address (no SSN before the full application). */

export interface CreditSubject {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type TradelineType = 'Mortgage' | 'HELOC' | 'Installment' | 'Revolving';

export interface Tradeline {
  id: string;
  type: TradelineType;
  creditor: string;
  accountLast4: string;
  balanceCents: number;
  monthlyPaymentCents: number;
  creditLimitCents?: number;
  /** Secured by the property this application borrows against. */
  securedBySubjectProperty: boolean;
  /** The lien's position on that home (1 first, 2 second), when the bureau reports it. */
  lienPosition?: number;
}

export type CreditReport =
  | {
      status: 'ok';
      score: number;
      tradelines: Tradeline[];
      provider: string;
      reference: string;
      /** The factors that most lowered the score, as the bureau words them (FCRA 609(f)(1)(C)), most important first. */
      keyFactors?: string[];
    }
  /** Too little history to score: no score, possibly a few tradelines. */
  | { status: 'thin'; score: null; tradelines: Tradeline[]; provider: string; reference: string }
  /** The consumer froze the file: nothing can be read until they lift the freeze. */
  | { status: 'frozen'; score: null; tradelines: []; provider: string; reference: string };

export interface CreditProvider {
  name: string;
  /**
   * `applicationId` is our reference for the pull: the application it is for (see simulator-scenarios.ts for
   * why the call carries it). Throws ProviderUnavailableError when the bureau cannot be reached or fails.
   */
  softPull(subject: CreditSubject, applicationId: string): Promise<CreditReport>;
}
