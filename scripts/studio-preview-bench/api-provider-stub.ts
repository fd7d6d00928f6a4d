/** The benchmark page has no API: the preview's branding lookup finds no officer. */
export function useHttpClient() {
  return {
    get: async () =>
      Promise.reject(Object.assign(new Error('no API'), { isAxiosError: true, response: { status: 404 } })),
  };
}
