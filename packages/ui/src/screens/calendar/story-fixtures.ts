// Story data for the calendar: November 2025 seen on Friday the 21st, one master on the default
// schedule, a day with every status and a new online booking, a fully booked day and a quiet one.
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import type { CalendarMaster } from '@beautydesk/domain/rules/calendar';
import type { Appointment, AppointmentStatus } from '@beautydesk/domain/schemas/appointments';

export const storyToday = '2025-11-21';
export const storyMonth = { year: 2025, month: 11 } as const;

export const storyMasters: CalendarMaster[] = [
  { id: 'm0000001-0000-4000-8000-000000000001', schedule: defaultSchedule('2025-10-01') },
];

let counter = 0;
export function storyAppointment(overrides: Partial<Appointment> = {}): Appointment {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    id: `a${n}e5b-1c2d-4e3f-8a9b-0c1d2e3f4a5b`,
    date: storyToday,
    startTime: '10:00',
    endTime: '11:00',
    clientId: `c${n}f2a-9c1e-4b7d-8e6f-5a4b3c2d1e0f`,
    masterId: storyMasters[0]!.id,
    studioId: 's0000001-0000-4000-8000-000000000001',
    serviceId: null,
    serviceIds: [],
    serviceNames: ['Лазерная эпиляция: голени'],
    clientName: 'Ольга Смирнова',
    masterName: 'Анна Ковалёва',
    studioName: 'Минск',
    price: 85,
    currency: 'BYN',
    status: 'confirmed',
    isOnlineBooking: false,
    isNewOnlineBooking: false,
    reminderStatus: 'confirmed',
    clientConfirmed: true,
    notes: null,
    cancellationReason: null,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

const at = (
  status: AppointmentStatus,
  startTime: string,
  endTime: string,
  extra: Partial<Appointment> = {},
) => storyAppointment({ status, startTime, endTime, ...extra });

/** The 21st: every status, a new online booking, an unknown client, notes, two services. */
export const storyBusyDay: Appointment[] = [
  at('completed', '09:00', '09:45', {
    clientName: 'Ирина Кузнецова',
    notes: 'Чувствительная кожа',
  }),
  at('no_show', '10:00', '10:30', { clientName: 'Татьяна Попова', reminderStatus: 'pending' }),
  at('in_progress', '12:30', '13:30', {
    clientName: 'Мария Лебедева',
    serviceNames: ['Лазерная эпиляция: подмышки', 'Лазерная эпиляция: голени'],
    price: 140.5,
  }),
  at('cancelled', '14:00', '15:00', { clientName: 'Светлана Орлова' }),
  at('scheduled', '14:00', '15:00', {
    clientName: null,
    reminderStatus: 'pending',
    clientConfirmed: null,
  }),
  at('confirmed', '15:30', '16:30', { clientName: 'Наталья Волкова' }),
  at('scheduled', '17:00', '17:40', {
    clientName: 'Алина Соколова',
    isOnlineBooking: true,
    isNewOnlineBooking: true,
    reminderStatus: 'pending',
    clientConfirmed: null,
    serviceNames: ['Восковая депиляция: бикини'],
    price: 60,
  }),
];

/** The new online booking alone (the Confirm story). */
export const storyNewOnlineBooking = storyBusyDay[6]!;

/** The whole month: the busy 21st, the fully booked 12th, a quiet confirmed 5th. */
export const storyMonthAppointments: Appointment[] = [
  ...storyBusyDay,
  at('confirmed', '09:00', '18:00', {
    date: '2025-11-12',
    clientName: 'Вера Морозова',
    reminderStatus: 'pending',
  }),
  at('confirmed', '11:00', '12:00', { date: '2025-11-05', clientName: 'Анна Белова' }),
];

export const storyStudios = [
  { id: 's0000001-0000-4000-8000-000000000001', name: 'Минск', currencyCode: 'BYN' },
  { id: 's0000002-0000-4000-8000-000000000002', name: 'Москва', currencyCode: 'RUB' },
];

/** The demo owner's grant: everything. */
export const storyAllPermissions = ['*'];
/** An account that may look but not create, edit or cancel. */
export const storyReadOnlyPermissions = ['appointments.view'];
