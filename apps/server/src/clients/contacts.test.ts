// The server's contact helpers: per-contact errors, phone normalisation, search text and LIKE patterns.
import { describe, expect, it } from 'vitest';
import { clientFormMessages } from '@beautydesk/domain/messages/clients';
import { contactErrors, likePattern, normalisePhone, phonesOf, searchTextOf } from './contacts.ts';
import { clientMessages } from './messages.ts';
import { reliabilityOf, statisticsOf } from './stats.ts';

describe('contacts', () => {
  it('reports each malformed contact by number, and more than one preferred', () => {
    expect(
      contactErrors([
        { type: 'whatsapp', value: '+375291112233', preferred: true },
        { type: 'sms', value: '8029', preferred: true },
        { type: 'telegram', value: '@nick' },
      ]),
    ).toEqual({
      'contacts.1.value': clientFormMessages.contactPhoneFormat(2, 'sms'),
      contacts: clientFormMessages.onePreferredContact,
    });
    expect(contactErrors([{ type: 'email', value: 'a@b.by' }])).toEqual({});
  });

  it('normalises phones to + and digits, and picks the phone-like contacts once each', () => {
    expect(normalisePhone('+375 (29) 111-22-33')).toBe('+375291112233');
    expect(normalisePhone('+')).toBeNull();
    expect(
      phonesOf([
        { type: 'email', value: 'a@b.by' },
        { type: 'call', value: '+7 900 000-00-01' },
        { type: 'telegram', value: '@nick' },
        { type: 'telegram', value: '+79000000001' },
        { type: 'viber', value: '+375 29 000 00 00' },
        { type: 'instagram', value: '@x' },
      ]),
    ).toEqual([
      { phone: '+79000000001', index: 1 },
      { phone: '+375290000000', index: 4 },
    ]);
  });

  it('builds the lower-cased search text and a literal LIKE pattern', () => {
    expect(searchTextOf('Анна ПЕТРОВА', [{ value: '@Anna' }, { value: '+375' }])).toBe(
      'анна петрова @anna +375',
    );
    expect(likePattern(' 50%_Off\\ ')).toBe('%50\\%\\_off\\\\%');
  });

  it('words the duplicate-phone and malformed-contacts details so the client recognises them', () => {
    expect(clientMessages.duplicatePhone('+1')).toMatch(/phone/);
    expect(clientMessages.invalidContacts).toMatch(/contacts/);
    expect(clientMessages.invalidContacts).not.toMatch(/phone/i);
  });
});

describe('statistics', () => {
  it('reliability is the kept share of decided appointments, 100 when none', () => {
    expect(reliabilityOf({ completed: 0, cancelled: 0, noShow: 0 })).toBe(100);
    expect(reliabilityOf({ completed: 2, cancelled: 1, noShow: 0 })).toBe(66.67);
    expect(reliabilityOf({ completed: 0, cancelled: 1, noShow: 1 })).toBe(0);
  });

  it('visits and attended are the completed appointments; ltv is what was spent', () => {
    expect(
      statisticsOf({
        completed: 3,
        cancelled: 1,
        noShow: 1,
        rescheduled: 2,
        spent: 100.005,
        lastVisit: '2026-01-01',
      }),
    ).toEqual({
      total_visits: 3,
      attended: 3,
      cancelled: 1,
      rescheduled: 2,
      total_spent: 100.01,
      last_visit: '2026-01-01',
      ltv: 100.01,
      reliability: 60,
    });
  });
});
