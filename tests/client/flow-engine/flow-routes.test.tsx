import { readdirSync } from 'node:fs';
import { isValidElement, type ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import slim from '../../../flows/slim-1.json';
import {
  findFlow,
  flowOf,
  isKnownFlowType,
  isOpenFlowType,
  knownFlowTypes,
  lastPathSkips,
} from '../../../src/client/flow-engine/flow-registry.ts';
import { flowStepElement } from '../../../src/client/flow-engine/flow-routes.tsx';
import { flowStartPath, routableSteps } from '../../../src/client/flow-engine/routable-steps.ts';
import { hasStepDocument, loadStepDocument } from '../../../src/client/flow-engine/step-documents.ts';
import { RequireSignIn } from '../../../src/client/routing/require-sign-in.tsx';
import { StepRedirect } from '../../../src/client/routing/step-redirect.tsx';
import type { FlowFile } from '../../../src/shared/flows/flow-types.ts';
import express from '../../fixtures/flows/express-3.json';
import { loadEngineWords } from '../../support/engine-words.ts';

beforeAll(() => loadEngineWords());

const pageAt = (flow: FlowFile, path: string) =>
  flowStepElement(flow, path) as ReactElement<{ to?: string }> | null;
const pagedPaths = (flow: FlowFile) =>
  flow.steps.map((step) => step.path).filter((path) => pageAt(flow, path));

describe('the flow files', () => {
  it('are bundled by file name: every file in flows/ is a flow type', () => {
    const files = readdirSync(new URL('../../../flows', import.meta.url)).filter((file) =>
      file.endsWith('.json'),
    );
    expect(knownFlowTypes()).toEqual(files.map((file) => file.replace(/\.json$/, '')).sort());
    expect(isKnownFlowType('long-1')).toBe(true);
    expect(isKnownFlowType('express-3')).toBe(false);
  });

  it('never stand in for a type with no file', () => {
    expect(findFlow('nope')).toBeUndefined();
    expect(() => flowOf('nope')).toThrow('There is no flows/nope.json');
    expect(isOpenFlowType('nope')).toBe(false);
    for (const type of knownFlowTypes()) expect(findFlow(type)?.flowType).toBe(type);
  });

  it('name the steps never remembered as the last path', () => {
    expect([...lastPathSkips(flowOf('slim-1'))].sort()).toEqual([
      'applicant/add-borrower',
      'applicant/coborrower-status',
      'applicant/employment',
      'applicant/property/avm-agreement',
      'create-account',
      'myfasttrack',
      'select-offer/generate',
      'select-offer/generate-credit',
      'testOrch',
    ]);
  });
});

describe('the step documents', () => {
  it('are known by screen id and loaded on demand', async () => {
    expect(hasStepDocument('contact-info')).toBe(true);
    expect(hasStepDocument('contact-details')).toBe(false);
    expect((await loadStepDocument('credit-score')).title).toBe('What is your credit score?');
    await expect(loadStepDocument('contact-details')).rejects.toThrow('schemas/steps/contact-details.json');
  });
});

describe('routes generated from a flow file (spec 2.3, 2.4)', () => {
  it('give every step of slim-1 a page except the empty path, which the officer entry owns', () => {
    expect(pagedPaths(slim as FlowFile)).toEqual(
      (slim as FlowFile).steps.map((step) => step.path).filter((path) => path !== ''),
    );
    expect(pageAt(slim as FlowFile, 'property/nowhere')).toBeNull();
  });

  it('match a path in any letter case and with a trailing slash, as the router did', () => {
    expect(pageAt(slim as FlowFile, 'Property/Address/')?.type).toBe(RequireSignIn);
  });

  it('redirect aliases to their target, keeping the query', () => {
    const alias = pageAt(slim as FlowFile, 'my-fast-track');
    expect(alias?.type).toBe(StepRedirect);
    expect(alias?.props.to).toBe('myfasttrack');
  });

  it('put protected steps behind sign-in', () => {
    expect(pageAt(slim as FlowFile, 'property/address')?.type).toBe(RequireSignIn);
  });

  it('render an unprotected step without sign-in', () => {
    const open = structuredClone(slim) as FlowFile;
    const contact = open.steps.find((step) => step.path === 'contact-info');
    if (contact && contact.kind !== 'redirect') contact.kind = 'unprotected';
    const element = pageAt(open, 'contact-info');
    expect(isValidElement(element) && element.type !== RequireSignIn).toBe(true);
  });

  it('come from JSON alone for a third flow type, starting where its empty path leads', () => {
    const third = express as FlowFile;
    expect(pagedPaths(third)).toEqual(['home', 'texas-value', 'contact-info']);
    expect(flowStartPath(third)).toBe('home');
    expect(flowStartPath(slim as FlowFile)).toBe('property/address');
  });

  it('drop a step whose screen has no step file, logging an error once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = structuredClone(slim) as FlowFile;
    const contact = broken.steps.find((step) => step.path === 'contact-info');
    if (contact && contact.kind !== 'redirect') contact.screen = 'contact-details';
    const steps = routableSteps(broken, hasStepDocument);
    routableSteps(broken, hasStepDocument);
    expect(steps.map((step) => step.path)).not.toContain('contact-info');
    expect(steps.map((step) => step.path)).toContain('applicant/income');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('contact-details');
    error.mockRestore();
  });
});
