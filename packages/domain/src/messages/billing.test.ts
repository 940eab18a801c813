import { describe, expect, it } from 'vitest';
import { PRICING_EXAMPLES } from '../rules/plans.ts';
import { CHOSEN_WORDINGS, pricingExampleTexts, pricingPageMessages } from './billing.ts';

describe('billing messages', () => {
  it("marks the Studio plan 'Популярный'", () => {
    expect(pricingPageMessages.popular).toBe('Популярный');
    expect(CHOSEN_WORDINGS.has(pricingPageMessages.popular)).toBe(false);
  });

  it('has a text for every cost example, each marked as chosen', () => {
    expect(Object.keys(pricingExampleTexts)).toEqual(PRICING_EXAMPLES.map((example) => example.id));
    expect([...CHOSEN_WORDINGS]).toEqual(Object.values(pricingExampleTexts));
  });
});
