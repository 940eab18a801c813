// Story data for the week view: Анна Соколова's week of 17–23 November 2025 (today Friday the 21st).
import type { Appointment, AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import { boardAppointment, boardMasters } from '../day-board/story-fixtures.ts';

export const WEEK_TODAY = '2025-11-21';
export const weekMasters = boardMasters.slice(0, 3);

const at = (
  date: string,
  startTime: string,
  endTime: string,
  clientName: string,
  services: string[],
  status: AppointmentStatus = 'scheduled',
  masterId = 'master-anna',
): Appointment => ({
  ...boardAppointment(masterId, startTime, endTime, clientName, services, status),
  date,
});

export const annaWeek: Appointment[] = [
  at('2025-11-17', '09:00', '10:00', 'Ксения Белова', ['Стрижка']),
  at('2025-11-17', '11:30', '13:00', 'Полина Зайцева', ['Окрашивание'], 'confirmed'),
  at('2025-11-18', '10:00', '11:00', 'Алина Фёдорова', ['Маникюр'], 'completed'),
  // Two at once (a double booking from before the rule): side by side.
  at('2025-11-19', '14:00', '15:00', 'Дина Лебедева', ['Укладка']),
  at('2025-11-19', '14:30', '15:30', 'Вера Кравцова', ['Лазер: голени'], 'confirmed'),
  at('2025-11-21', '10:15', '11:45', 'Виктория Орлова', ['Окрашивание', 'Укладка'], 'in_progress'),
  at('2025-11-21', '16:00', '16:30', 'Софья Никитина', ['Коррекция бровей']),
  at('2025-11-22', '12:00', '13:00', 'Мира Соболева', ['Стрижка'], 'confirmed'),
  // A cancelled one frees its time: not drawn.
  at('2025-11-20', '10:00', '11:00', 'Ева Романова', ['Стрижка'], 'cancelled'),
  // Another master's: not Анна's week.
  at('2025-11-20', '12:00', '13:00', 'Нина Гусева', ['Стрижка'], 'scheduled', 'master-maria'),
];
