// What a request names besides its intent: day (chrono-node's Russian parser, then our dd.mm
// fallback), time or "after" time, part of day, service type, people's names (brought to the
// nominative and checked with lvovich's declension), phone, period, reason and status.
import * as chrono from 'chrono-node';
import lvovich from 'lvovich';
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import type { AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import {
  addDays,
  addMonths,
  formatIsoDate,
  weekdayIndex,
  type IsoDate,
} from '@beautydesk/domain/rules/dates';
import { MONTH_STEMS, normalize, parseDate, parseServiceType, words } from './russian.ts';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';
export type Period = 'day' | 'week' | 'month';

export interface Entities {
  client?: string;
  master?: string;
  service?: ServiceType;
  date?: IsoDate;
  time?: string;
  after?: string;
  part?: PartOfDay;
  period?: Period;
  phone?: string;
  email?: string;
  /** "с 10 до 12": the latest end asked for. */
  before?: string;
  /** The appointment's own day when the request names two ("перенеси с завтра на пятницу"). */
  was?: IsoDate;
  reason?: string;
  status?: AppointmentStatus;
}

export type EntityName = keyof Entities;

const pad = (n: number) => String(n).padStart(2, '0');

// ----- times

/** "после 15", "после 17:00": the earliest start asked for. */
const AFTER = /(?:^|\s)после\s+(\d{1,2})(?:[:.](\d{2}))?(?!\d)/i;
/** "15:30", "16.00" (not a date like 28.11: minutes are two digits and the hour at most 23). */
const CLOCK = /(?:^|[^\d.])([01]?\d|2[0-3])[:.]([0-5]0|[0-5][05]|30|15|45)(?![\d.])/;
/** "в 11", "на 10", "к 14" (not "на 3 декабря", not "в 2 раза"). */
const HOUR =
  /(?:^|\s)(?:в|на|к)\s+([01]?\d|2[0-3])(?:\s*(?:ч|час|часа|часов))?(?=\s|$|[,.!?])(?!\s+(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|раз|минут))/i;

/** "в 3 часа дня", "в 7 вечера", "после 5 вечера": an afternoon hour said on the 12-hour clock. */
const PM = /^\s*(?:ч|час|часа|часов)?\s*(?:дня|вечера)(?=\s|$|[,.!?])/i;

/** The hour of `match` (at `text`), moved to the afternoon when "дня"/"вечера" follows it. */
function hourOf(match: RegExpExecArray, text: string): number {
  const hour = Number(match[1]);
  const after = text.slice(match.index + match[0].length);
  return hour < 12 && PM.test(after) ? hour + 12 : hour;
}

/** "с 10 до 12", "с 10:00 до 12:30": a window of the day. */
const RANGE =
  /(?:^|\s)с\s+([01]?\d|2[0-3])(?:[:.](\d{2}))?\s+до\s+([01]?\d|2[0-4])(?:[:.](\d{2}))?(?!\d)/i;

function timeOf(text: string): { time?: string; after?: string; before?: string; rest: string } {
  const range = RANGE.exec(text);
  if (range) {
    return {
      after: `${pad(Number(range[1]))}:${range[2] ?? '00'}`,
      before: `${pad(Number(range[3]))}:${range[4] ?? '00'}`,
      rest: text.replace(range[0], ' '),
    };
  }
  let rest = text;
  const after = AFTER.exec(rest);
  let afterTime: string | undefined;
  if (after) {
    afterTime = `${pad(after[2] ? Number(after[1]) : hourOf(after, rest))}:${after[2] ?? '00'}`;
    rest = rest.replace(after[0], ' ');
  }
  const clock = CLOCK.exec(rest);
  if (clock) {
    return {
      time: `${pad(Number(clock[1]))}:${clock[2]}`,
      rest: rest.replace(clock[0], ' '),
      ...(afterTime ? { after: afterTime } : {}),
    };
  }
  const hour = HOUR.exec(rest);
  if (hour) {
    return {
      time: `${pad(hourOf(hour, rest))}:00`,
      rest: rest.replace(hour[0], ' '),
      ...(afterTime ? { after: afterTime } : {}),
    };
  }
  if (/полд(е|ё)н|в обед/i.test(rest)) {
    return { time: '12:00', rest, ...(afterTime ? { after: afterTime } : {}) };
  }
  return { rest, ...(afterTime ? { after: afterTime } : {}) };
}

// ----- days

/** The day the text names; `last`: the last one named ("с пятницы на понедельник" → понедельник). */
/**
 * Day words chrono-node does not read: the adjectives ("завтрашнюю запись"), the weekdays'
 * abbreviations ("в чт", "на пт") and a common slip ("завтро"); as offsets or weekdays.
 */
const OWN_DAY_WORDS: [RegExp, (today: IsoDate) => IsoDate][] = [
  [/(^|\s)послезавтрашн\S*/i, (today) => addDays(today, 2)],
  [/(^|\s)(завтрашн\S*|завтро)(?=\s|$|[,.!?])/i, (today) => addDays(today, 1)],
  [/(^|\s)сегодняшн\S*/i, (today) => today],
  [/(^|\s)вчерашн\S*|(^|\s)вчера(?=\s|$|[,.!?])/i, (today) => addDays(today, -1)],
  ...(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const).map(
    (short, weekday): [RegExp, (today: IsoDate) => IsoDate] => [
      new RegExp(`(^|\\s)(в|во|на|к)\\s+${short}(?=\\s|$|[,.!?])`, 'i'),
      (today) => addDays(today, (weekday - weekdayIndex(today) + 7) % 7),
    ],
  ),
];

/** The day an adjective or an abbreviation names, and where it stands in the text. */
function ownDayWord(text: string, today: IsoDate): { date: IsoDate; index: number } | undefined {
  for (const [pattern, day] of OWN_DAY_WORDS) {
    const found = pattern.exec(text);
    if (found) return { date: day(today), index: found.index };
  }
  return undefined;
}

function dateOf(text: string, today: IsoDate, last = false): IsoDate | undefined {
  const own = ownDayWord(text, today);
  if (own) return own.date;
  const reference = new Date(`${today}T12:00:00`);
  const found: IsoDate[] = [];
  for (const result of chrono.ru.parse(text, reference, { forwardDate: true })) {
    const start = result.start;
    if (start.isCertain('day') || start.isCertain('weekday')) {
      found.push(
        formatIsoDate(start.get('year') ?? 0, start.get('month') ?? 0, start.get('day') ?? 0),
      );
    }
  }
  if (found.length > 0) return last ? found.at(-1) : found[0];
  return parseDate(text, today) ?? undefined;
}

function partOf(text: string): PartOfDay | undefined {
  const lower = normalize(text);
  if (/(^|\s)(утром|с утра|до обеда|утро)(\s|$|[,.!?])/.test(lower)) return 'morning';
  if (/(^|\s)(вечером|вечер|к вечеру)(\s|$|[,.!?])/.test(lower)) return 'evening';
  if (/(^|\s)(днем|после обеда|в обед)(\s|$|[,.!?])/.test(lower)) return 'afternoon';
  return undefined;
}

/** "за ноябрь", "в октябре", "на декабрь": a month named without a day. */
const NAMED_MONTH = new RegExp(`(?:^|\\s)(?:за|в|на)\\s+(${MONTH_STEMS.join('|')})\\S*`, 'i');
/** "за неделю", "на этой неделе", "за прошлую неделю", "в следующем месяце". */
const PERIOD =
  /(?:^|\s)(?:за|на|в)\s+(?:(эт|текущ|прошл|предыдущ|следующ)\S*\s+)?(недел|месяц)\S*/i;

/**
 * The period a text names and, unless it is this one, a day inside it: the last or the next week
 * or month, or a named month (for a past-looking request the latest one not after today's, else
 * the next one from today's on). `rest` is the text without it.
 */
function periodOf(
  text: string,
  today: IsoDate,
  past: boolean,
): { period?: Period; anchor?: IsoDate; rest: string } {
  const lower = normalize(text);
  const period = PERIOD.exec(lower);
  if (period) {
    const unit: Period = period[2] === 'недел' ? 'week' : 'month';
    const which = period[1] ?? '';
    const step = /^(прошл|предыдущ)/.test(which) ? -1 : which === 'следующ' ? 1 : 0;
    const rest = lower.replace(period[0], ' ');
    // This week or month: no day of its own (the request's day, else today, is in it).
    if (step === 0) return { period: unit, rest };
    const anchor = unit === 'week' ? addDays(today, 7 * step) : addMonths(today, step);
    return { period: unit, anchor, rest };
  }
  const month = NAMED_MONTH.exec(lower);
  if (month) {
    const index = MONTH_STEMS.findIndex((stem) => new RegExp(`^${stem}`).test(month[1] ?? ''));
    const year = Number(today.slice(0, 4));
    const current = Number(today.slice(5, 7));
    const number = index + 1;
    const y = past ? (number > current ? year - 1 : year) : number < current ? year + 1 : year;
    return {
      period: 'month',
      anchor: formatIsoDate(y, number, 1),
      rest: lower.replace(month[0], ' '),
    };
  }
  return { rest: text };
}

// ----- phone, reason, status

/**
 * A phone number's digits, with the country code when the text gives enough to know it: +7 / 8 9…
 * (Russia), +375 / 80 29… (Belarus); a local number ("29 555-01-01", 7–10 digits) stays as written,
 * and is matched by its last digits. A time or a date is never a phone.
 */
function phoneOf(text: string): string | undefined {
  const found = /(?:\+?\d[\d\s()-]{5,}\d)/.exec(text);
  if (!found) return undefined;
  let digits = found[0].replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('80')) digits = `375${digits.slice(2)}`;
  else if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  else if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  return digits.length >= 7 ? digits : undefined;
}

function reasonOf(text: string): string | undefined {
  const found = /(?:причина|по причине|потому что|так как)\s*[:\-—]?\s*(.+)$/i.exec(text);
  if (found?.[1]) return found[1].trim().replace(/[.!]+$/, '');
  const asked =
    /(?:^|\s)(по просьбе клиента|клиент заболел|клиентка заболела|мастер на больничном)/i.exec(
      text,
    );
  return asked?.[1]?.toLowerCase();
}

/** The status a list or a count asks for: "отменённые", "подтверждённые", "неявки", … */
function statusOf(text: string): AppointmentStatus | undefined {
  const lower = normalize(text);
  if (/отмен[её]нн|отмен[её]н[аоы]?(?=\s|$|[,.!?])|(^|\s)отмен(ы|ам)?(?=\s|$|[,.!?])/.test(lower))
    return 'cancelled';
  if (/не\s*подтвержд|неподтв|непотв|запланирован/.test(lower)) return 'scheduled';
  if (/подтвержд[её]нн|подтвержден[аоы]?(?=\s|$|[,.!?])/.test(lower)) return 'confirmed';
  if (/не\s*приш[её]?л|не\s*явил|неявк|не\s*дош[её]?л/.test(lower)) return 'no_show';
  if (/заверш[её]нн|выполненн|состоял|прош(ли|едш)/.test(lower)) return 'completed';
  return undefined;
}

// ----- names

/** Words that are never names, however written (commands, request words, times of day). */
const ORDINARY = new Set(
  (
    'запиши запишите записать поставь забей впиши зопиши оформи запись записи записей запишем давай нужно надо ' +
    'хочу клиента клиентку клиентки клиентка клиент клиентов новый новая новые новую новой нового новому новым создай заведи добавь добавить внеси карточку карточка ' +
    'отмени отменить отмените отмена отменяй сними убери удали последнюю визит визиты бронь причина ' +
    'перенеси перенесите передвинь сдвинь перезапиши перенести перенесём можно ' +
    'подтверди подтвердить подтверждаю прими одобри онлайн заявки сайта виджета ' +
    'кто свободен свободна найди найти окно окна окошко окошки свободное свободные слоты подбери время когда может принять ' +
    'визит визитов сколько скока число количество покажи какие какая список расписание что приходит придёт записан записано ' +
    'выручка выручку доход денег касса оборот заработали зарплата заработала заработок получит получу моя мой зп ' +
    'телефон номер телефона контакты чей это пожалуйста мастер мастера мастеру мастеров у к на в во с по за до после ' +
    'сегодня завтра послезавтра утром вечером днём днем через неделю неделе месяц месяце этом эту этой ' +
    'не придёт придет заболела отказалась и или да нет привет спасибо помощь помоги тобой пользоваться'
  )
    .split(/\s+/)
    .map(normalize),
);

const SURNAME = /(ов|ев|ёв|ин|ын|ск|цк|их|ых)(а|у|ой|ою|ы|ым|ом|е|ая|ую|ий|ого|ому)?$/i;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const CASES = ['nominative', 'genitive', 'dative', 'accusative', 'instrumental', 'prepositional'];

/** Whether lvovich declines `nominative` into `written` (ё/е and case-insensitive). */
function declinesTo(nominative: string, written: string, kind: 'first' | 'last'): boolean {
  const wanted = normalize(written);
  return CASES.some((grammaticalCase) => {
    const form =
      kind === 'first'
        ? lvovich.inclineFirstname(nominative, grammaticalCase as never)
        : lvovich.inclineLastname(nominative, grammaticalCase as never, 'female');
    return typeof form === 'string' && normalize(form) === wanted;
  });
}

/** The nominative of a surname in any case (Ковалёву, Ковалёвой → Ковалёва; Петров stays). */
export function surnameNominative(written: string): string {
  const lower = written.toLowerCase();
  const candidates = [
    lower.replace(/(ов|ев|ёв|ин|ын)(у|ой|ою|ы|е)$/, '$1а'),
    lower.replace(/(ск|цк)(ой|ую|ая)$/, '$1ая'),
    lower,
  ];
  for (const candidate of candidates) {
    if (candidate !== lower && declinesTo(capitalise(candidate), written, 'last')) {
      return capitalise(candidate);
    }
  }
  return capitalise(lower);
}

/** The nominative of a first name in any case (Анны → Анна, Марии → Мария, Наталье → Наталья). */
export function firstNameNominative(written: string): string {
  const lower = written.toLowerCase();
  const candidates = [
    lower.replace(/ии$/, 'ия'),
    lower.replace(/ию$/, 'ия'),
    lower.replace(/ь[еиюй]$/, 'ья'),
    lower.replace(/ьей$/, 'ья'),
    lower.replace(/[ыиеуой]$/, 'а').replace(/ой$/, 'а'),
    lower.replace(/[еиюй]$/, 'я'),
    lower,
  ];
  for (const candidate of candidates) {
    if (candidate !== lower && declinesTo(capitalise(candidate), written, 'first')) {
      return capitalise(candidate);
    }
  }
  return capitalise(lower);
}

/** A first name lvovich knows (Анна, Екатерина), in any case. */
function isFirstName(word: string): boolean {
  return lvovich.getFirstnameGender(firstNameNominative(word)) !== null;
}

/** -ов/-ев/-ёв/-ский surnames: never first names (unlike -ина, which may be Ирина or Ильина). */
const STRONG_SURNAME = /(ов|ев|ёв|ск|цк)(а|у|ой|ою|ы|ым|ом|е|ая|ую|ий|ого|ому)?$/i;

const looksLikeSurname = (word: string) => SURNAME.test(word) && word.length > 4;

interface NameWord {
  word: string;
  index: number;
}

/** Words before a name that make it the master's: "у Анны", "к Анне", "мастеру Анне". */
const BY_MASTER = ['у', 'к', 'мастер', 'мастера', 'мастеру', 'мастером', 'мастерица', 'мастерицы'];
/** Words before a surname that make it the master's ("к Морозовой", "мастеру Морозовой"). */
const TO_MASTER = ['к', 'мастер', 'мастера', 'мастеру', 'мастером'];

/**
 * Masters are named after "у", "к", "мастер(а|у)": a first name there is the master's, and so is a
 * surname after "к" or "мастер(а|у)" (after "у" a surname may be whose appointment it is); a
 * surname right after the master's first name is the master's too. The client is the other name.
 */
function namesOf(text: string): { client?: string; master?: string } {
  const list = words(text);
  const candidates: NameWord[] = [];
  for (const [index, word] of list.entries()) {
    const lower = normalize(word);
    if (ORDINARY.has(lower) || /^\d/.test(word) || lower.length < 3) continue;
    if (
      parseServiceType(word) ||
      dateOf(word, '2026-01-01') ||
      /^(январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр)/.test(lower)
    )
      continue;
    if (
      /^(утр|вечер|полд|обед|лазер|электр|восков|депиляц|эпиляц|консульт|шугар|неподтвержд|непотвержд|онлайн|бронир|отмен|перенес|подмыш|голен|бикини|губ|лиц|ног|бед|зон|прошл|следующ|текущ|недел|подтвержд|заверш|зарплат|выручк|час|дня)/.test(
        lower,
      )
    )
      continue;
    const capitalised = /^\p{Lu}/u.test(word);
    if (capitalised || looksLikeSurname(word)) candidates.push({ word, index });
  }
  let master: string | undefined;
  let masterIndex = -1;
  let client: string | undefined;
  const rest: NameWord[] = [];
  for (const candidate of candidates) {
    const before = normalize(list[candidate.index - 1] ?? '');
    const strong = STRONG_SURNAME.test(candidate.word);
    if (!master && BY_MASTER.includes(before) && !strong && isFirstName(candidate.word)) {
      master = firstNameNominative(candidate.word);
      masterIndex = candidate.index;
    } else if (!master && TO_MASTER.includes(before) && strong) {
      master = surnameNominative(candidate.word);
      masterIndex = candidate.index;
    } else if (master && candidate.index === masterIndex + 1 && strong && !master.includes(' ')) {
      // "к Анне Ковалёвой": the master's surname, not a client.
      master = `${master} ${surnameNominative(candidate.word)}`;
    } else {
      rest.push(candidate);
    }
  }
  if (rest.length > 0) {
    // A first name and a surname next to each other are one client: "Оксану Ковалёву".
    const [first, second] = rest;
    if (first && second && second.index === first.index + 1) {
      const [given, family] =
        STRONG_SURNAME.test(first.word) && !STRONG_SURNAME.test(second.word)
          ? [second.word, first.word]
          : [first.word, second.word];
      const givenName = firstNameNominative(given);
      // "Никиту Кузьмина": a man's surname in the accusative is no woman's (Кузьмина → Кузьмин).
      const male = lvovich.getFirstnameGender(givenName) === 'male';
      const surname = male
        ? capitalise(normalize(family).replace(/(ов|ев|ин|ын)(а|у|ым|е)$/, '$1'))
        : surnameNominative(family);
      client = `${givenName} ${male && /ёв/i.test(family) ? surname.replace(/ев$/, 'ёв') : surname}`;
    } else if (first) {
      client = looksLikeSurname(first.word)
        ? surnameNominative(first.word)
        : firstNameNominative(first.word);
    }
  }
  return { ...(client ? { client } : {}), ...(master ? { master } : {}) };
}

/** Intents about masters, never about a client: a name they give is a master's ("зарплата Анны"). */
const MASTER_INTENTS = new Set([
  'count_appointments',
  'list_appointments',
  'find_slots',
  'master_salary',
]);
/** Intents whose period looks back (a named month is the latest one so far). */
const PAST_INTENTS = new Set(['revenue', 'master_salary']);
/** Intents that take a period (a week, a month) instead of one day. */
const PERIOD_INTENTS = new Set(['revenue', 'count_appointments', 'list_appointments']);

/**
 * The day of the appointment a move is about: "с завтра на пятницу" (the first of two days), or
 * an adjective ("завтрашнюю запись"); the other day named is the new one.
 */
function appointmentDay(text: string, today: IsoDate): IsoDate | undefined {
  const adjective = /(^|\s)\S*(завтрашн|сегодняшн)\S*/i.exec(text);
  if (adjective) return ownDayWord(adjective[0], today)?.date;
  const from = /(?:^|\s)с\s+(\S+(?:\s+\d{1,2}[:.]\d{2})?)\s+на\s/i.exec(text);
  return from ? dateOf(from[1] ?? '', today) : undefined;
}

/** Everything a request names; `intent` decides what a period and a bare name mean. */
export function extractEntities(text: string, today: IsoDate, intent?: string): Entities {
  const { time, after, before, rest } = timeOf(text);
  const entities: Entities = {};
  const periodic = intent !== undefined && PERIOD_INTENTS.has(intent);
  const named: ReturnType<typeof periodOf> = periodic
    ? periodOf(rest, today, PAST_INTENTS.has(intent ?? ''))
    : { rest };
  const date =
    named.anchor ??
    dateOf(
      named.rest.replace(/(^|\s)(за|на|в)\s+(\S+\s+)?(недел\S*|месяц\S*)/gi, ' '),
      today,
      intent === 'reschedule_appointment',
    );
  if (date) entities.date = date;
  if (time) entities.time = time;
  if (after) entities.after = after;
  if (before) entities.before = before;
  if (intent === 'reschedule_appointment' || intent === 'cancel_appointment') {
    const was = appointmentDay(named.rest, today);
    if (was && intent === 'reschedule_appointment') {
      entities.was = was;
      const moved = dateOf(
        named.rest.replace(/(^|\s)\S*(завтрашн|сегодняшн)\S*/gi, ' '),
        today,
        true,
      );
      if (moved && moved !== was) entities.date = moved;
      else delete entities.date;
    }
  }
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0];
  if (email) entities.email = email.toLowerCase();
  const part = partOf(text);
  if (part) entities.part = part;
  const service = parseServiceType(text.replace(/лазерк/gi, 'лазер'));
  if (service) entities.service = service;
  const phone = phoneOf(text);
  if (phone) entities.phone = phone;
  const reason = reasonOf(text);
  if (reason) entities.reason = reason;
  if (intent === 'count_appointments' || intent === 'list_appointments') {
    const status = statusOf(text);
    if (status) entities.status = status;
  }
  if (named.period) entities.period = named.period;
  else if (intent === 'revenue' && date) entities.period = 'day';
  const names = namesOf(text.replace(/(причина|по причине)\s*[:\-—]?.*$/i, ''));
  if (intent && MASTER_INTENTS.has(intent) && names.client && !names.master) {
    names.master = names.client;
    delete names.client;
  }
  Object.assign(entities, names);
  return entities;
}
