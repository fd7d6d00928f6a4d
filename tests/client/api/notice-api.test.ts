import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fetchNoticeOfAction } from '../../../src/client/api/notice-api.ts';
import type { NoticeOfAction } from '../../../src/shared/notices/notice-of-action.ts';

const english = { request: 'Home equity line of credit of $50,000' } as unknown as NoticeOfAction;
const spanish = {
  request: 'Línea de crédito sobre el valor neto de la vivienda de $50,000',
} as unknown as NoticeOfAction;
const answering = (data: unknown) => ({ get: vi.fn(async () => ({ data })) }) as unknown as AxiosInstance;

describe('the notice of action as the borrower reads it', () => {
  it('is the notice in the application’s language with the governing note, when the server shows one', async () => {
    const note = 'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.';
    const read = await fetchNoticeOfAction(
      answering({ notice: english, shown: { locale: 'es', governingNote: note, notice: spanish } }),
      'app-1',
    );
    expect(read).toEqual({ ...spanish, governingNote: note });
  });

  it('is the English record otherwise, and null when no notice was given', async () => {
    expect(await fetchNoticeOfAction(answering({ notice: english }), 'app-1')).toEqual(english);
    expect(await fetchNoticeOfAction(answering({ notice: null }), 'app-1')).toBeNull();
  });
});
