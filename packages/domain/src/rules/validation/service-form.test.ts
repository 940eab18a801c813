import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSaveService,
  prepareServicePayload,
  validateServiceForm,
  validateStudioPrice,
  type ServiceFormValues,
} from './service-form.ts';

const valid: ServiceFormValues = {
  name: 'Лазер: голени',
  type: 'laser',
  durationMin: 60,
  studioPricing: { s1: { price: '1500', currency: 'RUB', isAvailable: true } },
};

describe('validateServiceForm', () => {
  it('accepts complete values without warnings', () => {
    expect(validateServiceForm(valid, 'create')).toEqual({ valid: true, errors: {}, warnings: [] });
    expect(canSaveService(valid, 'edit')).toBe(true);
  });

  it('names each unmet rule', () => {
    const result = validateServiceForm({ ...valid, name: '  ', type: '', durationMin: 0 }, 'edit');
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: 'Название услуги обязательно',
      type: 'Выберите тип услуги',
      durationMin: 'Длительность должна быть не меньше 1 минуты',
    });
    expect(canSaveService({ ...valid, type: null }, 'create')).toBe(false);
  });

  it('refuses a blank or non-numeric duration', () => {
    for (const durationMin of ['', 'abc', Number.NaN, -5]) {
      expect(validateServiceForm({ ...valid, durationMin }, 'edit').errors).toEqual({
        durationMin: 'Длительность должна быть не меньше 1 минуты',
      });
    }
  });

  it('keys price errors by studio', () => {
    const result = validateServiceForm(
      {
        ...valid,
        studioPricing: {
          s1: { price: '-1', currency: 'RUB', isAvailable: true },
          s2: { price: '10.005', currency: 'BYN', isAvailable: true },
          s3: { price: 'много', currency: 'USD', isAvailable: true },
          s4: { price: 0, currency: 'EUR', isAvailable: false },
        },
      },
      'edit',
    );
    expect(result.errors).toEqual({
      'price.s1': 'Цена должна быть числом не меньше 0',
      'price.s2': 'Цена может содержать не больше двух знаков после запятой',
      'price.s3': 'Цена должна быть числом не меньше 0',
    });
  });

  it('warns, without blocking, when a new service has no studio price', () => {
    const unpriced = {
      ...valid,
      studioPricing: { s1: { price: ' ', currency: 'RUB', isAvailable: true } },
    };
    expect(validateServiceForm(unpriced, 'create')).toEqual({
      valid: true,
      errors: {},
      warnings: ['Цены для студий не указаны'],
    });
    expect(validateServiceForm({ ...valid, studioPricing: {} }, 'create').warnings).toHaveLength(1);
    expect(validateServiceForm(unpriced, 'edit').warnings).toEqual([]);
  });
});

describe('validateStudioPrice', () => {
  it('accepts blank, and any whole number of cents', () => {
    expect(validateStudioPrice(null)).toBeUndefined();
    expect(validateStudioPrice('')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const price = cents / 100;
        return (
          validateStudioPrice(price) === undefined &&
          validateStudioPrice(price.toFixed(2)) === undefined
        );
      }),
    );
  });

  it('refuses infinities', () => {
    expect(validateStudioPrice(Number.POSITIVE_INFINITY)).toBe(
      'Цена должна быть числом не меньше 0',
    );
  });
});

describe('prepareServicePayload', () => {
  it('trims, sends only priced studios and defaults to inactive', () => {
    expect(
      prepareServicePayload({
        name: ' Воск: руки ',
        type: 'wax',
        description: '  ',
        durationMin: '45',
        studioPricing: {
          s1: { price: '25.50', currency: 'BYN', isAvailable: true },
          s2: { price: '', currency: 'RUB', isAvailable: false },
          s3: { price: 0, currency: 'USD', isAvailable: false },
        },
      }),
    ).toEqual({
      name: 'Воск: руки',
      type: 'wax',
      duration_min: 45,
      is_active: false,
      available_for_masters: [],
      studio_pricing: {
        s1: { price: 25.5, currency: 'BYN', is_available: true },
        s3: { price: 0, currency: 'USD', is_available: false },
      },
    });
  });

  it('keeps a description and the active flag when editing', () => {
    expect(
      prepareServicePayload({ ...valid, description: ' Быстро ', isActive: true }),
    ).toMatchObject({ description: 'Быстро', is_active: true });
    expect(prepareServicePayload({ ...valid, type: undefined }).type).toBe('');
  });
});
