// The flow studio's files (STUDIO=write): listing them, saving an edit through the checker, refusing a save that
// breaks a flow, that races a change on disk, or that names a file outside the configuration surface.
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  StudioConflict,
  StudioRefused,
  StudioSaved,
  StudioSources,
} from '../../../src/shared/studio/studio-contract.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { flowFilesIn, studioTestApp, textIn } from '../../support/studio-root.ts';
import type { TestApp } from '../../support/test-app.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('flow studio files (STUDIO=write)', () => {
  let t: TestApp;
  let root: string;
  let close: () => Promise<void>;
  const log = capturedLog();
  beforeAll(async () => {
    ({ t, root, close } = await studioTestApp({ STUDIO: 'write' }, { logger: log.logger }));
  });
  afterAll(async () => close?.());

  const sources = async () => {
    const response = await t.app.inject('/api/studio/sources');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudioSources;
  };
  const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/studio/files', payload });

  it('lists every flow, step and case file with its text and the SHA-256 of that text', async () => {
    const listed = await sources();
    expect(listed.writable).toBe(true);
    expect(listed.checker.flows.map(({ file }) => file)).toEqual(flowFilesIn(root));
    expect(listed.checker.steps.length).toBeGreaterThan(0);
    expect(listed.cases.length).toBeGreaterThan(0);
    for (const { file, text } of [...listed.checker.flows, ...listed.checker.steps, ...listed.cases]) {
      expect(text, file).toBe(textIn(root, file));
      expect(listed.versions[file], file).toBe(sha256(text ?? ''));
    }
    expect(
      listed.cases.every(({ file }) => /^tests\/cases\/[^/]+\/(steps|journeys)\/[^/]+$/.test(file)),
    ).toBe(true);
    expect(listed.checker.flowSchema).toBeTypeOf('object');
  });

  it('saves a valid edit formatted as lint expects, on disk, with a new version', async () => {
    const before = await sources();
    const [flow] = before.checker.flows;
    if (!flow?.text) throw new Error('no flow file to edit');
    const edited = { ...(JSON.parse(flow.text) as object), title: 'Edited in the studio' };
    const response = await save({
      files: [{ file: flow.file, text: JSON.stringify(edited) }],
      base: { [flow.file]: before.versions[flow.file] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as StudioSaved;
    const [written] = saved.files;
    expect(written?.file).toBe(flow.file);
    expect(written?.text).toBe(textIn(root, flow.file));
    // Biome's format of the whole object: one key a line, two spaces, a final newline.
    expect(written?.text).toMatch(/^\{\n {2}"\$schema": .*\n {2}"flowType": /);
    expect(written?.text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(written?.text ?? '')).toEqual(edited);
    expect(saved.versions[flow.file]).toBe(sha256(written?.text ?? ''));
    expect(saved.versions[flow.file]).not.toBe(before.versions[flow.file]);
    expect(saved.report.problems).toEqual([]);
    expect((await sources()).versions[flow.file]).toBe(saved.versions[flow.file]);
    const logged = log.lines.filter((line) => line.msg === 'studio: saved');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, files: [flow.file], removed: [] });
    expect(JSON.stringify(logged[0])).not.toContain('Edited in the studio');
  });

  it('creates a case file as given (YAML) and removes it again', async () => {
    const [flowFile] = flowFilesIn(root);
    const flowType = path.basename(flowFile ?? '', '.json');
    const file = `tests/cases/${flowType}/journeys/studio-made.yaml`;
    const text = '# made in the studio\nname: studio made\n';
    const created = await save({ files: [{ file, text }], base: { [file]: null } });
    expect(created.statusCode, created.body).toBe(200);
    expect(textIn(root, file)).toBe(text);
    const version = (created.json() as StudioSaved).versions[file];
    expect(version).toBe(sha256(text));

    const removed = await save({ files: [], remove: [file], base: { [file]: version } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as StudioSaved).removed).toEqual([file]);
    expect(existsSync(path.join(root, file))).toBe(false);
  });

  it('refuses (422) an edit the checker finds a problem in, and writes nothing', async () => {
    const before = await sources();
    const flow = before.checker.flows.at(-1);
    if (!flow?.text) throw new Error('no flow file to edit');
    const content = JSON.parse(flow.text) as { steps: { screen?: string }[] };
    const step = content.steps.find((candidate) => candidate.screen);
    if (!step) throw new Error(`${flow.file} has no screen step`);
    step.screen = 'no-such-screen-anywhere';
    const response = await save({
      files: [{ file: flow.file, text: JSON.stringify(content, null, 2) }],
      base: { [flow.file]: before.versions[flow.file] },
    });
    expect(response.statusCode, response.body).toBe(422);
    const refused = response.json() as StudioRefused;
    expect(refused.message).toMatch(/nothing was saved/);
    expect(refused.problems).toContainEqual(
      expect.objectContaining({
        file: flow.file,
        problem: expect.stringContaining('screen "no-such-screen-anywhere" has no step file'),
      }),
    );
    expect(textIn(root, flow.file)).toBe(flow.text);
  });

  it('refuses (409) a save over a file changed on disk since it was read, and one creating a file that exists', async () => {
    const before = await sources();
    const [flow] = before.checker.flows;
    if (!flow?.text) throw new Error('no flow file to edit');
    const changedOnDisk = `${flow.text}\n`;
    writeFileSync(path.join(root, flow.file), changedOnDisk);
    const stale = await save({
      files: [{ file: flow.file, text: flow.text }],
      base: { [flow.file]: before.versions[flow.file] },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((stale.json() as StudioConflict).files).toEqual([flow.file]);
    expect((stale.json() as StudioConflict).message).toContain(flow.file);
    expect(textIn(root, flow.file)).toBe(changedOnDisk);

    const asNew = await save({ files: [{ file: flow.file, text: flow.text }], base: { [flow.file]: null } });
    expect(asNew.statusCode, asNew.body).toBe(409);
    expect(textIn(root, flow.file)).toBe(changedOnDisk);
  });

  it.each([
    ['../package.json', 'files[0].file'],
    ['flows/../package.json', 'files[0].file'],
    ['flows/Slim.json', 'files[0].file'],
    ['flows/sub/x.json', 'files[0].file'],
    ['schemas/flow.schema.json', 'files[0].file'],
    ['src/server/app.ts', 'files[0].file'],
    ['tests/cases/a-flow/other/x.yaml', 'files[0].file'],
    ['tests/cases/case-files.test.ts', 'files[0].file'],
  ])('refuses (400) a file outside the configuration surface: %s', async (file, field) => {
    const onDisk = () => (existsSync(path.join(root, file)) ? textIn(root, file) : undefined);
    const before = onDisk();
    const response = await save({ files: [{ file, text: '{}' }], base: { [file]: null } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.stringContaining(file) });
    expect(onDisk()).toBe(before);
  });

  it('refuses (400) a removal outside the surface, a file named twice and a file without its base version', async () => {
    const removal = await save({ files: [], remove: ['../README.md'], base: { '../README.md': null } });
    expect(removal.statusCode).toBe(400);
    expect(removal.json()).toMatchObject({ field: 'remove[0]' });

    const [flowFile = ''] = flowFilesIn(root);
    const twice = await save({
      files: [{ file: flowFile, text: '{}' }],
      remove: [flowFile],
      base: { [flowFile]: null },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('named twice');

    const noBase = await save({ files: [{ file: flowFile, text: '{}' }], base: {} });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.json()).toMatchObject({ field: 'base', message: expect.stringContaining(flowFile) });

    const badVersion = await save({ files: [{ file: flowFile, text: '{}' }], base: { [flowFile]: 'abc' } });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().message).toContain('base');
  });
});
