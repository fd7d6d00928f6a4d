/**
 * The browser's API client for case runs: axios with the client's base path, whose requests are injected into the
 * test app instead of sent over a network, so the client's own API functions (src/client/api/*) make the calls.
 * Not the client's createHttpClient: its retries wait out a 502 or 503, and a case asks once.
 */
import axios, { type AxiosAdapter, AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import type { FastifyInstance, InjectOptions } from 'fastify';

function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri(config);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON() as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== false) headers[name] = String(value);
    }
    // As the browser's adapter does: a request without a body has no Content-Type.
    if (config.data === undefined) delete headers['Content-Type'];
    const answer = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as InjectOptions['method'],
      url,
      headers,
      ...(config.data === undefined ? {} : { payload: config.data as string }),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: answer.headers as AxiosResponse['headers'],
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(answer.statusCode)) {
      throw new AxiosError(
        `Request failed with status code ${answer.statusCode}`,
        answer.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
}

/** An API client for `authorization`'s calls (the signed-in borrower or co-borrower). */
export function injectedClient(app: FastifyInstance, authorization: string): AxiosInstance {
  return axios.create({
    baseURL: '/api',
    adapter: injectAdapter(app),
    headers: { Accept: 'application/json', Authorization: authorization },
  });
}

/** The server's answer to a refused call: its status and body, for a report. */
export function refusal(error: unknown): { status: number | null; body: Record<string, unknown> } {
  if (axios.isAxiosError(error) && error.response) {
    const data = error.response.data;
    return { status: error.response.status, body: typeof data === 'object' && data ? data : { data } };
  }
  return { status: null, body: { message: error instanceof Error ? error.message : String(error) } };
}
