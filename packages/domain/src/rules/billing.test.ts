import { describe, expect, it } from 'vitest';
import {
  aiUsage,
  BILLING_SAMPLE_INVOICES,
  BILLING_SAMPLE_SEATS,
  currentSpend,
  seatLastActiveAt,
} from './billing.ts';
import { aiBudgetState, shouldRemindInactiveUser } from './plans.ts';

describe('billing sample', () => {
  it('charges $9 for every seat but the owner', () => {
    expect(BILLING_SAMPLE_SEATS.map((s) => s.monthlyCost)).toEqual([0, 9, 9, 9]);
  });

  it('bills the sample month at $10 + 3 × $9 + $8 AI = $45', () => {
    const spend = currentSpend(BILLING_SAMPLE_SEATS, aiUsage());
    expect(spend).toMatchObject({ baseUsd: 10, paidSeats: 3, seatsUsd: 27, aiUsd: 8 });
    expect(spend.totalUsd).toBe(45);
  });

  it('pauses nothing it should not: an inactive seat is not paid', () => {
    const seats = BILLING_SAMPLE_SEATS.map((s, i) =>
      i === 3 ? { ...s, status: 'inactive' as const } : s,
    );
    expect(currentSpend(seats, aiUsage()).totalUsd).toBe(36);
  });

  it('computes every invoice by the plan rules', () => {
    expect(BILLING_SAMPLE_INVOICES.map((i) => i.amount)).toEqual([45, 43.4, 33.1]);
    expect(BILLING_SAMPLE_INVOICES.every((i) => i.status === 'paid')).toBe(true);
  });

  it('reports $7 of the $15 AI budget left, never below zero', () => {
    expect(aiUsage()).toEqual({ currentMonth: 8, budget: 15, remaining: 7 });
    expect(aiUsage(20, 15).remaining).toBe(0);
    expect(aiBudgetState(aiUsage(12).currentMonth, 15)).toBe('warning');
  });

  it('reminds about the seat inactive for 9 days only', () => {
    const now = Date.UTC(2026, 9, 15);
    const reminded = BILLING_SAMPLE_SEATS.filter((s) =>
      shouldRemindInactiveUser(seatLastActiveAt(s, now), now),
    );
    expect(reminded.map((s) => s.name)).toEqual(['Мария Ковалёва']);
  });
});
