// What a request names besides its intent: day (chrono-node's Russian parser, then our dd.mm
// fallback), time or "after" time, part of day, service type, people's names (brought to the
// nominative and checked with lvovich's declension), phone, period, reason and status.
import * as chrono from 'chrono-node';
import lvovich from 'lvovich';
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import { formatIsoDate, type IsoDate } from '@beautydesk/domain/rules/dates';
import { normalize, parseDate, parseServiceType, words } from './russian.ts';

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
  reason?: string;
  status?: 'cancelled';
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

function timeOf(text: string): { time?: string; after?: string; rest: string } {
  let rest = text;
  const after = AFTER.exec(rest);
  let afterTime: string | undefined;
  if (after) {
    afterTime = `${pad(Number(after[1]))}:${after[2] ?? '00'}`;
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
      time: `${pad(Number(hour[1]))}:00`,
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

function dateOf(text: string, today: IsoDate): IsoDate | undefined {
  const reference = new Date(`${today}T12:00:00`);
  for (const result of chrono.ru.parse(text, reference, { forwardDate: true })) {
    const start = result.start;
    if (start.isCertain('day') || start.isCertain('weekday')) {
      return formatIsoDate(start.get('year') ?? 0, start.get('month') ?? 0, start.get('day') ?? 0);
    }
  }
  return parseDate(text, today) ?? undefined;
}

function partOf(text: string): PartOfDay | undefined {
  const lower = normalize(text);
  if (/(^|\s)(утром|с утра|до обеда|утро)(\s|$|[,.!?])/.test(lower)) return 'morning';
  if (/(^|\s)(вечером|вечер|к вечеру)(\s|$|[,.!?])/.test(lower)) return 'evening';
  if (/(^|\s)(днем|после обеда|в обед)(\s|$|[,.!?])/.test(lower)) return 'afternoon';
  return undefined;
}

function periodOf(text: string): Period | undefined {
  const lower = normalize(text);
  if (/(за|на|в)\s+(эт\S*\s+|текущ\S*\s+)?недел/.test(lower)) return 'week';
  if (/(за|на|в)\s+(эт\S*\s+|текущ\S*\s+)?месяц/.test(lower)) return 'month';
  return undefined;
}

// ----- phone, reason, status

function phoneOf(text: string): string | undefined {
  const found = /(?:\+?\d[\d\s()-]{8,}\d)/.exec(text);
  if (!found) return undefined;
  let digits = found[0].replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits.length >= 11 ? digits : undefined;
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

function statusOf(text: string): 'cancelled' | undefined {
  return /отмен[её]нн/i.test(text) ? 'cancelled' : undefined;
}

// ----- names

/** Words that are never names, however written (commands, request words, times of day). */
const ORDINARY = new Set(
  (
    'запиши запишите записать поставь забей впиши зопиши оформи запись записи записей запишем давай нужно надо ' +
    'хочу клиента клиентку клиентки клиент клиентов новый новая новые создай заведи добавь добавить внеси карточку карточка ' +
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

/** Masters are named after "у", "к", "мастер(а|у)"; the client is any other name in the text. */
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
      /^(утр|вечер|полд|обед|лазер|электр|восков|депиляц|эпиляц|консульт|шугар|неподтвержд|непотвержд|онлайн|бронир|отмен|перенес)/.test(
        lower,
      )
    )
      continue;
    const capitalised = /^\p{Lu}/u.test(word);
    if (capitalised || looksLikeSurname(word)) candidates.push({ word, index });
  }
  let master: string | undefined;
  let client: string | undefined;
  const rest: NameWord[] = [];
  for (const candidate of candidates) {
    const before = normalize(list[candidate.index - 1] ?? '');
    const byMaster = ['у', 'к', 'мастер', 'мастера', 'мастеру'].includes(before);
    if (
      !master &&
      byMaster &&
      !STRONG_SURNAME.test(candidate.word) &&
      isFirstName(candidate.word)
    ) {
      master = firstNameNominative(candidate.word);
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
      client = `${firstNameNominative(given)} ${surnameNominative(family)}`;
    } else if (first) {
      client = looksLikeSurname(first.word)
        ? surnameNominative(first.word)
        : firstNameNominative(first.word);
    }
  }
  return { ...(client ? { client } : {}), ...(master ? { master } : {}) };
}

/** Everything a request names; `intent` only decides whether a named day is a revenue period. */
export function extractEntities(text: string, today: IsoDate, intent?: string): Entities {
  const { time, after, rest } = timeOf(text);
  const entities: Entities = {};
  const date = dateOf(rest.replace(/(^|\s)(за|на)\s+(эт\S*\s+)?(недел\S*|месяц\S*)/gi, ' '), today);
  if (date) entities.date = date;
  if (time) entities.time = time;
  if (after) entities.after = after;
  const part = partOf(text);
  if (part) entities.part = part;
  const service = parseServiceType(text.replace(/лазерк/gi, 'лазер'));
  if (service) entities.service = service;
  const phone = phoneOf(text);
  if (phone) entities.phone = phone;
  const reason = reasonOf(text);
  if (reason) entities.reason = reason;
  const status = statusOf(text);
  if (status) entities.status = status;
  let period = periodOf(text);
  if (intent === 'revenue' && !period && date) period = 'day';
  if (period && intent === 'revenue') entities.period = period;
  Object.assign(entities, namesOf(text.replace(/(причина|по причине)\s*[:\-—]?.*$/i, '')));
  return entities;
}
