import { describe, expect, it } from 'vitest';
import {
  prepareAppointmentPayload,
  validateAppointmentSave,
  validateWindowSearch,
  type AppointmentFormValues,
} from './appointment-form.ts';

const valid: AppointmentFormValues = {
  clientId: 'c1',
  serviceIds: ['sv1', 'sv2'],
  masterId: 'm1',
  studioId: 's1',
  date: '2025-03-14',
  startTime: '09:00',
  endTime: '10:00',
  totalPrice: 120,
  notes: '',
};

describe('validateAppointmentSave', () => {
  it('accepts complete values', () => {
    expect(validateAppointmentSave(valid, { mode: 'create', clientIsActive: true })).toEqual({
      valid: true,
      errors: {},
    });
    expect(validateAppointmentSave(valid, { mode: 'create' }).valid).toBe(true);
  });

  it('marks every missing field with the shared message', () => {
    const result = validateAppointmentSave(
      {
        ...valid,
        clientId: null,
        serviceIds: [],
        masterId: '',
        date: '',
        startTime: null,
        endTime: undefined,
      },
      { mode: 'edit' },
    );
    expect(result).toEqual({
      valid: false,
      errors: {
        clientId: 'Пожалуйста, заполните все поля',
        serviceIds: 'Пожалуйста, заполните все поля',
        masterId: 'Пожалуйста, заполните все поля',
        date: 'Пожалуйста, заполните все поля',
        startTime: 'Пожалуйста, заполните все поля',
        endTime: 'Пожалуйста, заполните все поля',
      },
    });
  });

  it('refuses to create for an inactive client, but lets an existing record be edited', () => {
    expect(validateAppointmentSave(valid, { mode: 'create', clientIsActive: false })).toEqual({
      valid: false,
      errors: { clientId: 'Нельзя создать запись для неактивного клиента' },
    });
    expect(validateAppointmentSave(valid, { mode: 'edit', clientIsActive: false }).valid).toBe(
      true,
    );
  });
});

describe('validateWindowSearch', () => {
  it('passes with services, master and studio', () => {
    expect(validateWindowSearch(valid)).toEqual({ valid: true, errors: {} });
  });

  it('names each missing prerequisite', () => {
    expect(validateWindowSearch({ serviceIds: [], masterId: null, studioId: ' ' })).toEqual({
      valid: false,
      errors: {
        serviceIds: 'Выберите услуги, мастера и студию',
        masterId: 'Выберите услуги, мастера и студию',
        studioId: 'Выберите услуги, мастера и студию',
      },
    });
  });
});

describe('prepareAppointmentPayload', () => {
  it('omits empty notes', () => {
    expect(prepareAppointmentPayload(valid)).toEqual({
      date: '2025-03-14',
      start_time: '09:00',
      end_time: '10:00',
      client_id: 'c1',
      master_id: 'm1',
      studio_id: 's1',
      service_ids: ['sv1', 'sv2'],
      total_price: 120,
    });
  });

  it('keeps trimmed notes', () => {
    expect(prepareAppointmentPayload({ ...valid, notes: '  без опозданий ' }).notes).toBe(
      'без опозданий',
    );
  });

  it('fills absent values with empty strings (never sent: validation refuses them first)', () => {
    expect(
      prepareAppointmentPayload({
        ...valid,
        clientId: null,
        masterId: null,
        studioId: null,
        date: null,
        startTime: null,
        endTime: null,
      }),
    ).toMatchObject({
      client_id: '',
      master_id: '',
      studio_id: '',
      date: '',
      start_time: '',
      end_time: '',
    });
  });
});
