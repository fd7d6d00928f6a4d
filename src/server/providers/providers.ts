import path from 'node:path';
import type { Config } from '../config.ts';
import type { Orm } from '../db/database.ts';
import type { AvmProvider } from './avm/avm-provider.ts';
import { createAvmSimulator } from './avm/avm-simulator.ts';
import { createHttpAvmProvider } from './avm/http-avm-provider.ts';
import type { CreditProvider } from './credit/credit-provider.ts';
import { createCreditSimulator } from './credit/credit-simulator.ts';
import { createHttpCreditProvider } from './credit/http-credit-provider.ts';
import type { EsignProvider } from './esign/esign-provider.ts';
import { createEsignSimulator } from './esign/esign-simulator.ts';
import { createHttpEsignProvider } from './esign/http-esign-provider.ts';
import type { MalwareScanner } from './scanner/malware-scanner.ts';
import { createMalwareScanner } from './scanner/malware-scanners.ts';
import { createScenarioStore } from './simulator-scenarios.ts';
import type { DocumentStorage } from './storage/document-storage.ts';
import { createLocalDocumentStorage } from './storage/local-document-storage.ts';
import { createS3DocumentStorage } from './storage/s3-document-storage.ts';
import { loadOrCreateUploadSecret } from './storage/upload-signing.ts';
import { createHttpVerificationProvider } from './verification/http-verification-provider.ts';
import { createSimulatorRecords } from './verification/simulator-records.ts';
import type { VerificationProvider } from './verification/verification-provider.ts';
import { createVerificationSimulator } from './verification/verification-simulator.ts';

/** The outside vendors the product talks to; each a simulator by default, a production adapter by configuration. */
export interface Providers {
  credit: CreditProvider;
  avm: AvmProvider;
  /** Identity and income verification (spec 7.3); the simulator also serves its hosted pages. */
  verification: VerificationProvider;
  /** E-signing of a loan's sign items; the simulator's page is served by this server. */
  esign: EsignProvider;
  /** Uploaded documents: local disk (DATA_DIR/uploads) or S3. */
  storage: DocumentStorage;
  /** Uploaded documents are scanned before they are accepted: the EICAR simulator, clamd, or none. */
  scanner: MalwareScanner;
}

/**
 * The outside parties as configured; the simulators that keep records (verification) keep them in `orm`, where the
 * credit, AVM and verification simulators also read what a tester chose they answer (simulator-scenarios.ts).
 */
export function createProviders(config: Config, orm: Orm): Providers {
  const { credit, avm, verification, esign } = config.providers;
  const scenarios = createScenarioStore(orm).read;
  return {
    credit:
      credit.kind === 'http'
        ? createHttpCreditProvider(credit.url, credit.apiKey, config.providerTimeoutMs)
        : createCreditSimulator(scenarios),
    avm:
      avm.kind === 'http'
        ? createHttpAvmProvider(avm.url, avm.apiKey, config.providerTimeoutMs)
        : createAvmSimulator(scenarios),
    verification:
      verification.kind === 'http'
        ? createHttpVerificationProvider(verification.url, verification.apiKey, config.providerTimeoutMs)
        : createVerificationSimulator(createSimulatorRecords(orm), scenarios),
    esign:
      esign.kind === 'http'
        ? createHttpEsignProvider(esign.url, esign.apiKey, esign.webhookSecret, config.providerTimeoutMs)
        : createEsignSimulator(),
    storage: createStorage(config),
    scanner: createMalwareScanner(config.scanner),
  };
}

function createStorage(config: Config): DocumentStorage {
  const { storage } = config;
  if (storage.kind === 's3') return createS3DocumentStorage(storage, config.providerTimeoutMs);
  return createLocalDocumentStorage({
    root: path.join(config.dataDir, 'uploads'),
    secret: loadOrCreateUploadSecret(config.dataDir, storage.uploadSigningSecret),
  });
}
