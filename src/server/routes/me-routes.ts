import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { officerForNewApplication } from '../flows/flow-type-defaults.ts';
import {
  acceptedLocale,
  accountLocale,
  companyLanguages,
  companyOfCaller,
  storeAccountLocale,
} from '../i18n/locale-preferences.ts';
import { serverMessages } from '../i18n/server-messages.ts';

const localeBody = {
  type: 'object',
  required: ['locale'],
  additionalProperties: false,
  properties: {
    locale: { type: 'string', enum: [...LOCALES], description: 'The language chosen: en or es' },
    nmlsId: {
      type: 'string',
      pattern: '^[0-9]{1,12}$',
      description:
        "The officer whose pages the borrower is on: their company's languages bind the choice (by default, the company of the caller's newest application)",
    },
  },
} as const;

type LocaleRequest = FastifyRequest<{ Body: { locale: Locale; nmlsId?: string } }>;

/** Who the bearer token says the caller is: the smallest protected call, used by the SPA and the token tests. */
export function registerMeRoutes(app: FastifyInstance, orm: Orm): void {
  app.get(
    '/api/v2/me',
    {
      onRequest: app.requireCaller,
      schema: { summary: 'The signed-in caller: subject, scopes, permissions and chosen language' },
    },
    async (request) => ({
      sub: request.caller?.sub,
      scope: request.caller?.scopes.join(' '),
      // The language the caller chose (PUT /api/v2/me/locale), or null when they never chose one.
      locale: request.caller ? await accountLocale(orm, request.caller.sub) : null,
    }),
  );

  /**
   * The caller's language (issue 22): kept on their account and on each of their applications that is still
   * open, for the screens, e-mails and documents. A language their company does not offer is a 409.
   */
  app.put(
    '/api/v2/me/locale',
    {
      onRequest: app.requireCaller,
      schema: {
        summary: "Choose the caller's language, for their account and their open applications",
        body: localeBody,
      },
    },
    async (request: LocaleRequest, reply) => {
      const sub = request.caller?.sub as string;
      const { locale, nmlsId } = request.body;
      const company = await companyOfCaller(
        orm,
        sub,
        async (officer) => (await officerForNewApplication(orm, officer)).company,
        nmlsId,
      );
      const offered = companyLanguages(company);
      if (!offered.includes(locale)) {
        const t = serverMessages(acceptedLocale(request), 'api');
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'locale_not_offered',
          field: 'locale',
          message: t('locale.notOffered', {
            language: LOCALE_NAMES[locale],
            company: company?.name ?? '',
            offered: offered.map((code) => LOCALE_NAMES[code]).join(', '),
          }),
          offered,
        });
      }
      const applications = await storeAccountLocale(orm, sub, locale);
      return { locale, applications };
    },
  );
}
