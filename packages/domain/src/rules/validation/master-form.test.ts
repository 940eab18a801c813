import { describe, expect, it } from 'vitest';
import {
  prepareMasterPayload,
  validateMasterForm,
  validateStudioChange,
  type MasterFormValues,
} from './master-form.ts';

const schedule = { template: {}, customDays: {} };
const valid: MasterFormValues<typeof schedule> = {
  name: 'Ольга',
  phone: '+375291234567',
  email: '',
  qualification: 'senior',
  coefficient: 1,
  studioId: 's1',
  notes: '',
  photoUrl: '',
  schedule,
};

describe('validateMasterForm', () => {
  it('accepts complete values', () => {
    expect(validateMasterForm(valid)).toEqual({ valid: true, errors: {} });
    expect(
      validateMasterForm({ ...valid, email: 'olga@example.com', photoUrl: 'https://x.by/o.jpg' })
        .valid,
    ).toBe(true);
  });

  it('marks each missing required field with the shared message', () => {
    const result = validateMasterForm({
      ...valid,
      name: ' ',
      phone: '',
      qualification: '',
      studioId: null,
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: 'Заполните все обязательные поля',
      phone: 'Заполните все обязательные поля',
      qualification: 'Заполните все обязательные поля',
      studioId: 'Заполните все обязательные поля',
    });
  });

  it('wants the phone to start with +', () => {
    expect(validateMasterForm({ ...valid, phone: '80291234567' }).errors).toEqual({
      phone: 'Телефон должен начинаться с +',
    });
  });

  it('checks an optional e-mail for an at-sign', () => {
    expect(validateMasterForm({ ...valid, email: 'olga.example.com' }).errors).toEqual({
      email: 'Введите корректный email',
    });
    expect(validateMasterForm({ ...valid, email: null }).valid).toBe(true);
  });

  it('checks the coefficient range and step', () => {
    for (const coefficient of [0.4, 2.1, 1.25, Number.NaN, '', 'abc']) {
      expect(validateMasterForm({ ...valid, coefficient }).errors).toEqual({
        coefficient: 'Коэффициент должен быть числом от 0.5 до 2.0',
      });
    }
  });

  it('wants the photo to be a web address', () => {
    expect(validateMasterForm({ ...valid, photoUrl: 'photo.jpg' }).errors).toEqual({
      photoUrl: 'Введите корректный URL фото',
    });
  });
});

describe('prepareMasterPayload', () => {
  it('trims, converts and omits empty optionals', () => {
    expect(
      prepareMasterPayload({
        ...valid,
        name: ' Ольга ',
        phone: ' +375291234567 ',
        qualification: ' senior ',
        coefficient: '1.5',
        email: '  ',
      }),
    ).toEqual({
      name: 'Ольга',
      phone: '+375291234567',
      qualification: 'senior',
      coefficient: 1.5,
      studio_id: 's1',
      schedule,
    });
  });

  it('sends an empty studio id when none is chosen (never sent: validation refuses it first)', () => {
    expect(prepareMasterPayload({ ...valid, studioId: null }).studio_id).toBe('');
  });

  it('keeps filled optionals', () => {
    const payload = prepareMasterPayload({
      ...valid,
      email: ' olga@example.com ',
      notes: ' left-handed ',
      photoUrl: ' https://x.by/o.jpg ',
    });
    expect(payload).toMatchObject({
      email: 'olga@example.com',
      notes: 'left-handed',
      photo_url: 'https://x.by/o.jpg',
    });
  });
});

describe('validateStudioChange', () => {
  const studios = [
    { id: 's1', name: 'Центр' },
    { id: 's2', name: 'Студия на Немиге' },
  ];

  it('finds another studio by its typed name, ignoring case and spaces', () => {
    expect(validateStudioChange('  студия НА немиге ', studios, 's1')).toEqual({
      valid: true,
      errors: {},
      studioId: 's2',
    });
  });

  it('reports an unknown name, the current studio or an empty entry as not found', () => {
    for (const typed of ['Нигде', 'Центр', '  ']) {
      expect(validateStudioChange(typed, studios, 's1')).toEqual({
        valid: false,
        errors: { studioName: 'Студия не найдена. Проверьте правильность названия.' },
      });
    }
  });

  it('reports when there is no other studio', () => {
    expect(validateStudioChange('Центр', [studios[0]!], 's1').errors).toEqual({
      studioName: 'Нет доступных студий для перевода',
    });
  });
});
