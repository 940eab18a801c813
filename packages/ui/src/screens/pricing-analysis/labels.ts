// The pricing analysis's labels; the spec's own texts (placeholders, errors) are the domain's messages.
import { pricingAnalysisMessages } from '@beautydesk/domain/messages/pricing-analysis';
import { DEVIATION_HIGHLIGHT_PERCENT } from '@beautydesk/domain/rules/pricing';

/** The highlight threshold as the texts write it: '15 %'. */
const THRESHOLD = `${DEVIATION_HIGHLIGHT_PERCENT} %`;

export const pricingAnalysisLabels = {
  title: 'Анализ цен',
  description: `Сравните цены услуг студии с целевой ставкой в час: услуги, чья цена отклоняется больше чем на ${THRESHOLD}, выделены.`,
  studio: 'Студия',
  studioPlaceholder: 'Выберите студию',
  studiosLoading: pricingAnalysisMessages.studiosLoading,
  noStudios: pricingAnalysisMessages.noStudios,
  studioRequired: pricingAnalysisMessages.studioRequired,
  targetRate: (symbol: string) => `Целевая ставка в час, ${symbol}`,
  targetRateError: 'Введите ставку больше нуля',
  calculate: 'Рассчитать',
  loading: 'Расчёт...',
  loadFailed: pricingAnalysisMessages.loadFailed,
  hint: 'Выберите студию и целевую ставку, затем нажмите «Рассчитать».',
  caption: (studio: string) => `Анализ цен: ${studio}`,
  legend: `Выделены услуги, чья цена отклоняется от целевой больше чем на ${THRESHOLD}.`,
  highlighted: `отклонение больше ${THRESHOLD}`,
  empty: 'В этой студии нет услуг с ценами.',
  columns: {
    service: 'Услуга',
    currentPrice: 'Текущая цена',
    minutes: 'Длительность, мин',
    hourlyRate: 'Текущая ставка в час',
    targetPrice: 'Целевая цена',
    deviation: 'Отклонение, %',
  },
} as const;
