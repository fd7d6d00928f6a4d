/**
 * A failed soft credit pull, pricing or property value call (pricing-api.ts), with the server's message when it
 * sent one. Its own module, so a step screen can recognise one without loading the calls.
 */
export class PricingCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'PricingCallError';
  }
}
