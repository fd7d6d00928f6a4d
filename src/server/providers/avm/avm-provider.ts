/** An automated valuation model: the property's value from public records and sales nearby. */

export interface ValuedAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface Valuation {
  /** Whole cents, or null when the model has no value for the address. */
  valueCents: number | null;
  /** 0 to 100: how sure the model is. */
  confidence: number;
  reference: string;
}

export interface AvmProvider {
  name: string;
  /**
   * `applicationId` is our reference for the valuation: the application it is for (see simulator-scenarios.ts
   * for why the call carries it). Throws ProviderUnavailableError when the model cannot be reached or fails.
   */
  valuate(address: ValuedAddress, applicationId: string): Promise<Valuation>;
}
