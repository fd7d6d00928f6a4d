import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database.ts';
import { loans } from '../db/schema.ts';
import type { LoanRow } from '../loans/loan-repository.ts';

/** Who a processor's change is recorded as, in the loan's audit trail. */
export const adminActor = (request: FastifyRequest) => `admin:${request.caller?.sub}`;

export const idParam = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;

export const loanIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idParam },
} as const;

export type LoanRequest<Body = unknown, Params = object> = FastifyRequest<{
  Params: { id: string } & Params;
  Body: Body;
}>;

export function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

export async function findLoan(orm: Orm, id: number): Promise<LoanRow | undefined> {
  const [row] = await orm.select().from(loans).where(eq(loans.id, id));
  return row;
}

/** The loan the path names, or a 404 answered. */
export async function loanOr404(orm: Orm, reply: FastifyReply, id: string): Promise<LoanRow | undefined> {
  const loan = await findLoan(orm, Number(id));
  if (!loan) notFound(reply, `No loan ${id}`);
  return loan;
}
