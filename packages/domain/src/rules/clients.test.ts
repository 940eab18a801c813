import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardContacts,
  CLIENT_PAGE_SIZE,
  clientMatchesSearch,
  clientPage,
  contactHref,
  serverClientPage,
  DEFAULT_ACTIVITY_FILTER,
  isUnreliableClient,
  isVipClient,
  matchesActivityFilter,
  pagingLine,
  preferredContact,
} from './clients.ts';

const phone = { type: 'call', value: '+375291234567', preferred: false };
const telegram = { type: 'telegram', value: '@Anna_Beauty', preferred: true };
const email = { type: 'email', value: 'anna@example.com', preferred: false };

describe('contacts', () => {
  it('prefers the preferred contact, else the first', () => {
    expect(preferredContact([phone, telegram, email])).toBe(telegram);
    expect(preferredContact([phone, email])).toBe(phone);
    expect(preferredContact([])).toBeUndefined();
  });

  it('shows at most two on a card, the preferred one first', () => {
    expect(cardContacts([phone, email, telegram])).toEqual([telegram, phone]);
    expect(cardContacts([phone, email, { ...email, value: 'b@example.com' }])).toEqual([
      phone,
      email,
    ]);
    expect(cardContacts([email])).toEqual([email]);
    expect(cardContacts([])).toEqual([]);
  });
});

describe('clientMatchesSearch', () => {
  const client = { name: 'Анна Петрова', contacts: [phone, telegram] };

  it('matches the name, case-insensitively and trimmed', () => {
    expect(clientMatchesSearch(client, '  анна ')).toBe(true);
    expect(clientMatchesSearch(client, 'ПЕТРОВА')).toBe(true);
  });

  it('matches any contact value', () => {
    expect(clientMatchesSearch(client, '1234567')).toBe(true);
    expect(clientMatchesSearch(client, '@anna_b')).toBe(true);
  });

  it('matches everything with an empty query, nothing unrelated', () => {
    expect(clientMatchesSearch(client, '   ')).toBe(true);
    expect(clientMatchesSearch(client, 'Мария')).toBe(false);
    expect(clientMatchesSearch({ name: 'Мария', contacts: null }, 'мар')).toBe(true);
    expect(clientMatchesSearch({ name: 'Мария' }, '+375')).toBe(false);
  });
});

describe('filters', () => {
  it('shows active clients by default', () => {
    expect(DEFAULT_ACTIVITY_FILTER).toBe('active');
    expect(matchesActivityFilter({ isActive: true }, 'active')).toBe(true);
    expect(matchesActivityFilter({ isActive: false }, 'active')).toBe(false);
    expect(matchesActivityFilter({ isActive: false }, 'inactive')).toBe(true);
    expect(matchesActivityFilter({ isActive: true }, 'inactive')).toBe(false);
    expect(matchesActivityFilter({ isActive: false }, 'all')).toBe(true);
  });

  it('calls ltv at or above 1000 VIP', () => {
    expect(isVipClient({ ltv: 1000 })).toBe(true);
    expect(isVipClient({ ltv: 999.99 })).toBe(false);
    expect(isVipClient({ ltv: 500 }, 500)).toBe(true);
  });

  it('calls reliability at or below 80 unreliable', () => {
    expect(isUnreliableClient({ reliability: 80 })).toBe(true);
    expect(isUnreliableClient({ reliability: 80.5 })).toBe(false);
    expect(isUnreliableClient({ reliability: 95 }, 95)).toBe(true);
  });
});

describe('paging', () => {
  const clients = Array.from({ length: 30 }, (_, i) => i);

  it('pages by 12', () => {
    expect(CLIENT_PAGE_SIZE).toBe(12);
    const third = clientPage(clients, 3);
    expect(third).toEqual({ items: clients.slice(24), page: 3, totalPages: 3, total: 30 });
    expect(pagingLine(third)).toBe('Страница 3 из 3 (показано 6 из 30)');
    expect(pagingLine(clientPage(clients, 1))).toBe('Страница 1 из 3 (показано 12 из 30)');
  });

  it('clamps the page and keeps one page for an empty list', () => {
    expect(clientPage(clients, 9).page).toBe(3);
    expect(clientPage(clients, 0).page).toBe(1);
    expect(clientPage(clients, Number.NaN).page).toBe(1);
    expect(pagingLine(clientPage([], 1))).toBe('Страница 1 из 1 (показано 0 из 0)');
  });

  it('splits any list into pages that add up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 20 }), (items, size) => {
        const first = clientPage(items, 1, size);
        const pages = Array.from({ length: first.totalPages }, (_, i) =>
          clientPage(items, i + 1, size),
        );
        return (
          pages.flatMap((page) => page.items).join() === items.join() &&
          pages.every((page) => page.items.length <= size)
        );
      }),
    );
  });
});

describe('serverClientPage (a page the server cut)', () => {
  it('counts the pages from the total and reads the spec line', () => {
    const page = serverClientPage(['a', 'b'], 3, 26);
    expect(page).toEqual({ items: ['a', 'b'], page: 3, totalPages: 3, total: 26 });
    expect(pagingLine(page)).toBe('Страница 3 из 3 (показано 2 из 26)');
  });

  it('an empty result is page 1 of 1', () => {
    expect(pagingLine(serverClientPage([], 4, 0))).toBe('Страница 1 из 1 (показано 0 из 0)');
  });
});

describe('contactHref', () => {
  it.each([
    [{ type: 'whatsapp', value: '+375 (29) 123-45-67' }, 'https://wa.me/375291234567'],
    [{ type: 'viber', value: '+375291234567' }, 'viber://chat?number=%2B375291234567'],
    [{ type: 'telegram', value: '@anna_beauty' }, 'https://t.me/anna_beauty'],
    [{ type: 'telegram', value: '+375291234567' }, 'https://t.me/+375291234567'],
    [{ type: 'instagram', value: '@anna.laser' }, 'https://instagram.com/anna.laser'],
    [{ type: 'call', value: '+7 916 000-00-00' }, 'tel:+79160000000'],
    [{ type: 'sms', value: '+79160000000' }, 'sms:+79160000000'],
    [{ type: 'email', value: 'anna@example.com' }, 'mailto:anna@example.com'],
  ])('%o opens %s', (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });

  it('a value that addresses nothing has no link', () => {
    expect(contactHref({ type: 'whatsapp', value: '+' })).toBeUndefined();
    expect(contactHref({ type: 'instagram', value: '@' })).toBeUndefined();
    expect(contactHref({ type: 'email', value: 'anna' })).toBeUndefined();
  });
});
