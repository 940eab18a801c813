// The pricing page's, calculator's and plan-request pages' labels. The spec gives the plans' figures and
// 'Популярный' only; every other word here is chosen (docs/decisions/), every figure comes from rules/plans.ts.
import { pricingPageMessages } from '@beautydesk/domain/messages/billing';
import { pluralRu } from '@beautydesk/domain/rules/calendar';
import type { PlanId } from '@beautydesk/domain/rules/plans';

export const pricingLabels = {
  title: 'Тарифы BeautyDesk',
  intro:
    'Платите за лицензию и за активных сотрудников. Место владельца бесплатно, клиентов — без ограничений на любом тарифе.',
  back: '← На главную',
  popular: pricingPageMessages.popular,
  perMonth: 'в месяц',
  seat: (price: string) => `+ ${price} за сотрудника в месяц`,
  studios: (max: number | null) =>
    max === null ? 'Без ограничения по студиям' : max === 1 ? '1 студия' : `До ${max} студий`,
  ownerFree: 'Место владельца бесплатно',
  unlimitedClients: 'Неограниченное число клиентов',
  features: {
    solo: ['Календарь и онлайн-запись', 'Карточки клиентов и статистика', 'AI-ассистент в чате'],
    studio: ['Всё из Solo', 'Роли и права доступа для команды', 'Анализ цен и панель мастера'],
    network: ['Всё из Studio', 'Единая база клиентов сети', 'Помощь с переносом данных'],
  } satisfies Record<PlanId, readonly string[]>,
  choose: {
    solo: 'Выбрать Solo',
    studio: 'Выбрать Studio',
    network: 'Связаться с нами',
  } satisfies Record<PlanId, string>,
  plansList: 'Тарифы',
  examples: 'Примеры расчёта',
  examplesIntro: 'Сколько платит студия в месяц на разных этапах роста.',
  exampleTotal: (total: string) => `${total} в месяц`,
  /** A cost example: its scenario, then the figures behind its total. */
  example: (scenario: string, figures: string) => `${scenario} — ${figures}`,
  exampleSeats: (base: string, seats: number, seat: string) => `${base} + ${seats} × ${seat}`,
  /** What a seat added mid-month adds to the example before it. */
  exampleProrated: (days: number, seat: string, monthDays: number) =>
    `ещё ${days} ${pluralRu(days, ['день', 'дня', 'дней'])} × ${seat} / ${monthDays}`,
  faq: 'Частые вопросы',
} as const;

export const calculatorLabels = {
  title: 'Калькулятор стоимости',
  plan: 'Тариф',
  users: 'Активные сотрудники, включая владельца',
  usersError: 'Введите целое число от 1',
  midMonth: 'Сотрудник добавлен в середине месяца',
  day: 'С какого дня месяца',
  dayHint: 'Расчётный месяц — 30 дней',
  dayError: 'Введите день от 1 до 30',
  base: 'Лицензия',
  seats: (count: number, price: string) => `Сотрудники: ${count} × ${price}`,
  prorated: (days: number) => `Новый сотрудник: ${days} дн.`,
  total: 'Итого в месяц',
  unknown: '—',
  result: 'Расчёт',
} as const;

export const planRequestLabels = {
  paymentTitle: (plan: string) => `Оформление тарифа ${plan}`,
  contactTitle: (plan: string) => `Тариф ${plan}: обсудим условия`,
  summary: 'Ваш тариф',
  paymentText:
    'Онлайн-оплата картой появится в ближайшее время. Пока оформим подписку вручную: напишите нам или позвоните, и мы пришлём счёт в течение рабочего дня. Работать можно начать сразу после регистрации.',
  contactText:
    'Для сетей мы настраиваем перенос данных и обучение команды. Расскажите, сколько у вас студий и сотрудников, — менеджер свяжется с вами в течение рабочего дня.',
  networkByContact: 'Тариф Network оформляется через менеджера.',
  howToReach: 'Как с нами связаться',
  email: 'Почта',
  phone: 'Телефон',
  hours: 'Пн–Пт, 9:00–18:00 (МСК)',
  salesEmail: 'sales@beautydesk.app',
  billingEmail: 'billing@beautydesk.app',
  phoneNumber: '+7 495 120-45-67',
  unknownPlan: 'Тариф не выбран',
  unknownPlanText: 'Выберите тариф на странице тарифов — мы покажем, как его оформить.',
  toPricing: 'Все тарифы',
  toContact: 'Связаться с менеджером',
  signIn: 'Войти или зарегистрироваться',
} as const;
