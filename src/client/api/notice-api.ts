import type { AxiosInstance } from 'axios';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { NoticeOfAction } from '../../shared/notices/notice-of-action.ts';

/** A notice as the borrower reads it: in the application's language, with the note on which version governs. */
export type ShownNoticeOfAction = NoticeOfAction & { governingNote?: string };

interface NoticeAnswer {
  /** The record: always English. */
  notice: NoticeOfAction | null;
  /** The notice in the application's language when that is not English. */
  shown?: { locale: Locale; governingNote?: string; notice: NoticeOfAction };
}

/** The latest notice of action on the application (null when none was given): shown on the declined screen. */
export async function fetchNoticeOfAction(
  http: AxiosInstance,
  appId: string,
): Promise<ShownNoticeOfAction | null> {
  const { data } = await http.get<NoticeAnswer>(`/v2/application/${appId}/notice-of-action`);
  if (!data.notice) return null;
  return data.shown ? { ...data.shown.notice, governingNote: data.shown.governingNote } : data.notice;
}
