import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type AnyStateNode,
  type SnapshotFrom,
} from 'xstate';
import {
  PendingCalls,
  followPath as followMachinePath,
  settle,
  type PathStep,
} from './testing/fake-actors.ts';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { appointmentFormMessages } from '../messages/appointments.ts';
import type {
  Appointment,
  CalculatePriceRequest,
  CalculatePriceResponse,
  FindOptimalSlotsRequest,
  FindOptimalSlotsResponse,
  FreeTimesRequest,
  FreeTimesResponse,
} from '../schemas/appointments.ts';
import type { AppointmentPayload } from '../rules/validation/appointment-form.ts';
import {
  DEFAULT_APPOINTMENT_END,
  DEFAULT_APPOINTMENT_START,
  appointmentTimeFields,
  appointmentWizardMachine,
  freeTimeWindow,
  isWindowTaken,
  priceChange,
  saveErrorMessage,
  type AppointmentWindow,
  type AppointmentWizardEvent,
  type AppointmentWizardInput,
  type SavedAppointment,
  type SearchClientsInput,
  type UpdateAppointmentInput,
  type WizardClient,
  type WizardMaster,
  type WizardService,
} from './appointment-wizard.ts';

type Snapshot = SnapshotFrom<typeof appointmentWizardMachine>;

const TODAY = '2025-03-10';
const anna: WizardClient = { id: 'c1', name: 'Анна', isActive: true };
const boris: WizardClient = { id: 'c2', name: 'Борис', isActive: false };
const vera: WizardClient = { id: 'c3', name: 'Вера' };
const laser: WizardService = { id: 'sv1', name: 'Лазерная эпиляция' };
const wax: WizardService = { id: 'sv2', name: 'Восковая эпиляция' };
const olga: WizardMaster = { id: 'm1', name: 'Ольга', studioId: 'st1' };
const irina: WizardMaster = { id: 'm2', name: 'Ирина', studioId: 'st1' };
const pavel: WizardMaster = { id: 'm3', name: 'Павел', studioId: 'st2' };
const windowA: AppointmentWindow = { date: '2025-03-11', startTime: '11:00', endTime: '12:00' };
const windowB: AppointmentWindow = { date: '2025-03-12', startTime: '14:15', endTime: '15:15' };
const slotsAnswer: FindOptimalSlotsResponse = {
  slots: [
    { date: windowA.date, start_time: windowA.startTime, end_time: windowA.endTime },
    { date: windowB.date, start_time: windowB.startTime, end_time: windowB.endTime },
  ],
};
const priceAnswer: CalculatePriceResponse = { total_price: 1500, currency: 'BYN' };
const freeTimesAnswer: FreeTimesResponse = {
  date: '2025-03-20',
  duration_min: 60,
  start_times: ['09:00', '13:50', '14:05'],
};

const createInput: AppointmentWizardInput = {
  mode: 'create',
  studioId: 'st1',
  today: TODAY,
  currency: 'RUB',
};

const existing: Appointment = {
  id: 'a1',
  date: '2025-03-14',
  startTime: '10:00',
  endTime: '11:00',
  clientId: 'c9',
  masterId: 'm1',
  studioId: 'st1',
  serviceId: 'sv1',
  serviceIds: ['sv1'],
  serviceNames: ['Лазерная эпиляция'],
  clientName: 'Галина',
  masterName: 'Ольга',
  studioName: 'Центр',
  price: 2000,
  currency: 'EUR',
  status: 'scheduled',
  isOnlineBooking: false,
  isNewOnlineBooking: false,
  reminderStatus: null,
  clientConfirmed: null,
  notes: 'Первый визит',
  cancellationReason: null,
  createdAt: null,
  updatedAt: null,
};

const editInput: AppointmentWizardInput = {
  mode: 'edit',
  studioId: 'st1',
  today: TODAY,
  currency: 'RUB',
  appointment: existing,
};

// ----------------------------------------------------------------------------------------------
// Pure transitions: no actor runs, invoked calls are answered by sending their done/error events.

function start(input: AppointmentWizardInput = createInput): Snapshot {
  return initialTransition(appointmentWizardMachine, input)[0];
}

function send(snapshot: Snapshot, ...events: AppointmentWizardEvent[]): Snapshot {
  return events.reduce(
    (current, event) => transition(appointmentWizardMachine, current, event)[0],
    snapshot,
  );
}

/** Answers an invoked call as the real actor would, by its done or error event. */
function answer(
  snapshot: Snapshot,
  id: string,
  result: { output: unknown } | { error: unknown },
): Snapshot {
  const event =
    'output' in result
      ? { type: `xstate.done.actor.${id}`, output: result.output }
      : { type: `xstate.error.actor.${id}`, error: result.error };
  return transition(
    appointmentWizardMachine,
    snapshot,
    event as unknown as AppointmentWizardEvent,
  )[0];
}

function step(snapshot: Snapshot): unknown {
  return (snapshot.value as { editing?: { step?: unknown } }).editing?.step;
}

/** Client, services and master chosen on create, the price answered. */
function withMaster(master: WizardMaster = olga): Snapshot {
  const chosen = send(
    start(),
    { type: 'SELECT_CLIENT', client: anna },
    { type: 'SET_SERVICES', services: [laser] },
    { type: 'SELECT_MASTER', master },
  );
  return answer(chosen, 'calculatePrice', { output: priceAnswer });
}

function withWindow(): Snapshot {
  return send(withMaster(), { type: 'SELECT_WINDOW', window: windowA });
}

describe('appointmentWizardMachine: create mode, step by step', () => {
  it('starts on the client step with nothing chosen and the default time fields', () => {
    const snapshot = start();
    expect(snapshot.matches({ editing: { step: 'client' } })).toBe(true);
    expect(snapshot.matches({ editing: { client: 'choosable' } })).toBe(true);
    expect(snapshot.context).toMatchObject({
      mode: 'create',
      appointmentId: null,
      studioId: 'st1',
      currency: 'RUB',
      client: null,
      services: [],
      master: null,
      window: null,
      price: 0,
      errorMessage: null,
    });
    expect(appointmentTimeFields(snapshot.context)).toEqual({
      date: TODAY,
      startTime: DEFAULT_APPOINTMENT_START,
      endTime: DEFAULT_APPOINTMENT_END,
    });
    expect([DEFAULT_APPOINTMENT_START, DEFAULT_APPOINTMENT_END]).toEqual(['09:00', '10:00']);
    expect(snapshot.hasTag('loading')).toBe(false);
  });

  it('shows the calendar day in the date field when one is given', () => {
    const snapshot = start({ ...createInput, date: '2025-03-20' });
    expect(appointmentTimeFields(snapshot.context).date).toBe('2025-03-20');
  });

  it('hasClient: services are locked until a client is chosen', () => {
    const snapshot = start();
    expect(snapshot.can({ type: 'SET_SERVICES', services: [laser] })).toBe(false);
    expect(send(snapshot, { type: 'SET_SERVICES', services: [laser] }).context.services).toEqual(
      [],
    );
  });

  it('clientIsActive: an inactive client is refused with the spec message', () => {
    const snapshot = send(start(), { type: 'SELECT_CLIENT', client: boris });
    expect(snapshot.context.client).toBeNull();
    expect(snapshot.context.errorMessage).toBe('Нельзя создать запись для неактивного клиента');
    expect(snapshot.context.errorMessage).toBe(appointmentFormMessages.inactiveClient);
    expect(step(snapshot)).toBe('client');
  });

  it('accepts a client whose activity is unknown', () => {
    const snapshot = send(start(), { type: 'SELECT_CLIENT', client: vera });
    expect(snapshot.context.client).toEqual(vera);
  });

  it('a chosen client opens the services step and clears a shown error', () => {
    const refused = send(start(), { type: 'SELECT_CLIENT', client: boris });
    const snapshot = send(refused, { type: 'SELECT_CLIENT', client: anna });
    expect(snapshot.context.client).toEqual(anna);
    expect(snapshot.context.errorMessage).toBeNull();
    expect(step(snapshot)).toBe('services');
    expect(snapshot.can({ type: 'SET_SERVICES', services: [laser] })).toBe(true);
    // Not every piece of the price is there yet: no calculation, price 0.
    expect(snapshot.matches({ editing: { price: 'idle' } })).toBe(true);
    expect(snapshot.context.price).toBe(0);
  });

  it('hasServices: the master select is locked until services are chosen', () => {
    const snapshot = send(start(), { type: 'SELECT_CLIENT', client: anna });
    expect(snapshot.can({ type: 'SELECT_MASTER', master: olga })).toBe(false);
    const withServices = send(snapshot, { type: 'SET_SERVICES', services: [laser] });
    expect(step(withServices)).toBe('master');
    expect(withServices.can({ type: 'SELECT_MASTER', master: olga })).toBe(true);
    // Clearing the services goes back to the services step.
    expect(step(send(withServices, { type: 'SET_SERVICES', services: [] }))).toBe('services');
  });

  it('recalculates the price once client, services, master and studio are all chosen', () => {
    const chosen = send(
      start(),
      { type: 'SELECT_CLIENT', client: anna },
      { type: 'SET_SERVICES', services: [laser] },
      { type: 'SELECT_MASTER', master: olga },
    );
    expect(step(chosen)).toBe('window');
    expect(chosen.matches({ editing: { price: 'calculating' } })).toBe(true);
    expect(chosen.hasTag('loading')).toBe(true);
    expect(chosen.hasTag('calculatingPrice')).toBe(true);
    const priced = answer(chosen, 'calculatePrice', { output: priceAnswer });
    expect(priced.context.price).toBe(1500);
    expect(priced.context.currency).toBe('BYN');
    expect(priced.hasTag('loading')).toBe(false);
    // Another client (a personal discount may differ): the price is asked for again.
    const again = send(priced, { type: 'SELECT_CLIENT', client: vera });
    expect(again.matches({ editing: { price: 'calculating' } })).toBe(true);
  });

  it('keeps the price at 0 when the calculation fails, and retries on RECALCULATE_PRICE', () => {
    const chosen = send(
      start(),
      { type: 'SELECT_CLIENT', client: anna },
      { type: 'SET_SERVICES', services: [laser] },
      { type: 'SELECT_MASTER', master: olga },
    );
    const failed = answer(chosen, 'calculatePrice', { error: new Error('boom') });
    expect(failed.matches({ editing: { price: 'failed' } })).toBe(true);
    expect(failed.context.price).toBe(0);
    expect(
      send(failed, { type: 'RECALCULATE_PRICE' }).matches({ editing: { price: 'calculating' } }),
    ).toBe(true);
  });

  it('sets the price back to 0 when a piece is missing again', () => {
    const priced = withMaster();
    const cleared = send(priced, { type: 'SET_SERVICES', services: [] });
    expect(cleared.matches({ editing: { price: 'idle' } })).toBe(true);
    expect(cleared.context.price).toBe(0);
  });

  it('canSearchWindows: window search without services, master and studio shows the spec message', () => {
    const snapshot = send(start(), { type: 'FIND_WINDOWS' });
    expect(snapshot.matches({ editing: { windowSearch: 'idle' } })).toBe(true);
    expect(snapshot.context.errorMessage).toBe('Выберите услуги, мастера и студию');
    expect(snapshot.context.errorMessage).toBe(appointmentFormMessages.windowSearchPrerequisites);
    expect(snapshot.can({ type: 'SELECT_WINDOW', window: windowA })).toBe(false);
  });

  it('finds windows, offers them, and a chosen window enables Create', () => {
    const priced = withMaster();
    expect(priced.can({ type: 'CREATE' })).toBe(false);
    const finding = send(priced, { type: 'FIND_WINDOWS' });
    expect(finding.matches({ editing: { windowSearch: 'finding' } })).toBe(true);
    expect(finding.hasTag('findingWindows')).toBe(true);
    expect(finding.can({ type: 'FIND_WINDOWS' })).toBe(false);
    const found = answer(finding, 'findOptimalSlots', { output: slotsAnswer });
    expect(found.context.offeredWindows).toEqual([windowA, windowB]);
    const chosen = send(found, { type: 'SELECT_WINDOW', window: windowB });
    expect(step(chosen)).toBe('creation');
    expect(chosen.context.window).toEqual(windowB);
    expect(appointmentTimeFields(chosen.context)).toEqual(windowB);
    expect(chosen.can({ type: 'CREATE' })).toBe(true);
  });

  it('shows the spec message when the window search fails', () => {
    const failed = answer(send(withMaster(), { type: 'FIND_WINDOWS' }), 'findOptimalSlots', {
      error: new Error('500'),
    });
    expect(failed.matches({ editing: { windowSearch: 'idle' } })).toBe(true);
    expect(failed.context.errorMessage).toBe('Ошибка при поиске окон');
    expect(failed.context.errorMessage).toBe(appointmentFormMessages.windowSearchFailed);
  });

  it('hasWindow: Create is disabled until a window is chosen', () => {
    const priced = withMaster();
    expect(priced.can({ type: 'CREATE' })).toBe(false);
    expect(send(priced, { type: 'CREATE' }).matches('saving')).toBe(false);
  });

  it('priceIsSettled: Create waits while the price is being calculated', () => {
    const calculating = send(withWindow(), { type: 'SELECT_CLIENT', client: vera });
    expect(calculating.matches({ editing: { price: 'calculating' } })).toBe(true);
    expect(calculating.can({ type: 'CREATE' })).toBe(false);
  });

  it('changing services resets the chosen window and the offered ones', () => {
    const found = answer(send(withWindow(), { type: 'FIND_WINDOWS' }), 'findOptimalSlots', {
      output: slotsAnswer,
    });
    const changed = send(found, { type: 'SET_SERVICES', services: [laser, wax] });
    expect(changed.context.window).toBeNull();
    expect(changed.context.offeredWindows).toEqual([]);
    expect(step(changed)).toBe('window');
    expect(changed.can({ type: 'CREATE' })).toBe(false);
  });

  it('confirming the same services (in any order) keeps the window', () => {
    const two = send(withWindow(), { type: 'SET_SERVICES', services: [laser, wax] });
    const chosen = send(answer(two, 'calculatePrice', { output: priceAnswer }), {
      type: 'SELECT_WINDOW',
      window: windowA,
    });
    const same = send(chosen, { type: 'SET_SERVICES', services: [wax, laser] });
    expect(same.context.window).toEqual(windowA);
    expect(same.context.services).toEqual([wax, laser]);
    expect(same.matches({ editing: { price: 'idle' } })).toBe(true);
  });

  it('a search under way is cancelled when the services change', () => {
    const finding = send(withMaster(), { type: 'FIND_WINDOWS' });
    const changed = send(finding, { type: 'SET_SERVICES', services: [wax] });
    expect(changed.matches({ editing: { windowSearch: 'idle' } })).toBe(true);
  });

  it('changing the master on create resets the window', () => {
    const changed = send(withWindow(), { type: 'SELECT_MASTER', master: irina });
    expect(changed.context.master).toEqual(irina);
    expect(changed.context.window).toBeNull();
    expect(changed.context.services).toEqual([laser]);
    expect(step(changed)).toBe('window');
    expect(changed.matches({ editing: { price: 'calculating' } })).toBe(true);
  });

  it('masterInAnotherStudio: clears services and price and takes the new studio', () => {
    const changed = send(withWindow(), { type: 'SELECT_MASTER', master: pavel });
    expect(changed.context).toMatchObject({
      master: pavel,
      studioId: 'st2',
      services: [],
      price: 0,
      window: null,
      offeredWindows: [],
    });
    expect(step(changed)).toBe('services');
    expect(changed.matches({ editing: { price: 'idle' } })).toBe(true);
    // The master stays chosen; picking services again leads straight to the window step.
    const again = send(changed, { type: 'SET_SERVICES', services: [wax] });
    expect(step(again)).toBe('window');
    expect(again.matches({ editing: { price: 'calculating' } })).toBe(true);
  });

  it('without a studio of its own (master and studio users), the master brings the studio', () => {
    const chosen = send(
      start({ ...createInput, studioId: null }),
      { type: 'SELECT_CLIENT', client: anna },
      { type: 'SET_SERVICES', services: [laser] },
    );
    const snapshot = send(chosen, { type: 'FIND_WINDOWS' });
    expect(snapshot.context.errorMessage).toBe(appointmentFormMessages.windowSearchPrerequisites);
    const withStudio = send(snapshot, { type: 'SELECT_MASTER', master: pavel });
    expect(withStudio.context.studioId).toBe('st2');
    expect(withStudio.context.services).toEqual([laser]);
    expect(withStudio.context.errorMessage).toBeNull();
    expect(step(withStudio)).toBe('window');
  });

  it('keeps the notes as typed', () => {
    expect(send(start(), { type: 'SET_NOTES', notes: '  аллергия ' }).context.notes).toBe(
      '  аллергия ',
    );
  });

  it('CREATE enters saving.creating and a success ends in saved with the new id', () => {
    const saving = send(withWindow(), { type: 'CREATE' });
    expect(saving.matches({ saving: 'creating' })).toBe(true);
    expect(saving.hasTag('loading')).toBe(true);
    expect(saving.hasTag('saving')).toBe(true);
    const saved = answer(saving, 'createAppointment', { output: { id: 'a-new' } });
    expect(saved.value).toBe('saved');
    expect(saved.status).toBe('done');
    expect(saved.output).toEqual({ appointmentId: 'a-new' });
  });

  it('a failed save returns to editing with the server user message, else the message, else the spec text', () => {
    const saving = send(withWindow(), { type: 'CREATE' });
    const withUserMessage = answer(saving, 'createAppointment', {
      error: Object.assign(new Error('409'), { userMessage: 'Время уже занято' }),
    });
    expect(withUserMessage.context.errorMessage).toBe('Время уже занято');
    expect(step(withUserMessage)).toBe('creation');
    expect(withUserMessage.context.window).toEqual(windowA);
    expect(withUserMessage.can({ type: 'CREATE' })).toBe(true);
    expect(
      answer(saving, 'createAppointment', { error: new Error('Network down') }).context
        .errorMessage,
    ).toBe('Network down');
    expect(answer(saving, 'createAppointment', { error: {} }).context.errorMessage).toBe(
      'Ошибка сохранения',
    );
    // A new attempt clears the message.
    expect(send(withUserMessage, { type: 'CREATE' }).context.errorMessage).toBeNull();
  });
});

describe('appointmentWizardMachine: the chosen window was taken meanwhile (409)', () => {
  const taken = Object.assign(new Error('Conflict'), {
    status: 409,
    userMessage: 'Это время уже занято',
  });

  it('shows the server message, drops the window and searches again at once, keeping the rest', () => {
    const withNotes = send(withWindow(), { type: 'SET_NOTES', notes: 'аллергия' });
    const saving = send(withNotes, { type: 'CREATE' });
    const failed = answer(saving, 'createAppointment', { error: taken });
    expect(failed.context.errorMessage).toBe('Это время уже занято');
    expect(failed.context.window).toBeNull();
    expect(failed.context.offeredWindows).toEqual([]);
    expect(failed.matches({ editing: { windowSearch: 'finding' } })).toBe(true);
    expect(failed.hasTag('findingWindows')).toBe(true);
    expect(step(failed)).toBe('window');
    expect(failed.can({ type: 'CREATE' })).toBe(false);
    expect(failed.context).toMatchObject({
      client: anna,
      services: [laser],
      master: olga,
      studioId: 'st1',
      price: 1500,
      currency: 'BYN',
      notes: 'аллергия',
    });
    const fresh = answer(failed, 'findOptimalSlots', {
      output: { slots: [{ date: windowB.date, start_time: '16:00', end_time: '17:00' }] },
    });
    expect(fresh.context.offeredWindows).toEqual([
      { date: windowB.date, startTime: '16:00', endTime: '17:00' },
    ]);
    // The message stays until the user picks a fresh window.
    expect(fresh.context.errorMessage).toBe('Это время уже занято');
    const chosen = send(fresh, {
      type: 'SELECT_WINDOW',
      window: { date: windowB.date, startTime: '16:00', endTime: '17:00' },
    });
    expect(chosen.context.errorMessage).toBeNull();
    expect(step(chosen)).toBe('creation');
    expect(chosen.can({ type: 'CREATE' })).toBe(true);
  });

  it('editing: a 409 on update also searches again with the same master and services', () => {
    const saving = send(start(editInput), { type: 'CREATE' });
    const failed = answer(saving, 'updateAppointment', { error: taken });
    expect(failed.context.errorMessage).toBe('Это время уже занято');
    expect(failed.context.window).toBeNull();
    expect(failed.matches({ editing: { windowSearch: 'finding' } })).toBe(true);
    expect(failed.context.master).toMatchObject({ id: 'm1' });
    expect(failed.context.notes).toBe('Первый визит');
  });

  it('other failures keep the chosen window (no new search)', () => {
    const saving = send(withWindow(), { type: 'CREATE' });
    const failed = answer(saving, 'createAppointment', {
      error: Object.assign(new Error('Bad'), { status: 400, userMessage: 'Неверные данные' }),
    });
    expect(failed.context.window).toEqual(windowA);
    expect(failed.matches({ editing: { windowSearch: 'idle' } })).toBe(true);
  });

  it('isWindowTaken: only an HTTP 409', () => {
    expect(isWindowTaken(taken)).toBe(true);
    expect(isWindowTaken({ status: 400 })).toBe(false);
    expect(isWindowTaken(null)).toBe(false);
  });
});

describe('appointmentWizardMachine: edit mode', () => {
  it('starts on the creation step with the appointment, its price and currency', () => {
    const snapshot = start(editInput);
    expect(step(snapshot)).toBe('creation');
    expect(snapshot.matches({ editing: { client: 'fixed' } })).toBe(true);
    expect(snapshot.matches({ editing: { price: 'idle' } })).toBe(true);
    expect(snapshot.context).toMatchObject({
      mode: 'edit',
      appointmentId: 'a1',
      studioId: 'st1',
      currency: 'EUR',
      client: { id: 'c9', name: 'Галина' },
      services: [{ id: 'sv1', name: 'Лазерная эпиляция' }],
      master: { id: 'm1', name: 'Ольга', studioId: 'st1' },
      window: { date: '2025-03-14', startTime: '10:00', endTime: '11:00' },
      price: 2000,
      notes: 'Первый визит',
    });
    expect(snapshot.can({ type: 'CREATE' })).toBe(true);
  });

  it('fills missing names, notes and currency from defaults', () => {
    const snapshot = start({
      ...editInput,
      appointment: {
        ...existing,
        clientName: null,
        masterName: null,
        serviceNames: [],
        notes: null,
        currency: null,
      },
    });
    expect(snapshot.context).toMatchObject({
      client: { id: 'c9', name: '' },
      master: { id: 'm1', name: '' },
      services: [{ id: 'sv1', name: '' }],
      notes: '',
      currency: 'RUB',
    });
  });

  it('the client of an existing appointment cannot change', () => {
    const snapshot = start(editInput);
    expect(snapshot.can({ type: 'SELECT_CLIENT', client: anna })).toBe(false);
    expect(snapshot.can({ type: 'SEARCH_CLIENTS', query: 'Ан' })).toBe(false);
    expect(send(snapshot, { type: 'SELECT_CLIENT', client: anna }).context.client?.id).toBe('c9');
  });

  it('changing the master in the same studio keeps the window and recalculates the price', () => {
    const changed = send(start(editInput), { type: 'SELECT_MASTER', master: irina });
    expect(changed.context.window).toEqual({
      date: '2025-03-14',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(step(changed)).toBe('creation');
    expect(changed.matches({ editing: { price: 'calculating' } })).toBe(true);
  });

  it('changing services still resets the window', () => {
    const changed = send(start(editInput), { type: 'SET_SERVICES', services: [wax] });
    expect(changed.context.window).toBeNull();
    expect(step(changed)).toBe('window');
  });

  it('CREATE saves through updateAppointment and ends in saved with the same id', () => {
    const saving = send(start(editInput), { type: 'CREATE' });
    expect(saving.matches({ saving: 'updating' })).toBe(true);
    const saved = answer(saving, 'updateAppointment', { output: { id: 'a1' } });
    expect(saved.output).toEqual({ appointmentId: 'a1' });
    const failed = answer(saving, 'updateAppointment', {
      error: { userMessage: ' ', message: '' },
    });
    expect(failed.context.errorMessage).toBe(appointmentFormMessages.saveFailed);
  });

  it('saveIsValid: an appointment without services cannot be saved (all fields are required)', () => {
    const snapshot = start({
      ...editInput,
      appointment: { ...existing, serviceIds: [], serviceNames: [] },
    });
    expect(step(snapshot)).toBe('creation');
    const refused = send(snapshot, { type: 'CREATE' });
    expect(refused.matches('saving')).toBe(false);
    expect(refused.context.errorMessage).toBe('Пожалуйста, заполните все поля');
    expect(refused.context.errorMessage).toBe(appointmentFormMessages.fillAllFields);
  });
});

describe('saveErrorMessage', () => {
  it('prefers the user message, then the message, then the spec text', () => {
    expect(saveErrorMessage({ userMessage: 'Пользователю', message: 'tech' })).toBe('Пользователю');
    expect(saveErrorMessage({ userMessage: null, message: 'tech' })).toBe('tech');
    expect(saveErrorMessage(new Error(''))).toBe('Ошибка сохранения');
    expect(saveErrorMessage('boom')).toBe('Ошибка сохранения');
    expect(saveErrorMessage(null)).toBe('Ошибка сохранения');
  });
});

// ----------------------------------------------------------------------------------------------
// Effects: a real actor with the app's actors replaced by fakes.

function wizardActors(calls: PendingCalls) {
  return {
    searchClients: calls.actor<readonly WizardClient[], SearchClientsInput>('searchClients'),
    calculatePrice: calls.actor<CalculatePriceResponse, CalculatePriceRequest>('calculatePrice'),
    findOptimalSlots: calls.actor<FindOptimalSlotsResponse, FindOptimalSlotsRequest>(
      'findOptimalSlots',
    ),
    findFreeTimes: calls.actor<FreeTimesResponse, FreeTimesRequest>('findFreeTimes'),
    createAppointment: calls.actor<SavedAppointment, AppointmentPayload>('createAppointment'),
    updateAppointment: calls.actor<SavedAppointment, UpdateAppointmentInput>('updateAppointment'),
  };
}

describe('appointmentWizardMachine: effects with fake actors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces the client search by 300 ms and asks for 50 results', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: createInput,
    }).start();
    actor.send({ type: 'SEARCH_CLIENTS', query: 'Ан' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'SEARCH_CLIENTS', query: ' Анн ' });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.count('searchClients')).toBe(0);
    expect(actor.getSnapshot().matches({ editing: { client: { choosable: 'debouncing' } } })).toBe(
      true,
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count('searchClients')).toBe(1);
    expect(calls.last('searchClients').input).toEqual({ search: 'Анн', limit: 50 });
    expect(actor.getSnapshot().hasTag('searchingClients')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    calls.last('searchClients').resolve([anna, boris]);
    await settle();
    expect(actor.getSnapshot().context.clientResults).toEqual([anna, boris]);
    expect(actor.getSnapshot().context.clientQuery).toBe(' Анн ');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);

    actor.send({ type: 'SEARCH_CLIENTS', query: 'Б' });
    await vi.advanceTimersByTimeAsync(300);
    calls.last('searchClients').reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context.clientResults).toEqual([]);
    actor.stop();
  });

  it('sends the chosen pieces to calculatePrice and findOptimalSlots (today … today + 14)', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: createInput,
    }).start();
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser, wax] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    expect(calls.last('calculatePrice').input).toEqual({
      service_ids: ['sv1', 'sv2'],
      master_id: 'm1',
      client_id: 'c1',
      studio_id: 'st1',
    });
    calls.last('calculatePrice').resolve(priceAnswer);
    await settle();
    expect(actor.getSnapshot().context.price).toBe(1500);

    actor.send({ type: 'FIND_WINDOWS' });
    expect(calls.last('findOptimalSlots').input).toEqual({
      service_ids: ['sv1', 'sv2'],
      master_id: 'm1',
      studio_id: 'st1',
      from_date: '2025-03-10',
      to_date: '2025-03-24',
    });
    calls.last('findOptimalSlots').resolve(slotsAnswer);
    await settle();
    expect(actor.getSnapshot().context.offeredWindows).toEqual([windowA, windowB]);
    actor.stop();
  });

  it('restarts the price call on every change, and only the latest answer counts', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: createInput,
    }).start();
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    const first = calls.last('calculatePrice');
    actor.send({ type: 'SELECT_MASTER', master: irina });
    const second = calls.last('calculatePrice');
    expect(calls.count('calculatePrice')).toBe(2);
    second.resolve({ total_price: 1800, currency: 'RUB' });
    first.resolve({ total_price: 1, currency: 'RUB' });
    await settle();
    expect(actor.getSnapshot().context.price).toBe(1800);
    actor.stop();
  });

  it('creates with the prepared payload: trimmed notes, omitted when empty', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: createInput,
    }).start();
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    calls.last('calculatePrice').resolve(priceAnswer);
    await settle();
    actor.send({ type: 'SELECT_WINDOW', window: windowA });
    actor.send({ type: 'SET_NOTES', notes: '  без звонка ' });
    actor.send({ type: 'CREATE' });
    expect(calls.last('createAppointment').input).toEqual({
      date: '2025-03-11',
      start_time: '11:00',
      end_time: '12:00',
      client_id: 'c1',
      master_id: 'm1',
      studio_id: 'st1',
      service_ids: ['sv1'],
      total_price: 1500,
      notes: 'без звонка',
    });
    calls.last('createAppointment').resolve({ id: 'a-new' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ appointmentId: 'a-new' });
  });

  it('updates with a patch that carries no client_id', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: editInput,
    }).start();
    actor.send({ type: 'SET_NOTES', notes: '' });
    actor.send({ type: 'CREATE' });
    expect(calls.last('updateAppointment').input).toEqual({
      id: 'a1',
      patch: {
        date: '2025-03-14',
        start_time: '10:00',
        end_time: '11:00',
        master_id: 'm1',
        studio_id: 'st1',
        service_ids: ['sv1'],
        total_price: 2000,
      },
    });
    calls.last('updateAppointment').reject({ userMessage: 'Нет прав' });
    await settle();
    expect(actor.getSnapshot().matches({ editing: { step: 'creation' } })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Нет прав');
    actor.stop();
  });

  it('without provided actors every call fails safely (the placeholders reject)', async () => {
    const actor = createActor(appointmentWizardMachine, { input: createInput }).start();
    actor.send({ type: 'SEARCH_CLIENTS', query: 'Ан' });
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(actor.getSnapshot().context.clientResults).toEqual([]);
    expect(actor.getSnapshot().matches({ editing: { client: { choosable: 'idle' } } })).toBe(true);
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    await settle();
    expect(actor.getSnapshot().matches({ editing: { price: 'failed' } })).toBe(true);
    actor.send({ type: 'FIND_WINDOWS' });
    await settle();
    expect(actor.getSnapshot().context.errorMessage).toBe(
      appointmentFormMessages.windowSearchFailed,
    );
    actor.send({ type: 'SELECT_WINDOW', window: windowA });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(actor.getSnapshot().context.errorMessage).toBe(
      "appointmentWizardMachine: actor 'createAppointment' was not provided",
    );
    actor.stop();

    const edit = createActor(appointmentWizardMachine, { input: editInput }).start();
    edit.send({ type: 'CREATE' });
    await settle();
    expect(edit.getSnapshot().context.errorMessage).toBe(
      "appointmentWizardMachine: actor 'updateAppointment' was not provided",
    );
    edit.stop();
  });

  it('reaches saved with fakes that answer at once', async () => {
    const machine = appointmentWizardMachine.provide({
      actors: {
        calculatePrice: fromPromise<CalculatePriceResponse, CalculatePriceRequest>(
          async () => priceAnswer,
        ),
        findOptimalSlots: fromPromise<FindOptimalSlotsResponse, FindOptimalSlotsRequest>(
          async () => slotsAnswer,
        ),
        createAppointment: fromPromise<SavedAppointment, AppointmentPayload>(async () => ({
          id: 'a7',
        })),
      },
    });
    const actor = createActor(machine, { input: createInput }).start();
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    actor.send({ type: 'FIND_WINDOWS' });
    await settle();
    const [first] = actor.getSnapshot().context.offeredWindows;
    actor.send({ type: 'SELECT_WINDOW', window: first as AppointmentWindow });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ appointmentId: 'a7' });
  });
});

// ----------------------------------------------------------------------------------------------
// Path coverage with xstate/graph.

const graphEvents = [
  { type: 'SEARCH_CLIENTS', query: 'Ан' },
  {
    type: 'xstate.after.clientSearchDebounce.appointmentWizard.editing.client.choosable.debouncing',
  },
  { type: 'xstate.done.actor.searchClients', output: [anna, boris] },
  { type: 'xstate.error.actor.searchClients', error: new Error('offline') },
  { type: 'SELECT_CLIENT', client: anna },
  { type: 'SELECT_CLIENT', client: boris },
  { type: 'SET_SERVICES', services: [laser] },
  { type: 'SET_SERVICES', services: [] },
  { type: 'SELECT_MASTER', master: olga },
  { type: 'SELECT_MASTER', master: pavel },
  { type: 'FIND_WINDOWS' },
  { type: 'xstate.done.actor.findOptimalSlots', output: slotsAnswer },
  { type: 'xstate.error.actor.findOptimalSlots', error: new Error('500') },
  { type: 'SELECT_WINDOW', window: windowA },
  { type: 'SET_NOTES', notes: 'заметка' },
  { type: 'CREATE' },
  { type: 'xstate.done.actor.calculatePrice', output: priceAnswer },
  { type: 'xstate.error.actor.calculatePrice', error: new Error('500') },
  { type: 'xstate.done.actor.createAppointment', output: { id: 'a-new' } },
  { type: 'xstate.error.actor.createAppointment', error: { userMessage: 'Занято' } },
  { type: 'xstate.done.actor.updateAppointment', output: { id: 'a1' } },
  { type: 'xstate.error.actor.updateAppointment', error: {} },
  { type: 'RECHECK_STEP' },
  { type: 'RECALCULATE_PRICE' },
  { type: 'CANCEL_WINDOW_SEARCH' },
  { type: 'xstate.done.actor.findFreeTimes', output: freeTimesAnswer },
  { type: 'xstate.error.actor.findFreeTimes', error: new Error('500') },
  { type: 'PICK_DATE', date: '2025-03-20' },
  { type: 'SELECT_TIME', startTime: '14:05' },
] as unknown as AppointmentWizardEvent[];

/** States count as the same when their value and their choices are; messages and lists are left out. */
function serializeChoices(snapshot: Snapshot): string {
  const { client, services, master, window } = snapshot.context;
  return JSON.stringify([snapshot.value, client?.id, services.length, master?.id, window !== null]);
}

const delays: Record<string, number> = { clientSearchDebounce: 300 };

/** Transient states (an unguarded eventless way out) and history nodes never rest in a snapshot. */
function isRestingNode(node: AnyStateNode): boolean {
  return node.type !== 'history' && !(node.always ?? []).some((t) => t.guard === undefined);
}

function reachedNodeIds(snapshots: readonly Snapshot[]): Set<string> {
  const ids = new Set<string>();
  for (const node of getStateNodes(appointmentWizardMachine.root)) {
    if (snapshots.some((snapshot) => snapshot.matches(nodeValue(node)))) ids.add(node.id);
  }
  return ids;
}

function nodeValue(node: AnyStateNode): Parameters<Snapshot['matches']>[0] {
  return node.path.reduceRight<unknown>(
    (value, key) => (value === undefined ? key : { [key]: value }),
    undefined,
  ) as Parameters<Snapshot['matches']>[0];
}

/** Follows a path on a real actor; the graph keeps one snapshot per serialized key. */
const followPath = (input: AppointmentWizardInput, steps: ReadonlyArray<PathStep<Snapshot>>) =>
  followMachinePath({
    machine: appointmentWizardMachine,
    actors: wizardActors,
    input,
    steps,
    delays,
    serialize: serializeChoices,
  });

describe('appointmentWizardMachine: paths (xstate/graph)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const createPaths = getShortestPaths(appointmentWizardMachine, {
    input: createInput,
    events: graphEvents,
    serializeState: serializeChoices,
  });
  const editPaths = getShortestPaths(appointmentWizardMachine, {
    input: editInput,
    events: graphEvents,
    serializeState: serializeChoices,
  });

  it('every resting state of the machine is reached by some path (create and edit together)', () => {
    const expected = getStateNodes(appointmentWizardMachine.root)
      .filter(isRestingNode)
      .map((node) => node.id);
    const reached = reachedNodeIds([...createPaths, ...editPaths].map((path) => path.state));
    expect(expected.filter((id) => !reached.has(id))).toEqual([]);
    // The transient nodes left out are exactly the deciding ones.
    expect(
      getStateNodes(appointmentWizardMachine.root)
        .filter((node) => !isRestingNode(node))
        .map((node) => node.key),
    ).toEqual(['deciding', 'checking', 'checking', 'checkingMode', 'choosing']);
  });

  it('both modes can reach saved', () => {
    expect(createPaths.some((path) => path.state.value === 'saved')).toBe(true);
    expect(editPaths.some((path) => path.state.value === 'saved')).toBe(true);
  });

  it('following every create path on a real actor never throws and matches the pure transitions', async () => {
    for (const path of createPaths) await followPath(createInput, path.steps);
  });

  it('following every edit path on a real actor never throws and matches the pure transitions', async () => {
    for (const path of editPaths) await followPath(editInput, path.steps);
  });

  it('every simple path to saved on create goes through client, services, master, window and creation', async () => {
    const toSaved = getSimplePaths(appointmentWizardMachine, {
      input: createInput,
      events: graphEvents.filter((event) =>
        [
          'SELECT_CLIENT',
          'SET_SERVICES',
          'SELECT_MASTER',
          'SELECT_WINDOW',
          'CREATE',
          'xstate.done.actor.calculatePrice',
          'xstate.done.actor.createAppointment',
        ].includes(event.type),
      ),
      serializeState: serializeChoices,
      toState: (snapshot) => snapshot.value === 'saved',
    }).filter((path) => path.state.value === 'saved');
    expect(toSaved.length).toBeGreaterThan(0);
    for (const path of toSaved) {
      const steps = new Set(path.steps.map((s) => JSON.stringify(step(s.state))));
      for (const name of ['client', 'services', 'master', 'window', 'creation']) {
        expect(steps.has(JSON.stringify(name))).toBe(true);
      }
      await followPath(createInput, path.steps);
    }
  });
});

describe('appointmentWizardMachine: any free time (issue 27)', () => {
  it('searches the free times of the calendar day once services and master are chosen', () => {
    const chosen = withMaster();
    expect(chosen.matches({ editing: { freeTimes: 'loading' } })).toBe(true);
    expect(chosen.hasTag('findingFreeTimes')).toBe(true);
    expect(chosen.context.pickDate).toBe(TODAY);
    const ready = answer(chosen, 'findFreeTimes', { output: freeTimesAnswer });
    expect(ready.matches({ editing: { freeTimes: 'ready' } })).toBe(true);
    expect(ready.context.freeTimes).toEqual(['09:00', '13:50', '14:05']);
  });

  it('PICK_DATE searches any date, past the 14-day horizon too; SELECT_TIME fills date, start and end', () => {
    const picked = send(withMaster(), { type: 'PICK_DATE', date: '2025-05-20' });
    expect(picked.context.pickDate).toBe('2025-05-20');
    expect(picked.matches({ editing: { freeTimes: 'loading' } })).toBe(true);
    const ready = answer(picked, 'findFreeTimes', {
      output: { ...freeTimesAnswer, date: '2025-05-20' },
    });
    expect(ready.can({ type: 'SELECT_TIME', startTime: '10:00' })).toBe(false);
    const chosen = send(ready, { type: 'SELECT_TIME', startTime: '13:50' });
    expect(chosen.context.window).toEqual({
      date: '2025-05-20',
      startTime: '13:50',
      endTime: '14:50',
    });
    expect(appointmentTimeFields(chosen.context)).toEqual(chosen.context.window);
    expect(step(chosen)).toBe('creation');
    const saving = send(chosen, { type: 'CREATE' });
    expect(saving.matches({ saving: 'creating' })).toBe(true);
  });

  it('PICK_DATE waits for services and master; a failed search leaves no times', () => {
    expect(start().can({ type: 'PICK_DATE', date: '2025-03-12' })).toBe(false);
    const failed = answer(withMaster(), 'findFreeTimes', { error: new Error('500') });
    expect(failed.matches({ editing: { freeTimes: 'failed' } })).toBe(true);
    expect(failed.context.freeTimes).toEqual([]);
  });

  it('offers "вне графика" only to a role that may, and the save says so', async () => {
    const window = { date: '2025-03-12', startTime: '03:00', endTime: '04:00' };
    expect(withMaster().can({ type: 'SELECT_OUT_OF_SCHEDULE', window })).toBe(false);
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: { ...createInput, canBookOutOfSchedule: true },
    }).start();
    actor.send({ type: 'SELECT_CLIENT', client: anna });
    actor.send({ type: 'SET_SERVICES', services: [laser] });
    actor.send({ type: 'SELECT_MASTER', master: olga });
    calls.last('calculatePrice').resolve(priceAnswer);
    await settle();
    expect(calls.last('findFreeTimes').input).toEqual({
      master_id: 'm1',
      studio_id: 'st1',
      date: TODAY,
      service_ids: ['sv1'],
    });
    actor.send({ type: 'SELECT_OUT_OF_SCHEDULE', window });
    expect(actor.getSnapshot().context).toMatchObject({ window, outOfSchedule: true });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(calls.last('createAppointment').input).toMatchObject({
      start_time: '03:00',
      end_time: '04:00',
      out_of_schedule: true,
    });
    actor.stop();
  });

  it('learns the permission after it started (the app’s permissions arrive later)', () => {
    const window = { date: TODAY, startTime: '20:00', endTime: '21:00' };
    const allowed = send(withMaster(), { type: 'ALLOW_OUT_OF_SCHEDULE', allowed: true });
    expect(allowed.can({ type: 'SELECT_OUT_OF_SCHEDULE', window })).toBe(true);
    const revoked = send(allowed, { type: 'ALLOW_OUT_OF_SCHEDULE', allowed: false });
    expect(revoked.can({ type: 'SELECT_OUT_OF_SCHEDULE', window })).toBe(false);
  });

  it('a free time chosen after the out-of-schedule one clears the flag', () => {
    const input = { ...createInput, canBookOutOfSchedule: true };
    const chosen = answer(
      answer(
        send(
          start(input),
          { type: 'SELECT_CLIENT', client: anna },
          { type: 'SET_SERVICES', services: [laser] },
          { type: 'SELECT_MASTER', master: olga },
        ),
        'calculatePrice',
        { output: priceAnswer },
      ),
      'findFreeTimes',
      { output: { ...freeTimesAnswer, date: TODAY } },
    );
    const outside = send(chosen, {
      type: 'SELECT_OUT_OF_SCHEDULE',
      window: { date: TODAY, startTime: '20:00', endTime: '21:00' },
    });
    expect(outside.context.outOfSchedule).toBe(true);
    const inside = send(outside, { type: 'SELECT_TIME', startTime: '09:00' });
    expect(inside.context.outOfSchedule).toBe(false);
    expect(freeTimeWindow({ pickDate: TODAY, freeTimesDuration: 45 }, '09:00')).toEqual({
      date: TODAY,
      startTime: '09:00',
      endTime: '09:45',
    });
  });

  it("editing: a new master's price is shown beside the old one; a price set by hand stays until recomputed", () => {
    const changed = answer(
      send(start(editInput), { type: 'SELECT_MASTER', master: irina }),
      'calculatePrice',
      {
        output: { total_price: 1800, currency: 'EUR' },
      },
    );
    expect(priceChange(changed.context)).toEqual({ before: 2000, after: 1800 });
    expect(priceChange(start(editInput).context)).toBeNull();

    const byHand = { ...editInput, appointment: { ...existing, priceSetByHand: true } };
    const kept = send(start(byHand), { type: 'SELECT_MASTER', master: irina });
    expect(kept.matches({ editing: { price: 'calculating' } })).toBe(false);
    expect(kept.context.price).toBe(2000);
    expect(priceChange(kept.context)).toEqual({ before: 2000, after: 2000 });
    const recomputing = send(kept, { type: 'RECOMPUTE_PRICE' });
    expect(recomputing.matches({ editing: { price: 'calculating' } })).toBe(true);
    expect(recomputing.context.priceSetByHand).toBe(false);
    const recomputed = answer(recomputing, 'calculatePrice', {
      output: { total_price: 1800, currency: 'EUR' },
    });
    expect(priceChange(recomputed.context)).toEqual({ before: 2000, after: 1800 });
    expect(start(editInput).can({ type: 'RECOMPUTE_PRICE' })).toBe(false);
  });
});

describe('appointmentWizardMachine: a price set by hand on save (issue 27)', () => {
  it('says the kept price was set by hand, with the new master', async () => {
    const calls = new PendingCalls();
    const actor = createActor(appointmentWizardMachine.provide({ actors: wizardActors(calls) }), {
      input: { ...editInput, appointment: { ...existing, priceSetByHand: true } },
    }).start();
    actor.send({ type: 'SELECT_MASTER', master: irina });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(calls.last('updateAppointment').input).toMatchObject({
      id: 'a1',
      patch: { master_id: 'm2', total_price: 2000, price_set_by_hand: true },
    });
    actor.stop();
  });
});
