// The public-booking machine's test data: the studio, its slots and answers, and the events the
// path searches (xstate/graph) try.
import type { BookingSlot, SlotsResponse } from '../../schemas/appointments.ts';
import type { PublicBookingResponse, PublicStudioInfo } from '../../schemas/public-booking.ts';
import { REDIRECT_DELAY_MS } from '../../rules/delays.ts';
import type {
  PublicBookingEvent,
  PublicBookingInput,
  PublicBookingView,
} from '../public-booking-definition.ts';

export const TODAY = '2025-03-10';
export const input: PublicBookingInput = { studioId: 'st1', today: TODAY };

export const studio: PublicStudioInfo = {
  studio: {
    id: 'st1',
    name: 'Гладкость',
    address: 'ул. Ленина, 1',
    phone: '+375291112233',
    description: null,
  },
  licenseName: 'ООО Гладкость',
  services: [
    {
      id: 'sv1',
      name: 'Лазер: голени',
      durationMin: 60,
      price: 100.1,
      currency: 'BYN',
      description: null,
      type: 'laser',
    },
    {
      id: 'sv2',
      name: 'Воск: руки',
      durationMin: 30,
      price: 50.2,
      currency: 'BYN',
      description: null,
      type: 'wax',
    },
  ],
  masters: [
    { id: 'm1', name: 'Ольга', specialization: 'лазер' },
    { id: 'm2', name: 'Ирина', specialization: null },
  ],
};

export const slotA: BookingSlot = { date: '2025-03-11', startTime: '09:00', endTime: '10:00' };
export const slotB: BookingSlot = { date: '2025-03-12', startTime: '15:30', endTime: '16:30' };
export const slotsAnswer: SlotsResponse = {
  slots: [
    { date: slotA.date, start_time: slotA.startTime, end_time: slotA.endTime },
    { date: slotB.date, start_time: slotB.startTime, end_time: slotB.endTime },
  ],
};
export const booked: PublicBookingResponse = {
  message: 'Запись создана',
  appointment_id: 'ab12cd34-0000',
};

export const contacts: PublicBookingEvent = {
  type: 'SET_CONTACTS',
  contacts: { name: ' Анна ', phone: '+375291234567' },
};

export const graphEvents = [
  { type: 'RETRY' },
  contacts,
  { type: 'SET_CONTACTS', contacts: { name: '' } },
  { type: 'TOGGLE_SERVICE', serviceId: 'sv1' },
  { type: 'SELECT_MASTER', masterId: 'm1' },
  { type: 'FIND_SLOTS' },
  { type: 'SELECT_SLOT', slot: slotA },
  { type: 'SET_NOTES', notes: 'заметка' },
  { type: 'SUBMIT' },
  { type: 'RECHECK_STEP' },
  { type: 'RESET_SLOT_SEARCH' },
  { type: 'xstate.done.actor.loadStudio', output: studio },
  { type: 'xstate.error.actor.loadStudio', error: { status: 404 } },
  { type: 'xstate.done.actor.findSlots', output: slotsAnswer },
  { type: 'xstate.done.actor.findSlots', output: { slots: [] } },
  { type: 'xstate.error.actor.findSlots', error: { status: 500 } },
  { type: 'xstate.done.actor.book', output: booked },
  { type: 'xstate.error.actor.book', error: { status: 409, detail: 'Занято' } },
  { type: 'xstate.after.redirectDelay.publicBooking.succeeded' },
] as unknown as PublicBookingEvent[];

/** The events that move the booking forward: the simple paths to the redirect use only these. */
export const forwardEvents = graphEvents.filter(
  (event) =>
    event === contacts ||
    ['TOGGLE_SERVICE', 'SELECT_MASTER', 'FIND_SLOTS', 'SELECT_SLOT', 'SUBMIT'].includes(
      event.type,
    ) ||
    event.type.startsWith('xstate.done.actor') ||
    event.type.startsWith('xstate.after'),
);

export const delays: Record<string, number> = { redirectDelay: REDIRECT_DELAY_MS };

/** States count as the same when their value and their choices are; texts and lists are left out. */
export function serializeChoices(snapshot: Pick<PublicBookingView, 'value' | 'context'>): string {
  const { name, phone, serviceIds, masterId, slot, offeredSlots } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    name,
    phone,
    serviceIds,
    masterId,
    slot,
    offeredSlots.length,
  ]);
}
