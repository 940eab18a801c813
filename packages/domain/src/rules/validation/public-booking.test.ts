import { describe, expect, it } from 'vitest';
import {
  preparePublicBookingPayload,
  publicBookingControls,
  publicBookingStepValidity,
  validateBookingContacts,
  validateBookingMaster,
  validateBookingServices,
  validateBookingTime,
  validatePublicBooking,
  type PublicBookingValues,
} from './public-booking.ts';

const complete: PublicBookingValues = {
  name: 'Анна',
  phone: '+375291234567',
  email: '',
  serviceIds: ['sv1'],
  masterId: 'm1',
  slot: { date: '2025-03-14', startTime: '09:00', endTime: '10:00' },
  totalPrice: 80,
};

const empty: PublicBookingValues = {
  name: '',
  phone: ' ',
  serviceIds: [],
  masterId: null,
  slot: null,
  totalPrice: 0,
};

describe('the steps one by one', () => {
  it('contacts need a name and a phone; e-mail is optional', () => {
    expect(validateBookingContacts(complete)).toEqual({ valid: true, errors: {} });
    expect(validateBookingContacts({ name: ' ', phone: '' })).toEqual({
      valid: false,
      errors: {
        name: 'Пожалуйста, заполните имя и телефон',
        phone: 'Пожалуйста, заполните имя и телефон',
      },
    });
  });

  it('services need at least one', () => {
    expect(validateBookingServices({ serviceIds: [] }).errors).toEqual({
      serviceIds: 'Пожалуйста, выберите услуги',
    });
    expect(validateBookingServices({ serviceIds: ['sv1'] }).valid).toBe(true);
  });

  it('master needs a choice', () => {
    expect(validateBookingMaster({ masterId: '' }).errors).toEqual({
      masterId: 'Пожалуйста, выберите мастера',
    });
    expect(validateBookingMaster({ masterId: 'm1' }).valid).toBe(true);
  });

  it('time needs a complete slot', () => {
    expect(validateBookingTime({ slot: null }).errors).toEqual({
      slot: 'Пожалуйста, выберите время записи',
    });
    expect(
      validateBookingTime({ slot: { date: '2025-03-14', startTime: '', endTime: '10:00' } }).valid,
    ).toBe(false);
    expect(validateBookingTime(complete).valid).toBe(true);
  });
});

describe('publicBookingStepValidity and publicBookingControls', () => {
  it('reports each step on its own', () => {
    expect(publicBookingStepValidity({ ...empty, masterId: 'm1' })).toEqual({
      contacts: false,
      services: false,
      master: true,
      time: false,
    });
    expect(publicBookingStepValidity(complete)).toEqual({
      contacts: true,
      services: true,
      master: true,
      time: true,
    });
  });

  it('unlocks controls in order', () => {
    expect(publicBookingControls({ ...empty, serviceIds: ['sv1'], masterId: 'm1' })).toEqual({
      servicesEnabled: false,
      masterEnabled: false,
      findSlotsEnabled: false,
    });
    expect(publicBookingControls({ ...complete, serviceIds: [], masterId: null })).toEqual({
      servicesEnabled: true,
      masterEnabled: false,
      findSlotsEnabled: false,
    });
    expect(publicBookingControls({ ...complete, masterId: null })).toEqual({
      servicesEnabled: true,
      masterEnabled: true,
      findSlotsEnabled: false,
    });
    expect(publicBookingControls(complete)).toEqual({
      servicesEnabled: true,
      masterEnabled: true,
      findSlotsEnabled: true,
    });
  });
});

describe('validatePublicBooking', () => {
  it('accepts a complete booking', () => {
    expect(validatePublicBooking(complete)).toEqual({ valid: true, errors: {} });
  });

  it('collects every step and names the first failing one', () => {
    expect(validatePublicBooking(empty)).toEqual({
      valid: false,
      errors: {
        name: 'Пожалуйста, заполните имя и телефон',
        phone: 'Пожалуйста, заполните имя и телефон',
        serviceIds: 'Пожалуйста, выберите услуги',
        masterId: 'Пожалуйста, выберите мастера',
        slot: 'Пожалуйста, выберите время записи',
      },
      firstInvalidStep: 'contacts',
    });
    expect(validatePublicBooking({ ...complete, slot: undefined }).firstInvalidStep).toBe('time');
  });
});

describe('preparePublicBookingPayload', () => {
  it('trims and omits empty optionals', () => {
    expect(
      preparePublicBookingPayload({ ...complete, name: ' Анна ', clientNotes: ' ', notes: '' }),
    ).toEqual({
      client_data: { name: 'Анна', phone: '+375291234567' },
      master_id: 'm1',
      service_ids: ['sv1'],
      date: '2025-03-14',
      start_time: '09:00',
      end_time: '10:00',
      total_price: 80,
    });
  });

  it('keeps filled optionals', () => {
    expect(
      preparePublicBookingPayload({
        ...complete,
        email: ' anna@example.com ',
        clientNotes: ' аллергия ',
        notes: ' первый раз ',
      }),
    ).toMatchObject({
      client_data: { email: 'anna@example.com', notes: 'аллергия' },
      notes: 'первый раз',
    });
  });

  it('fills absent choices with empty strings (never sent: validation refuses them first)', () => {
    expect(preparePublicBookingPayload({ ...complete, masterId: null, slot: null })).toMatchObject({
      master_id: '',
      date: '',
      start_time: '',
      end_time: '',
    });
  });
});
