import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database.ts';
import { channelView, companyBrandingView, contactView } from './branding-views.ts';
import { findCompany, findOfficer } from './officer-repository.ts';

const nmlsParams = {
  type: 'object',
  required: ['nmlsId'],
  properties: { nmlsId: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

type NmlsRequest = FastifyRequest<{ Params: { nmlsId: string } }>;

const notFound = (reply: FastifyReply, what: string) =>
  reply.code(404).send({ statusCode: 404, error: 'Not Found', message: what });

/** Images change only when seed data or an admin changes them: cache a day, revalidate by ETag. */
function sendImage(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, contentType: string) {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // SVG is served as an image: scripts inside it never run when it is loaded through <img>, and the CSP blocks direct use.
  if (contentType === 'image/svg+xml')
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.type(contentType).send(bytes);
}

/** The unauthenticated officer and company look-ups of spec 7.1 and 7.6. */
export function registerBrandingRoutes(app: FastifyInstance, orm: Orm): void {
  const schema = { params: nmlsParams };

  app.get('/api/v2/application/:nmlsId/channel', { schema }, async (request: NmlsRequest, reply) => {
    const found = await findOfficer(orm, request.params.nmlsId);
    if (!found) return notFound(reply, `No loan officer with NMLS id ${request.params.nmlsId}`);
    return channelView(found.officer, found.company);
  });

  app.get('/api/v2/branding/lo/:nmlsId/contact', { schema }, async (request: NmlsRequest, reply) => {
    const found = await findOfficer(orm, request.params.nmlsId);
    if (!found) return notFound(reply, `No loan officer with NMLS id ${request.params.nmlsId}`);
    return contactView(found.officer);
  });

  app.get('/api/v2/branding/lo/:nmlsId/company/branding', { schema }, async (request: NmlsRequest, reply) => {
    const found = await findOfficer(orm, request.params.nmlsId);
    if (!found) return notFound(reply, `No loan officer with NMLS id ${request.params.nmlsId}`);
    return companyBrandingView(found.company);
  });

  // The id may be an officer's (its company's logo) or a company's own NMLS id.
  app.get('/api/v2/branding/:nmlsId/logo', { schema }, async (request: NmlsRequest, reply) => {
    const company =
      (await findOfficer(orm, request.params.nmlsId))?.company ??
      (await findCompany(orm, request.params.nmlsId));
    if (!company?.logo || !company.logoContentType)
      return notFound(reply, `No logo for NMLS id ${request.params.nmlsId}`);
    return sendImage(request, reply, company.logo, company.logoContentType);
  });

  app.get('/api/v2/branding/lo/:nmlsId/headshot', { schema }, async (request: NmlsRequest, reply) => {
    const officer = (await findOfficer(orm, request.params.nmlsId))?.officer;
    if (!officer?.headshot || !officer.headshotContentType) {
      return notFound(reply, `No headshot for NMLS id ${request.params.nmlsId}`);
    }
    return sendImage(request, reply, officer.headshot, officer.headshotContentType);
  });
}
