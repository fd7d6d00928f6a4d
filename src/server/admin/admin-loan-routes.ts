import type { FastifyInstance } from 'fastify';
import { MILESTONES, milestoneName } from '../../shared/loan-milestones.ts';
import type { Orm } from '../db/database.ts';
import { type LoanRow, updateLoan } from '../loans/loan-repository.ts';
import { adminActor, type LoanRequest, loanIdParams, loanOr404 } from './admin-access.ts';
import { adminLoanDetail, adminLoanList } from './admin-loan-views.ts';

const LAST_MILESTONE = MILESTONES.length - 1;

/** GET /api/v2/admin/loans, GET …/loans/{id}, PUT …/loans/{id}/milestone, POST …/loans/{id}/milestone/advance. */
export function registerAdminLoanRoutes(admin: FastifyInstance, orm: Orm): void {
  admin.get(
    '/api/v2/admin/loans',
    { schema: { summary: 'Every loan, newest first, as the processor’s list shows it' } },
    async () => ({ loans: await adminLoanList(orm) }),
  );

  admin.get(
    '/api/v2/admin/loans/:id',
    { schema: { params: loanIdParams } },
    async (request: LoanRequest, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (loan) return adminLoanDetail(orm, loan);
    },
  );

  const moveTo = async (request: LoanRequest, loan: LoanRow, milestone: number) => {
    const changed = await updateLoan(
      orm,
      loan.id,
      { milestone, status: milestoneName(milestone) },
      adminActor(request),
      { kind: 'milestone-changed', detail: { from: loan.milestone, to: milestone } },
    );
    return adminLoanDetail(orm, changed);
  };

  admin.put(
    '/api/v2/admin/loans/:id/milestone',
    {
      schema: {
        params: loanIdParams,
        body: {
          type: 'object',
          required: ['milestone'],
          additionalProperties: false,
          properties: { milestone: { type: 'integer', minimum: 0, maximum: LAST_MILESTONE } },
        },
      },
    },
    async (request: LoanRequest<{ milestone: number }>, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (loan) return moveTo(request, loan, request.body.milestone);
    },
  );

  admin.post(
    '/api/v2/admin/loans/:id/milestone/advance',
    { schema: { params: loanIdParams } },
    async (request: LoanRequest, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      if (loan.milestone >= LAST_MILESTONE) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'completed',
          message: `Loan ${loan.id} is at the last milestone, ${milestoneName(LAST_MILESTONE)}`,
        });
      }
      return moveTo(request, loan, loan.milestone + 1);
    },
  );
}
