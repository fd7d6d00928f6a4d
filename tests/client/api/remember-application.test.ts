// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import {
  applicationQueryKey,
  readApplication,
  rememberApplication,
} from '../../../src/client/api/application-queries.ts';
import { applicationCache } from '../../../src/client/state/application-cache-store.ts';

const documentAt = (version: number, firstName: string): ApplicationDocument => ({
  appId: '1000001',
  nmlsId: '1464945',
  status: 'draft',
  version,
  flowConfig: { flowType: 'slim-1' },
  lastPath: null,
  lastPaths: null,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
  contactInfo: { firstName },
});

describe('remembering an application the server answered with', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    sessionStorage.clear();
    queryClient = new QueryClient();
  });

  const shown = () => queryClient.getQueryData<ApplicationDocument>(applicationQueryKey('1000001'));

  it('keeps the newer copy when a read that started before a write answers after it', () => {
    rememberApplication(queryClient, documentAt(5, 'Verified'));
    rememberApplication(queryClient, documentAt(4, 'Stale'));
    expect(shown()?.contactInfo?.firstName).toBe('Verified');
    expect(applicationCache.read('1000001')?.contactInfo?.firstName).toBe('Verified');
  });

  it('takes a newer copy', () => {
    rememberApplication(queryClient, documentAt(4, 'Before'));
    rememberApplication(queryClient, documentAt(5, 'After'));
    expect(shown()?.version).toBe(5);
    expect(applicationCache.read('1000001')?.version).toBe(5);
  });
});

describe('reading an application while a write finishes', () => {
  it('answers the copy a write stored while the read was under way, not the older copy read', async () => {
    sessionStorage.clear();
    const queryClient = new QueryClient();
    let answerRead: (value: unknown) => void = () => {};
    const http = axios.create({
      adapter: (config) =>
        new Promise((resolve) => {
          answerRead = () =>
            resolve({ data: documentAt(4, 'Stated'), status: 200, statusText: 'OK', headers: {}, config });
        }),
    });
    const reading = readApplication(queryClient, http, '1000001');
    // The verification answers first with the newer document; then the read that started before it answers.
    rememberApplication(queryClient, documentAt(5, 'Verified'));
    answerRead(undefined);
    expect((await reading).contactInfo?.firstName).toBe('Verified');
    expect(applicationCache.read('1000001')?.version).toBe(5);
  });
});
