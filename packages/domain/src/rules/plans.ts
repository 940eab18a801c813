// The three plans, seat billing with proration, and the billing screen's sample figures (part 2 §2, §4, §9).
import { roundMoney } from './currency.ts';
import { MS_PER_DAY } from './dates.ts';

export const PLAN_IDS = ['solo', 'studio', 'network'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Base license fee, USD per month. */
  baseMonthlyUsd: number;
  /** Each user seat beyond the owner's, USD per month. */
  seatMonthlyUsd: number;
  /** How many studios the plan allows; null: unlimited. */
  maxStudios: number | null;
  /** Marked 'Популярный' on the pricing page. */
  popular: boolean;
  /** Where the plan card's button goes. */
  href: string;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  solo: {
    id: 'solo',
    name: 'Solo',
    baseMonthlyUsd: 10,
    seatMonthlyUsd: 9,
    maxStudios: 1,
    popular: false,
    href: '/payment?plan=solo',
  },
  studio: {
    id: 'studio',
    name: 'Studio',
    baseMonthlyUsd: 10,
    seatMonthlyUsd: 9,
    maxStudios: 3,
    popular: true,
    href: '/payment?plan=studio',
  },
  network: {
    id: 'network',
    name: 'Network',
    baseMonthlyUsd: 50,
    seatMonthlyUsd: 8,
    maxStudios: null,
    popular: false,
    href: '/contact?plan=network',
  },
};

/** A seat added mid-month is charged per day over a 30-day month. */
export const BILLING_MONTH_DAYS = 30;

/** Seats that are paid for: every active user except the owner, whose seat is free. */
export function paidSeats(activeUsers: number): number {
  return Math.max(0, Math.floor(activeUsers) - 1);
}

/** A seat's cost for `days` of a month: seat price × days / 30, days clamped to 0–30, to the cent. 15 days of $9 = $4.50. */
export function proratedSeatCost(seatMonthlyUsd: number, days: number): number {
  const charged = Math.min(BILLING_MONTH_DAYS, Math.max(0, days));
  return roundMoney((seatMonthlyUsd * charged) / BILLING_MONTH_DAYS);
}

/** Deactivating a seat saves its monthly price ($9 on Solo and Studio, $8 on Network). */
export function seatDeactivationSaving(planId: PlanId): number {
  return PLANS[planId].seatMonthlyUsd;
}

export interface MonthlyBill {
  plan: PlanId;
  /** Users active for the whole month, the owner included. */
  activeUsers: number;
  /** For each seat added during the month, the days it was active. */
  proratedSeatDays?: readonly number[];
  /** AI pay-as-you-go spend in USD. */
  aiUsd?: number;
}

/**
 * A month's total in USD: base fee + a full seat price for each active user but the owner + the
 * prorated cost of seats added mid-month + AI spend, rounded to the cent.
 */
export function monthlyTotal(bill: MonthlyBill): number {
  const plan = PLANS[bill.plan];
  const prorated = (bill.proratedSeatDays ?? []).reduce(
    (sum, days) => sum + proratedSeatCost(plan.seatMonthlyUsd, days),
    0,
  );
  return roundMoney(
    plan.baseMonthlyUsd +
      paidSeats(bill.activeUsers) * plan.seatMonthlyUsd +
      prorated +
      Math.max(0, bill.aiUsd ?? 0),
  );
}

/** Days charged for a seat added on `day` of the 30-day billing month (that day included): day 16 → 15 days. */
export function seatDaysFromDay(day: number): number {
  const start = Math.min(BILLING_MONTH_DAYS + 1, Math.max(1, Math.floor(day)));
  return BILLING_MONTH_DAYS - start + 1;
}

export interface BillBreakdown {
  baseUsd: number;
  paidSeats: number;
  seatsUsd: number;
  proratedUsd: number;
  aiUsd: number;
  totalUsd: number;
}

/** The parts of a month's bill that monthlyTotal adds up, so a calculator can show each line. */
export function billBreakdown(bill: MonthlyBill): BillBreakdown {
  const plan = PLANS[bill.plan];
  const seats = paidSeats(bill.activeUsers);
  return {
    baseUsd: plan.baseMonthlyUsd,
    paidSeats: seats,
    seatsUsd: roundMoney(seats * plan.seatMonthlyUsd),
    proratedUsd: roundMoney(
      (bill.proratedSeatDays ?? []).reduce(
        (sum, days) => sum + proratedSeatCost(plan.seatMonthlyUsd, days),
        0,
      ),
    ),
    aiUsd: Math.max(0, bill.aiUsd ?? 0),
    totalUsd: monthlyTotal(bill),
  };
}

/**
 * The pricing page's cost examples. The spec gives only their totals ($28, $32.50, $37, $55); these
 * are the scenarios we tell behind them, each a step of one studio's story.
 */
export const PRICING_EXAMPLES = [
  { id: 'owner-and-two', bill: { plan: 'solo', activeUsers: 3 }, totalUsd: 28 },
  {
    id: 'seat-added-mid-month',
    bill: { plan: 'solo', activeUsers: 3, proratedSeatDays: [15] },
    totalUsd: 32.5,
  },
  { id: 'owner-and-three', bill: { plan: 'studio', activeUsers: 4 }, totalUsd: 37 },
  { id: 'owner-and-five', bill: { plan: 'studio', activeUsers: 6 }, totalUsd: 55 },
] as const satisfies readonly { id: string; bill: MonthlyBill; totalUsd: number }[];

/** Whether one more studio fits the plan. */
export function canAddStudio(planId: PlanId, currentStudios: number): boolean {
  const max = PLANS[planId].maxStudios;
  return max === null || currentStudios < max;
}

/** An upgrade takes effect at once; a downgrade from the start of next month (pricing FAQ). */
export function planChangeTiming(from: PlanId, to: PlanId): 'none' | 'now' | 'next-month' {
  const change = PLAN_IDS.indexOf(to) - PLAN_IDS.indexOf(from);
  if (change === 0) return 'none';
  return change > 0 ? 'now' : 'next-month';
}

// ---------------------------------------------------------------------------------------------
// Billing screen samples (hard-coded in the spec; no server calls)

export const BILLING_SAMPLE = {
  baseLicenseUsd: 10,
  seatUsd: 9,
  aiBudgetUsd: 15,
  /** The budget-limit input's default, USD per month; not validated. */
  budgetLimitDefaultUsd: 50,
  /** The AI budget warning shows from this share of the budget. */
  aiWarningShare: 0.8,
  /** Remind about a user inactive for this many days. */
  inactiveReminderDays: 7,
  /** The pricing example's monthly AI tokens. */
  aiTokensExampleUsd: 8,
} as const;

export type AiBudgetState = 'ok' | 'warning' | 'disabled';

/** 'disabled' once spend is over the budget (AI is switched off), 'warning' from 80 % of it, else 'ok'. */
export function aiBudgetState(spentUsd: number, budgetUsd: number): AiBudgetState {
  if (spentUsd > budgetUsd) return 'disabled';
  if (budgetUsd > 0 && spentUsd >= budgetUsd * BILLING_SAMPLE.aiWarningShare) return 'warning';
  return 'ok';
}

/** Remind about a seat whose user has been inactive for 7 days or more (times in epoch ms). */
export function shouldRemindInactiveUser(lastActiveAt: number, now: number): boolean {
  return now - lastActiveAt >= BILLING_SAMPLE.inactiveReminderDays * MS_PER_DAY;
}

/** Plan prices as the pricing page writes them: whole dollars bare ('$28'), otherwise with cents ('$32.50'). */
export function formatUsd(amount: number): string {
  const whole = Number.isInteger(roundMoney(amount));
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(roundMoney(amount));
}
