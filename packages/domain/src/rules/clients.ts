// The client directory's rules: contacts shown, search, activity filter, VIP and unreliable, paging (part 2 §2, §7, §9).

export const CLIENT_PAGE_SIZE = 12;
export const CLIENT_FETCH_LIMIT = 1000;
export const CLIENT_SEARCH_LIMIT = 50;
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
export const CARD_CONTACT_LIMIT = 2;
export const VIP_LTV_THRESHOLD = 1000;
export const VIP_LOOKUP_LIMIT = 100;
export const UNRELIABLE_RELIABILITY_THRESHOLD = 80;
export const UNRELIABLE_LOOKUP_LIMIT = 100;

export interface ContactLike {
  value: string;
  preferred?: boolean;
}

/** The contact to show and call: the preferred one, else the first; none when there are no contacts. */
export function preferredContact<T extends ContactLike>(contacts: readonly T[]): T | undefined {
  return contacts.find((contact) => contact.preferred === true) ?? contacts[0];
}

/** A card shows at most two contacts: the preferred one first, then the others in their order. */
export function cardContacts<T extends ContactLike>(contacts: readonly T[]): T[] {
  const main = preferredContact(contacts);
  if (!main) return [];
  return [main, ...contacts.filter((contact) => contact !== main)].slice(0, CARD_CONTACT_LIMIT);
}

/** Search: the trimmed query, case-insensitive, inside the name or any contact value; an empty query matches all. */
export function clientMatchesSearch(
  client: { name: string; contacts?: readonly ContactLike[] | null },
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase('ru-RU');
  if (needle === '') return true;
  const has = (text: string) => text.toLocaleLowerCase('ru-RU').includes(needle);
  return has(client.name) || (client.contacts ?? []).some((contact) => has(contact.value));
}

export const ACTIVITY_FILTERS = ['active', 'inactive', 'all'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const DEFAULT_ACTIVITY_FILTER: ActivityFilter = 'active';

export function matchesActivityFilter(
  client: { isActive: boolean },
  filter: ActivityFilter,
): boolean {
  return filter === 'all' || client.isActive === (filter === 'active');
}

/** VIP: lifetime value at or above 1000. */
export function isVipClient(client: { ltv: number }, threshold = VIP_LTV_THRESHOLD): boolean {
  return client.ltv >= threshold;
}

/** Unreliable: reliability at or below 80. */
export function isUnreliableClient(
  client: { reliability: number },
  threshold = UNRELIABLE_RELIABILITY_THRESHOLD,
): boolean {
  return client.reliability <= threshold;
}

export interface ClientPage<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  /** At least 1, so an empty list reads 'Страница 1 из 1'. */
  totalPages: number;
  total: number;
}

/** One page of 12 (or `pageSize`); a page outside the range is clamped. */
export function clientPage<T>(
  items: readonly T[],
  page: number,
  pageSize = CLIENT_PAGE_SIZE,
): ClientPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(totalPages, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    total: items.length,
  };
}

/** 'Страница X из Y (показано N из M)', verbatim from the spec. */
export function pagingLine(page: ClientPage<unknown>): string {
  return `Страница ${page.page} из ${page.totalPages} (показано ${page.items.length} из ${page.total})`;
}
