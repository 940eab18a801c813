// The offline assistant's reading of plain Russian requests: what is asked (free window, count,
// booking), for which day and time, which service type, and which names (a small stemmer for cases).
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import { addDays, weekdayIndex, type IsoDate } from '@beautydesk/domain/rules/dates';

export type Intent = 'find_slots' | 'count_appointments' | 'book' | 'help';

export interface Request {
  intent: Intent;
  /** The day asked about; null when the text names none. */
  date: IsoDate | null;
  /** 'HH:MM' when the text names a time. */
  time: string | null;
  serviceType: ServiceType | null;
  /** A master's name as written (any case): after "у", "к", "мастер". */
  masterName: string | null;
  /** A client's name as written: the word after "запиши" (and a capitalised word next to it). */
  clientName: string | null;
}

/** Lower case, ё as е: how every word is compared. */
export const normalize = (word: string) => word.toLowerCase().replaceAll('ё', 'е');

/** Words with letters (Cyrillic or Latin), hyphenated names kept whole, times kept as written. */
export function words(text: string): string[] {
  return text.match(/\d{1,2}[:.]\d{2}|[\p{L}]+(?:-[\p{L}]+)*|\d+/gu) ?? [];
}

// ----- names

/** Case endings stripped by the stemmer, longest first. */
const ENDINGS = [
  'ыми',
  'ими',
  'ой',
  'ей',
  'ою',
  'ею',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ы',
  'и',
  'а',
  'я',
  'у',
  'ю',
  'е',
  'о',
];

/**
 * A name's stem, the same in every case: Анна, Анны, Анне, Анну, Анной → "анн"; Иванова, Иванову,
 * Ивановой, Иванов → "иванов". At least three letters stay, so short names keep their identity.
 */
export function nameStem(word: string): string {
  const base = normalize(word);
  for (const ending of ENDINGS) {
    if (base.endsWith(ending) && base.length - ending.length >= 3) {
      return base.slice(0, -ending.length);
    }
  }
  return base;
}

/** Whether two written names are the same name in any case (Анны ~ Анна, Иванову ~ Иванова). */
export function sameName(a: string, b: string): boolean {
  return nameStem(a) === nameStem(b);
}

/** Whether `fullName` ("Анна Петрова") has a word that is `query` in some case. */
export function nameMatches(fullName: string, query: string): boolean {
  const wanted = query.split(/\s+/).filter(Boolean);
  const own = words(fullName);
  return wanted.every((part) => own.some((word) => sameName(word, part)));
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The nominative a name in an oblique case most likely has, for showing it: Анны → Анна,
 * Анне → Анна, Марии → Мария, Иванову → Иванова, Ивановой → Иванова. A name already in the
 * nominative (or one the rules do not know) is returned as written, capitalised.
 */
export function nominative(word: string): string {
  const lower = word.toLowerCase();
  const rules: [RegExp, string][] = [
    [/(ов|ев|ин|ын)(ой|у|ою)$/, '$1а'],
    [/(ск|цк)(ой|ую)$/, '$1ая'],
    [/ии$/, 'ия'],
    [/ией$/, 'ия'],
    [/ию$/, 'ия'],
    [/([гкхжшчщ])и$/, '$1а'],
    [/([^аеиоуыэюя])ы$/, '$1а'],
    [/([^аеиоуыэюя])(ой|е|у)$/, '$1а'],
    [/([^аеиоуыэюя])(ей|ю)$/, '$1я'],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(lower) && lower.length > 3)
      return capitalise(lower.replace(pattern, replacement));
  }
  return capitalise(lower);
}

// ----- dates and times

const WEEKDAYS: [RegExp, number][] = [
  [/^понедельник/, 0],
  [/^вторник/, 1],
  [/^сред[уаы]$/, 2],
  [/^четверг/, 3],
  [/^пятниц/, 4],
  [/^суббот/, 5],
  [/^воскресень/, 6],
];

/** The weekday a word names (0 = Monday), or null. */
export function weekdayOf(word: string): number | null {
  const lower = normalize(word);
  for (const [pattern, index] of WEEKDAYS) if (pattern.test(lower)) return index;
  return null;
}

const MONTHS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];

function monthOf(word: string): number | null {
  const lower = normalize(word);
  if (/^ма[яй]$/.test(lower)) return 5;
  const index = MONTHS.findIndex((stem) => stem !== 'ма' && lower.startsWith(stem));
  return index < 0 ? null : index + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first date on or after `today` with this month and day (next year once it has passed). */
function nextDayOfMonth(today: IsoDate, month: number, day: number): IsoDate | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = `${y}-${pad(month)}-${pad(day)}`;
    const check = new Date(`${date}T00:00:00Z`);
    if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return null;
    if (date >= today) return date;
  }
  return null;
}

/**
 * The day a text names, relative to `today`: сегодня, завтра, послезавтра, a weekday ("в пятницу":
 * the nearest one, today included), "25.11" / "25.11.2026", "25 ноября". Null when none is named.
 */
export function parseDate(text: string, today: IsoDate): IsoDate | null {
  const list = words(text).map(normalize);
  for (const [i, word] of list.entries()) {
    if (word === 'сегодня') return today;
    if (word === 'завтра') return addDays(today, 1);
    if (word === 'послезавтра') return addDays(today, 2);
    const weekday = weekdayOf(word);
    if (weekday !== null) {
      const ahead = (weekday - weekdayIndex(today) + 7) % 7;
      const next = list[i - 1] === 'следующий' || list[i - 1] === 'следующую';
      return addDays(today, ahead === 0 && next ? 7 : ahead);
    }
    if (/^\d{1,2}$/.test(word)) {
      const month = list[i + 1] ? monthOf(list[i + 1] as string) : null;
      if (month) {
        const date = nextDayOfMonth(today, month, Number(word));
        if (date) return date;
      }
    }
  }
  const numeric = /(?:^|[^\d:])(\d{1,2})\.(\d{1,2})(?:\.(\d{4}))?(?![\d:])/.exec(text);
  if (numeric) {
    const [day, month] = [Number(numeric[1]), Number(numeric[2])];
    if (numeric[3]) {
      const date = `${numeric[3]}-${pad(month)}-${pad(day)}`;
      const check = new Date(`${date}T00:00:00Z`);
      if (check.getUTCMonth() + 1 === month && check.getUTCDate() === day) return date;
    } else if (month >= 1 && month <= 12) {
      const date = nextDayOfMonth(today, month, day);
      if (date) return date;
    }
  }
  return null;
}

/** A time of day "15:00", "9:30", "в 15" / "в 15 часов"; null when none is named. */
export function parseTime(text: string): string | null {
  const clock = /(?:^|[^\d.])([01]?\d|2[0-3]):([0-5]\d)(?!\d)/.exec(text);
  if (clock) return `${pad(Number(clock[1]))}:${clock[2]}`;
  const hour =
    /(?:^|\s)(?:в|на|к)\s+([01]?\d|2[0-3])(?:\s*(?:ч|час|часа|часов)\b|(?=\s|$|[,.!?]))(?!\s*[.:]?\d)(?!\s+(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр))/i.exec(
      text,
    );
  return hour ? `${pad(Number(hour[1]))}:00` : null;
}

// ----- services

const SERVICE_WORDS: [RegExp, ServiceType][] = [
  [/^лазер/, 'laser'],
  [/^электр/, 'electro'],
  [/^воск|^ваксинг|^шугар/, 'wax'],
  [/^консультац/, 'consultation'],
];

/** The service type a text names (лазер, электро, воск, консультация in any form), or null. */
export function parseServiceType(text: string): ServiceType | null {
  for (const word of words(text).map(normalize)) {
    for (const [pattern, type] of SERVICE_WORDS) if (pattern.test(word)) return type;
  }
  return null;
}

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  laser: 'лазер',
  electro: 'электроэпиляция',
  wax: 'воск',
  consultation: 'консультация',
};

// ----- intent and names

/** Words that are never names: commands, prepositions, days, services, common request words. */
const NOT_NAMES = new Set(
  [
    'найди',
    'найти',
    'найдите',
    'покажи',
    'покажите',
    'подбери',
    'есть',
    'ли',
    'свободное',
    'свободные',
    'свободный',
    'свободно',
    'окно',
    'окна',
    'окошко',
    'время',
    'слот',
    'слоты',
    'запиши',
    'запишите',
    'записать',
    'запись',
    'записи',
    'записей',
    'сколько',
    'у',
    'к',
    'на',
    'в',
    'во',
    'с',
    'по',
    'мастер',
    'мастера',
    'мастеру',
    'мастеру',
    'клиент',
    'клиента',
    'клиентку',
    'сегодня',
    'завтра',
    'послезавтра',
    'следующий',
    'следующую',
    'пожалуйста',
    'час',
    'часа',
    'часов',
    'утра',
    'вечера',
    'дня',
    'процедуру',
    'процедура',
    'услугу',
    'услуга',
    'эпиляцию',
    'эпиляция',
    'депиляцию',
    'депиляция',
  ].map(normalize),
);

function isOrdinaryWord(word: string): boolean {
  const lower = normalize(word);
  return (
    NOT_NAMES.has(lower) ||
    weekdayOf(lower) !== null ||
    monthOf(lower) !== null ||
    SERVICE_WORDS.some(([pattern]) => pattern.test(lower)) ||
    /^\d/.test(lower)
  );
}

const isCapitalised = (word: string) => /^[\p{Lu}]/u.test(word);

export function parseIntent(text: string): Intent {
  const lower = normalize(text);
  if (/(^|[^\p{L}])(запиш|записать|забронир)/u.test(lower)) return 'book';
  if (/сколько|количеств|число записей/.test(lower)) return 'count_appointments';
  if (/окн|окош|свобод|слот|найди|найти|подбер|когда можно/.test(lower)) return 'find_slots';
  return 'help';
}

/** The word after "у", "к", "мастер", "мастера", "мастеру" that is not an ordinary word. */
function masterNameOf(list: string[]): { name: string; index: number } | null {
  for (const [i, word] of list.entries()) {
    const lower = normalize(word);
    if (['у', 'к', 'мастер', 'мастера', 'мастеру'].includes(lower)) {
      const next = list[i + 1];
      if (next && !isOrdinaryWord(next)) return { name: next, index: i + 1 };
    }
  }
  return null;
}

/** What a request asks, read from plain Russian text; `today` anchors the relative days. */
export function parseRequest(text: string, today: IsoDate): Request {
  const list = words(text);
  const intent = parseIntent(text);
  const master = masterNameOf(list);
  let clientName: string | null = null;
  if (intent === 'book') {
    const verb = list.findIndex((word) => /^(запиш|записать|забронир)/.test(normalize(word)));
    const parts: string[] = [];
    for (let i = verb + 1; i < list.length && parts.length < 2; i += 1) {
      const word = list[i] as string;
      if (i === master?.index) break;
      if (isOrdinaryWord(word)) {
        if (parts.length > 0) break;
        continue;
      }
      // A second word of the name only when it is capitalised (Иванову Марию), never a stray word.
      if (parts.length > 0 && !isCapitalised(word)) break;
      parts.push(word);
    }
    clientName = parts.length > 0 ? parts.join(' ') : null;
  }
  return {
    intent,
    date: parseDate(text, today),
    time: parseTime(text),
    serviceType: parseServiceType(text),
    masterName: master?.name ?? null,
    clientName,
  };
}
