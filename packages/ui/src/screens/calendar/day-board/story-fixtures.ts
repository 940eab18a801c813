// Story data for the day board: six masters on Friday 21 November 2025 and a busy day with every status.
import type { Appointment, AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import { defaultSchedule, setCustomDay } from '@beautydesk/domain/rules/schedule';
import type { DayBoardMaster } from './day-board.tsx';

export const BOARD_DATE = '2025-11-21';
const base = defaultSchedule('2025-11-01');
const custom = (slots: { start: string; end: string }[]) =>
  setCustomDay(base, BOARD_DATE, { isWorking: slots.length > 0, slots });

export const boardMasters: DayBoardMaster[] = [
  { id: 'master-anna', name: 'Анна Соколова', schedule: base },
  {
    id: 'master-maria',
    name: 'Мария Иванова',
    schedule: custom([{ start: '12:00', end: '20:00' }]),
  },
  {
    id: 'master-olga',
    name: 'Ольга Петрова',
    schedule: custom([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]),
  },
  { id: 'master-elena', name: 'Елена Смирнова', schedule: base },
  {
    id: 'master-irina',
    name: 'Ирина Кузнецова',
    schedule: custom([{ start: '10:00', end: '16:00' }]),
  },
  { id: 'master-daria', name: 'Дарья Морозова', schedule: custom([]) },
];

let serial = 0;
export function boardAppointment(
  masterId: string,
  startTime: string,
  endTime: string,
  clientName: string,
  serviceNames: string[],
  status: AppointmentStatus = 'scheduled',
  price = 2500,
): Appointment {
  serial += 1;
  const id = `appt-${String(serial).padStart(4, '0')}-0000-4000-8000-000000000000`;
  return {
    id,
    date: BOARD_DATE,
    startTime,
    endTime,
    clientId: `client-${serial}`,
    masterId,
    studioId: 'studio-1',
    serviceId: `service-${serial}`,
    serviceIds: [`service-${serial}`],
    serviceNames,
    clientName,
    masterName: boardMasters.find((m) => m.id === masterId)?.name ?? null,
    studioName: 'Центр',
    price,
    currency: 'RUB',
    status,
    isOnlineBooking: false,
    isNewOnlineBooking: false,
    reminderStatus: 'confirmed',
    clientConfirmed: true,
    notes: null,
    cancellationReason: null,
    createdAt: null,
    updatedAt: null,
  };
}

export const busyDay: Appointment[] = [
  boardAppointment(
    'master-anna',
    '09:00',
    '10:00',
    'Ксения Белова',
    ['Стрижка женская'],
    'completed',
    1800,
  ),
  boardAppointment(
    'master-anna',
    '10:15',
    '11:45',
    'Виктория Орлова',
    ['Окрашивание', 'Укладка'],
    'in_progress',
    5200,
  ),
  boardAppointment(
    'master-anna',
    '13:00',
    '14:00',
    'Полина Зайцева',
    ['Маникюр'],
    'confirmed',
    1500,
  ),
  boardAppointment(
    'master-anna',
    '16:30',
    '17:30',
    'Алина Волкова',
    ['Педикюр'],
    'scheduled',
    2000,
  ),
  boardAppointment(
    'master-maria',
    '12:00',
    '13:30',
    'Софья Лебедева',
    ['Лазерная эпиляция: ноги'],
    'confirmed',
    4500,
  ),
  boardAppointment(
    'master-maria',
    '14:30',
    '15:00',
    'Дарина Соловьёва',
    ['Лазерная эпиляция: подмышки'],
    'scheduled',
    1200,
  ),
  boardAppointment(
    'master-maria',
    '15:00',
    '16:00',
    'Ева Романова',
    ['Шугаринг'],
    'cancelled',
    1900,
  ),
  boardAppointment(
    'master-maria',
    '18:00',
    '19:30',
    'Майя Васильева',
    ['Окрашивание'],
    'scheduled',
    4800,
  ),
  boardAppointment('master-olga', '09:00', '09:45', 'Злата Никитина', ['Брови'], 'no_show', 900),
  boardAppointment(
    'master-olga',
    '10:00',
    '12:00',
    'Варвара Фёдорова',
    ['Наращивание ресниц'],
    'confirmed',
    3500,
  ),
  boardAppointment(
    'master-olga',
    '14:00',
    '15:30',
    'Ульяна Медведева',
    ['Чистка лица'],
    'scheduled',
    3000,
  ),
  boardAppointment(
    'master-elena',
    '09:30',
    '10:30',
    'Лилия Егорова',
    ['Стрижка мужская'],
    'completed',
    1200,
  ),
  boardAppointment(
    'master-elena',
    '11:00',
    '12:00',
    'Таисия Козлова',
    ['Маникюр', 'Покрытие гель-лак'],
    'in_progress',
    2300,
  ),
  boardAppointment('master-elena', '12:15', '13:00', 'Кира Степанова', ['Брови'], 'scheduled', 900),
  boardAppointment(
    'master-elena',
    '15:00',
    '17:45',
    'Арина Павлова',
    ['Окрашивание', 'Стрижка женская'],
    'confirmed',
    6900,
  ),
  boardAppointment(
    'master-irina',
    '10:00',
    '11:00',
    'Мирослава Андреева',
    ['Массаж спины'],
    'confirmed',
    2500,
  ),
  boardAppointment(
    'master-irina',
    '11:30',
    '12:00',
    'Василиса Макарова',
    ['Консультация'],
    'scheduled',
    0,
  ),
  boardAppointment(
    'master-irina',
    '14:00',
    '15:00',
    'Стефания Николаева',
    ['Массаж лица'],
    'scheduled',
    2200,
  ),
];
