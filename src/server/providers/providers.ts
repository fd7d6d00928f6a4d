import type { Config } from '../config.ts';
import type { AvmProvider } from './avm/avm-provider.ts';
import { createAvmSimulator } from './avm/avm-simulator.ts';
import { createHttpAvmProvider } from './avm/http-avm-provider.ts';
import type { CreditProvider } from './credit/credit-provider.ts';
import { createCreditSimulator } from './credit/credit-simulator.ts';
import { createHttpCreditProvider } from './credit/http-credit-provider.ts';
import { createHttpVerificationProvider } from './verification/http-verification-provider.ts';
import type { VerificationProvider } from './verification/verification-provider.ts';
import { createVerificationSimulator } from './verification/verification-simulator.ts';

/** The outside vendors the product talks to; each a simulator by default, a production adapter by configuration. */
export interface Providers {
  credit: CreditProvider;
  avm: AvmProvider;
  /** Identity and income verification (spec 7.3); the simulator also serves its hosted pages. */
  verification: VerificationProvider;
}

export function createProviders(config: Config): Providers {
  const { credit, avm, verification } = config.providers;
  return {
    credit:
      credit.kind === 'http' ? createHttpCreditProvider(credit.url, credit.apiKey) : createCreditSimulator(),
    avm: avm.kind === 'http' ? createHttpAvmProvider(avm.url, avm.apiKey) : createAvmSimulator(),
    verification:
      verification.kind === 'http'
        ? createHttpVerificationProvider(verification.url, verification.apiKey)
        : createVerificationSimulator(),
  };
}
