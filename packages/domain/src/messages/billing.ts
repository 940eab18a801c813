// Texts of the pricing page and the billing sample (part 2 §2, §9); the pricing analysis's are in pricing-analysis.ts.

export const pricingPageMessages = {
  popular: 'Популярный',
} as const;

/**
 * The cost examples, keyed by PRICING_EXAMPLES ids in rules/plans.ts. The spec gives only their
 * totals ($28, $32.50, $37, $55); the stories behind them are ours.
 */
export const pricingExampleTexts = {
  'owner-and-two': 'Solo: владелец и два мастера — $10 + 2 × $9',
  'seat-added-mid-month': 'Третий мастер с середины месяца — ещё 15 дней × $9 / 30',
  'owner-and-three': 'Studio: владелец и три сотрудника — $10 + 3 × $9',
  'owner-and-five': 'Studio: владелец и пять сотрудников — $10 + 5 × $9',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>(
  Object.values(pricingExampleTexts),
);
