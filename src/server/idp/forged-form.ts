import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdpBrand } from './idp-brand.ts';
import { type PageLanguage, renderError } from './pages.ts';

/** The page a refused form post gets (issue 19, item 2): 403, nothing done, the reason in the log only. */
export function refuseForgedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  brand: IdpBrand,
  language: PageLanguage,
  reason: string,
  message: string,
) {
  request.log.warn({ reason }, 'idp: form post refused (csrf)');
  return reply
    .code(403)
    .type('text/html; charset=utf-8')
    .send(renderError(brand, language, language.t('forged.title'), message));
}
