import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';

/**
 * A readable, unique loan number: "HL", the year of submission and a six-digit sequence, e.g. HL2026000042.
 * The sequence makes it unique; the unique index on loans.loan_number guards it anyway.
 */
export async function nextLoanNumber(orm: Orm, now = new Date()): Promise<string> {
  const result = (await orm.execute(sql`SELECT nextval('loan_number_seq') AS n`)) as unknown as
    | { rows: { n: string | number }[] }
    | { n: string | number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  const n = Number(rows[0]?.n);
  return `HL${now.getUTCFullYear()}${String(n).padStart(6, '0')}`;
}
