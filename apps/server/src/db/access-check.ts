// The request's pending access check, carried (AsyncLocalStorage) from the permission guard to the
// tenant transaction, so the check rides on that transaction's first statement instead of costing
// a round trip of its own. Only a speed-up: a request whose check is not taken here is checked
// before its answer leaves (auth/access.ts), and writes are checked before their handler runs.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PendingAccessCheck {
  /** The auth epoch the request's cached access was loaded at (auth_epoch.n, as text). */
  readonly epoch: bigint;
  /** Set once the database's epoch has been compared (and, when it moved, the access reloaded). */
  checked: boolean;
  /**
   * Called with the database's epoch when it differs from `epoch`: reloads the access and runs the
   * request's guards again; throws (401/403) when the request is no longer allowed, or when
   * `tenant` (the license a tenant transaction was opened for) is no longer the access's license.
   */
  settle(epoch: bigint, tenant?: string): Promise<void>;
  /** Makes the check with the database's `epoch`: the same marks it made, another one settles. */
  against(epoch: bigint, tenant?: string): Promise<void>;
}

interface Slot {
  pending?: PendingAccessCheck;
}

const slots = new AsyncLocalStorage<Slot>();

/** Runs `fn` (the rest of a request's hooks and its handler) with a slot for its access check. */
export function withAccessCheckSlot(fn: () => void): void {
  slots.run({}, fn);
}

/** Leaves `check` for the request's first tenant transaction; false when there is no slot here. */
export function deferAccessCheck(check: PendingAccessCheck): boolean {
  const slot = slots.getStore();
  if (!slot) return false;
  slot.pending = check;
  return true;
}

/** The unchecked access check left for this request, if any (it is handed out once). */
export function takeAccessCheck(): PendingAccessCheck | undefined {
  const slot = slots.getStore();
  const pending = slot?.pending;
  if (slot) slot.pending = undefined;
  return pending && !pending.checked ? pending : undefined;
}
