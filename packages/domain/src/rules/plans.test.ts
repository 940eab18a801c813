import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aiBudgetState,
  billBreakdown,
  formatUsd,
  seatDaysFromDay,
  BILLING_SAMPLE,
  canAddStudio,
  monthlyTotal,
  paidSeats,
  planChangeTiming,
  PLANS,
  PRICING_EXAMPLES,
  proratedSeatCost,
  seatDeactivationSaving,
  shouldRemindInactiveUser,
} from './plans.ts';

describe('plans', () => {
  it('prices Solo and Studio at $10 + $9 a seat and Network at $50 + $8', () => {
    expect([PLANS.solo.baseMonthlyUsd, PLANS.solo.seatMonthlyUsd]).toEqual([10, 9]);
    expect([PLANS.studio.baseMonthlyUsd, PLANS.studio.seatMonthlyUsd]).toEqual([10, 9]);
    expect([PLANS.network.baseMonthlyUsd, PLANS.network.seatMonthlyUsd]).toEqual([50, 8]);
  });

  it('allows 1, 3 and unlimited studios, and marks Studio popular', () => {
    expect([PLANS.solo.maxStudios, PLANS.studio.maxStudios, PLANS.network.maxStudios]).toEqual([
      1,
      3,
      null,
    ]);
    expect(Object.values(PLANS).filter((plan) => plan.popular)).toEqual([PLANS.studio]);
  });

  it('sends Solo and Studio to payment and Network to contact', () => {
    expect(PLANS.solo.href).toBe('/payment?plan=solo');
    expect(PLANS.studio.href).toBe('/payment?plan=studio');
    expect(PLANS.network.href).toBe('/contact?plan=network');
  });

  it('checks the studio limit', () => {
    expect(canAddStudio('solo', 0)).toBe(true);
    expect(canAddStudio('solo', 1)).toBe(false);
    expect(canAddStudio('studio', 2)).toBe(true);
    expect(canAddStudio('studio', 3)).toBe(false);
    expect(canAddStudio('network', 500)).toBe(true);
  });

  it('upgrades now and downgrades from next month', () => {
    expect(planChangeTiming('solo', 'network')).toBe('now');
    expect(planChangeTiming('network', 'studio')).toBe('next-month');
    expect(planChangeTiming('studio', 'studio')).toBe('none');
  });
});

describe('seats', () => {
  it("leaves the owner's seat free", () => {
    expect(paidSeats(0)).toBe(0);
    expect(paidSeats(1)).toBe(0);
    expect(paidSeats(3)).toBe(2);
  });

  it('prorates a mid-month seat by days over 30: 15 days of $9 = $4.50', () => {
    expect(proratedSeatCost(9, 15)).toBe(4.5);
    expect(proratedSeatCost(9, 30)).toBe(9);
    expect(proratedSeatCost(9, 10)).toBe(3);
    expect(proratedSeatCost(9, 7)).toBe(2.1);
  });

  it('clamps the days to the month', () => {
    expect(proratedSeatCost(9, 45)).toBe(9);
    expect(proratedSeatCost(9, -3)).toBe(0);
  });

  it('prorates within half a cent, between nothing and a full month, growing with the days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (seatCents, a, b) => {
          const seat = seatCents / 100;
          const cost = proratedSeatCost(seat, a);
          return (
            cost >= 0 &&
            cost <= seat &&
            Math.abs(cost - (seat * a) / 30) <= 0.005 + 1e-9 &&
            (a <= b ? cost <= proratedSeatCost(seat, b) : cost >= proratedSeatCost(seat, b))
          );
        },
      ),
    );
  });

  it('saves a seat price a month when a seat is deactivated', () => {
    expect(seatDeactivationSaving('solo')).toBe(9);
    expect(seatDeactivationSaving('studio')).toBe(9);
    expect(seatDeactivationSaving('network')).toBe(8);
    expect(
      monthlyTotal({ plan: 'studio', activeUsers: 7 }) -
        monthlyTotal({ plan: 'studio', activeUsers: 6 }),
    ).toBe(9);
  });
});

describe('monthlyTotal', () => {
  it("reproduces the pricing page's example totals", () => {
    expect(PRICING_EXAMPLES.map((example) => monthlyTotal(example.bill))).toEqual([
      28, 32.5, 37, 55,
    ]);
    for (const example of PRICING_EXAMPLES) {
      expect(monthlyTotal(example.bill)).toBe(example.totalUsd);
    }
  });

  it('tells the examples step by step', () => {
    // Owner and two masters on Solo: 10 + 2 × 9.
    expect(monthlyTotal({ plan: 'solo', activeUsers: 3 })).toBe(28);
    // A third master joins for the last 15 days: + 4.50.
    expect(monthlyTotal({ plan: 'solo', activeUsers: 3, proratedSeatDays: [15] })).toBe(32.5);
    // Next month the third master is a full seat: 10 + 3 × 9.
    expect(monthlyTotal({ plan: 'studio', activeUsers: 4 })).toBe(37);
    // Owner and five staff: 10 + 5 × 9.
    expect(monthlyTotal({ plan: 'studio', activeUsers: 6 })).toBe(55);
  });

  it('charges only the base fee for the owner alone', () => {
    expect(monthlyTotal({ plan: 'solo', activeUsers: 1 })).toBe(10);
    expect(monthlyTotal({ plan: 'network', activeUsers: 1 })).toBe(50);
    expect(monthlyTotal({ plan: 'network', activeUsers: 3 })).toBe(66);
  });

  it('adds AI spend, never a negative one', () => {
    expect(
      monthlyTotal({ plan: 'solo', activeUsers: 3, aiUsd: BILLING_SAMPLE.aiTokensExampleUsd }),
    ).toBe(36);
    expect(monthlyTotal({ plan: 'solo', activeUsers: 3, aiUsd: -5 })).toBe(28);
  });

  it('is base + seats + prorated seats, on whole cents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('solo' as const, 'studio' as const, 'network' as const),
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
        (plan, activeUsers, proratedSeatDays) => {
          const total = monthlyTotal({ plan, activeUsers, proratedSeatDays });
          const { baseMonthlyUsd, seatMonthlyUsd } = PLANS[plan];
          const expected =
            baseMonthlyUsd +
            paidSeats(activeUsers) * seatMonthlyUsd +
            proratedSeatDays.reduce((sum, days) => sum + (seatMonthlyUsd * days) / 30, 0);
          return (
            Math.abs(total - expected) <= 0.005 * (proratedSeatDays.length + 1) &&
            Math.abs(total * 100 - Math.round(total * 100)) < 1e-6
          );
        },
      ),
    );
  });
});

describe('billing sample', () => {
  it('holds the spec figures', () => {
    expect(BILLING_SAMPLE).toEqual({
      baseLicenseUsd: 10,
      seatUsd: 9,
      aiBudgetUsd: 15,
      budgetLimitDefaultUsd: 50,
      aiWarningShare: 0.8,
      inactiveReminderDays: 7,
      aiTokensExampleUsd: 8,
    });
  });

  it('warns from 80 % of the AI budget and disables AI over it', () => {
    expect(aiBudgetState(11.99, 15)).toBe('ok');
    expect(aiBudgetState(12, 15)).toBe('warning');
    expect(aiBudgetState(15, 15)).toBe('warning');
    expect(aiBudgetState(15.01, 15)).toBe('disabled');
  });

  it('treats a zero budget as off for any spend', () => {
    expect(aiBudgetState(0, 0)).toBe('ok');
    expect(aiBudgetState(0.01, 0)).toBe('disabled');
  });

  it('reminds about a user inactive for 7 days', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2025, 10, 21);
    expect(shouldRemindInactiveUser(now - 7 * day, now)).toBe(true);
    expect(shouldRemindInactiveUser(now - 7 * day + 1, now)).toBe(false);
  });
});

describe('the cost calculator', () => {
  it('charges a seat added on day 16 for 15 days, $4.50 on Solo', () => {
    expect(seatDaysFromDay(16)).toBe(15);
    expect(seatDaysFromDay(1)).toBe(30);
    expect(seatDaysFromDay(30)).toBe(1);
    expect(proratedSeatCost(PLANS.solo.seatMonthlyUsd, seatDaysFromDay(16))).toBe(4.5);
  });

  it('clamps days outside the month', () => {
    expect(seatDaysFromDay(0)).toBe(30);
    expect(seatDaysFromDay(45)).toBe(0);
  });

  it('breaks a bill into lines that add up to monthlyTotal', () => {
    const bill = { plan: 'solo', activeUsers: 3, proratedSeatDays: [15] } as const;
    expect(billBreakdown(bill)).toEqual({
      baseUsd: 10,
      paidSeats: 2,
      seatsUsd: 18,
      proratedUsd: 4.5,
      aiUsd: 0,
      totalUsd: 32.5,
    });
    for (const example of PRICING_EXAMPLES) {
      const lines = billBreakdown(example.bill);
      expect(lines.totalUsd).toBe(example.totalUsd);
      expect(lines.baseUsd + lines.seatsUsd + lines.proratedUsd + lines.aiUsd).toBeCloseTo(
        lines.totalUsd,
        9,
      );
    }
  });
});

describe('formatUsd', () => {
  it('writes the spec example totals as the spec does', () => {
    expect(PRICING_EXAMPLES.map((e) => formatUsd(monthlyTotal(e.bill)))).toEqual([
      '$28',
      '$32.50',
      '$37',
      '$55',
    ]);
    expect(formatUsd(proratedSeatCost(9, 15))).toBe('$4.50');
    expect(formatUsd(seatDeactivationSaving('solo'))).toBe('$9');
  });
});
