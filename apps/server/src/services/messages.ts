// Texts the services and pricing-analysis endpoints choose themselves (the spec's own come from the domain).
export const serviceServerMessages = {
  serviceNotFound: 'Услуга не найдена',
  studioNotFound: 'Студия не найдена',
  masterNotFound: 'Мастер не найден',
  pricingNotFound: 'Цена услуги в этой студии не задана',
  pricingExists: 'Цена услуги в этой студии уже задана: измените её',
  inAppointments:
    'Нельзя удалить услугу: она есть в записях. Сделайте услугу неактивной, чтобы сохранить историю.',
} as const;
