// The billing screen's sample data (part 2 §3 "Billing sample", §9): seats, invoices and AI usage, hard-coded,
// every amount computed by the plan rules so the sample never contradicts the pricing page.
import { MS_PER_DAY, type IsoDate } from './dates.ts';
import {
  BILLING_SAMPLE,
  billBreakdown,
  monthlyTotal,
  PLANS,
  type BillBreakdown,
  type PlanId,
} from './plans.ts';

export const SEAT_TYPES = ['owner', 'user'] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

export const SEAT_STATUSES = ['active', 'inactive'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export interface BillingSeat {
  name: string;
  email: string;
  seatType: SeatType;
  /** USD per month: 0 for the owner's seat. */
  monthlyCost: number;
  status: SeatStatus;
  billingPeriod: 'monthly';
  /** Days since the user last signed in; from 7 the screen reminds the owner to pause the seat. */
  lastActiveDaysAgo: number;
}

export interface BillingInvoice {
  id: string;
  date: IsoDate;
  plan: PlanId;
  /** Users active in the month, the owner included. */
  users: number;
  breakdown: BillBreakdown;
  amount: number;
  status: 'paid';
}

export interface AiUsage {
  currentMonth: number;
  budget: number;
  remaining: number;
}

/** The sample studio is on Studio. */
export const BILLING_SAMPLE_PLAN: PlanId = 'studio';

function seat(
  name: string,
  email: string,
  seatType: SeatType,
  status: SeatStatus,
  lastActiveDaysAgo: number,
): BillingSeat {
  return {
    name,
    email,
    seatType,
    monthlyCost: seatType === 'owner' ? 0 : PLANS[BILLING_SAMPLE_PLAN].seatMonthlyUsd,
    status,
    billingPeriod: 'monthly',
    lastActiveDaysAgo,
  };
}

export const BILLING_SAMPLE_SEATS: readonly BillingSeat[] = [
  seat('Ирина Соколова', 'owner@glad.studio', 'owner', 'active', 0),
  seat('Анна Морозова', 'anna@glad.studio', 'user', 'active', 1),
  seat('Ольга Лебедева', 'olga@glad.studio', 'user', 'active', 2),
  seat('Мария Ковалёва', 'maria@glad.studio', 'user', 'active', 9),
];

function invoice(id: string, date: IsoDate, users: number, aiUsd: number): BillingInvoice {
  const bill = { plan: BILLING_SAMPLE_PLAN, activeUsers: users, aiUsd };
  return {
    id,
    date,
    plan: BILLING_SAMPLE_PLAN,
    users,
    breakdown: billBreakdown(bill),
    amount: monthlyTotal(bill),
    status: 'paid',
  };
}

/** Newest first. */
export const BILLING_SAMPLE_INVOICES: readonly BillingInvoice[] = [
  invoice('INV-2026-010', '2026-10-01', 4, BILLING_SAMPLE.aiTokensExampleUsd),
  invoice('INV-2026-009', '2026-09-01', 4, 6.4),
  invoice('INV-2026-008', '2026-08-01', 3, 5.1),
];

/** AI spend so far this month against the sample budget ($8 of $15). */
export function aiUsage(
  currentMonth: number = BILLING_SAMPLE.aiTokensExampleUsd,
  budget: number = BILLING_SAMPLE.aiBudgetUsd,
): AiUsage {
  return {
    currentMonth,
    budget,
    remaining: Math.max(0, Math.round((budget - currentMonth) * 100) / 100),
  };
}

/** This month's bill so far: base licence, the active seats (the owner's free) and AI. */
export function currentSpend(seats: readonly BillingSeat[], usage: AiUsage): BillBreakdown {
  return billBreakdown({
    plan: BILLING_SAMPLE_PLAN,
    activeUsers: seats.filter((s) => s.status === 'active').length,
    aiUsd: usage.currentMonth,
  });
}

/** When a seat's user was last active, in epoch ms, counted back from `now`. */
export function seatLastActiveAt(seat: BillingSeat, now: number): number {
  return now - seat.lastActiveDaysAgo * MS_PER_DAY;
}
