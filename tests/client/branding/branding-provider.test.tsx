// @vitest-environment jsdom
import { useTheme } from '@mui/material/styles';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBranding } from '../../../src/client/branding/branding-context.ts';
import { BrandingProvider } from '../../../src/client/branding/branding-provider.tsx';
import { MuiScope } from '../../../src/client/mui-scope.tsx';
import type {
  ChannelLookupResult,
  CompanyBranding,
  LoanOfficerContact,
} from '../../../src/shared/branding-types.ts';
import { brandingState, cleanup, render } from '../layout/render.tsx';

interface FakeQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | null | undefined;
  error: unknown;
}

const api = vi.hoisted(() => ({
  queries: {} as Record<string, { channel: unknown; contact: unknown; company: unknown }>,
}));

function answered<T>(data: T | null): FakeQuery<T> {
  return { isPending: false, isError: false, data, error: null };
}
const pending: FakeQuery<never> = { isPending: true, isError: false, data: undefined, error: null };
const failedQuery: FakeQuery<never> = {
  isPending: false,
  isError: true,
  data: undefined,
  error: new Error('HTTP 500'),
};

vi.mock('../../../src/client/api/branding-api.ts', () => ({
  useChannelLookup: (id: string) => api.queries[id]?.channel,
  useOfficerContact: (id: string) => api.queries[id]?.contact,
  useCompanyBranding: (id: string) => api.queries[id]?.company,
}));

const provider = brandingState().provider;

function dana(): {
  channel: FakeQuery<ChannelLookupResult>;
  contact: FakeQuery<LoanOfficerContact>;
  company: FakeQuery<CompanyBranding>;
} {
  return {
    channel: answered({
      nmlsId: '2000001',
      channelType: 'Broker',
      fullName: 'Dana Whitfield',
      emailAddress: 'dana.whitfield@harborview-mortgage.example',
      preferredTelephoneNumber: '(617) 555-0191',
      brokerCompanyNmlsId: '3000001',
      brokerName: 'Harborview Mortgage Partners',
      brokerTelephoneNumber: null,
      brokerAddressLineOne: null,
      brokerAddressLineTwo: null,
      brokerCity: null,
      brokerStateId: null,
      brokerPostalCodeId: null,
    }),
    contact: answered({
      name: 'Dana Whitfield',
      referenceNumber: '2000001',
      phone: '(617) 555-0191',
      email: 'dana.whitfield@harborview-mortgage.example',
      officeHour: null,
      isActive: true,
      loNmlsId: '2000001',
      companyLogoUrl: '/api/v2/branding/2000001/logo',
      headShotExists: false,
      headshotUrl: null,
    }),
    company: answered({
      companyNmls: '3000001',
      languages: ['en', 'es'],
      translationNotes: {},
      companyName: 'Harborview Mortgage Partners',
      companyPhone: null,
      addressLineOne: '27 Harbor Way',
      addressLineTwo: null,
      city: 'Boston',
      state: 'MA',
      postalCode: '02110',
      primaryColor: '#0B5394',
      secondaryColor: '#B45F06',
    }),
  };
}

let seen: { state: ReturnType<typeof useBranding>; primary: string } | null = null;

function Probe() {
  const state = useBranding();
  const theme = useTheme();
  seen = { state, primary: theme.palette.primary.main };
  return null;
}

function app(officerId: string) {
  return (
    <MemoryRouter initialEntries={[`/${officerId}/login`]}>
      <Routes>
        <Route
          path="/:officerId/*"
          element={
            <BrandingProvider provider={provider} apiBaseUrl="/api">
              <MuiScope>
                <Probe />
              </MuiScope>
            </BrandingProvider>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** The brand's colours as the plain-CSS frame reads them, on <html>. */
const pageVariable = (name: string) => document.documentElement.style.getPropertyValue(name);
const favicon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '<link rel="icon" href="data:image/svg+xml,default">';
  document.title = 'Borrower Portal';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  seen = null;
  api.queries = {};
});
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrandingProvider', () => {
  it('brands a custom broker: colours, context, title, blank favicon, session info and caches', async () => {
    api.queries['2000001'] = { channel: pending, contact: pending, company: pending };
    const view = await render(app('2000001'));
    expect(seen?.state.broker.loading).toBe(true);
    api.queries['2000001'] = dana();
    await view.rerender(app('2000001'));
    await tick(90);
    expect(seen?.state.broker.loading).toBe(true);
    await tick(10);
    const broker = seen?.state.broker;
    expect(broker).toMatchObject({
      companyName: 'Harborview Mortgage Partners',
      companyNmls: '3000001',
      languages: ['en', 'es'],
      translationNotes: {},
      companyLogoUrl: '/api/v2/branding/2000001/logo',
      companyAddress: '27 Harbor Way, Boston, MA 02110',
      loName: 'Dana Whitfield',
      isActive: true,
      channelType: 'Broker',
      loading: false,
      isDefaultBroker: false,
    });
    expect(seen?.primary).toBe('#0B5394');
    expect(pageVariable('--brand-primary')).toBe('#0B5394');
    expect(document.title).toBe('Apply with Harborview Mortgage Partners');
    expect(favicon()).toBe('data:,');
    expect(JSON.parse(sessionStorage.getItem('loanOfficerInfo') ?? '{}')).toMatchObject({
      name: 'Dana Whitfield',
      nmlsId: '2000001',
    });
    expect(JSON.parse(sessionStorage.getItem('companyInfo') ?? '{}')).toEqual({
      brokerName: 'Harborview Mortgage Partners',
      nmlsId: '3000001',
    });
    for (const key of ['broker_logo_2000001', 'broker_footer_2000001', 'broker_lo_2000001']) {
      expect(localStorage.getItem(key)).not.toBeNull();
    }
    expect(sessionStorage.getItem('broker_data_2000001')).not.toBeNull();
  });

  it('keeps the default favicon and titles the default company with its legal name', async () => {
    const answers = dana();
    api.queries['1464945'] = {
      ...answers,
      company: answered({
        ...(answers.company.data as CompanyBranding),
        companyName: 'Keystone Home Lending, LLC',
      }),
    };
    await render(app('1464945'));
    await tick(100);
    expect(seen?.state.broker.isDefaultBroker).toBe(true);
    expect(seen?.primary).toBe('#278A43');
    expect(pageVariable('--brand-primary')).toBe('#278A43');
    expect(document.title).toBe('Apply with Keystone Home Lending, LLC');
    expect(favicon()).toBe('data:image/svg+xml,default');
  });

  it.each([
    ['an unknown officer', { channel: answered(null), contact: answered(null), company: answered(null) }],
    ['a failing call', { ...dana(), company: failedQuery }],
  ])(
    '%s: warns, marks the broker invalid, uses the default broker and the black generic brand',
    async (_case, answers) => {
      api.queries['2000009'] = answers;
      await render(app('2000009'));
      await tick(100);
      expect(console.warn).toHaveBeenCalledWith(
        'Failed to load broker information',
        '2000009',
        expect.anything(),
      );
      expect(seen?.state.isValid).toBe(false);
      expect(seen?.state.broker.companyName).toBe('Keystone Home Lending, LLC');
      expect(seen?.state.broker.isDefaultBroker).toBe(true);
      expect(seen?.primary).toBe('#000000');
      expect(pageVariable('--brand-primary')).toBe('#000000');
      expect(document.title).toBe('Lending Made Simple');
      expect(sessionStorage.getItem('loanOfficerInfo')).toBeNull();
    },
  );

  it('clears the loading flag 100 ms after the branding settles, or after 2 seconds at the latest', async () => {
    api.queries['2000001'] = { channel: pending, contact: pending, company: pending };
    const view = await render(app('2000001'));
    await tick(1_900);
    expect(seen?.state.broker.loading).toBe(true);
    await tick(100);
    expect(seen?.state.broker.loading).toBe(false);
    expect(document.title).toBe('Borrower Portal');

    api.queries['2000001'] = dana();
    await view.rerender(app('2000001'));
    await tick(50);
    expect(seen?.state.broker.loading).toBe(false);
    expect(seen?.state.broker.loName).toBe('Dana Whitfield');
  });

  it("serves a fresh session copy of the broker at once and clears other brokers' caches", async () => {
    api.queries['2000001'] = dana();
    await render(app('2000001'));
    await tick(100);
    await cleanup();
    localStorage.setItem('broker_logo_2000002', JSON.stringify({ timestamp: Date.now() }));
    api.queries['2000001'] = { channel: pending, contact: pending, company: pending };
    await render(app('2000001'));
    expect(seen?.state.broker.loName).toBe('Dana Whitfield');
    expect(seen?.primary).toBe('#0B5394');
    expect(pageVariable('--brand-primary')).toBe('#0B5394');
    expect(localStorage.getItem('broker_logo_2000002')).toBeNull();
    await tick(100);
    expect(seen?.state.broker.loading).toBe(false);
  });
});
