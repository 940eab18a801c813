// Stories only: the clients, services, masters and windows the appointment modal's stories choose from.
import type {
  AppointmentWindow,
  WizardClient,
  WizardMaster,
} from '@beautydesk/domain/machines/appointment-wizard';
import type {
  Appointment,
  FindOptimalSlotsResponse,
  FreeTimesResponse,
} from '@beautydesk/domain/schemas/appointments';
import { formatTime } from '@beautydesk/domain/rules/dates';
import type { PickerService } from './services-picker.tsx';

/** A Tuesday; the windows are the days after it. */
export const WIZARD_TODAY = '2026-03-10';

export const wizardClients: WizardClient[] = [
  { id: 'cl-1', name: 'Анна Смирнова', isActive: true },
  { id: 'cl-2', name: 'Анастасия Белова', isActive: false },
  { id: 'cl-3', name: 'Антон Ковалёв', isActive: true },
];

export const wizardServices: PickerService[] = [
  { id: 'sv-1', name: 'Лазерная эпиляция: голени', type: 'laser', durationMin: 45 },
  { id: 'sv-2', name: 'Лазерная эпиляция: подмышки', type: 'laser', durationMin: 15 },
  { id: 'sv-3', name: 'Восковая эпиляция: руки', type: 'wax', durationMin: 30 },
  { id: 'sv-4', name: 'Электроэпиляция: лицо', type: 'electro', durationMin: 30 },
  { id: 'sv-5', name: 'Консультация', type: 'consultation', durationMin: 20 },
];

export const wizardMasters: WizardMaster[] = [
  { id: 'ms-1', name: 'Ольга Иванова', studioId: 'st-1' },
  { id: 'ms-2', name: 'Ирина Петрова', studioId: 'st-1' },
];

const slots = (windows: AppointmentWindow[]): FindOptimalSlotsResponse => ({
  slots: windows.map((w) => ({ date: w.date, start_time: w.startTime, end_time: w.endTime })),
});

export const firstWindows = slots([
  { date: '2026-03-11', startTime: '10:00', endTime: '11:00' },
  { date: '2026-03-11', startTime: '14:30', endTime: '15:30' },
  { date: '2026-03-12', startTime: '09:00', endTime: '10:00' },
  { date: '2026-03-13', startTime: '16:00', endTime: '17:00' },
]);

/** What the search answers after the first window was taken by someone else. */
export const freshWindows = slots([
  { date: '2026-03-11', startTime: '14:30', endTime: '15:30' },
  { date: '2026-03-12', startTime: '09:00', endTime: '10:00' },
  { date: '2026-03-12', startTime: '11:15', endTime: '12:15' },
]);

export const editedAppointment: Appointment = {
  id: 'ap-7f3c9e21',
  date: '2026-03-12',
  startTime: '11:00',
  endTime: '12:00',
  clientId: 'cl-1',
  masterId: 'ms-1',
  studioId: 'st-1',
  serviceId: 'sv-1',
  serviceIds: ['sv-1', 'sv-2'],
  serviceNames: ['Лазерная эпиляция: голени', 'Лазерная эпиляция: подмышки'],
  clientName: 'Анна Смирнова',
  masterName: 'Ольга Иванова',
  studioName: 'Центр',
  price: 4200,
  currency: 'BYN',
  status: 'confirmed',
  isOnlineBooking: false,
  isNewOnlineBooking: false,
  reminderStatus: null,
  clientConfirmed: null,
  notes: 'Чувствительная кожа',
  cancellationReason: null,
  createdAt: null,
  updatedAt: null,
};

/** The day the master is fully booked in the stories: no time fits. */
export const FULL_DAY = '2026-03-20';

/**
 * Free start times as the server answers them (issue 27): 09:00–18:00 on a 5-minute grid, without
 * an appointment 11:00–12:00 and its 15-minute buffer; nothing on FULL_DAY.
 */
export function storyFreeTimes(date: string, durationMin: number): FreeTimesResponse {
  const times: string[] = [];
  if (date !== FULL_DAY) {
    for (let start = 9 * 60; start + durationMin <= 18 * 60; start += 5) {
      const clear = start >= 12 * 60 + 15 || start + durationMin + 15 <= 11 * 60;
      if (clear) times.push(formatTime(start));
    }
  }
  return { date, duration_min: durationMin, start_times: times };
}
