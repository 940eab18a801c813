// The client directory's rules: contacts shown, search, activity filter, VIP and unreliable, paging (part 2 §2, §7, §9).
import { formatPhone } from './phone.ts';
import { PHONE_CONTACT_TYPES } from './validation/client-form.ts';
import type { ContactType } from '../schemas/clients.ts';

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

/** A contact's value as a screen shows it: a phone in its country's format ('+375 29 111 22 33'). */
export function contactText(contact: { type: ContactType; value: string }): string {
  return PHONE_CONTACT_TYPES.includes(contact.type) ? formatPhone(contact.value) : contact.value;
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

/**
 * The list's quick filters beyond the spec (issue 12): the spec's VIP and unreliable lookups as
 * filters of the paged list, each with its own order (VIP by ltv descending, unreliable by
 * reliability ascending).
 */
export const CLIENT_QUICK_FILTERS = ['vip', 'unreliable'] as const;
export type ClientQuickFilter = (typeof CLIENT_QUICK_FILTERS)[number];

/**
 * One page the server cut (skip/limit): `items` are that page's clients, `total` how many match.
 * The same shape as clientPage's, so pagingLine reads the same for both.
 */
export function serverClientPage<T>(
  items: readonly T[],
  page: number,
  total: number,
  pageSize = CLIENT_PAGE_SIZE,
): ClientPage<T> {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    items: [...items],
    page: Math.min(totalPages, Math.max(1, Math.floor(page) || 1)),
    totalPages,
    total,
  };
}

/** The digits of a phone value, without the '+' and the spacing ('+375 (29) 1-23' → '375291 23'). */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Where a contact opens: WhatsApp's wa.me, Telegram's t.me (a @name or a +phone), the Instagram
 * profile, Viber's chat link, the phone dialler, SMS, or mail. Undefined when the value cannot
 * address anything (a blank value, a phone without digits).
 */
export function contactHref(contact: { type: string; value: string }): string | undefined {
  const value = contact.value.trim();
  const digits = digitsOf(value);
  const handle = value.replace(/^@/, '');
  switch (contact.type) {
    case 'whatsapp':
      return digits ? `https://wa.me/${digits}` : undefined;
    case 'viber':
      return digits ? `viber://chat?number=%2B${digits}` : undefined;
    case 'call':
      return digits ? `tel:+${digits}` : undefined;
    case 'sms':
      return digits ? `sms:+${digits}` : undefined;
    case 'telegram':
      if (value.startsWith('+')) return digits ? `https://t.me/+${digits}` : undefined;
      return handle ? `https://t.me/${encodeURIComponent(handle)}` : undefined;
    case 'instagram':
      return handle ? `https://instagram.com/${encodeURIComponent(handle)}` : undefined;
    case 'email':
      return value.includes('@') ? `mailto:${value}` : undefined;
    default:
      return undefined;
  }
}
