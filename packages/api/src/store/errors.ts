// The errors of the per-license store. The api layer never shows them: the app decides what the
// user sees (usually nothing: the store is a warm start and an offline fallback, not the source of truth).

/** Storage operation timeout (spec part 1 §9: 10 s). */
export const STORE_TIMEOUT_MS = 10_000;

/** '10 s' for whole seconds, else '50 ms'. */
export function formatTimeout(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** A storage operation that failed: the worker answered with an error, or could not be reached. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** What a thrown value says: an Error's message, anything else as text. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 'Storage operation failed (put clients): QuotaExceededError'. */
export function storeOperationFailed(operation: string, reason: string): StoreError {
  return new StoreError(`Storage operation failed (${operation}): ${reason}`);
}

/** The worker did not answer in time: 'Storage operation timed out after 10 s (get appointments)'. */
export class StoreTimeoutError extends StoreError {
  override name = 'StoreTimeoutError';
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`Storage operation timed out after ${formatTimeout(timeoutMs)} (${operation})`);
  }
}

/** Any operation after close(), and those still pending when it was called. */
export class StoreClosedError extends StoreError {
  override name = 'StoreClosedError';
  constructor() {
    super('Storage is closed');
  }
}
