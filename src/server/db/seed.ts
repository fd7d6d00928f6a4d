import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Database } from './database.ts';
import { companies, loanOfficers } from './schema.ts';

const SEED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed');

interface CompanySeed {
  nmlsId: string;
  name: string;
  phone: string | null;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoFile: string | null;
  /** Absent or null: the provider company's default applies (README: choosing a flow). */
  defaultFlowType?: string | null;
}

interface LoanOfficerSeed {
  nmlsId: string;
  fullName: string;
  email: string;
  phone: string;
  officeHour: string | null;
  channelType: string;
  companyNmlsId: string;
  headshotFile: string | null;
  /** Absent or null: the company's default applies. */
  defaultFlowType?: string | null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

function readAsset(file: string | null): { bytes: Buffer; contentType: string } | null {
  if (!file) return null;
  const full = path.isAbsolute(file) ? file : path.join(SEED_DIR, 'assets', file);
  const contentType = CONTENT_TYPES[path.extname(full).toLowerCase()];
  if (!contentType) throw new Error(`Seed asset ${full} has an unknown image type`);
  return { bytes: readFileSync(full), contentType };
}

/**
 * The seed data is where a default flow type starts; once the admin API changed it (set_by is recorded), a later
 * start keeps the admin's choice instead of putting the seed's back.
 */
function seededUnlessAdminChanged(table: typeof companies | typeof loanOfficers) {
  return sql`CASE WHEN ${table.defaultFlowTypeSetBy} IS NULL THEN excluded.default_flow_type ELSE ${table.defaultFlowType} END`;
}

function readSeed<T>(name: string): T[] {
  return JSON.parse(readFileSync(path.join(SEED_DIR, name), 'utf8')) as T[];
}

/**
 * Loads the provider company (from configuration) and the seed companies and officers (data files).
 * Idempotent: running it again updates the same rows.
 */
export async function seed(db: Database, provider: ProviderCompany, providerLogoFile: string): Promise<void> {
  const companySeeds: CompanySeed[] = [
    {
      nmlsId: provider.nmlsId,
      name: provider.legalName,
      phone: provider.phone,
      addressLineOne: provider.addressLineOne,
      addressLineTwo: provider.addressLineTwo,
      city: provider.city,
      state: provider.state,
      postalCode: provider.postalCode,
      primaryColor: provider.primaryColor,
      secondaryColor: provider.secondaryColor,
      logoFile: providerLogoFile,
      // The provider's default flow type is its configuration's, read at each creation.
      defaultFlowType: null,
    },
    ...readSeed<CompanySeed>('companies.json'),
  ];
  await db.orm.transaction(async (tx) => {
    for (const { logoFile, defaultFlowType = null, ...company } of companySeeds) {
      const logo = readAsset(logoFile);
      const row = { ...company, logo: logo?.bytes ?? null, logoContentType: logo?.contentType ?? null };
      await tx
        .insert(companies)
        .values({ ...row, defaultFlowType })
        .onConflictDoUpdate({
          target: companies.nmlsId,
          set: { ...row, defaultFlowType: seededUnlessAdminChanged(companies), updatedAt: sql`now()` },
        });
    }
    for (const { headshotFile, defaultFlowType = null, ...officer } of readSeed<LoanOfficerSeed>(
      'loan-officers.json',
    )) {
      const headshot = readAsset(headshotFile);
      const row = {
        ...officer,
        headshot: headshot?.bytes ?? null,
        headshotContentType: headshot?.contentType ?? null,
      };
      await tx
        .insert(loanOfficers)
        .values({ ...row, defaultFlowType })
        .onConflictDoUpdate({
          target: loanOfficers.nmlsId,
          set: { ...row, defaultFlowType: seededUnlessAdminChanged(loanOfficers), updatedAt: sql`now()` },
        });
    }
  });
}
