import type { FastifyInstance, FastifyRequest } from 'fastify';
import { composeNoticeOfAction, type NoticeOfAction } from '../../shared/notices/notice-of-action.ts';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import { appIdParams } from '../applications/application-params.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { latestNotice, recordNotice } from './notice-records.ts';

/** Composes, keeps and answers the notice of a pricing run that offered nothing. */
export type NoticeRecorder = (row: ApplicationRow, result: PricingResult) => Promise<NoticeOfAction>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * `GET /api/v2/application/{appId}/notice-of-action`: the latest notice of action given on the caller's application
 * (`{ notice: null }` when none was); anyone else's application is a 404. Returns the recorder pricing calls.
 */
export function registerNoticeOfActionRoutes(
  app: FastifyInstance,
  orm: Orm,
  provider: ProviderCompany,
): NoticeRecorder {
  app.get(
    '/api/v2/application/:appId/notice-of-action',
    { onRequest: app.requireCaller, schema: { params: appIdParams } },
    async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      return { notice: (await latestNotice(orm, row.id)) ?? null };
    },
  );

  const creditor = {
    name: provider.legalName,
    addressLines: [
      provider.addressLineOne,
      ...(provider.addressLineTwo ? [provider.addressLineTwo] : []),
      `${provider.city}, ${provider.state} ${provider.postalCode}`,
    ],
    phone: provider.phone,
  };

  return async (row, result) => {
    const facts = applicationFacts(row.flowType, row.data);
    const contact = (row.data.contactInfo ?? {}) as Record<string, unknown>;
    const report = await findCreditReport(orm, row.id);
    const notice = composeNoticeOfAction({
      issuedAt: new Date(),
      declines: result.declines,
      applicant: { firstName: text(contact.firstName), lastName: text(contact.lastName) },
      ...(facts.propertyAddress ? { property: facts.propertyAddress } : {}),
      ...(facts.requestedAmount === undefined ? {} : { requestedAmount: facts.requestedAmount }),
      creditor,
      agency: provider.ecoaAgency,
      ...(report
        ? {
            creditReport: {
              status: report.status as 'ok' | 'thin' | 'frozen',
              score: report.score,
              pulledAt: report.pulledAt,
              keyFactors: report.keyFactors,
            },
          }
        : {}),
      ...(provider.creditBureau ? { bureau: provider.creditBureau } : {}),
    });
    return recordNotice(orm, row.id, notice, result);
  };
}
