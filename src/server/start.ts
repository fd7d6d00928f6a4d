import path from 'node:path';
import type { RateSheet } from '../shared/pricing/rate-sheet-types.ts';
import { registerDataCipher } from './applications/sensitive-fields.ts';
import { loadProviderCompany, providerLogoPath } from './config/provider-company.ts';
import type { Config } from './config.ts';
import { loadOrCreateDataCipher } from './crypto/data-encryption.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { seedDemoPortal } from './demo/demo-portal.ts';
import { createSigningLinks, loadOrCreateLinkKey, registerSigningLinks } from './esign/signing-links.ts';
import { seedDemoUsers } from './idp/demo-users.ts';
import { loadOrCreateSigningKeys, type SigningKeys } from './idp/signing-keys.ts';
import { loadRateSheet } from './pricing/rate-sheet-loader.ts';
import { createProviders, type Providers } from './providers/providers.ts';

export interface Runtime {
  db: Database;
  provider: ReturnType<typeof loadProviderCompany>;
  signingKeys?: SigningKeys;
  rateSheet: RateSheet;
  providers: Providers;
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; or the location or open database
 * given), migrates and seeds it.
 */
export async function prepareRuntime(config: Config, database?: string | Database): Promise<Runtime> {
  const provider = loadProviderCompany(config.providerConfigFile);
  const rateSheet = loadRateSheet(config.rateSheetFile);
  const db =
    typeof database === 'object'
      ? database
      : await openDatabase(database ?? config.databaseUrl ?? path.join(config.dataDir, 'db'));
  try {
    await migrate(db);
    await seed(db, provider, providerLogoPath(config.providerConfigFile, provider));
    if (config.demoUsers) await seedDemoUsers(db.orm);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  registerDataCipher(db.orm, loadOrCreateDataCipher(config.dataDir, config.dataEncryption));
  registerSigningLinks(
    db.orm,
    createSigningLinks(await loadOrCreateLinkKey(db.orm), config.publicUrl, {
      ttlSeconds: config.esignLinkTtlSeconds,
    }),
  );
  const signingKeys =
    config.identity.mode === 'embedded' ? await loadOrCreateSigningKeys(config.dataDir) : undefined;
  const providers = createProviders(config, db.orm);
  // After the keys and links are registered: the demo loans' summaries and documents need them.
  if (config.demoUsers) await seedDemoPortal(db.orm, providers.storage, rateSheet, provider.nmlsId);
  return { db, provider, signingKeys, rateSheet, providers };
}
