import { describe, expect, it } from 'vitest';
import { validatePricingAnalysisSelection } from './pricing-analysis.ts';

describe('validatePricingAnalysisSelection', () => {
  it('asks for a studio', () => {
    for (const studioId of [null, undefined, '', '  ']) {
      expect(validatePricingAnalysisSelection({ studioId })).toEqual({
        valid: false,
        errors: { studioId: 'Пожалуйста, выберите студию.' },
      });
    }
  });

  it('passes once one is selected', () => {
    expect(validatePricingAnalysisSelection({ studioId: 's1' })).toEqual({
      valid: true,
      errors: {},
    });
  });
});
