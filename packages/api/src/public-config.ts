// Where the public calls go, apart from the calls themselves: the staff app's entry configures it
// (client.ts) without loading the calls' zod schemas, which only the public page and the widget need.

export interface PublicApiConfig {
  /** Where the API lives; '' for the page's own host. */
  origin: string;
  fetch: typeof fetch;
}

let config: Partial<PublicApiConfig> = {};

/**
 * Where the public calls go; configureApi (client.ts) passes its own config, so the staff app sets
 * it once. Read on every call, so a fetch replaced on that config later (a test spy) is still used.
 */
export function configurePublicApi(input: Partial<PublicApiConfig>): void {
  config = input;
}

/** Where the API lives: '' for the page's own host. */
export function publicApiOrigin(): string {
  return (config.origin ?? '').replace(/\/+$/, '');
}

export function send(url: string, init: RequestInit): Promise<Response> {
  return config.fetch ? config.fetch(url, init) : globalThis.fetch(url, init);
}
