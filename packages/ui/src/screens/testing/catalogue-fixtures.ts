// Stories only: the catalogue's sample data (countries, studios, masters, services) the masters, services and
// studios stories share, in the domain's camelCase shapes.
import type { Country } from '@beautydesk/domain/schemas/countries';
import type { Master } from '@beautydesk/domain/schemas/masters';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import type { Service } from '@beautydesk/domain/schemas/services';
import type { Studio } from '@beautydesk/domain/schemas/studios';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import { defaultTimeZoneForCountry } from '@beautydesk/domain/rules/time-zones';

/** The stories' today: a Tuesday, so the schedule calendar opens on a fixed month. */
export const STORY_TODAY = '2026-03-10';

export const countries: Country[] = [
  { id: 'c-by', name: 'Беларусь', code: 'BY', currencyCode: 'BYN', isActive: true },
  { id: 'c-ru', name: 'Россия', code: 'RU', currencyCode: 'RUB', isActive: true },
  { id: 'c-au', name: 'Австралия', code: 'AU', currencyCode: 'AUD', isActive: true },
];

const country = (id: string) => {
  const found = countries.find((c) => c.id === id)!;
  return { id: found.id, name: found.name, code: found.code, currencyCode: found.currencyCode };
};

const studio = (
  id: string,
  name: string,
  countryId: string,
  city: string,
  address: string,
): Studio => ({
  id,
  name,
  countryId,
  city,
  address,
  phone: '+375 29 555-01-02',
  email: null,
  masterIds: [],
  description: null,
  imageUrl: null,
  isActive: true,
  createdAt: '2026-01-10T09:00:00Z',
  updatedAt: '2026-01-10T09:00:00Z',
  country: country(countryId),
  timeZone: defaultTimeZoneForCountry(country(countryId).code),
});

export const studios: Studio[] = [
  studio('s-1', 'Глад Центр', 'c-by', 'Минск', 'пр. Независимости, 12'),
  studio('s-2', 'Глад Юг', 'c-by', 'Минск', 'ул. Есенина, 31, офис 4'),
  studio('s-3', 'Smooth Sydney', 'c-au', 'Сидней', '88 George Street'),
];

export const storySchedule: MasterSchedule = {
  ...defaultSchedule(STORY_TODAY),
  customDays: { '2026-03-12': { isWorking: false, slots: [] } },
};

const master = (n: number, overrides: Partial<Master>): Master => ({
  id: `m-${n}`,
  name: 'Мастер',
  phone: '+375291112233',
  email: null,
  photoUrl: null,
  studioId: 's-1',
  isActive: true,
  qualification: 'Лазерная эпиляция',
  coefficient: 1,
  schedule: storySchedule,
  notes: null,
  createdAt: '2026-01-10T09:00:00Z',
  updatedAt: '2026-01-10T09:00:00Z',
  ...overrides,
});

export const masters: Master[] = [
  master(1, {
    name: 'Анна Ковалёва',
    coefficient: 1.3,
    email: 'anna@glad.by',
    qualification: 'Лазерная эпиляция, электроэпиляция',
  }),
  master(2, { name: 'Ольга Мирная', coefficient: 1.0, qualification: 'Восковая эпиляция' }),
  master(3, {
    name: 'Ирина Белова',
    coefficient: 0.8,
    studioId: 's-2',
    qualification: 'Консультации',
    isActive: false,
  }),
];

const prices = (entries: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(entries).map(([studioId, price]) => [
      studioId,
      {
        price,
        currency: studios.find((s) => s.id === studioId)?.country?.currencyCode ?? 'RUB',
        isAvailable: true,
      },
    ]),
  );

const service = (n: number, overrides: Partial<Service>): Service => ({
  id: `sv-${n}`,
  name: 'Услуга',
  type: 'laser',
  description: null,
  durationMin: 60,
  isActive: true,
  pricesByStudio: {},
  studioPricing: [],
  ...overrides,
});

export const services: Service[] = [
  service(1, {
    name: 'Лазер: голени',
    type: 'laser',
    durationMin: 45,
    description: 'Диодный лазер, полные голени.',
    pricesByStudio: prices({ 's-1': 120, 's-2': 110 }),
  }),
  service(2, {
    name: 'Электроэпиляция: лицо',
    type: 'electro',
    durationMin: 30,
    pricesByStudio: {
      ...prices({ 's-1': 60 }),
      's-2': { price: 55, currency: 'BYN', isAvailable: false },
    },
  }),
  service(3, {
    name: 'Воск: руки',
    type: 'wax',
    durationMin: 40,
    isActive: false,
    pricesByStudio: prices({ 's-3': 45.5 }),
  }),
  service(4, { name: 'Первичная консультация', type: 'consultation', durationMin: 20 }),
];
