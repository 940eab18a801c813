// The master dashboard's labels. The spec names the cards, the bar and the table without wording them, so
// these are chosen (docs/decisions/, "Master dashboard"); the greeting and masters-only text are the domain's.
import { dashboardMessages } from '@beautydesk/domain/messages/dashboard';

export const dashboardLabels = {
  title: 'Панель мастера',
  greeting: (greeting: string, name: string) => (name ? `${greeting}, ${name}!` : `${greeting}!`),
  studio: (studio: string) => `Студия: ${studio}`,
  loading: 'Загрузка статистики...',
  loadFailed: 'Не удалось загрузить статистику',
  mastersOnly: dashboardMessages.mastersOnly,
  mastersOnlyHint:
    'Статистика зарплаты показывается сотрудникам, связанным с карточкой мастера. Если вы мастер, попросите администратора связать вашу учётную запись с мастером.',
  cards: {
    salary: 'Зарплата за месяц',
    forecast: 'Прогноз на месяц',
    confidence: (percent: string) => `Уверенность прогноза: ${percent}`,
    coefficient: 'Коэффициент мастера',
    days: 'Дней прошло',
    daysValue: (done: number, total: number) => `${done} из ${total}`,
  },
  progress: 'Прогресс месяца',
  history: 'История зарплаты',
  historyEmpty:
    'Истории пока нет: это ваш первый месяц. Прошлые месяцы появятся здесь после его окончания.',
  columns: {
    month: 'Месяц',
    appointments: 'Записей',
    revenue: 'Выручка',
    commission: 'Комиссия',
    salary: 'Зарплата',
  },
  chart: {
    title: 'Зарплата и выручка по месяцам',
    description: (from: string, to: string, best: string) =>
      `Столбцы за ${from} — ${to}: выручка и зарплата каждого месяца. Больше всего заработано в месяце ${best}. Точные суммы — в таблице «История зарплаты».`,
    salary: 'Зарплата',
    revenue: 'Выручка',
    bar: (series: string, month: string, amount: string) => `${series}, ${month}: ${amount}`,
  },
} as const;
