// The billing sample screen's labels; the spec names its tabs and rules without wording them (docs/decisions/).
// The warning share and the reminder's days are the domain's billing rules, not typed here.
import { pluralRu } from '@beautydesk/domain/rules/calendar';
import { BILLING_SAMPLE } from '@beautydesk/domain/rules/plans';

const WARNING_PERCENT = Math.round(BILLING_SAMPLE.aiWarningShare * 100);
const REMINDER_DAYS = BILLING_SAMPLE.inactiveReminderDays;

export const billingLabels = {
  title: 'Оплата',
  description: 'Демонстрационные данные: расчёты и счета ниже — пример, сервер не вызывается.',
  tabs: { spend: 'Текущие расходы', history: 'История платежей', settings: 'Настройки' },
  base: 'Базовая лицензия',
  seats: (count: number) => `Места сотрудников: ${count}`,
  ai: 'AI-ассистент (по факту)',
  total: 'Итого за месяц',
  aiUsage: 'Бюджет AI-ассистента',
  aiSpent: (spent: string, budget: string, remaining: string) =>
    `Израсходовано ${spent} из ${budget}, осталось ${remaining}`,
  aiWarning: `Израсходовано не меньше ${WARNING_PERCENT} % бюджета AI-ассистента.`,
  aiDisabled: 'Бюджет исчерпан: AI-ассистент отключён до следующего месяца.',
  seatsTitle: 'Сотрудники',
  seatColumns: {
    name: 'Имя',
    email: 'Email',
    type: 'Место',
    cost: 'В месяц',
    period: 'Период оплаты',
    status: 'Статус',
  },
  billingPeriod: { monthly: 'Ежемесячно' },
  seatType: { owner: 'Владелец', user: 'Сотрудник' },
  seatStatus: { active: 'Активен', inactive: 'Неактивен' },
  free: 'Бесплатно',
  inactiveReminder: (name: string, days: number, saving: string) =>
    `${name} не заходит ${days} дн. Деактивируйте место, чтобы сэкономить ${saving} в месяц.`,
  invoicesTitle: 'Счета',
  invoiceColumns: {
    date: 'Дата',
    description: 'Описание',
    users: 'Сотрудники',
    breakdown: 'Состав',
    amount: 'Сумма',
    status: 'Статус',
  },
  invoiceDescription: (plan: string, month: string) => `Тариф ${plan}, ${month}`,
  breakdown: (base: string, seats: number, seat: string, ai: string) =>
    `${base} + ${seats} × ${seat} + AI ${ai}`,
  paid: 'Оплачен',
  budgetLimit: 'Лимит расходов в месяц, $',
  budgetLimitHint: 'Сообщим, когда счёт месяца приблизится к лимиту.',
  budgetAgainstLimit: (total: string, limit: string) =>
    `Расходы этого месяца: ${total} из лимита ${limit}`,
  aiRule: `AI-ассистент отключается автоматически, когда его бюджет исчерпан; предупреждение — при ${WARNING_PERCENT} %.`,
  reminderRule: `Напоминание о неактивном сотруднике приходит через ${REMINDER_DAYS} ${pluralRu(REMINDER_DAYS, ['день', 'дня', 'дней'])} без входа.`,
} as const;
