import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTACT_TYPES, type ContactType } from '../../schemas/clients.ts';
import { clientFormMessages } from '../../messages/clients.ts';
import {
  prepareClientPayload,
  prepareClientUpdate,
  validateClientForm,
  validateContact,
  type ContactInput,
} from './client-form.ts';

const contact = (type: ContactType, value: string, extra: Partial<ContactInput> = {}) => ({
  type,
  value,
  ...extra,
});

describe('validateClientForm', () => {
  it('accepts a named client without contacts', () => {
    expect(validateClientForm({ name: 'Анна', contacts: [] })).toEqual({ valid: true, errors: [] });
  });

  it('accepts one well-formed contact of each type', () => {
    const result = validateClientForm({
      name: 'Анна',
      contacts: [
        contact('whatsapp', '+375291234567', { preferred: true }),
        contact('viber', '+375291234567'),
        contact('sms', '+375291234567'),
        contact('call', ' +375291234567 '),
        contact('telegram', '@anna'),
        contact('telegram', '+375291234567'),
        contact('instagram', '@anna.beauty'),
        contact('email', 'anna@example.com'),
      ],
    });
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('requires a name', () => {
    expect(validateClientForm({ name: '   ', contacts: [] }).errors).toEqual([
      'Имя клиента обязательно',
    ]);
  });

  it('lists every error together, numbering contacts from 1', () => {
    const result = validateClientForm({
      name: '',
      contacts: [
        contact('whatsapp', '   ', { preferred: true }),
        contact('viber', '80291234567', { preferred: true }),
        contact('email', 'anna@'),
        contact('instagram', 'anna'),
        contact('telegram', 'anna'),
      ],
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      'Имя клиента обязательно',
      'Контакт 1: Значение контакта обязательно',
      'Контакт 2: Телефон должен быть в международном формате (+...) для viber',
      'Контакт 3: Некорректный формат email',
      'Контакт 4: Instagram username должен начинаться с @',
      'Контакт 5: Для Telegram нужен либо телефон (+...), либо username (@...)',
      'Только один контакт может быть основным',
    ]);
  });

  it('names the contact type in the phone-format error', () => {
    for (const type of ['whatsapp', 'viber', 'sms', 'call'] as const) {
      expect(validateContact(contact(type, '123'), 0)).toBe(
        `Контакт 1: Телефон должен быть в международном формате (+...) для ${type}`,
      );
    }
  });

  it('allows no preferred contact (the payload picks one)', () => {
    const result = validateClientForm({
      name: 'Анна',
      contacts: [contact('call', '+375291112233'), contact('sms', '+79161234567')],
    });
    expect(result.valid).toBe(true);
  });

  it('reports a blank value whatever the type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTACT_TYPES),
        fc.stringMatching(/^\s*$/),
        fc.nat(20),
        (type, blank, index) =>
          validateContact(contact(type, blank), index) ===
          `Контакт ${index + 1}: Значение контакта обязательно`,
      ),
    );
  });

  it('ignores an unknown contact type beyond requiring a value', () => {
    expect(validateContact({ type: 'fax' as ContactType, value: '123' }, 0)).toBeUndefined();
  });
});

describe('prepareClientPayload', () => {
  it("reads phones with the client's country and sends them in E.164 (issue 28)", () => {
    const values = {
      name: 'Анна',
      country: 'BY' as const,
      contacts: [
        contact('call', '375291112233'),
        contact('viber', '8 029 111-22-34'),
        contact('telegram', '@anna'),
      ],
    };
    expect(validateClientForm(values)).toEqual({ valid: true, errors: [] });
    expect(prepareClientPayload(values).contacts.map((sent) => sent.value)).toEqual([
      '+375291112233',
      '+375291112234',
      '@anna',
    ]);
    // Without a country (the server) a number must carry its '+'; with one, it must be valid.
    expect(validateContact(contact('call', '375291112233'), 0)).toBe(
      clientFormMessages.contactPhoneFormat(1, 'call'),
    );
    expect(validateContact(contact('call', '+375 375291112233'), 0, 'BY')).toBe(
      clientFormMessages.contactPhoneFormat(1, 'call'),
    );
  });

  it('trims texts, omits empty optionals and drops blank contacts', () => {
    expect(
      prepareClientPayload({
        name: '  Анна  ',
        birthDate: '  ',
        notes: '',
        contacts: [
          contact('call', '   '),
          contact('call', ' +375291234567 ', { notes: '  ' }),
          contact('email', 'anna@example.com', { verified: true, notes: ' после 18:00 ' }),
        ],
      }),
    ).toEqual({
      name: 'Анна',
      contacts: [
        { type: 'call', value: '+375291234567', preferred: true, verified: false },
        {
          type: 'email',
          value: 'anna@example.com',
          preferred: false,
          verified: true,
          notes: 'после 18:00',
        },
      ],
    });
  });

  it('keeps a filled birth date and notes, trimmed', () => {
    const payload = prepareClientPayload({
      name: 'Анна',
      birthDate: ' 1990-05-01 ',
      notes: ' VIP ',
      contacts: [],
    });
    expect(payload).toEqual({ name: 'Анна', birth_date: '1990-05-01', notes: 'VIP', contacts: [] });
    expect(payload).not.toHaveProperty('birth_date', undefined);
  });

  it('keeps the marked preferred contact, and only the first of several', () => {
    const payload = prepareClientPayload({
      name: 'Анна',
      contacts: [
        contact('call', '+1'),
        contact('sms', '+2', { preferred: true }),
        contact('viber', '+3', { preferred: true }),
      ],
    });
    expect(payload.contacts.map((c) => c.preferred)).toEqual([false, true, false]);
  });

  it('always sends exactly one preferred contact when any is kept', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(...CONTACT_TYPES),
            value: fc.string(),
            preferred: fc.boolean(),
          }),
        ),
        (contacts) => {
          const sent = prepareClientPayload({ name: 'Анна', contacts }).contacts;
          const preferred = sent.filter((c) => c.preferred).length;
          return sent.length === 0 ? preferred === 0 : preferred === 1;
        },
      ),
    );
  });
});

describe('prepareClientUpdate (the edit form)', () => {
  it('sends null for a birth date or notes the client had and the form emptied', () => {
    const body = prepareClientUpdate(
      { name: ' Анна ', birthDate: '', notes: '   ', contacts: [] },
      { birthDate: '1990-05-01', notes: 'Аллергия' },
    );
    expect(body).toEqual({ name: 'Анна', birth_date: null, notes: null, contacts: [] });
  });

  it('leaves out what was empty before and is empty now, and keeps what was typed', () => {
    expect(
      prepareClientUpdate(
        { name: 'Анна', birthDate: '', notes: ' новое ', contacts: [] },
        { birthDate: null, notes: 'старое' },
      ),
    ).toEqual({ name: 'Анна', notes: 'новое', contacts: [] });
  });
});
