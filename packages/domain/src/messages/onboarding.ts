// Onboarding texts: step 1 needs a name (part 2 §4, §5).

export const onboardingMessages = {
  // The spec says the name is required but gives no text.
  nameRequired: 'Имя обязательно',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([onboardingMessages.nameRequired]);
