import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../admin/admin-routes.ts';
import { invalidField } from '../../applications/application-params.ts';
import type { ProviderCompany } from '../../config/provider-company.ts';
import type { Orm } from '../../db/database.ts';
import { type AporTable, readAporTable } from './apor.ts';
import { EDITS_RUN, runLarEdits } from './lar-edits.ts';
import { type LarRecord, larLine } from './lar-fields.ts';
import { type LarLender, larRecord } from './lar-record.ts';
import { larSources } from './lar-sources.ts';
import { uliCheckDigits } from './uli.ts';

/** A stand-in LEI for the demo (valid form and check digits); a lender sets its own in HMDA_LEI. */
const DEMO_LEI_BASE = 'KEYSTONEDEMOLEI000';
export const DEMO_LEI = `${DEMO_LEI_BASE}${uliCheckDigits(DEMO_LEI_BASE)}`;

/** The FFIEC edits that need more than the file, and why they are not run here. */
export const EDITS_NOT_RUN = {
  'S300, S301, S302, S304, S307, V601–V607, V717–V719':
    'need the transmittal sheet (row 1) and the filing period',
  'V619-2': 'needs the filing year chosen at submission',
  'V625-2, V627, V716': 'need the Census Bureau geography tables (this export reports county and tract NA)',
  'V710–V715': 'apply to partial-exemption elections, which this product does not take',
} as const;

const DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const rangeQuery = {
  type: 'object',
  required: ['from', 'to'],
  additionalProperties: false,
  properties: {
    from: {
      type: 'string',
      pattern: DAY,
      description: 'First day of the range, YYYY-MM-DD (action taken date).',
    },
    to: { type: 'string', pattern: DAY, description: 'Last day of the range, YYYY-MM-DD, included.' },
  },
} as const;

type RangeRequest = FastifyRequest<{ Querystring: { from: string; to: string } }>;

const realDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** The range asked for, or a 400 naming the parameter answered. */
function rangeOr400(request: RangeRequest, reply: FastifyReply) {
  const { from, to } = request.query;
  if (!realDay(from))
    return void invalidField(
      reply,
      'query.from',
      `query.from must be a calendar date, YYYY-MM-DD; ${from} is not one`,
    );
  if (!realDay(to))
    return void invalidField(
      reply,
      'query.to',
      `query.to must be a calendar date, YYYY-MM-DD; ${to} is not one`,
    );
  if (to < from)
    return void invalidField(reply, 'query.to', `query.to (${to}) must be on or after query.from (${from})`);
  return { from, to };
}

export interface HmdaLarOptions {
  orm: Orm;
  provider: ProviderCompany;
  /** The lender's LEI; by default HMDA_LEI, else the demo's. */
  lei?: string;
  /** The FFIEC APOR weeks; by default those in the file HMDA_APOR_FILE names, else none. */
  apor?: AporTable;
}

/**
 * The HMDA loan/application register (issue 21, README "HMDA LAR"): `GET /api/v2/admin/hmda-lar?from=&to=` answers
 * the pipe-delimited LAR rows (FIG record layout, LAR-FIELDS.md) of every application with a final action in the
 * range; `GET /api/v2/admin/hmda-lar/edits?from=&to=` runs the FFIEC edits that need nothing else on the same rows
 * and lists the failures by row and edit. Admin token only.
 */
export async function registerHmdaLarRoutes(app: FastifyInstance, options: HmdaLarOptions): Promise<void> {
  const lender: LarLender = {
    lei: (options.lei ?? process.env.HMDA_LEI ?? DEMO_LEI).toUpperCase(),
    creditModelName: `${options.provider.creditBureau?.name ?? 'Credit bureau'} score`.slice(0, 255),
    apor: options.apor ?? readAporTable(process.env.HMDA_APOR_FILE),
  };
  const records = async (range: { from: string; to: string }): Promise<LarRecord[]> =>
    (await larSources(options.orm, range, app.lender)).map((source) => larRecord(source, lender));

  await app.register(async (admin) => {
    admin.addHook('onRequest', app.requireCaller);
    admin.addHook('onRequest', requireAdmin);

    admin.get(
      '/api/v2/admin/hmda-lar',
      {
        schema: {
          summary: 'HMDA loan/application register (pipe-delimited, FFIEC LAR record layout)',
          tags: ['HMDA'],
          querystring: rangeQuery,
          description:
            'Answers text/plain: one LAR row (110 pipe-delimited fields, FIG order) per application whose final action falls in the range, each ending in a newline.',
        },
      },
      async (request: RangeRequest, reply) => {
        const range = rangeOr400(request, reply);
        if (!range) return reply;
        const rows = await records(range);
        return reply
          .type('text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="hmda-lar-${range.from}-${range.to}.txt"`)
          .header('x-hmda-rate-spread', lender.apor.length ? 'apor-table' : 'no-apor-table')
          .send(rows.map((row) => `${larLine(row)}\n`).join(''));
      },
    );

    admin.get(
      '/api/v2/admin/hmda-lar/edits',
      {
        schema: {
          summary: 'FFIEC syntactical and validity edits run on the range’s LAR rows',
          tags: ['HMDA'],
          querystring: rangeQuery,
        },
      },
      async (request: RangeRequest, reply) => {
        const range = rangeOr400(request, reply);
        if (!range) return reply;
        const rows = await records(range);
        const failures = runLarEdits(rows);
        return {
          from: range.from,
          to: range.to,
          rows: rows.length,
          passed: failures.length === 0,
          failures,
          editsRun: EDITS_RUN,
          editsNotRun: EDITS_NOT_RUN,
          rateSpread: lender.apor.length
            ? `APR less APOR from ${lender.apor.length} week(s) of HMDA_APOR_FILE; NA where no week covers the rate-lock date`
            : 'NA on every row: no APOR table is configured (HMDA_APOR_FILE)',
        };
      },
    );
  });
}
