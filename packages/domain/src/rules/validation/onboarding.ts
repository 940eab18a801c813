// Onboarding rule (part 2 §4, §5): step 1 needs a non-empty name to move on; position and phone are optional.
import { onboardingMessages as m } from '../../messages/onboarding.ts';
import { isBlank, toResult, type ValidationResult } from './common.ts';

export interface OnboardingStep1Values {
  name: string;
  position?: string | null;
  phone?: string | null;
}

export function validateOnboardingStep1(values: OnboardingStep1Values): ValidationResult<'name'> {
  return toResult(isBlank(values.name) ? { name: m.nameRequired } : {});
}
