// @vitest-environment jsdom
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  flowOf,
  isOpenFlowType,
  knownFlowTypes,
  takesNewApplications,
} from '../../../src/client/flow-engine/flow-registry.ts';
import LoginScreen from '../../../src/client/screens/login-screen.tsx';
import { readFlowConfigType, storeFlowConfigType } from '../../../src/client/state/browser-storage.ts';
import { cleanup, render } from '../layout/render.tsx';

/** The log-in page as a link opens it, signed out (no identity provider around it: nothing here leaves). */
const openLink = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/2000004/login${search}`]}>
      <Routes>
        <Route path="/:officerId/login" element={<LoginScreen />} />
      </Routes>
    </MemoryRouter>,
  );

const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent);
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';
const openTypes = knownFlowTypes().filter(isOpenFlowType);

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('?flowType= on the log-in link', () => {
  it('with a type that has no flow file: says the link is not valid, no Log In or Register', async () => {
    storeFlowConfigType(openTypes[0] as string);
    await openLink('?flowType=gone-9');
    expect(alertText()).toMatch(/^This application link is not valid/);
    expect(alertText()).toContain('ask your loan officer for a new link');
    expect(buttons()).toEqual([]);
    // An earlier choice is not kept to start another flow later.
    expect(readFlowConfigType()).toBeNull();
  });

  it.each(openTypes)('with %s: remembered for the application Register creates', async (flowType) => {
    await openLink(`?flowType=${flowType}`);
    expect(alertText()).toBe('');
    expect(buttons()).toEqual(['Log In', 'Register']);
    expect(readFlowConfigType()).toBe(flowType);
  });

  it('without one: nothing chosen, so the server decides', async () => {
    await openLink('');
    expect(buttons()).toEqual(['Log In', 'Register']);
    expect(readFlowConfigType()).toBeNull();
  });
});

describe('a retired flow', () => {
  it.each(knownFlowTypes())('%s marked "retired": true takes no new applications', (flowType) => {
    const flow = flowOf(flowType);
    expect(takesNewApplications({ ...flow, retired: true } as typeof flow)).toBe(false);
    expect(takesNewApplications(flow)).toBe(isOpenFlowType(flowType));
  });
});
