// Texts of the pricing page and the billing sample (part 2 §2, §9); the pricing analysis's are in pricing-analysis.ts.

export const pricingPageMessages = {
  popular: 'Популярный',
} as const;

/**
 * The cost examples' scenarios, keyed by PRICING_EXAMPLES ids in rules/plans.ts. The spec gives only
 * their totals ($28, $32.50, $37, $55); the stories behind them are ours. The figures beside them
 * (base fee, seats, seat price, prorated days) are written by the pricing page from the plan rules.
 */
export const pricingExampleTexts = {
  'owner-and-two': 'Solo: владелец и два мастера',
  'seat-added-mid-month': 'Третий мастер с середины месяца',
  'owner-and-three': 'Studio: владелец и три сотрудника',
  'owner-and-five': 'Studio: владелец и пять сотрудников',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>(
  Object.values(pricingExampleTexts),
);
