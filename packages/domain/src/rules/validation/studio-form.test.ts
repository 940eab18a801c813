import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prepareStudioPayload, validateStudioForm, type StudioFormValues } from './studio-form.ts';

const valid: StudioFormValues = {
  name: 'Центр',
  countryId: 'by',
  city: 'Минск',
  address: 'пр. Независимости, 1',
  phone: '+375291234567',
};

describe('validateStudioForm', () => {
  it('accepts complete values, e-mail optional', () => {
    expect(validateStudioForm(valid)).toEqual({ valid: true, errors: {} });
    expect(validateStudioForm({ ...valid, email: ' info@studio.by ', countryId: 3 }).valid).toBe(
      true,
    );
  });

  it('names each missing field', () => {
    expect(
      validateStudioForm({ name: ' ', countryId: '', city: '', address: '\t', phone: '' }),
    ).toEqual({
      valid: false,
      errors: {
        name: 'Название студии обязательно',
        countryId: 'Выберите страну',
        city: 'Город обязателен',
        address: 'Адрес обязателен',
        phone: 'Телефон обязателен',
      },
    });
    expect(validateStudioForm({ ...valid, countryId: null }).errors).toEqual({
      countryId: 'Выберите страну',
    });
  });

  it('wants an e-mail to look like an address', () => {
    expect(validateStudioForm({ ...valid, email: 'info@studio' }).errors).toEqual({
      email: 'Введите корректный email',
    });
  });

  it('judges padded values like their trimmed selves', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\s*$/), (text, pad) => {
        const padded = validateStudioForm({ ...valid, city: pad + text + pad });
        const trimmed = validateStudioForm({ ...valid, city: text.trim() });
        return padded.valid === trimmed.valid;
      }),
    );
  });
});

describe('prepareStudioPayload', () => {
  it('trims, omits empty optionals and sends no masters', () => {
    expect(
      prepareStudioPayload({
        name: ' Центр ',
        countryId: ' by ',
        city: ' Минск ',
        address: ' пр. Независимости, 1 ',
        phone: ' +375291234567 ',
        email: ' ',
        description: '',
        imageUrl: null,
        timeZone: '',
      }),
    ).toEqual({
      name: 'Центр',
      country_id: 'by',
      city: 'Минск',
      address: 'пр. Независимости, 1',
      phone: '+375291234567',
      master_ids: [],
    });
  });

  it('keeps filled optionals and numeric country ids', () => {
    expect(
      prepareStudioPayload({
        ...valid,
        countryId: 3,
        email: ' info@studio.by ',
        description: ' Уютно ',
        imageUrl: ' https://x.by/s.jpg ',
        timeZone: 'Asia/Almaty',
      }),
    ).toMatchObject({
      time_zone: 'Asia/Almaty',
      country_id: 3,
      email: 'info@studio.by',
      description: 'Уютно',
      image_url: 'https://x.by/s.jpg',
    });
    expect(prepareStudioPayload({ ...valid, countryId: undefined }).country_id).toBe('');
  });
});
