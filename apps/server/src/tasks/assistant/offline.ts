// The built-in offline assistant: understands a plain Russian request (intents.ts, entities.ts),
// keeps the conversation's frame across messages (what is known, what was asked), asks for each
// missing or ambiguous piece, describes every write and performs it only after the user's "да".
// All data comes from the tools: the user's own API calls, with the user's own permissions.
import {
  addDays,
  addMonths,
  diffDays,
  formatIsoDate,
  requireDate,
  startOfIsoWeek,
  formatTime,
  parseTime,
  weekdayIndex,
  type IsoDate,
} from '@beautydesk/domain/rules/dates';
import { appointmentStatusLabels } from '@beautydesk/domain/messages/calendar';
import type { Slot } from '@beautydesk/domain/schemas/appointments';
import type { ServiceType } from '@beautydesk/domain/schemas/services';
import type { ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import { assistantTexts as t, WEEKDAY_ACCUSATIVE } from '../messages.ts';
import {
  askCall,
  askedState,
  confirmCall,
  isNo,
  isYes,
  pendingAction,
  type PendingAction,
} from './confirmation.ts';
import {
  extractEntities,
  firstNameNominative,
  surnameNominative,
  type Entities,
} from './entities.ts';
import { intentClassifier, type Intent } from './intents.ts';
import { nameMatches, normalize, SERVICE_TYPE_LABELS, words } from './russian.ts';
import type {
  AppointmentSummary,
  MasterSummary,
  ServiceSummary,
  Toolbox,
  ToolName,
  ToolRun,
} from './tools.ts';
import type { AssistantEvent, AssistantProvider, AssistantTurn } from './types.ts';

const MAX_MASTERS = 10;
const MAX_SLOTS_IN_TEXT = 8;
const MAX_OPTIONS = 6;
/** A list longer than this says how many more there are. */
const MAX_LIST_LINES = 30;

/** A status as the calendar names it, in lower case ("отменена"). */
const statusLabel = (status: string) =>
  ((appointmentStatusLabels as Record<string, string>)[status] ?? status).toLowerCase();
/** How far a client's next or last visit is looked for: a year, in steps of a month. */
const VISIT_STEP_DAYS = 31;
const VISIT_MONTHS = 12;
/** Appointments still to come (not cancelled, done or missed). */
const OPEN_STATUSES = new Set(['scheduled', 'confirmed', 'in_progress']);
/** A visit's length when no service is named ("кто свободен в пятницу"). */
const DEFAULT_WINDOW_MIN = 60;
const PART_OF_DAY = {
  morning: ['00:00', '12:00'],
  afternoon: ['12:00', '17:00'],
  evening: ['17:00', '24:00'],
};

/** "сегодня, 21.11", "завтра, 22.11", "в пятницу, 27.11". */
export function dayLabel(date: string, today: string): string {
  const short = `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  const ahead = diffDays(today, date);
  if (ahead === 0) return `сегодня, ${short}`;
  if (ahead === 1) return `завтра, ${short}`;
  if (ahead === 2) return `послезавтра, ${short}`;
  return `${WEEKDAY_ACCUSATIVE[weekdayIndex(date)]}, ${short}`;
}

/** A day's label after "на" or "за": "в пятницу, 27.11" → "пятницу, 27.11". */
const afterPreposition = (label: string) => label.replace(/^(в|во) /, '');

const slotText = (slot: Slot) => `${slot.start_time}–${slot.end_time}`;
const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** Splits an answer into a few pieces, so it arrives as a stream. */
export function chunksOf(text: string, size = 48): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(?<=\s)/)) {
    current += part;
    if (current.length >= size) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** What the conversation knows so far, kept on the question's `ask_user` call. */
export interface Frame {
  intent: Intent;
  entities: Entities;
  /** Resolved ids: the client, master and appointment the user picked. */
  client_id?: string;
  client_label?: string;
  master_id?: string;
  appointment_id?: string;
  /** Whether the text asked for the latest appointment ("последнюю запись"). */
  latest?: boolean;
  /** The service picked among several of the type asked for. */
  service_id?: string;
  /** What the user wrote so far in this request: the words that name a service ("подмышки"). */
  said?: string;
  /** The time a booking tried and found taken: another day named keeps it. */
  tried?: string;
  /** The piece the last question asked for. */
  asking?: 'client' | 'service' | 'date' | 'time' | 'reason' | 'reschedule' | 'phone' | 'choice';
  /** The people, services or appointments offered when what was said matched several. */
  options?: {
    kind: 'client' | 'master' | 'appointment' | 'service';
    items: { id: string; label: string }[];
  };
}

/** One reply's outcome: a text, and the frame or the action it leaves waiting. */
type Outcome =
  | { text: string }
  | { text: string; unknownMaster: string }
  | { text: string; ask: Frame }
  | { text: string; confirm: PendingAction };

const ORDINALS = ['перв', 'втор', 'трет', 'четв', 'пят', 'шест'];

/** Words that say what kind of service, not which one ("лазер", "эпиляцию", "запиши"). */
const NOT_A_ZONE =
  /^(лазер|электр|воск|восков|депиляц|эпиляц|шугар|процедур|услуг|запис|запиш|сегодн|завтр|послезавтр|клиент|мастер|пожалуйст)/;

/** The beginnings of the words that may name a service's zone: "подмышки" → "подмы", "ноги" → "ног". */
export function serviceKeys(text: string): string[] {
  return words(text)
    .map(normalize)
    .filter((word) => word.length >= 3 && /^\p{L}/u.test(word) && !NOT_A_ZONE.test(word))
    .map((word) => word.slice(0, Math.max(3, Math.min(5, word.length - 1))));
}

/** The services the words fit best (all of them when the words name none). */
export function servicesNamed<T extends { name: string }>(services: T[], text: string): T[] {
  const keys = serviceKeys(text);
  const scored = services.map((service) => {
    const own = words(service.name).map(normalize);
    return { service, score: keys.filter((key) => own.some((w) => w.startsWith(key))).length };
  });
  const best = Math.max(0, ...scored.map((item) => item.score));
  return scored.filter((item) => item.score === best).map((item) => item.service);
}

/** The option a reply picks: "2", "вторую", or a name of one of them (a zone for a service). */
function pickOption(
  text: string,
  items: { id: string; label: string }[],
  kind?: NonNullable<Frame['options']>['kind'],
) {
  const lower = normalize(text.trim());
  const number = /^(\d)\b/.exec(lower);
  if (number) return items[Number(number[1]) - 1] ?? null;
  const ordinal = ORDINALS.findIndex((stem) => lower.startsWith(stem));
  if (ordinal >= 0) return items[ordinal] ?? null;
  if (kind === 'service') {
    const named = servicesNamed(
      items.map((item) => ({ ...item, name: item.label })),
      text,
    );
    return named.length === 1 && serviceKeys(text).length > 0 ? (named[0] ?? null) : null;
  }
  // The whole name as listed ("Александр Комаров", not "Александра Комарова").
  const key = (name: string) => words(name).map(normalize).sort().join(' ');
  const exact = items.filter((item) => key(item.label.split(',')[0] ?? '') === key(text));
  if (exact.length === 1) return exact[0] ?? null;
  const named = items.filter((item) =>
    words(text).some((word) => word.length > 2 && nameMatches(item.label, word)),
  );
  if (named.length === 1) return named[0] ?? null;
  // Several share the word said (the surname): the other words decide ("Оксана Ковалёва").
  const narrowed = named.filter((item) =>
    words(text)
      .filter((word) => word.length > 2)
      .every((word) => nameMatches(item.label, word)),
  );
  return narrowed.length === 1 ? (narrowed[0] ?? null) : null;
}

/** The nominative of a name said in reply to "which client?" (any case, one or two words). */
function spokenName(text: string): string | undefined {
  const list = words(text).filter((word) => /^\p{L}/u.test(word));
  if (list.length === 0 || list.length > 3) return undefined;
  return list
    .map((word) =>
      /(ов|ев|ёв|ин|ын|ск|цк)(а|у|ой|ы)?$/i.test(word) && list.length > 1
        ? surnameNominative(word)
        : list.length === 1
          ? surnameNominative(word)
          : firstNameNominative(word),
    )
    .join(' ');
}

/** The clients whose whole name is `name` as said (any word order), when there are any. */
function exactly<T extends { name: string }>(clients: T[], name: string | undefined): T[] {
  if (!name || !name.includes(' ') || clients.length < 2) return clients;
  const key = (text: string) => words(text).map(normalize).sort().join(' ');
  const same = clients.filter((client) => key(client.name) === key(name));
  return same.length > 0 ? same : clients;
}

function covers(slot: Slot, time: string, minutes: number): boolean {
  const start = parseTime(time);
  const from = parseTime(slot.start_time);
  const to = parseTime(slot.end_time);
  if (start === null || from === null || to === null) return false;
  return from <= start && start + minutes <= to;
}

/** A window clipped to "after 15" or a part of the day; null when nothing of it is left. */
function clip(slot: Slot, from: string | undefined, to: string | undefined, minutes: number) {
  const start = Math.max(parseTime(slot.start_time) ?? 0, from ? (parseTime(from) ?? 0) : 0);
  const end = Math.min(parseTime(slot.end_time) ?? 0, to ? (parseTime(to) ?? 24 * 60) : 24 * 60);
  if (end - start < minutes) return null;
  return {
    ...slot,
    start_time: formatTime(start),
    end_time: formatTime(Math.min(end, 24 * 60 - 1)),
  };
}

function money(amount: number, currency: string | null): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded.toLocaleString('ru-RU')} ${currency ?? ''}`.trim();
}

/** The first and last day of `date`'s month (the domain's month arithmetic). */
const monthStart = (date: IsoDate) =>
  formatIsoDate(requireDate(date).year, requireDate(date).month, 1);
const monthEnd = (date: IsoDate) => addDays(addMonths(monthStart(date), 1), -1);

/** One reply: the tool calls as they run, then the answer's text. */
class Conversation {
  constructor(
    private readonly tools: Toolbox,
    private readonly today: string,
    private readonly emit: (event: AssistantEvent) => void,
  ) {}

  async tool<N extends ToolName>(name: N, args: unknown): Promise<ToolRun<N>> {
    const run = await this.tools.run(name, args);
    this.emit(toolCallEvent(run.call));
    return run;
  }

  day(date: string): string {
    return dayLabel(date, this.today);
  }

  ask(frame: Frame, asking: Frame['asking'], text: string): Outcome {
    return { text, ask: { ...frame, asking } };
  }

  // ----- people

  /** The frame's client as one id, or the question to ask. */
  async client(frame: Frame): Promise<{ id: string; label: string } | Outcome> {
    if (frame.client_id) return { id: frame.client_id, label: frame.client_label ?? '' };
    const { client: name, phone, email } = frame.entities;
    if (!name && !phone && !email) return this.ask(frame, 'client', t.askClient);
    const found = await this.tool('find_clients', name ? { name } : phone ? { phone } : { email });
    if (!found.result.ok) return { text: t.refused(found.result.detail) };
    const said = name ?? (phone ? `+${phone}` : (email as string));
    // The whole name as said (either word order) wins over namesakes found by its stems.
    const clients = exactly(found.result.data, name);
    if (clients.length === 0) return { text: t.noClient(said) };
    if (clients.length === 1) {
      const [only] = clients as [(typeof clients)[number]];
      frame.client_id = only.id;
      frame.client_label = only.name;
      return { id: only.id, label: only.name };
    }
    const items = clients.slice(0, MAX_OPTIONS).map((client) => ({
      id: client.id,
      label: client.phone ? `${client.name}, ${client.phone}` : client.name,
    }));
    const more = clients.length - items.length;
    return {
      text: `${t.askClientChoice(
        said,
        items.map((item) => item.label),
      )}${more > 0 ? `\n${t.moreClients(more)}` : ''}`,
      ask: { ...frame, asking: 'choice', options: { kind: 'client', items } },
    };
  }

  /** The named master (or every active one when none is named), or the reply to give instead. */
  async masters(frame: Frame): Promise<MasterSummary[] | Outcome> {
    const found = await this.tool('find_masters', {});
    if (!found.result.ok) return { text: t.refused(found.result.detail) };
    const all = found.result.data;
    if (frame.master_id) return all.filter((master) => master.id === frame.master_id);
    const wanted = frame.entities.master;
    if (!wanted) {
      return all.length > 0 ? all.slice(0, MAX_MASTERS) : { text: t.noMasters };
    }
    const named = all.filter((master) => nameMatches(master.name, wanted));
    if (named.length === 0)
      return {
        text: t.noMasterNamed(
          wanted,
          all.map((m) => m.name),
        ),
        unknownMaster: wanted,
      };
    if (named.length > 1) {
      const items = named.map((master) => ({ id: master.id, label: master.name }));
      return {
        text: t.askMasterChoice(
          wanted,
          items.map((item) => item.label),
        ),
        ask: { ...frame, asking: 'choice', options: { kind: 'master', items } },
      };
    }
    return named;
  }

  async services(type: ServiceType): Promise<ServiceSummary[] | Outcome> {
    const found = await this.tool('find_services', { type });
    if (!found.result.ok) return { text: t.refused(found.result.detail) };
    if (found.result.data.length === 0) return { text: t.noServices(SERVICE_TYPE_LABELS[type]) };
    return found.result.data;
  }

  /** The client's appointment the request is about, or the question to ask. */
  async appointment(
    frame: Frame,
    client: { id: string; label: string },
  ): Promise<AppointmentSummary | Outcome> {
    const from = this.today;
    const run = await this.tool('list_appointments', {
      from_date: frame.entities.date ?? from,
      to_date: frame.entities.date ?? addDays(from, 90),
      client_id: client.id,
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const open = run.result.data.filter(
      (a) => !['cancelled', 'completed', 'no_show'].includes(a.status),
    );
    if (frame.appointment_id) {
      const chosen = open.find((a) => a.id === frame.appointment_id);
      if (chosen) return chosen;
    }
    if (open.length === 0) return { text: t.noUpcoming(client.label) };
    if (open.length === 1 || frame.latest) return open.at(-1) as AppointmentSummary;
    const items = open.slice(0, MAX_OPTIONS).map((a) => ({ id: a.id, label: this.describe(a) }));
    return {
      text: t.askAppointmentChoice(
        client.label,
        items.map((item) => item.label),
      ),
      ask: { ...frame, asking: 'choice', options: { kind: 'appointment', items } },
    };
  }

  describe(a: AppointmentSummary): string {
    const what = a.services.join(', ');
    return `${this.day(a.date)}, ${a.start_time}–${a.end_time}${what ? `, «${what}»` : ''}${a.master ? `, мастер ${a.master}` : ''}`;
  }

  // ----- reading

  /** The days a count or a list is about: one day, or the week or month named, and its label. */
  span(frame: Frame): { from: IsoDate; to: IsoDate; label: string; oneDay: boolean } {
    const anchor = frame.entities.date ?? this.today;
    const period = frame.entities.period;
    if (period === 'week' || period === 'month') {
      const from = period === 'week' ? startOfIsoWeek(anchor) : monthStart(anchor);
      const to = period === 'week' ? addDays(from, 6) : monthEnd(anchor);
      return { from, to, label: `${shortDate(from)}–${shortDate(to)}`, oneDay: false };
    }
    return { from: anchor, to: anchor, label: this.day(anchor), oneDay: true };
  }

  /** The named master's id for a count or a list (none named: everyone), or the reply instead. */
  async masterFilter(frame: Frame): Promise<{ id?: string; name?: string } | Outcome> {
    if (!frame.entities.master && !frame.master_id) return {};
    const masters = await this.masters(frame);
    if (!Array.isArray(masters)) return masters;
    return { id: masters[0]?.id, name: masters[0]?.name };
  }

  async count(frame: Frame): Promise<Outcome> {
    const { from, to, label, oneDay } = this.span(frame);
    const status = frame.entities.status;
    const master = await this.masterFilter(frame);
    if ('text' in master) return master;
    const who = master.name ? ` у мастера ${master.name}` : '';
    let total: number;
    let byStatus: Record<string, number>;
    let byStudio: Record<string, number> = {};
    if (oneDay && !status) {
      const run = await this.tool('count_appointments', {
        date: from,
        ...(master.id ? { master_id: master.id } : {}),
      });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      ({ total, by_status: byStatus, by_studio: byStudio } = run.result.data);
    } else {
      const run = await this.tool('list_appointments', {
        from_date: from,
        to_date: to,
        ...(master.id ? { master_id: master.id } : {}),
        ...(status ? { status } : {}),
      });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      total = run.result.data.length;
      byStatus = {};
      for (const a of run.result.data) {
        byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
        byStudio[a.studio_id] = (byStudio[a.studio_id] ?? 0) + 1;
      }
    }
    // A master's appointments are in their own studio: the split says something only for all.
    const studios = master.id ? '' : await this.studioSplit(byStudio);
    if (status) {
      return { text: `${t.countStatus(`${label}${who}`, statusLabel(status), total)}${studios}` };
    }
    const text = [t.countDay(`${label}${who}`, total)];
    const parts = Object.entries(byStatus).map(([s, n]) => `${statusLabel(s)} — ${n}`);
    if (parts.length > 0) text.push(t.countByStatus(parts));
    return { text: `${text.join(' ')}${studios}` };
  }

  /**
   * " По студиям: Минск — 3, Москва — 1." when the license has several studios (a number without
   * its studio reads as the calendar's one), else nothing.
   */
  async studioSplit(byStudio: Record<string, number>): Promise<string> {
    const run = await this.tool('find_studios', {});
    if (!run.result.ok || run.result.data.length < 2) return '';
    return ` ${t.byStudio(run.result.data.map((studio) => `${studio.name} — ${byStudio[studio.id] ?? 0}`))}`;
  }

  async countClients(frame: Frame): Promise<Outcome> {
    void frame;
    const run = await this.tool('count_clients', {});
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const { total, active, new_this_month: fresh } = run.result.data;
    return { text: t.clientCount(total, active, fresh) };
  }

  /** A client's next visit, or the last one ("когда последний раз была …"). */
  async clientVisit(frame: Frame): Promise<Outcome> {
    const client = await this.client(frame);
    if ('text' in client) return client;
    const last = /последн|был[аи]?(\s|$)|приходил/i.test(frame.said ?? '');
    // Month by month from today (a range's list is capped), back for the last, on for the next.
    for (let month = 0; month < VISIT_MONTHS; month += 1) {
      const edge = addDays(this.today, (last ? -1 : 1) * VISIT_STEP_DAYS * month);
      const far = addDays(edge, (last ? -1 : 1) * (VISIT_STEP_DAYS - 1));
      const run = await this.tool('list_appointments', {
        from_date: last ? far : edge,
        to_date: last ? edge : far,
        client_id: client.id,
        ...(last ? { status: 'completed' } : {}),
      });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      const visit = last
        ? run.result.data.at(-1)
        : run.result.data.find((a) => OPEN_STATUSES.has(a.status));
      if (visit) {
        const what = this.describe(visit);
        return { text: last ? t.lastVisit(client.label, what) : t.nextVisit(client.label, what) };
      }
    }
    return { text: last ? t.noPastVisit(client.label) : t.noUpcoming(client.label) };
  }

  /** Every unconfirmed booking of a day (tomorrow unless named), confirmed on one "да". */
  async confirmDay(frame: Frame): Promise<Outcome> {
    const date = frame.entities.date ?? addDays(this.today, 1);
    const run = await this.tool('list_appointments', {
      from_date: date,
      to_date: date,
      status: 'scheduled',
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const day = afterPreposition(this.day(date));
    if (run.result.data.length === 0) return { text: t.noUnconfirmed(day) };
    const byStudio: Record<string, number> = {};
    for (const a of run.result.data) byStudio[a.studio_id] = (byStudio[a.studio_id] ?? 0) + 1;
    const summary = `${t.confirmDay(day, run.result.data.length)}${await this.studioSplit(byStudio)}`;
    return {
      text: `${summary} ${t.askConfirm}`,
      confirm: {
        tool: 'confirm_appointments',
        arguments: { appointment_ids: run.result.data.map((a) => a.id) },
        summary,
      },
    };
  }

  async list(frame: Frame): Promise<Outcome> {
    if (frame.client_id) return this.clientList(frame);
    const { from, to, label, oneDay } = this.span(frame);
    const master = await this.masterFilter(frame);
    // "покажи записи Петровой": no master of that name, so it is a client's.
    if ('unknownMaster' in master) {
      return this.clientList({
        ...frame,
        entities: { ...frame.entities, client: master.unknownMaster, master: undefined },
      });
    }
    if ('text' in master) return master;
    const run = await this.tool('list_appointments', {
      from_date: from,
      to_date: to,
      ...(master.id ? { master_id: master.id } : {}),
      ...(frame.entities.status ? { status: frame.entities.status } : {}),
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const lines = run.result.data.map((a) => {
      const when = oneDay ? '' : `${shortDate(a.date)} `;
      return `${when}${a.start_time}–${a.end_time} ${a.client ?? ''}${a.master ? ` → ${a.master}` : ''} (${statusLabel(a.status)})`;
    });
    const shown = lines.slice(0, MAX_LIST_LINES);
    if (lines.length > shown.length) shown.push(t.andMore(lines.length - shown.length));
    return { text: t.dayList(label, shown) };
  }

  /** A client's appointments: of the day or period named, else the coming 90 days'. */
  async clientList(frame: Frame): Promise<Outcome> {
    const client = await this.client(frame);
    if ('text' in client) return client;
    const named = frame.entities.date !== undefined || frame.entities.period !== undefined;
    const span = named
      ? this.span(frame)
      : { from: this.today, to: addDays(this.today, 90), oneDay: false };
    const run = await this.tool('list_appointments', {
      from_date: span.from,
      to_date: span.to,
      client_id: client.id,
      ...(frame.entities.status ? { status: frame.entities.status } : {}),
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    if (run.result.data.length === 0) return { text: t.noUpcoming(client.label) };
    const lines = run.result.data
      .slice(0, MAX_LIST_LINES)
      .map((a) => `${this.describe(a)} (${statusLabel(a.status)})`);
    return { text: t.clientAppointments(client.label, lines) };
  }

  async findSlots(frame: Frame): Promise<Outcome> {
    const e = frame.entities;
    const date = e.date ?? this.today;
    const masters = await this.masters(frame);
    // "когда записан Комаров": no master of that name, and no free time asked for, so it is a
    // client's appointments.
    if ('unknownMaster' in masters && !/(свобод|окн|окош|время)/i.test(frame.said ?? '')) {
      return this.clientList({
        ...frame,
        entities: { ...frame.entities, client: masters.unknownMaster, master: undefined },
      });
    }
    if (!Array.isArray(masters)) return masters;
    const services = e.service ? await this.services(e.service) : null;
    if (services && !Array.isArray(services)) return services;
    const [from, to] = e.part ? PART_OF_DAY[e.part] : [e.after ?? e.time, e.before];
    const lines: string[] = [];
    for (const master of masters) {
      const service = services ? serviceFor(services, master, frame.said) : null;
      const minutes = service?.duration_min ?? DEFAULT_WINDOW_MIN;
      // "после 15", "утром": whole free windows, to clip (the optimal slots are only a few).
      const clipped = Boolean(from || to);
      const run =
        service && !clipped
          ? await this.tool('find_slots', {
              master_id: master.id,
              studio_id: master.studio_id,
              service_ids: [service.id],
              from_date: date,
              to_date: date,
            })
          : await this.tool('free_windows', { master_id: master.id, date, duration_min: minutes });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      const slots = run.result.data.slots
        .filter((slot) => slot.date === date)
        .map((slot) => clip(slot, from, to, minutes))
        .filter((slot): slot is Slot => slot !== null);
      if (slots.length > 0) {
        const shown = slots.slice(0, MAX_SLOTS_IN_TEXT).map(slotText).join(', ');
        lines.push(`${master.name}${service ? ` («${service.name}»)` : ''}: ${shown}`);
      } else if (e.master) {
        lines.push(`${master.name}: нет свободных окон`);
      }
    }
    return { text: t.freeAnyone(this.day(date), lines) };
  }

  async findClient(frame: Frame): Promise<Outcome> {
    const { client: name, phone, email } = frame.entities;
    if (!name && !phone && !email) return this.ask(frame, 'client', t.askClient);
    const run = await this.tool('find_clients', {
      ...(name ? { name } : {}),
      ...(phone ? { phone } : {}),
      ...(email && !name && !phone ? { email } : {}),
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    if (run.result.data.length === 0)
      return { text: t.noClientsFound(name ?? (phone ? `+${phone}` : (email as string))) };
    return {
      text: t.clientsFound(
        run.result.data.slice(0, 10).map((c) => (c.phone ? `${c.name}, ${c.phone}` : c.name)),
      ),
    };
  }

  async revenue(frame: Frame): Promise<Outcome> {
    const e = frame.entities;
    const anchor = e.date ?? this.today;
    const period = e.period ?? 'day';
    const [from, to, label] =
      period === 'week'
        ? [startOfIsoWeek(anchor), addDays(startOfIsoWeek(anchor), 6), '']
        : period === 'month'
          ? [monthStart(anchor), monthEnd(anchor), '']
          : [anchor, anchor, afterPreposition(this.day(anchor))];
    const run = await this.tool('revenue', { from_date: from, to_date: to });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const span = label || `${shortDate(from)}–${shortDate(to)}`;
    const { revenue, visits } = run.result.data;
    const amounts = revenue.map((r) => money(r.amount, r.currency)).join(' + ') || money(0, null);
    return { text: t.revenue(`за ${span}`, amounts, visits) };
  }

  async salary(frame: Frame): Promise<Outcome> {
    if (frame.entities.master || frame.master_id) {
      const masters = await this.masters(frame);
      if (!Array.isArray(masters)) return masters;
      const master = masters[0] as MasterSummary;
      const run = await this.tool('master_salary', { master_id: master.id });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      const { current_month: earned, forecast, currency } = run.result.data;
      return {
        text: t.salary(
          master.name,
          money(earned, currency),
          forecast === null ? null : money(forecast, currency),
        ),
      };
    }
    const run = await this.tool('master_salary', {});
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const { master, current_month: earned, forecast, currency } = run.result.data;
    return { text: t.salary(master, money(earned, currency), money(forecast ?? 0, currency)) };
  }

  // ----- writing (described first, done on "да")

  /**
   * The one service of the type asked for that the request means: named by its zone ("лазер
   * подмышек"), picked from the list, or the only one; several fit → the question listing them.
   */
  async service(frame: Frame, type: ServiceType): Promise<ServiceSummary | Outcome> {
    const services = await this.services(type);
    if (!Array.isArray(services)) return services;
    const picked = frame.service_id && services.find((s) => s.id === frame.service_id);
    if (picked) return picked;
    const fitting = servicesNamed(services, frame.said ?? '');
    if (fitting.length === 1) return fitting[0] as ServiceSummary;
    const items = fitting
      .slice(0, MAX_OPTIONS)
      .map((service) => ({ id: service.id, label: service.name }));
    return {
      text: t.askServiceChoice(
        SERVICE_TYPE_LABELS[type],
        fitting.slice(0, MAX_OPTIONS).map((s) => `${s.name}, ${s.duration_min} мин`),
      ),
      ask: { ...frame, asking: 'choice', options: { kind: 'service', items } },
    };
  }

  async book(frame: Frame): Promise<Outcome> {
    const e = frame.entities;
    const client = await this.client(frame);
    if ('text' in client) return client;
    if (!e.service) return this.ask(frame, 'service', t.askBookService);
    const service = await this.service(frame, e.service);
    if ('text' in service) return service;
    frame.service_id = service.id;
    if (!e.date) return this.ask(frame, 'date', t.askDate);
    // "после 16", "с 10 до 12", "утром": the earliest free start in that part of the day.
    const within = e.time
      ? null
      : e.part
        ? PART_OF_DAY[e.part]
        : e.after
          ? [e.after, e.before]
          : null;
    if (!e.time && !within) return this.ask(frame, 'time', t.askTime);
    const found = await this.masters(frame);
    if (!Array.isArray(found)) return found;
    // Only the masters whose studio offers the service.
    const masters = found.filter((master) => service.prices[master.studio_id] !== undefined);
    if (masters.length === 0)
      return {
        text: t.serviceNotThere(
          service.name,
          found.map((m) => m.name),
        ),
      };
    const nearest: string[] = [];
    for (const master of masters) {
      const run = await this.tool('free_windows', {
        master_id: master.id,
        date: e.date,
        duration_min: service.duration_min,
      });
      if (!run.result.ok) return { text: t.refused(run.result.detail) };
      const slots = run.result.data.slots.filter((slot) => slot.date === e.date);
      const time = within
        ? slots
            .map((slot) => clip(slot, within[0], within[1], service.duration_min))
            .find((slot) => slot !== null)?.start_time
        : e.time;
      if (!time || !slots.some((slot) => covers(slot, time, service.duration_min))) {
        for (const slot of slots.slice(0, 2)) nearest.push(`${slotText(slot)} (${master.name})`);
        continue;
      }
      const start = parseTime(time) as number;
      const end = formatTime(Math.min(start + service.duration_min, 24 * 60 - 1));
      const summary = t.confirmBook(
        client.label,
        service.name,
        master.name,
        this.day(e.date),
        time,
        end,
      );
      return {
        text: `${summary} ${t.askConfirm}`,
        confirm: {
          tool: 'create_appointment',
          arguments: {
            client_id: client.id,
            master_id: master.id,
            studio_id: master.studio_id,
            service_ids: [service.id],
            date: e.date,
            start_time: time,
            end_time: end,
          },
          summary,
        },
      };
    }
    // Another time fills the same booking, or another day at the time tried ("нет, на четверг").
    const asked = e.time ?? (e.part ? (PART_OF_DAY[e.part][0] as string) : (e.after as string));
    return this.ask(
      { ...frame, entities: { ...e, time: undefined }, tried: asked },
      'time',
      t.bookingTaken(this.day(e.date), asked, nearest.slice(0, MAX_SLOTS_IN_TEXT)),
    );
  }

  async cancel(frame: Frame): Promise<Outcome> {
    const client = await this.client(frame);
    if ('text' in client) return client;
    const appointment = await this.appointment(frame, client);
    if ('text' in appointment) return appointment;
    frame.appointment_id = appointment.id;
    const reason = frame.entities.reason;
    if (!reason || reason.length < 3) return this.ask(frame, 'reason', t.askReason);
    const what = `${client.label} ${this.describe(appointment)}`;
    const summary = t.confirmCancel(what, reason);
    return {
      text: `${summary} ${t.askConfirm}`,
      confirm: {
        tool: 'cancel_appointment',
        arguments: { appointment_id: appointment.id, reason },
        summary,
      },
    };
  }

  async reschedule(frame: Frame): Promise<Outcome> {
    const client = await this.client(frame);
    if ('text' in client) return client;
    // The day named is the new day, not the appointment's: find it among all upcoming ones.
    const { date, time } = frame.entities;
    const appointment = await this.appointment(
      { ...frame, entities: { ...frame.entities, date: frame.entities.was } },
      client,
    );
    if ('text' in appointment) {
      if ('ask' in appointment)
        return { ...appointment, ask: { ...appointment.ask, entities: frame.entities } };
      return appointment;
    }
    frame.appointment_id = appointment.id;
    if (!date && !time) return this.ask(frame, 'reschedule', t.askNewTime);
    const newDate = date ?? appointment.date;
    const newStart = time ?? appointment.start_time;
    const minutes =
      (parseTime(appointment.end_time) ?? 0) - (parseTime(appointment.start_time) ?? 0);
    const end = formatTime(Math.min((parseTime(newStart) ?? 0) + minutes, 24 * 60 - 1));
    const summary = t.confirmReschedule(
      `${client.label} (${this.describe(appointment)})`,
      afterPreposition(this.day(newDate)),
      newStart,
      end,
    );
    return {
      text: `${summary} ${t.askConfirm}`,
      confirm: {
        tool: 'reschedule_appointment',
        arguments: {
          appointment_id: appointment.id,
          date: newDate,
          start_time: newStart,
          end_time: end,
        },
        summary,
      },
    };
  }

  async confirmOnline(frame: Frame): Promise<Outcome> {
    const date = frame.entities.date;
    const run = await this.tool('list_appointments', {
      from_date: date ?? this.today,
      to_date: date ?? addDays(this.today, 60),
    });
    if (!run.result.ok) return { text: t.refused(run.result.detail) };
    const fresh = run.result.data.filter(
      (a) => a.is_new_online_booking && a.status === 'scheduled',
    );
    if (fresh.length === 0) return { text: t.noOnlineBookings };
    const lines = fresh.map((a) => `${a.client ?? ''}: ${this.describe(a)}`);
    const summary = t.confirmOnline(lines);
    return {
      text: `${summary}\n${t.askConfirm}`,
      confirm: {
        tool: 'confirm_appointments',
        arguments: { appointment_ids: fresh.map((a) => a.id) },
        summary,
      },
    };
  }

  addClient(frame: Frame): Outcome {
    const name = frame.entities.client;
    if (!name || !name.includes(' ')) return this.ask(frame, 'client', t.askNewClientName);
    const phone = frame.entities.phone ?? null;
    // A number without its country code cannot be stored as one: ask for the whole number.
    if (phone && phone.length < 11) {
      return this.ask(
        { ...frame, entities: { ...frame.entities, phone: undefined } },
        'phone',
        t.askPhone,
      );
    }
    const summary = t.confirmClient(name, phone);
    return {
      text: `${summary} ${t.askConfirm}`,
      confirm: { tool: 'create_client', arguments: { name, ...(phone ? { phone } : {}) }, summary },
    };
  }

  async perform(frame: Frame): Promise<Outcome> {
    switch (frame.intent) {
      case 'count_appointments':
        return this.count(frame);
      case 'list_appointments':
        return this.list(frame);
      case 'find_slots':
        return this.findSlots(frame);
      case 'find_client':
        return this.findClient(frame);
      case 'revenue':
        return this.revenue(frame);
      case 'master_salary':
        return this.salary(frame);
      case 'book':
        return this.book(frame);
      case 'cancel_appointment':
        return this.cancel(frame);
      case 'reschedule_appointment':
        return this.reschedule(frame);
      case 'confirm_online':
        return this.confirmOnline(frame);
      case 'add_client':
        return this.addClient(frame);
      case 'count_clients':
        return this.countClients(frame);
      case 'client_visit':
        return this.clientVisit(frame);
      case 'confirm_day':
        return this.confirmDay(frame);
      case 'help':
        return { text: t.help };
    }
  }

  /** Performs the confirmed action and says what was done. */
  async confirmed(action: PendingAction): Promise<string> {
    const run = await this.tool(action.tool, action.arguments);
    if (!run.result.ok) return t.refused(run.result.detail);
    return doneText(action, run.result.data, (date) => this.day(date));
  }
}

/** What a performed write answers, in words. */
export function doneText(
  action: PendingAction,
  data: unknown,
  day: (date: string) => string,
): string {
  const result = data as Record<string, unknown>;
  switch (action.tool) {
    case 'create_appointment': {
      const price =
        result.total_price !== null && result.total_price !== undefined
          ? ` ${t.bookedPrice(money(Number(result.total_price), (result.currency as string) ?? null))}`
          : '';
      return `${action.summary.replace(/^Записать/, 'Готово: записала').replace(/\?$/, '.')}${price}`;
    }
    case 'cancel_appointment':
      return t.cancelled(action.summary.replace(/^Отменить запись /, '').replace(/\?.*$/, ''));
    case 'reschedule_appointment':
      return t.rescheduled(
        afterPreposition(day(String(result.date))),
        String(result.start_time),
        String(result.end_time),
      );
    case 'confirm_appointments':
      return action.summary.startsWith(t.confirmDay('', 0).split(' на ')[0] as string)
        ? t.dayConfirmed((result.confirmed as unknown[]).length)
        : t.onlineConfirmed((result.confirmed as unknown[]).length);
    case 'create_client':
      return t.clientAdded(String(result.name));
    default:
      return t.refused(t.toolFailed);
  }
}

/**
 * The service of `services` to look for windows with at a master's: the one the words name among
 * those the master's studio offers (else the first offered, else the first).
 */
function serviceFor(services: ServiceSummary[], master: MasterSummary, said = ''): ServiceSummary {
  const offered = services.filter((service) => service.prices[master.studio_id] !== undefined);
  return servicesNamed(offered, said)[0] ?? offered[0] ?? (services[0] as ServiceSummary);
}

export function toolCallEvent(call: ToolCallWire): AssistantEvent {
  return { event: 'tool_call', ...call };
}

const OWN_ENTITY: Partial<Record<NonNullable<Frame['asking']>, keyof Entities>> = {
  service: 'service',
  date: 'date',
  time: 'time',
  phone: 'phone',
};

/** Words that only a request of its own starts with ("найди клиента …" while a question waits). */
const COMMAND =
  /^(найди|найти|запиши|запишите|зопиши|поставь|отмени|отмените|отменить|сними|перенеси|перенесите|сдвинь|перезапиши|покажи|сколько|скока|подтверди|добавь|создай|заведи|выручка|зарплата|когда|кто свобод)/;
/** Words that give a message a subject of its own, so it is no follow-up ("а клиентов сколько?"). */
const SUBJECT =
  /(клиент|выручк|доход|касс|оборот|зарплат|(^|\s)зп|заработ|свобод|окн|окош|онлайн|заявк|отмен|перенес|запиш|добав|подтверд|найди|расписан|визит)/;

/**
 * A follow-up of the last request, meant with its subject: "а послезавтра?", "а у Елены?",
 * "нет, на четверг", "кто из них к Анне?", a bare name after a search.
 */
function isFollowUp(message: string): boolean {
  const lower = normalize(message.trim());
  if (/(^|\s)из них(\s|$|[,.!?])/.test(lower)) return true;
  if (SUBJECT.test(lower)) return false;
  return /^(а|и|нет|не|лучше|тогда|ну|давай)(\s|,|$)/.test(lower) || words(lower).length <= 2;
}

/**
 * The intent the words of a request name where the classifier, trained on the corpus, has no
 * class for it or mixes it up with a neighbour: counting clients, a client's next or last visit,
 * confirming a whole day, a client's card, "кто такая …".
 */
function refined(message: string, intent: Intent, entities: Entities): Intent {
  const lower = normalize(message);
  const write = /(отмен|перенес|перезапиш|сдвин|запиши|записать|зопиши|поставь)/.test(lower);
  if (
    /клиент/.test(lower) &&
    /(скольк|скока|число|количеств|(^|\s)баз[аеы])/.test(lower) &&
    !/(запис|визит)/.test(lower) &&
    !entities.date &&
    !/(^|\s)(у|к)\s+(?!нас)/.test(lower)
  )
    return 'count_clients';
  if (/(^|\s)из них/.test(lower) && /(^|\s)(кто|какие|покажи)/.test(lower))
    return 'list_appointments';
  if (
    !write &&
    !/(скольк|скока|недел|месяц)/.test(lower) &&
    (/(следующ|ближайш|последн)\S*\s+(\S+\s+)?(визит|запис|раз)/.test(lower) ||
      /(визит|запис)\S*\s+(\S+\s+)?(следующ|ближайш|последн)/.test(lower) ||
      /(в|последний|следующий) раз/.test(lower))
  )
    return 'client_visit';
  if (
    /подтверд/.test(lower) &&
    !/(онлайн|сайт|заявк|виджет|нов[ыоа])/.test(lower) &&
    /(все|всех|завтр|сегодн|послезавтр|(^|\s)их(\s|$)|записи|неподтв)/.test(lower)
  )
    return 'confirm_day';
  if (/(заведи|создай|добавь|внеси)\S*\s.*(клиент|карточк)/.test(lower)) return 'add_client';
  if (/кто так(ая|ой)|(^|\s)чей\s/.test(lower)) return 'find_client';
  if (/свабод|свобод/.test(lower) && (intent === 'list_appointments' || intent === 'help'))
    return 'find_slots';
  if (intent === 'list_appointments' && /(скольк|скока|много)/.test(lower))
    return 'count_appointments';
  if (intent === 'revenue' && /(народ|людей|записей)/.test(lower)) return 'count_appointments';
  return intent;
}

/** What a request means taken on its own: its intent (the classifier's, refined) and entities. */
function understood(message: string, today: IsoDate, intent: Intent) {
  // "сколько заработала Морозова": money earned by a person is that master's salary.
  const asSalary = intent === 'revenue' && extractEntities(message, today, 'master_salary').master;
  const classified: Intent = asSalary ? 'master_salary' : intent;
  const meant = refined(message, classified, extractEntities(message, today, classified));
  return { intent: meant, entities: extractEntities(message, today, meant) };
}

/** What the offline assistant understands of one request on its own (the evaluation scores it). */
export async function understand(message: string, today: IsoDate) {
  const { intent } = await (await intentClassifier()).classify(message);
  return understood(message, today, intent);
}

/** The request a message starts on its own. */
async function requestFrame(message: string, today: IsoDate): Promise<Frame> {
  return {
    ...(await understand(message, today)),
    latest: /последн/i.test(message),
    said: message,
  };
}

/** `previous` with what the follow-up `message` names instead (a new day, master, time, …). */
function followed(previous: Frame, message: string, today: IsoDate): Frame {
  const lower = normalize(message);
  // "кто из них к Анне?": the list of the day counted.
  const intent: Intent =
    /(^|\s)из них/.test(lower) && previous.intent === 'count_appointments'
      ? 'list_appointments'
      : previous.intent;
  const said = extractEntities(message, today, intent);
  const entities: Entities = { ...previous.entities, ...said };
  const frame: Frame = { ...previous, intent, entities, asking: undefined, options: undefined };
  if (said.date && !said.period) delete entities.period;
  if (said.period && !said.date) delete entities.date;
  if (said.master) delete frame.master_id;
  if (said.client) {
    delete frame.client_id;
    delete frame.client_label;
  }
  // A new day for a cancel is another appointment; for a move it is where it goes.
  if (said.date && intent === 'cancel_appointment') delete frame.appointment_id;
  frame.said = `${previous.said ?? ''} ${message}`.trim();
  return frame;
}

/**
 * The last request's frame when the last reply asked nothing: kept on its confirmation, else the
 * last user message understood again (with the ones it followed up).
 */
async function lastRequest(turn: AssistantTurn): Promise<Frame | null> {
  const pending = pendingAction(turn.history);
  if (pending?.frame) return pending.frame as Frame;
  const said = turn.history.filter((m) => m.type === 'user').map((m) => m.content);
  // The chain of follow-ups back to the request they follow (a few messages at most).
  let first = said.length - 1;
  while (first > 0 && first > said.length - 4 && isFollowUp(said[first] as string)) first -= 1;
  if (first < 0) return null;
  let frame = await requestFrame(said[first] as string, turn.today);
  for (const message of said.slice(first + 1)) frame = followed(frame, message, turn.today);
  return frame.intent === 'help' ? null : frame;
}

/**
 * The frame this message continues or starts: an answer to the last question fills the piece it
 * asked for (and anything else it names); a follow-up changes the last request ("а на завтра?",
 * "нет, на четверг"); a new request starts afresh.
 */
async function frameFor(turn: AssistantTurn): Promise<Frame> {
  const message = turn.message;
  const classifier = await intentClassifier();
  const { intent, score } = await classifier.classify(message);
  const fresh = () => requestFrame(message, turn.today);
  const previous = askedState<Frame>(turn.history);
  if (!previous) {
    if (!isFollowUp(message)) return fresh();
    const last = await lastRequest(turn);
    return last ? followed(last, message, turn.today) : fresh();
  }
  const entities = extractEntities(message, turn.today, previous.intent);
  const lower = normalize(message.trim());
  // A message of its own (a verb and a request) is a new request, not an answer.
  // (A phone number asked for is an answer, however many digit groups it is written in; a reason
  // is whatever is written.)
  const ownRequest =
    intent !== 'help' &&
    previous.asking !== 'reason' &&
    words(message).length > 2 &&
    !(previous.asking === 'phone' && entities.phone) &&
    ((intent !== previous.intent && score > 0.8) || COMMAND.test(lower));
  // "найди клиента +7…" while "which client?" waits: a request of its own, even if it names one.
  if (ownRequest && COMMAND.test(lower)) return fresh();
  if (previous.asking === 'choice' && previous.options) {
    const picked = pickOption(message, previous.options.items, previous.options.kind);
    if (picked) {
      const frame: Frame = { ...previous, asking: undefined, options: undefined };
      if (previous.options.kind === 'client') {
        frame.client_id = picked.id;
        frame.client_label = picked.label.split(',')[0];
      } else if (previous.options.kind === 'master') frame.master_id = picked.id;
      else if (previous.options.kind === 'service') frame.service_id = picked.id;
      else frame.appointment_id = picked.id;
      return frame;
    }
    if (ownRequest) return fresh();
  } else if (ownRequest) {
    return fresh();
  }
  // A name not among the clients offered (more matched than were listed) asks for that client.
  const namesClient =
    previous.asking === 'client' ||
    (previous.asking === 'choice' && previous.options?.kind === 'client' && !!entities.client);
  const merged: Entities = { ...previous.entities };
  for (const [key, value] of Object.entries(entities)) {
    // A client named in an answer about the time is a slip of the parser, not a new client.
    if (key === 'client' && !namesClient) continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  if (previous.asking === 'client' && !entities.client && !entities.phone && !entities.email) {
    const name = spokenName(message);
    if (name) merged.client = name;
  }
  if (previous.asking === 'reason' && !entities.reason && message.trim().length >= 3) {
    merged.reason = message.trim();
  }
  const own = previous.asking ? OWN_ENTITY[previous.asking] : undefined;
  if (own === 'time' && !merged.time && entities.after) merged.time = entities.after;
  if (own === 'time' && !merged.time && entities.date && previous.tried)
    merged.time = previous.tried;
  // A message that does not give what was asked is a request of its own ("какая завтра погода?").
  if (own && merged[own] === undefined) return fresh();
  if (previous.asking === 'reschedule' && !entities.date && !entities.time) return fresh();
  const frame: Frame = {
    ...previous,
    entities: merged,
    asking: undefined,
    options: undefined,
    said: `${previous.said ?? ''} ${message}`.trim(),
  };
  if (namesClient) {
    delete frame.client_id;
    delete frame.client_label;
  }
  return frame;
}

/** Answers the turn's message; the events in the order the user sees them. */
export async function* offlineReply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
  const queue: AssistantEvent[] = [];
  let wake: (() => void) | null = null;
  const conversation = new Conversation(turn.tools, turn.today, (event) => {
    queue.push(event);
    wake?.();
  });
  const work = (async (): Promise<string> => {
    // "да" and "нет" answer the last question: the action to confirm, else the question asked.
    const pending = pendingAction(turn.history);
    if (pending && isYes(turn.message, pending.tool)) return conversation.confirmed(pending);
    if (pending && isNo(turn.message, pending.tool)) return t.declined;
    const asked = askedState<Frame>(turn.history);
    if (asked?.asking && isNo(turn.message)) return t.declined;
    const frame: Frame =
      asked?.asking === 'choice' && isYes(turn.message)
        ? { ...asked, asking: undefined }
        : await frameFor(turn);
    // A "да" to "which one?" picks none: the question stays, asked again.
    const outcome: Awaited<ReturnType<Conversation['perform']>> =
      asked?.asking === 'choice' && isYes(turn.message)
        ? { text: t.answerChoice, ask: asked }
        : await conversation.perform(frame);
    if ('ask' in outcome) {
      const call = askCall(outcome.ask, outcome.text);
      turn.tools.calls.push(call);
      queue.push(toolCallEvent(call));
    }
    if ('confirm' in outcome) {
      // The request's frame rides along, so "нет, на четверг" changes it instead of starting over.
      const call = confirmCall({ ...outcome.confirm, frame: { ...frame, asking: undefined } });
      turn.tools.calls.push(call);
      queue.push(toolCallEvent(call));
    }
    return outcome.text;
  })();
  // Each tool call is streamed as soon as it is done, while the next one runs.
  let ended: { text: string } | { error: unknown } | null = null;
  const finished = work.then(
    (text) => {
      ended = { text };
    },
    (error: unknown) => {
      ended = { error };
    },
  );
  for (;;) {
    const next = queue.shift();
    if (next) {
      yield next;
      continue;
    }
    if (ended) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
      void finished.then(resolve);
    });
    wake = null;
  }
  const outcome = ended as { text: string } | { error: unknown } | null;
  if (outcome && 'error' in outcome) throw outcome.error;
  for (const content of chunksOf(outcome?.text ?? '')) yield { event: 'chunk', content };
}

export const offlineAssistant: AssistantProvider = {
  kind: 'offline',
  reply: offlineReply,
};
