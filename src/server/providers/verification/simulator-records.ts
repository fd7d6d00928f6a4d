import { and, eq, sql } from 'drizzle-orm';
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

export function createSimulatorRecords(orm: Orm): SimulatorRecords {
  const table = verificationSimulatorRecords;
  const where = (kind: SimulatorRecordKind, key: string) =>
    and(eq(table.kind, kind), eq(table.recordKey, key));
  return {
    async get<T>(kind: SimulatorRecordKind, key: string) {
      const [row] = await orm.select({ value: table.value }).from(table).where(where(kind, key));
      return row?.value as T | undefined;
    },
    async put(kind, key, value) {
      await orm
        .insert(table)
        .values({ kind, recordKey: key, value })
        .onConflictDoUpdate({ target: [table.kind, table.recordKey], set: { value } });
    },
    async take<T>(kind: SimulatorRecordKind, key: string) {
      const [row] = await orm.delete(table).where(where(kind, key)).returning({ value: table.value });
      return row?.value as T | undefined;
    },
    async increment(kind, key) {
      const [row] = await orm
        .insert(table)
        .values({ kind, recordKey: key, value: 1 })
        .onConflictDoUpdate({
          target: [table.kind, table.recordKey],
          set: { value: sql`to_jsonb((${table.value})::int + 1)` },
        })
        .returning({ value: table.value });
      return Number(row?.value) - 1;
    },
  };
}
