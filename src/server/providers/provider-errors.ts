/** An outside party did not answer or answered with an error: the user may try again; nothing was lost. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider} is unavailable: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}
