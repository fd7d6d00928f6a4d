import type { AxiosInstance } from 'axios';
import { readSession } from '../state/browser-storage.ts';
import { SESSION_KEYS } from '../state/storage-keys.ts';
import { saveLastPath } from './application-api.ts';

/**
 * Saves the last path of `appId` (spec 4.6). Skipped, with a warning, when the session has no
 * account_application_id; a failure is a warning too, since path tracking never stops the borrower.
 * Resolves to whether the path was saved.
 */
export async function trackLastPath(http: AxiosInstance, appId: string, path: string): Promise<boolean> {
  if (!readSession(SESSION_KEYS.accountApplicationId)) {
    console.warn(`Last path ${path} not saved: no account_application_id in this session`);
    return false;
  }
  try {
    await saveLastPath(http, appId, path);
    return true;
  } catch (error) {
    console.warn(`Saving the last path ${path} failed`, error);
    return false;
  }
}
