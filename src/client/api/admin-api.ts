import axios, { type AxiosInstance } from 'axios';

export type AdminAccess = 'admin' | 'not-admin';

/**
 * GET /v2/admin/whoami: whether the signed-in caller's token carries the admin permission. A 403 is the
 * answer "not an admin" (the session stays); other failures are thrown. Admin calls are serialised (http.ts).
 */
export async function fetchAdminAccess(http: AxiosInstance): Promise<AdminAccess> {
  try {
    await http.get('/v2/admin/whoami', { permissionCheck: true });
    return 'admin';
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 403) return 'not-admin';
    throw error;
  }
}
