// The services screen's labels: the spec's type names (§2), the counter and filter label, and our button words;
// the spec's messages (§5, §8) come from the domain's messages/services.ts.
import { serviceNotices } from '@beautydesk/domain/messages/services';

export const serviceTypeLabels: Readonly<Record<string, string>> = {
  laser: 'Лазерная эпиляция',
  electro: 'Электроэпиляция',
  wax: 'Восковая эпиляция',
  consultation: 'Консультация',
  others: 'Другое',
};

export const servicesLabels = {
  title: 'Услуги',
  description: 'Услуги студий: длительность и цены в каждой студии.',
  add: 'Добавить услугу',
  refresh: 'Обновить',
  filter: 'Тип услуги',
  allTypes: 'Все типы',
  selected: (n: number) => `Выбрано: ${n}`,
  found: (shown: number, total: number) => `Найдено услуг: ${shown} из ${total}`,
  minutes: (n: number) => `${n} мин`,
  inactive: 'НЕАКТИВНА',
  noPricing: serviceNotices.noPricing,
  prices: 'Цены по студиям',
  unavailable: 'недоступна',
  loading: 'Загрузка услуг...',
  empty: 'Услуг пока нет',
  emptyFiltered: 'Нет услуг выбранных типов',
  loadFailed: serviceNotices.loadFailed,
  fallback: serviceNotices.fallbackError,
  retry: 'Повторить попытку',
  edit: (name: string) => `Изменить услугу ${name}`,
} as const;

export const serviceFormLabels = {
  createTitle: 'Новая услуга',
  editTitle: 'Редактировать услугу',
  name: 'Название *',
  type: 'Тип *',
  typePlaceholder: '— тип услуги —',
  duration: 'Длительность, мин *',
  descriptionField: 'Описание',
  active: 'Активна',
  pricing: 'Цены по студиям',
  price: (studio: string) => `Цена: ${studio}`,
  available: (studio: string) => `Доступна в студии ${studio}`,
  save: 'Сохранить',
  create: 'Создать услугу',
  cancel: 'Отмена',
  delete: 'Удалить',
  deleteTitle: (name: string) => `Удалить услугу ${name}?`,
  deleteText: 'Это действие нельзя будет отменить.',
} as const;
