// Pricing analysis rule (part 2 §5): a studio must be selected before calculating.
import { pricingAnalysisMessages as m } from '../../messages/pricing-analysis.ts';
import { isChosen, toResult, type ValidationResult } from './common.ts';

export function validatePricingAnalysisSelection(values: {
  studioId: string | null | undefined;
}): ValidationResult<'studioId'> {
  return toResult(isChosen(values.studioId) ? {} : { studioId: m.studioRequired });
}
