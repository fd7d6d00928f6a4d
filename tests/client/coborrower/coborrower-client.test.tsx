// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosInstance } from 'axios';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import long from '../../../flows/long-1.json';
import slim from '../../../flows/slim-1.json';
import { SaveRefusedError } from '../../../src/client/api/application-api.ts';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { completeCoborrower, inviteCoborrower } from '../../../src/client/coborrower/coborrower-actions.ts';
import { CoborrowerStatusPanel } from '../../../src/client/coborrower/coborrower-panels.tsx';
import { StepActionError } from '../../../src/client/flow-engine/step-actions.ts';
import { findStep } from '../../../src/shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../../../src/shared/flows/flow-types.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

const http = { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), request: vi.fn() };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));

const step = (flow: unknown, path: string) => findStep(flow as FlowFile, path) as ScreenStep;
const invitee = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'Jordan.Reyes@example.com',
  relationship: 'Spouse',
};
const application = (addBorrower: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    appId: '7',
    version: 3,
    flowConfig: { flowType: 'slim-1' },
    addBorrower,
    ...extra,
  }) as unknown as ApplicationDocument;
const contact = (status: string, email = 'jordan.reyes@example.com') => ({
  contactId: '11',
  appId: '7',
  role: 'coborrower',
  firstName: 'Jordan',
  lastName: 'Reyes',
  email,
  relationship: 'Spouse',
  status,
  invitedAt: '2026-11-22T06:00:00.000Z',
  acceptedAt: null,
});
const refused = (status: number, message: string) =>
  new AxiosError('refused', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: { message },
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

beforeEach(() => {
  for (const call of Object.values(http)) call.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

describe('inviteCoborrower (applicant/coborrower-info)', () => {
  const run = (flow: unknown, app: ApplicationDocument) =>
    inviteCoborrower({
      flow: flow as FlowFile,
      step: step(flow, 'applicant/coborrower-info'),
      application: app,
      applicantKeys: [],
      http: http as unknown as AxiosInstance,
    });

  it('posts the invitation, then goes on to coborrower-status', async () => {
    http.get.mockResolvedValue({ data: { data: [] } });
    http.post.mockResolvedValue({ data: { data: contact('invited') } });
    expect(await run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }))).toBe(
      'applicant/coborrower-status',
    );
    expect(http.get).toHaveBeenCalledWith('/v2/application/7/contacts');
    expect(http.post).toHaveBeenCalledWith('/v2/coborrower/application/7/basic-info', {
      ...invitee,
      email: 'jordan.reyes@example.com',
    });
  });

  it('a new email replaces the invitation nobody accepted yet, instead of inviting a second co-borrower', async () => {
    http.get.mockResolvedValue({ data: { data: [contact('invited', 'jordan.old@example.com')] } });
    http.patch.mockResolvedValue({ data: { data: contact('invited') } });
    expect(await run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }))).toBe(
      'applicant/coborrower-status',
    );
    expect(http.post).not.toHaveBeenCalled();
    expect(http.patch).toHaveBeenCalledWith('/v2/coborrower/application/7/invitation/11', {
      ...invitee,
      email: 'jordan.reyes@example.com',
    });
  });

  it('with one co-borrower already joined, a new email invites another', async () => {
    http.get.mockResolvedValue({ data: { data: [contact('accepted', 'jordan.old@example.com')] } });
    http.post.mockResolvedValue({ data: { data: contact('invited') } });
    await run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }));
    expect(http.patch).not.toHaveBeenCalled();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it("the server's refusal of an answer is shown under that field, in its words", async () => {
    http.get.mockResolvedValue({ data: { data: [] } });
    const error = refused(400, 'This is your own email address.');
    (error.response as { data: unknown }).data = {
      field: 'email',
      message: 'This is your own email address.',
    };
    http.post.mockRejectedValue(error);
    const outcome = run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }));
    await expect(outcome).rejects.toBeInstanceOf(SaveRefusedError);
    await expect(outcome).rejects.toMatchObject({
      refusal: {
        kind: 'invalid',
        field: 'addBorrower.coBorrower.email',
        message: 'This is your own email address.',
      },
    });
  });

  it('does not invite the same email twice (Continue again after Back)', async () => {
    http.get.mockResolvedValue({ data: { data: [contact('invited')] } });
    expect(await run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }))).toBe(
      'applicant/coborrower-status',
    );
    expect(http.post).not.toHaveBeenCalled();
  });

  it("keeps the borrower on the step with 'Failed to post new contact' and the server's reason", async () => {
    http.get.mockResolvedValue({ data: { data: [] } });
    http.post.mockRejectedValue(refused(502, 'The invitation could not be sent.'));
    const outcome = run(slim, application({ addCoBorrower: 'yes', coBorrower: invitee }));
    await expect(outcome).rejects.toBeInstanceOf(StepActionError);
    await expect(outcome).rejects.toThrow('Failed to post new contact. The invitation could not be sent.');
  });

  it('long-1: answering no goes on to cosigner/support without a call', async () => {
    expect(await run(long, application({ addCoBorrower: 'no' }))).toBe('cosigner/support');
    expect(http.get).not.toHaveBeenCalled();
  });
});

describe('completeCoborrower (coborrower/get-money)', () => {
  it('posts complete on the version shown, then reloads', async () => {
    http.request.mockResolvedValue({ data: { status: 'completed', version: 4 } });
    const reload = vi.fn(async () => application({}));
    const app = application({}, { viewer: { role: 'coborrower', contactId: '11', status: 'accepted' } });
    await completeCoborrower({
      flow: slim as FlowFile,
      step: step(slim, 'coborrower/get-money'),
      application: app,
      applicantKeys: [],
      http: http as unknown as AxiosInstance,
      reload,
    });
    expect(http.request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/v2/coborrower/application/7/contact/11/complete',
        headers: { 'If-Match': '"3"' },
      }),
    );
    expect(reload).toHaveBeenCalled();
  });

  it('says what to do when the server refuses', async () => {
    http.request.mockRejectedValue(refused(400, 'coborrower.residence must be answered before finishing'));
    const app = application({}, { viewer: { role: 'coborrower', contactId: '11', status: 'accepted' } });
    await expect(
      completeCoborrower({
        flow: slim as FlowFile,
        step: step(slim, 'coborrower/get-money'),
        application: app,
        applicantKeys: [],
        http: http as unknown as AxiosInstance,
      }),
    ).rejects.toThrow('We could not send your answers.');
  });
});

describe('the co-borrower status panel (applicant/coborrower-status)', () => {
  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CoborrowerStatusPanel application={application({})} />
      </QueryClientProvider>,
    );
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

  it('lists each contact with its status', async () => {
    http.get.mockResolvedValue({ data: { data: [contact('completed')] } });
    await show();
    await settle();
    const list = document.querySelector('[aria-label="Co-borrowers"]');
    expect(list?.textContent).toContain('Jordan Reyes');
    expect(list?.textContent).toContain('Completed: sent their answers');
  });

  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
    ) as HTMLButtonElement | undefined;
  const press = async (name: string) => {
    const found = button(name);
    if (!found) throw new Error(`no button ${name}`);
    await act(async () => found.click());
    await settle();
  };

  it('an invitation nobody accepted can be changed, sent again or removed; a joined co-borrower only removed', async () => {
    http.get.mockResolvedValue({
      data: {
        data: [
          contact('invited'),
          { ...contact('accepted', 'sam@example.com'), contactId: '12', firstName: 'Sam' },
        ],
      },
    });
    await show();
    await settle();
    expect(button('Change the name or email of Jordan Reyes')).toBeDefined();
    expect(button('Change the name or email of Sam Reyes')).toBeUndefined();
    expect(button('Remove Sam Reyes')).toBeDefined();

    http.post.mockResolvedValue({ data: { data: contact('invited') } });
    await press('Send again to Jordan Reyes');
    expect(http.post).toHaveBeenCalledWith('/v2/coborrower/application/7/invitation/11/resend');
    expect(document.querySelector('[role="status"]')?.textContent).toContain(
      'We sent the invitation to jordan.reyes@example.com again',
    );

    await press('Change the name or email of Jordan Reyes');
    const email = document.querySelector<HTMLInputElement>('input[type="email"]');
    if (!email) throw new Error('no email field');
    const refusal = refused(400, 'You have already invited sam@example.com to this application');
    (refusal.response as { data: unknown }).data = {
      field: 'email',
      message: 'You have already invited sam@example.com to this application',
    };
    http.patch.mockRejectedValueOnce(refusal);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        email,
        'sam@example.com',
      );
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await press('Save and send a new invitation');
    expect(http.patch).toHaveBeenCalledWith('/v2/coborrower/application/7/invitation/11', {
      email: 'sam@example.com',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain(
      'You have already invited sam@example.com to this application',
    );

    await press('Cancel');
    http.delete.mockResolvedValue({});
    await press('Remove Sam Reyes');
    // The dialog's code loads on this first press.
    const dialog = await vi.waitFor(() => {
      const shown = document.querySelector('[role="dialog"]');
      if (!shown) throw new Error('no dialog');
      return shown;
    });
    expect(dialog.textContent).toContain('Remove Sam Reyes?');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Remove',
    );
    await act(async () => confirm?.click());
    await settle();
    expect(http.delete).toHaveBeenCalledWith('/v2/coborrower/application/7/contact/12');
    expect(document.body.textContent).toContain('Sam Reyes was removed from your application.');
  });

  it("says 'Failed to fetch contacts' when they cannot be read", async () => {
    http.get.mockRejectedValue(refused(500, 'down'));
    await show();
    // The panel tries once more before it gives up.
    await vi.waitFor(
      async () => {
        await settle();
        expect(document.querySelector('[role="alert"]')?.textContent).toContain('Failed to fetch contacts');
      },
      { timeout: 4000, interval: 100 },
    );
    expect(http.get).toHaveBeenCalledTimes(2);
  });
});
