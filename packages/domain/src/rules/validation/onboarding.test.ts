import { describe, expect, it } from 'vitest';
import { validateOnboardingStep1 } from './onboarding.ts';

describe('validateOnboardingStep1', () => {
  it('needs a name', () => {
    expect(validateOnboardingStep1({ name: ' ', position: 'Администратор' })).toEqual({
      valid: false,
      errors: { name: 'Имя обязательно' },
    });
  });

  it('moves on with a name alone', () => {
    expect(validateOnboardingStep1({ name: 'Анна' })).toEqual({ valid: true, errors: {} });
  });
});
