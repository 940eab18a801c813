// Pricing analysis texts: studio selection, studio list states and load failure (part 2 §2, §8).

export const pricingAnalysisMessages = {
  studioRequired: 'Пожалуйста, выберите студию.',
  loadFailed: 'Не удалось загрузить данные. Пожалуйста, попробуйте еще раз.',
  studiosLoading: 'Загрузка студий...',
  noStudios: 'Нет доступных студий',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
