// Small Russian helpers of the offline assistant: ё/е-insensitive words, a name stemmer that
// matches a name in any case, the dd.mm / weekday fallback for days (chrono-node reads days first,
// entities.ts), and the service types by their words. Intents are NLP.js's (intents.ts).
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import { addDays, weekdayIndex, type IsoDate } from '@beautydesk/domain/rules/dates';

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

/** Month stems as patterns, January first ('ма[йея]': май, мая, мае, never "мастер"). */
export const MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма[йея]',
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
  // May only as the whole word (above): "маем" or "маяк" are no dates.
  const index = MONTH_STEMS.findIndex((stem, i) => i !== 4 && new RegExp(`^${stem}`).test(lower));
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
