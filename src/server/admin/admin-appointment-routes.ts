import type { FastifyInstance } from 'fastify';
import { invalidField } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { updateLoan } from '../loans/loan-repository.ts';
import { earlyClosingProblem } from '../loans/trid-timeline.ts';
import { adminActor, type LoanRequest, loanIdParams, loanOr404, notFound } from './admin-access.ts';
import { adminLoanDetail } from './admin-loan-views.ts';

const KINDS = { closing: 'closingAppointment', appraisal: 'appraisalAppointment' } as const;
type Kind = keyof typeof KINDS;

interface Appointment {
  dateTime: string;
  dateTimeEnd: string;
  location: string;
  closerName: string;
  closerPhone: string;
  closerEmail: string;
}

const params = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: loanIdParams.properties.id, kind: { type: 'string', maxLength: 20 } },
} as const;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/** ISO date-time with a zone (Z or ±hh:mm), as the summary shows and the client formats. */
const isIsoDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** PUT and DELETE /api/v2/admin/loans/{id}/appointments/{closing|appraisal}: the summary's appointment cards. */
export function registerAdminAppointmentRoutes(admin: FastifyInstance, orm: Orm): void {
  admin.put(
    '/api/v2/admin/loans/:id/appointments/:kind',
    {
      schema: {
        params,
        body: {
          type: 'object',
          required: ['dateTime', 'dateTimeEnd', 'location', 'closerName', 'closerPhone', 'closerEmail'],
          additionalProperties: false,
          properties: {
            dateTime: text(40),
            dateTimeEnd: text(40),
            location: text(300),
            closerName: text(120),
            closerPhone: { type: 'string', pattern: '^[0-9 ()+.-]{7,20}$' },
            closerEmail: { type: 'string', pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$', maxLength: 254 },
          },
        },
      },
    },
    async (request: LoanRequest<Appointment, { kind: string }>, reply) => {
      const column = KINDS[request.params.kind as Kind];
      if (!column) return notFound(reply, 'An appointment is closing or appraisal');
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      const body = request.body;
      if (!isIsoDateTime(body.dateTime))
        return invalidField(reply, 'dateTime', 'dateTime must be an ISO date and time with its zone');
      if (!isIsoDateTime(body.dateTimeEnd) || Date.parse(body.dateTimeEnd) <= Date.parse(body.dateTime))
        return invalidField(reply, 'dateTimeEnd', 'dateTimeEnd must be an ISO date and time after dateTime');
      if (request.params.kind === 'closing') {
        const early = await earlyClosingProblem(orm, loan, body.dateTime, admin.lender);
        if (early) return invalidField(reply, 'dateTime', early);
      }
      const appointment = {
        dateTime: new Date(body.dateTime).toISOString(),
        dateTimeEnd: new Date(body.dateTimeEnd).toISOString(),
        location: body.location.trim(),
        closerName: body.closerName.trim(),
        closerPhone: body.closerPhone.trim(),
        closerEmail: body.closerEmail.trim(),
      };
      const changed = await updateLoan(orm, loan.id, { [column]: appointment }, adminActor(request), {
        kind: 'appointment-set',
        detail: { appointment: request.params.kind, dateTime: appointment.dateTime },
      });
      return adminLoanDetail(orm, changed);
    },
  );

  admin.delete(
    '/api/v2/admin/loans/:id/appointments/:kind',
    { schema: { params } },
    async (request: LoanRequest<unknown, { kind: string }>, reply) => {
      const column = KINDS[request.params.kind as Kind];
      if (!column) return notFound(reply, 'An appointment is closing or appraisal');
      const loan = await loanOr404(orm, reply, request.params.id);
      if (!loan) return;
      const changed = await updateLoan(orm, loan.id, { [column]: null }, adminActor(request), {
        kind: 'appointment-cleared',
        detail: { appointment: request.params.kind },
      });
      return adminLoanDetail(orm, changed);
    },
  );
}
