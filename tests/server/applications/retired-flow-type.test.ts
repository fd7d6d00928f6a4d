import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplication } from '../../../src/server/applications/application-repository.ts';
import { setOfficerDefaultFlowType } from '../../../src/server/branding/officer-repository.ts';
import { loadProviderCompany } from '../../../src/server/config/provider-company.ts';
import { DEFAULT_PROVIDER_CONFIG_FILE } from '../../../src/server/config.ts';
import { applications } from '../../../src/server/db/schema.ts';
import { FLOWS_DIR, openFlowTypes, readFlowTypes } from '../../../src/server/flows/flow-types.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { decodeJwt } from '../../support/authorize-flow.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const OFFICER = '2000002';
const providerDefault = loadProviderCompany(DEFAULT_PROVIDER_CONFIG_FILE).defaultFlowType;

/** flows/ as it is, with one flow other than the provider's default marked `"retired": true`. */
function flowsWithOneRetired(): { dir: string; retired: string; open: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'flows-retired-'));
  cpSync(FLOWS_DIR, dir, { recursive: true });
  const retired = openFlowTypes(readFlowTypes()).find((type) => type !== providerDefault);
  if (!retired) throw new Error('flows/ needs a second flow type for this test');
  const file = path.join(dir, `${retired}.json`);
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), retired: true }, null, 2));
  return { dir, retired, open: openFlowTypes(readFlowTypes(dir)) };
}

describe.each(backends)('a retired flow type (%s)', (backend) => {
  const flows = flowsWithOneRetired();
  const log = capturedLog();
  let t: TestApp;
  let borrower: { authorization: string; sub: string };

  beforeAll(async () => {
    t = await createTestApp(backend, {}, undefined, { flowsDir: flows.dir, logger: log.logger });
    const user = await signedInUser(t.app);
    borrower = { authorization: user.authorization, sub: decodeJwt(user.tokens.access_token).sub as string };
  });
  afterAll(async () => {
    await t.close();
    rmSync(flows.dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await setOfficerDefaultFlowType(t.db.orm, OFFICER, { flowType: null, actor: 'test' });
    log.lines.length = 0;
  });

  const create = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/application${query}`,
      headers: { authorization: borrower.authorization },
    });
  const retiredMessage = () =>
    `flow type "${flows.retired}" is retired and takes no new applications; known: ${flows.open.join(', ')}`;

  it('is still a flow type, but no longer among those that take new applications', () => {
    expect(flows.open).not.toContain(flows.retired);
    expect(readFlowTypes(flows.dir).known).toContain(flows.retired);
  });

  it('refuses a new application asked for in it, naming flowType, and writes nothing', async () => {
    const before = await t.db.orm.$count(applications);
    const response = await create(`?nmlsId=${OFFICER}&flowType=${flows.retired}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'flowType', message: `flowType: ${retiredMessage()}` });
    expect(await t.db.orm.$count(applications)).toBe(before);
  });

  it("passes over an officer's default naming it, logging an error, to the next level", async () => {
    await setOfficerDefaultFlowType(t.db.orm, OFFICER, { flowType: flows.retired, actor: 'test' });
    const response = await create(`?nmlsId=${OFFICER}`);
    expect(response.json().data.flowType).toBe(providerDefault);
    expect(log.messages('error')).toEqual([
      `loan officer ${OFFICER}'s default flow type "${flows.retired}" is skipped: ${retiredMessage()}`,
    ]);
  });

  it('cannot be made a default through the admin API', async () => {
    const admin = await adminAuthorization(t.app, t.db.orm);
    for (const url of [
      `/api/v2/admin/officers/${OFFICER}/flow-type`,
      '/api/v2/admin/companies/3000001/flow-type',
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: admin },
        payload: { flowType: flows.retired },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ field: 'flowType', message: `flowType: ${retiredMessage()}` });
    }
  });

  it('keeps its existing applications working: read, answers and last path saved', async () => {
    const existing = await createApplication(t.db.orm, borrower.sub, OFFICER, flows.retired);
    const headers = { authorization: borrower.authorization };
    const read = await t.app.inject({ url: `/api/v2/application/${existing.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().flowConfig.flowType).toBe(flows.retired);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${existing.id}/lastPath`,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: '/property/address',
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${existing.id}`,
      headers: { ...headers, 'if-match': `"${read.json().version}"` },
      payload: { contactInfo: { firstName: 'Rosa' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  });

  it('takes no application moved into it from another flow, naming flowConfig.flowType', async () => {
    const open = await createApplication(t.db.orm, borrower.sub, OFFICER, providerDefault);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${open.id}`,
      headers: { authorization: borrower.authorization, 'if-match': '"1"' },
      payload: { flowConfig: { flowType: flows.retired } },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      field: 'flowConfig.flowType',
      message: `flowConfig.flowType: ${retiredMessage()}`,
    });
  });
});
