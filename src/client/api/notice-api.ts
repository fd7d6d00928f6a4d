import type { AxiosInstance } from 'axios';
import type { NoticeOfAction } from '../../shared/notices/notice-of-action.ts';

/** The latest notice of action on the application (null when none was given): shown on the declined screen. */
export async function fetchNoticeOfAction(
  http: AxiosInstance,
  appId: string,
): Promise<NoticeOfAction | null> {
  const { data } = await http.get<{ notice: NoticeOfAction | null }>(
    `/v2/application/${appId}/notice-of-action`,
  );
  return data.notice;
}
