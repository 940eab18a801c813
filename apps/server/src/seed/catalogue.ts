// The demo license's fixed catalogue: its six masters (three per studio) with their working
// patterns, and the services of all four types with their prices in each studio's currency.
import type { DaySchedule, Weekday } from '@beautydesk/domain/schemas/schedule';

/** The studios of DEMO_STUDIOS by country code, the key the catalogue prices by. */
export type DemoStudioKey = 'BY' | 'RU';

export type ServiceType = 'laser' | 'electro' | 'wax' | 'consultation';

export const SERVICE_TYPES: readonly ServiceType[] = ['laser', 'electro', 'wax', 'consultation'];

export interface DemoService {
  name: string;
  type: ServiceType;
  description: string;
  durationMin: number;
  /** Base price per studio in that studio's currency; a missing studio: not offered there. */
  prices: Partial<Record<DemoStudioKey, number>>;
}

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: 'Лазерная эпиляция подмышек',
    type: 'laser',
    description: 'Диодный лазер, обе подмышечные впадины',
    durationMin: 20,
    prices: { BY: 60, RU: 1800 },
  },
  {
    name: 'Лазерная эпиляция голеней',
    type: 'laser',
    description: 'Голени полностью, с коленями',
    durationMin: 45,
    prices: { BY: 120, RU: 3500 },
  },
  {
    name: 'Лазерная эпиляция глубокого бикини',
    type: 'laser',
    description: 'Глубокое бикини, включая межъягодичную зону',
    durationMin: 40,
    prices: { BY: 110, RU: 3200 },
  },
  {
    name: 'Лазерная эпиляция ног полностью',
    type: 'laser',
    description: 'Бёдра и голени',
    durationMin: 90,
    prices: { BY: 220, RU: 6500 },
  },
  {
    name: 'Лазерная эпиляция верхней губы',
    type: 'laser',
    description: 'Зона над верхней губой',
    durationMin: 15,
    prices: { BY: 35, RU: 900 },
  },
  {
    name: 'Электроэпиляция лица',
    type: 'electro',
    description: 'Удаление единичных волосков на лице',
    durationMin: 30,
    prices: { BY: 50, RU: 1500 },
  },
  {
    name: 'Электроэпиляция подмышек',
    type: 'electro',
    description: 'Для светлых и седых волос, которые не берёт лазер',
    durationMin: 45,
    prices: { BY: 75, RU: 2200 },
  },
  {
    name: 'Электроэпиляция зоны бикини',
    type: 'electro',
    description: 'Только в московской студии',
    durationMin: 60,
    prices: { RU: 2700 },
  },
  {
    name: 'Воск голени',
    type: 'wax',
    description: 'Тёплый воск, голени полностью',
    durationMin: 30,
    prices: { BY: 40, RU: 1200 },
  },
  {
    name: 'Воск подмышки',
    type: 'wax',
    description: 'Плёночный воск',
    durationMin: 15,
    prices: { BY: 20, RU: 600 },
  },
  {
    name: 'Воск бикини классическое',
    type: 'wax',
    description: 'Классическое бикини по линии белья',
    durationMin: 30,
    prices: { BY: 45, RU: 1400 },
  },
  {
    name: 'Воск ноги полностью',
    type: 'wax',
    description: 'Бёдра и голени',
    durationMin: 60,
    prices: { BY: 70, RU: 2200 },
  },
  {
    name: 'Консультация косметолога',
    type: 'consultation',
    description: 'Подбор метода эпиляции и курса процедур',
    durationMin: 30,
    prices: { BY: 30, RU: 1000 },
  },
  {
    name: 'Тестовая вспышка лазера',
    type: 'consultation',
    description: 'Проверка реакции кожи перед курсом лазерной эпиляции',
    durationMin: 15,
    prices: { BY: 15, RU: 500 },
  },
];

const off = (): DaySchedule => ({ isWorking: false, slots: [] });
const work = (...slots: [string, string][]): DaySchedule => ({
  isWorking: true,
  slots: slots.map(([start, end]) => ({ start, end })),
});

export type WeekPattern = Record<Weekday, DaySchedule>;

/** The spec's default week: Monday to Friday 09:00–18:00, Saturday 10:00–16:00, Sunday off. */
const DEFAULT_WEEK = (): WeekPattern => ({
  monday: work(['09:00', '18:00']),
  tuesday: work(['09:00', '18:00']),
  wednesday: work(['09:00', '18:00']),
  thursday: work(['09:00', '18:00']),
  friday: work(['09:00', '18:00']),
  saturday: work(['10:00', '16:00']),
  sunday: off(),
});

export interface DemoMaster {
  name: string;
  studio: DemoStudioKey;
  phone: string;
  email: string;
  qualification: string;
  coefficient: number;
  /** The service types the master performs (appointments pick from these). */
  types: readonly ServiceType[];
  week: WeekPattern;
  /** Days that differ from the week, as offsets from the seed's today. */
  customDays: readonly { offset: number; day: DaySchedule }[];
  notes: string | null;
  /** The demo master account (master@demo…) is linked to this master. */
  account?: true;
}

export const DEMO_MASTERS: readonly DemoMaster[] = [
  {
    name: 'Анна Ковалёва',
    studio: 'BY',
    phone: '+375295550101',
    email: 'anna.kovaleva@demo.beautydesk.local',
    qualification: 'Старший мастер лазерной эпиляции',
    coefficient: 1.3,
    types: ['laser', 'consultation'],
    week: DEFAULT_WEEK(),
    customDays: [{ offset: 9, day: work(['09:00', '14:00']) }],
    notes: 'Ведёт курсы лазерной эпиляции, консультирует новых клиентов',
  },
  {
    name: 'Мария Иванова',
    studio: 'BY',
    phone: '+375295550102',
    email: 'master@demo.beautydesk.local',
    qualification: 'Мастер лазерной и электроэпиляции',
    coefficient: 1.0,
    types: ['laser', 'electro'],
    week: {
      ...DEFAULT_WEEK(),
      tuesday: work(['09:00', '14:00'], ['15:00', '19:00']),
      thursday: work(['09:00', '14:00'], ['15:00', '19:00']),
      saturday: off(),
    },
    customDays: [{ offset: -20, day: off() }],
    notes: null,
    account: true,
  },
  {
    name: 'Елена Белова',
    studio: 'BY',
    phone: '+375295550103',
    email: 'elena.belova@demo.beautydesk.local',
    qualification: 'Мастер восковой эпиляции',
    coefficient: 0.8,
    types: ['wax', 'electro'],
    week: {
      monday: off(),
      tuesday: work(['11:00', '20:00']),
      wednesday: work(['11:00', '20:00']),
      thursday: work(['11:00', '20:00']),
      friday: work(['11:00', '20:00']),
      saturday: work(['10:00', '17:00']),
      sunday: off(),
    },
    customDays: [],
    notes: 'Начинающий мастер, стажировка до конца квартала',
  },
  {
    name: 'Екатерина Соколова',
    studio: 'RU',
    phone: '+79165550201',
    email: 'ekaterina.sokolova@demo.beautydesk.local',
    qualification: 'Ведущий специалист по лазерной эпиляции',
    coefficient: 1.5,
    types: ['laser', 'consultation'],
    week: DEFAULT_WEEK(),
    customDays: [{ offset: 12, day: work(['12:00', '18:00']) }],
    notes: 'Стаж 9 лет, работает с чувствительной кожей',
  },
  {
    name: 'Наталья Морозова',
    studio: 'RU',
    phone: '+79165550202',
    email: 'natalia.morozova@demo.beautydesk.local',
    qualification: 'Мастер электроэпиляции',
    coefficient: 1.1,
    types: ['electro', 'laser'],
    week: {
      ...DEFAULT_WEEK(),
      tuesday: off(),
      thursday: off(),
    },
    customDays: [
      { offset: 15, day: off() },
      { offset: 16, day: off() },
    ],
    notes: 'Отпуск в середине следующего месяца',
  },
  {
    name: 'Светлана Павлова',
    studio: 'RU',
    phone: '+79165550203',
    email: 'svetlana.pavlova@demo.beautydesk.local',
    qualification: 'Мастер восковой эпиляции и консультант',
    coefficient: 0.9,
    types: ['wax', 'consultation'],
    week: {
      monday: off(),
      tuesday: off(),
      wednesday: work(['12:00', '20:00']),
      thursday: work(['12:00', '20:00']),
      friday: work(['12:00', '20:00']),
      saturday: work(['10:00', '18:00']),
      sunday: work(['10:00', '18:00']),
    },
    customDays: [],
    notes: 'Работает по выходным',
  },
];

// Client names: the demo's clients are mostly women, a few men, as in a hair-removal studio.
export const FEMALE_FIRST_NAMES = [
  'Анастасия',
  'Александра',
  'Алина',
  'Алёна',
  'Валерия',
  'Вероника',
  'Виктория',
  'Дарья',
  'Диана',
  'Евгения',
  'Екатерина',
  'Елена',
  'Елизавета',
  'Ирина',
  'Карина',
  'Кристина',
  'Ксения',
  'Людмила',
  'Маргарита',
  'Марина',
  'Милана',
  'Надежда',
  'Оксана',
  'Олеся',
  'Ольга',
  'Полина',
  'Регина',
  'София',
  'Татьяна',
  'Ульяна',
  'Юлия',
  'Яна',
] as const;

export const MALE_FIRST_NAMES = [
  'Александр',
  'Алексей',
  'Андрей',
  'Артём',
  'Дмитрий',
  'Максим',
  'Никита',
  'Сергей',
] as const;

/** Surnames as [male form, female form]. */
export const SURNAMES = [
  ['Андреев', 'Андреева'],
  ['Богданов', 'Богданова'],
  ['Васильев', 'Васильева'],
  ['Волков', 'Волкова'],
  ['Герасимов', 'Герасимова'],
  ['Григорьев', 'Григорьева'],
  ['Дмитриев', 'Дмитриева'],
  ['Егоров', 'Егорова'],
  ['Жуков', 'Жукова'],
  ['Зайцев', 'Зайцева'],
  ['Захаров', 'Захарова'],
  ['Ильин', 'Ильина'],
  ['Киселёв', 'Киселёва'],
  ['Ковалёв', 'Ковалёва'],
  ['Козлов', 'Козлова'],
  ['Комаров', 'Комарова'],
  ['Кузьмин', 'Кузьмина'],
  ['Лебедев', 'Лебедева'],
  ['Макаров', 'Макарова'],
  ['Медведев', 'Медведева'],
  ['Никитин', 'Никитина'],
  ['Новиков', 'Новикова'],
  ['Орлов', 'Орлова'],
  ['Павлов', 'Павлова'],
  ['Петров', 'Петрова'],
  ['Попов', 'Попова'],
  ['Романов', 'Романова'],
  ['Семёнов', 'Семёнова'],
  ['Сидоров', 'Сидорова'],
  ['Смирнов', 'Смирнова'],
  ['Соловьёв', 'Соловьёва'],
  ['Степанов', 'Степанова'],
  ['Тарасов', 'Тарасова'],
  ['Фёдоров', 'Фёдорова'],
  ['Фролов', 'Фролова'],
  ['Яковлев', 'Яковлева'],
] as const;

export const CANCELLATION_REASONS = [
  'Клиент заболел',
  'Перенос по просьбе клиента',
  'Не успевает с работы',
  'Уехала в командировку',
  'Мастер на больничном',
  'Клиент передумал, запишется позже',
  'Раздражение кожи после загара, процедуру нельзя',
] as const;

export const CLIENT_NOTES = [
  'Чувствительная кожа, нужен охлаждающий гель',
  'Предпочитает утреннее время',
  'Пришла по рекомендации подруги',
  'Курс из 8 процедур, интервал 6 недель',
  'Аллергия на лидокаин',
  'Просит напоминать за день в Telegram',
] as const;
