import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cipherFor } from '../../applications/sensitive-fields.ts';
import type { Orm } from '../../db/database.ts';
import { verificationSimulatorRecords } from '../../db/schema.ts';

/** What the simulated verification service keeps: open link tokens, finished sessions, identity attempts. */
export type SimulatorRecordKind = 'link' | 'session' | 'attempts';

/**
 * The simulator's records, in the database (migration 0010) as a vendor keeps them on its side, so that every API
 * instance is the same simulated service: a link made through one opens its hosted page on another.
 */
export interface SimulatorRecords {
  get<T>(kind: SimulatorRecordKind, key: string): Promise<T | undefined>;
  put(kind: SimulatorRecordKind, key: string, value: unknown): Promise<void>;
  /** Removes the record and returns it; undefined when another request took it first. */
  take<T>(kind: SimulatorRecordKind, key: string): Promise<T | undefined>;
  /** Adds one to a counter and returns its value before. */
  increment(kind: SimulatorRecordKind, key: string): Promise<number>;
}

/**
 * Keys are link tokens and session ids (capabilities) and values hold the date of birth typed on the hosted page,
 * so a key is stored as its SHA-256 and a value encrypted with the data key; counters stay plain numbers.
 */
export function createSimulatorRecords(orm: Orm): SimulatorRecords {
  const table = verificationSimulatorRecords;
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  const where = (kind: SimulatorRecordKind, key: string) =>
    and(eq(table.kind, kind), eq(table.recordKey, hashed(key)));
  const seal = (value: unknown) => ({ sealed: cipherFor(orm).encrypt(JSON.stringify(value)) });
  const open = <T>(stored: unknown): T | undefined => {
    const sealed = (stored as { sealed?: unknown } | undefined)?.sealed;
    return typeof sealed === 'string' ? (JSON.parse(cipherFor(orm).decrypt(sealed)) as T) : undefined;
  };
  return {
    async get<T>(kind: SimulatorRecordKind, key: string) {
      const [row] = await orm.select({ value: table.value }).from(table).where(where(kind, key));
      return open<T>(row?.value);
    },
    async put(kind, key, value) {
      const sealed = seal(value);
      await orm
        .insert(table)
        .values({ kind, recordKey: hashed(key), value: sealed })
        .onConflictDoUpdate({ target: [table.kind, table.recordKey], set: { value: sealed } });
    },
    async take<T>(kind: SimulatorRecordKind, key: string) {
      const [row] = await orm.delete(table).where(where(kind, key)).returning({ value: table.value });
      return open<T>(row?.value);
    },
    async increment(kind, key) {
      const [row] = await orm
        .insert(table)
        .values({ kind, recordKey: hashed(key), value: 1 })
        .onConflictDoUpdate({
          target: [table.kind, table.recordKey],
          set: { value: sql`to_jsonb((${table.value})::int + 1)` },
        })
        .returning({ value: table.value });
      return Number(row?.value) - 1;
    },
  };
}
