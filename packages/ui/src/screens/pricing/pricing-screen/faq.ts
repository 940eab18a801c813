// The pricing FAQ: questions chosen by us, every figure in the answers computed by the plan rules.
import {
  BILLING_MONTH_DAYS,
  BILLING_SAMPLE,
  formatUsd,
  PLANS,
  proratedSeatCost,
  seatDeactivationSaving,
} from '@beautydesk/domain/rules/plans';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The mid-month example of the spec: a seat used for half of the 30-day month. */
const HALF_MONTH_DAYS = 15;

export function pricingFaq(): FaqEntry[] {
  const seat = PLANS.studio.seatMonthlyUsd;
  return [
    {
      question: 'За кого я плачу?',
      answer: `За каждого активного сотрудника, кроме владельца: место владельца бесплатно. Клиентов — без ограничений на всех тарифах.`,
    },
    {
      question: 'Сотрудник пришёл в середине месяца. Сколько это стоит?',
      answer: `Место оплачивается по дням из расчёта ${BILLING_MONTH_DAYS}-дневного месяца: ${HALF_MONTH_DAYS} дней × ${formatUsd(seat)} / ${BILLING_MONTH_DAYS} = ${formatUsd(proratedSeatCost(seat, HALF_MONTH_DAYS))}.`,
    },
    {
      question: 'Можно ли приостановить сотрудника?',
      answer: `Да. Деактивированный сотрудник не оплачивается — это экономит ${formatUsd(seatDeactivationSaving('studio'))} в месяц, а его записи и история остаются.`,
    },
    {
      question: 'Как сменить тариф?',
      answer: 'Повышение тарифа действует сразу, понижение — с начала следующего месяца.',
    },
    {
      question: 'Сколько стоит AI-ассистент?',
      answer: `Оплата по факту использования: у студии из нашего примера — около ${formatUsd(BILLING_SAMPLE.aiTokensExampleUsd)} в месяц. Лимит бюджета задаётся в настройках оплаты; при его превышении ассистент отключается автоматически.`,
    },
  ];
}
