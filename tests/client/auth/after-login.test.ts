import { describe, expect, it, vi } from 'vitest';
import type { ResumeLookup } from '../../../src/client/api/resume-path.ts';
import {
  type AfterLoginContext,
  type AfterLoginStep,
  afterLoginStep,
  type CompleteLoginDependencies,
  completeLogin,
} from '../../../src/client/auth/after-login.ts';

describe('where the borrower goes after log-in (spec 4.1)', () => {
  const rows: { rule: string; input: AfterLoginContext; expected: AfterLoginStep }[] = [
    {
      rule: 'a saved returnTo wins, forced under the current officer with the appId appended',
      input: { officerId: '2000002', returnTo: '/2000001/myfasttrack', storedAppId: '42' },
      expected: { kind: 'navigate', to: '/2000002/myfasttrack?appId=42' },
    },
    {
      rule: 'a saved returnTo without a stored appId is kept as it is',
      input: { officerId: '2000002', returnTo: '/2000002/applicant/property-review', storedAppId: null },
      expected: { kind: 'navigate', to: '/2000002/applicant/property-review' },
    },
    {
      rule: 'a saved returnTo wins over continuing',
      input: {
        officerId: '2000002',
        returnTo: '/2000002/myfasttrack',
        storedAppId: '42',
        intent: 'continue_application',
      },
      expected: { kind: 'navigate', to: '/2000002/myfasttrack?appId=42' },
    },
    {
      rule: "else 'Log In' (continue_application) with a stored appId resumes that application",
      input: { officerId: '2000002', returnTo: undefined, storedAppId: '42', intent: 'continue_application' },
      expected: { kind: 'resume', appId: '42' },
    },
    {
      rule: 'else a stored appId goes to create-account with it',
      input: { officerId: '2000002', returnTo: undefined, storedAppId: '42' },
      expected: { kind: 'navigate', to: '/2000002/create-account?appId=42' },
    },
    {
      rule: "'Register' (create_new_application) with a stored appId goes to create-account too",
      input: {
        officerId: '2000002',
        returnTo: undefined,
        storedAppId: '42',
        intent: 'create_new_application',
      },
      expected: { kind: 'navigate', to: '/2000002/create-account?appId=42' },
    },
    {
      rule: 'continuing without a stored appId creates one',
      input: { officerId: '2000002', returnTo: undefined, storedAppId: null, intent: 'continue_application' },
      expected: { kind: 'create-application' },
    },
    {
      rule: 'else a new application is created',
      input: { officerId: '2000002', returnTo: undefined, storedAppId: null },
      expected: { kind: 'create-application' },
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(afterLoginStep(input)).toEqual(expected);
  });
});

describe('completing the log-in (spec 4.1, 8)', () => {
  function dependencies(overrides: Partial<CompleteLoginDependencies> = {}) {
    const calls: string[] = [];
    const deps: CompleteLoginDependencies = {
      officerId: '2000001',
      returnTo: undefined,
      storedAppId: null,
      signedIn: true,
      createApplication: async () => {
        calls.push('create');
        return '77';
      },
      storeAppId: (appId) => calls.push(`store ${appId}`),
      refreshAccessToken: async () => {
        calls.push('refresh');
      },
      ...overrides,
    };
    return { deps, calls };
  }

  it('creates an application, stores its id, refreshes the token bypassing the cache, then goes to create-account', async () => {
    const { deps, calls } = dependencies();
    await expect(completeLogin(deps)).resolves.toBe('/2000001/create-account?appId=77');
    expect(calls).toEqual(['create', 'store 77', 'refresh']);
  });

  it('continues to create-account without appId when creation fails', async () => {
    const { deps, calls } = dependencies({ createApplication: async () => null });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/create-account');
    expect(calls).toEqual(['refresh']);
  });

  it('goes to log-in when the token refresh fails', async () => {
    const { deps } = dependencies({
      refreshAccessToken: async () => {
        throw new Error('login_required');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(completeLogin(deps)).resolves.toBe('/2000001/login');
  });

  it('goes to log-in when the log-in itself failed', async () => {
    const { deps, calls } = dependencies({ signedIn: false });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/login');
    expect(calls).toEqual([]);
  });

  it('does not create an application when one is stored', async () => {
    const { deps, calls } = dependencies({ storedAppId: '42' });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/create-account?appId=42');
    expect(calls).toEqual([]);
  });
});

describe('continuing an application after log-in (spec 4.6)', () => {
  function continuing(lookup: ResumeLookup) {
    const calls: string[] = [];
    const deps: CompleteLoginDependencies = {
      officerId: '2000001',
      returnTo: undefined,
      storedAppId: '42',
      intent: 'continue_application',
      signedIn: true,
      findResumePath: async (appId) => {
        calls.push(`find ${appId}`);
        return lookup;
      },
      createApplication: async () => {
        calls.push('create');
        return '77';
      },
      storeAppId: (appId) => calls.push(`store ${appId}`),
      forgetAppId: () => calls.push('forget'),
      refreshAccessToken: async () => {
        calls.push('refresh');
      },
    };
    return { deps, calls };
  }

  it('lands on the saved last path, and stores the appId again for last-path tracking', async () => {
    const { deps, calls } = continuing({ kind: 'found', lastPath: '/property/info' });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/property/info?appId=42');
    expect(calls).toEqual(['find 42', 'store 42']);
  });

  it('goes to create-account when no step was saved yet', async () => {
    const { deps } = continuing({ kind: 'found', lastPath: null });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/create-account?appId=42');
  });

  it("forgets a stored application that is not the borrower's and starts a new one", async () => {
    const { deps, calls } = continuing({ kind: 'not-found' });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/create-account?appId=77');
    expect(calls).toEqual(['find 42', 'forget', 'create', 'store 77', 'refresh']);
  });

  it('goes to log-in when the application cannot be read', async () => {
    const { deps } = continuing({ kind: 'found', lastPath: null });
    deps.findResumePath = async () => {
      throw new Error('network');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(completeLogin(deps)).resolves.toBe('/2000001/login');
  });
});

describe('a co-borrower logging in (issue 17, 7a)', () => {
  function coborrower(overrides: Partial<CompleteLoginDependencies> = {}) {
    const calls: string[] = [];
    const deps: CompleteLoginDependencies = {
      officerId: '1464945',
      returnTo: undefined,
      storedAppId: null,
      intent: 'continue_application',
      signedIn: true,
      findCoborrowerPart: async () => {
        calls.push('part');
        return { appId: '42', nmlsId: '2000001', lastPath: '/coborrower/employment-history' };
      },
      createApplication: async () => {
        calls.push('create');
        return '77';
      },
      storeAppId: (appId) => calls.push(`store ${appId}`),
      forgetAppId: () => calls.push('forget'),
      refreshAccessToken: async () => {
        calls.push('refresh');
      },
      ...overrides,
    };
    return { deps, calls };
  }

  it('resumes their own part at their last step, under its officer, instead of creating an application', async () => {
    const { deps, calls } = coborrower();
    await expect(completeLogin(deps)).resolves.toBe('/2000001/coborrower/employment-history?appId=42');
    expect(calls).toEqual(['part', 'store 42']);
  });

  it('the same when the stored application is not theirs to continue as a borrower', async () => {
    const { deps, calls } = coborrower({
      storedAppId: '9',
      findResumePath: async () => ({ kind: 'not-found' }),
    });
    await expect(completeLogin(deps)).resolves.toBe('/2000001/coborrower/employment-history?appId=42');
    expect(calls).toEqual(['forget', 'part', 'store 42']);
  });

  it('someone who is no co-borrower gets a new application as before', async () => {
    const { deps, calls } = coborrower({
      findCoborrowerPart: async () => {
        calls.push('part');
        return null;
      },
    });
    await expect(completeLogin(deps)).resolves.toBe('/1464945/create-account?appId=77');
    expect(calls).toEqual(['part', 'create', 'store 77', 'refresh']);
  });

  it("'Register' (a loan of their own) starts a new application without asking", async () => {
    const { deps, calls } = coborrower({ intent: 'create_new_application' });
    await expect(completeLogin(deps)).resolves.toBe('/1464945/create-account?appId=77');
    expect(calls).toEqual(['create', 'store 77', 'refresh']);
  });
});

describe('a cancelled after-login handling', () => {
  it('stops after the creation when the borrower was sent elsewhere meanwhile', async () => {
    const calls: string[] = [];
    const target = await completeLogin({
      officerId: '2000001',
      returnTo: undefined,
      storedAppId: null,
      signedIn: true,
      createApplication: async () => null,
      storeAppId: () => calls.push('store'),
      refreshAccessToken: async () => {
        calls.push('refresh');
      },
      isCancelled: () => true,
    });
    expect(target).toBeNull();
    expect(calls).toEqual([]);
  });
});
