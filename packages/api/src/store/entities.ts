// The per-license browser store (spec part 1 §1, §3 "Per-license cache", §9): which entity lists it
// keeps, what one stored list looks like, and the interface every implementation offers (the
// IndexedDB worker store in client.ts, the in-memory fallback in memory.ts).
import type {
  AppointmentWire,
  AppointmentWithRelationsWire,
} from '@beautydesk/domain/schemas/appointments';
import type { ClientWire } from '@beautydesk/domain/schemas/clients';
import type { MasterWire } from '@beautydesk/domain/schemas/masters';
import type { CachedPermissionEntry } from '@beautydesk/domain/schemas/permissions';
import type { BusinessRoleWire } from '@beautydesk/domain/schemas/roles';
import type { ServiceWire } from '@beautydesk/domain/schemas/services';
import type { StudioWire, StudioWithCountryWire } from '@beautydesk/domain/schemas/studios';

/** The lists the background worker keeps per license (spec part 1 §1). */
export const STORE_ENTITIES = [
  'permissions',
  'roles',
  'appointments',
  'clients',
  'masters',
  'services',
  'studios',
] as const;

export type StoreEntity = (typeof STORE_ENTITIES)[number];

/**
 * The item type of each list, as the api layer parses it. The store keeps whatever was put
 * (structured clone) and does not parse it again on the way out; these types are the contract
 * between the writer and the reader. `permissions` holds cached permission entries (see
 * permission-storage.ts).
 */
export interface StoreEntityItems {
  permissions: CachedPermissionEntry;
  roles: BusinessRoleWire;
  appointments: AppointmentWire | AppointmentWithRelationsWire;
  clients: ClientWire;
  masters: MasterWire;
  services: ServiceWire;
  studios: StudioWire | StudioWithCountryWire;
}

export type StoreList<E extends StoreEntity> = StoreEntityItems[E][];

/** One stored list with the SWR key that produced it (if any) and when it was written. */
export interface StoredList<E extends StoreEntity = StoreEntity> {
  list: StoreList<E>;
  /** The serialized SWR key the list came from (see swr-cache.ts); null when put directly. */
  key: string | null;
  /** ISO timestamp of the write. */
  updatedAt: string;
}

export type StoredLists = { [E in StoreEntity]?: StoredList<E> };

export interface PutOptions {
  /** The serialized SWR key the list came from. */
  key?: string | null;
}

/** A license's lists. Every operation is asynchronous; the worker store rejects after its timeout. */
export interface LicenseStore {
  readonly licenseId: string;
  /** The stored list, or null when none was stored for this license. */
  get<E extends StoreEntity>(entity: E): Promise<StoreList<E> | null>;
  /** Every stored list of this license, with its key and time. */
  getAll(): Promise<StoredLists>;
  /** Replace the list (the whole list: the store never merges items). */
  put<E extends StoreEntity>(entity: E, list: StoreList<E>, options?: PutOptions): Promise<void>;
  /** Forget every list of this license (other licenses are untouched). */
  clear(): Promise<void>;
  /** Stop: pending and later operations reject. Terminates the worker only if the store created it. */
  close(): void;
}
