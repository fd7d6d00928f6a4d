import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { signingLinksFor } from '../esign/signing-links.ts';
import { addLoanItem, loanItems, TASK_DUE_DAYS, updateLoanItem } from '../loans/loan-repository.ts';
import {
  adminActor,
  findLoan,
  idParam,
  type LoanRequest,
  loanIdParams,
  loanOr404,
  notFound,
} from './admin-access.ts';
import { adminLoanDetail } from './admin-loan-views.ts';

/** Every status a task can have (DESIGN.md 6): the borrower's to-dos and the processor's stages after an upload. */
export const TASK_STATUSES = [
  'OPEN',
  'REJECTED',
  'INVCOND',
  'ESCALATION',
  'ISSUES',
  'SUBMIT',
  'RECEIVED',
  'PENDING',
  'REVIEWED',
] as const;

const description = { type: 'string', minLength: 1, maxLength: 300 } as const;
const conditionParams = {
  type: 'object',
  required: ['id', 'conditionId'],
  properties: { id: idParam, conditionId: idParam },
} as const;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const processorCode = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A task or sign item as the detail lists it. */
async function itemView(orm: Orm, loanId: number, itemId: number, kind: 'tasks' | 'sign') {
  const loan = await findLoan(orm, loanId);
  if (!loan) throw new Error(`no loan ${loanId}`);
  const detail = await adminLoanDetail(orm, loan);
  const id = kind === 'sign' ? signingLinksFor(orm).urlFor(itemId) : String(itemId);
  return (detail[kind] as { id: string }[]).find((item) => item.id === id);
}

/**
 * POST /api/v2/admin/loans/{id}/conditions (a new to-do), PUT …/conditions/{conditionId} (its status, with the
 * reason the borrower reads when rejected), POST …/sign-items (a new document to sign).
 */
export function registerAdminConditionRoutes(admin: FastifyInstance, orm: Orm): void {
  admin.post(
    '/api/v2/admin/loans/:id/conditions',
    {
      schema: {
        params: loanIdParams,
        body: {
          type: 'object',
          required: ['description'],
          additionalProperties: false,
          properties: {
            description,
            completionDate: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
          },
        },
      },
    },
    async (request: LoanRequest<{ description: string; completionDate?: string }>, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      const { completionDate } = request.body;
      if (completionDate !== undefined && !isRealDate(completionDate))
        return invalidField(reply, 'completionDate', 'completionDate must be a real date, YYYY-MM-DD');
      const text = request.body.description.trim();
      if (!text) return invalidField(reply, 'description', 'description must not be blank');
      const due = new Date(Date.now() + TASK_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
      const item = await addLoanItem(
        orm,
        loan.id,
        {
          kind: 'task',
          code: processorCode('processor'),
          description: text,
          completionDate: completionDate ?? due,
        },
        adminActor(request),
      );
      return reply.code(201).send(await itemView(orm, loan.id, item.id, 'tasks'));
    },
  );

  admin.put(
    '/api/v2/admin/loans/:id/conditions/:conditionId',
    {
      schema: {
        params: conditionParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: [...TASK_STATUSES] },
            reason: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (request: LoanRequest<{ status: string; reason?: string }, { conditionId: string }>, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      const conditionId = Number(request.params.conditionId);
      const task = (await loanItems(orm, loan.id)).find(
        (item) => item.id === conditionId && item.kind === 'task',
      );
      if (!task) return notFound(reply, `Loan ${loan.id} has no condition ${request.params.conditionId}`);
      const { status } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (status === 'REJECTED' && !reason)
        return invalidField(
          reply,
          'reason',
          'reason is required when the status is REJECTED: the borrower reads it',
        );
      await updateLoanItem(orm, loan.id, task.id, { status, statusReason: reason }, adminActor(request), {
        kind: 'condition-status',
        detail: { from: task.status, to: status, reason },
      });
      return itemView(orm, loan.id, task.id, 'tasks');
    },
  );

  admin.post(
    '/api/v2/admin/loans/:id/sign-items',
    {
      schema: {
        params: loanIdParams,
        body: {
          type: 'object',
          required: ['description'],
          additionalProperties: false,
          properties: { description },
        },
      },
    },
    async (request: LoanRequest<{ description: string }>, reply) => {
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      const text = request.body.description.trim();
      if (!text) return invalidField(reply, 'description', 'description must not be blank');
      const item = await addLoanItem(
        orm,
        loan.id,
        { kind: 'sign', code: processorCode('processor-sign'), description: text, completionDate: null },
        adminActor(request),
      );
      return reply.code(201).send(await itemView(orm, loan.id, item.id, 'sign'));
    },
  );
}
