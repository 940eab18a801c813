// Texts the appointment and booking routes choose themselves (the spec gives none); the spec's own
// texts come from @beautydesk/domain/messages.
import { appointmentStatusLabels } from '@beautydesk/domain/messages/calendar';

export const appointmentServerMessages = {
  /** A lost race or an overlap with a live appointment of the same master. */
  slotTaken: 'Это время уже занято. Выберите другое окно.',
  appointmentNotFound: 'Запись не найдена',
  clientNotFound: 'Клиент не найден',
  masterNotFound: 'Мастер не найден',
  masterInactive: 'Мастер деактивирован',
  masterNotInStudio: 'Мастер не работает в этой студии',
  studioNotFound: 'Студия не найдена',
  serviceNotFound: 'Услуга не найдена',
  serviceNotInStudio: 'Услуга недоступна в этой студии',
  priceUnavailable: 'Не удалось рассчитать стоимость: у услуг нет цены в этой студии',
  dateRange: 'Дата окончания должна быть не раньше даты начала',
  notOwnAppointment: 'Можно изменять только свои записи',
  statusChange: (from: string, to: string) =>
    `Нельзя сменить статус записи «${label(from)}» на «${label(to)}»`,
  outsideWorkingHours: 'Мастер не работает в это время',
  inThePast: 'Это время уже прошло. Выберите другое окно.',
  beyondHorizon: 'Запись возможна только на ближайшие 14 дней',
  // Issue 27: a staff booking or move checked by the domain's free-time rule.
  /** Reaches into the 15 minutes kept free after an appointment (or its own reach the next one). */
  withinBuffer:
    'Между записями мастера нужен перерыв 15 минут: это время задевает соседнюю запись. Выберите другое время.',
  outsideSchedule:
    'Это время вне графика мастера. Выберите свободное время или отметьте «Вне графика».',
  shorterThanServices: (minutes: number) =>
    `Время записи короче, чем длятся выбранные услуги (${minutes} мин). Выберите другое время или отметьте «Вне графика».`,
  outOfScheduleForbidden: 'Нет права записывать вне графика мастера',
} as const;

function label(status: string): string {
  return (appointmentStatusLabels as Record<string, string>)[status] ?? status;
}
