// The demo license's business data as plain values, before any database: masters with their
// schedules, 200 clients with contacts, about three months of appointments and the clients'
// statistics. Pure and deterministic: the same today gives the same plan.
import {
  addDays,
  addMonths,
  diffDays,
  eachDate,
  formatTime,
  minDate,
  parseTime,
  type IsoDate,
} from '@beautydesk/domain/rules/dates';
import { appointmentPrice, type PricedService } from '@beautydesk/domain/rules/pricing';
import { effectiveDay, workingSlots } from '@beautydesk/domain/rules/schedule';
import type { AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { phonesOf, searchTextOf } from '../clients/contacts.ts';
import { statisticsOf, type AppointmentTally, type ClientStatistics } from '../clients/stats.ts';
import type { ClientContact } from '../db/schema.ts';
import {
  CANCELLATION_REASONS,
  CLIENT_NOTES,
  DEMO_MASTERS,
  DEMO_SERVICES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  SURNAMES,
  type DemoMaster,
  type DemoStudioKey,
} from './catalogue.ts';
import { createRandom, type Random } from './random.ts';

export const DEMO_SEED = 20_241_121;
export const DEMO_CLIENT_COUNT = 200;
/** The seed's today is pictured at 13:00: earlier appointments are over, one at 12:30 is under way. */
export const DEMO_NOW = '13:00';
const NOW_MIN = 13 * 60;
const ANCHOR_MIN = 12 * 60 + 30;
const GRID_MIN = 15;
const NEW_CLIENT_DAYS = 7;

export interface PlanMaster {
  def: DemoMaster;
  schedule: MasterSchedule;
}

export interface PlanClient {
  name: string;
  studio: DemoStudioKey;
  birthDate: IsoDate | null;
  notes: string | null;
  contacts: ClientContact[];
  /** The phone-like contact values normalised to '+digits', one entry per distinct number. */
  phones: string[];
  searchText: string;
  isActive: boolean;
  createdAt: Date;
  stats: ClientStatistics;
}

export interface PlanAppointment {
  client: number;
  master: number;
  studio: DemoStudioKey;
  /** Indexes into DEMO_SERVICES, in the order chosen. */
  services: number[];
  date: IsoDate;
  start: string;
  end: string;
  status: AppointmentStatus;
  reminderStatus: 'pending' | 'confirmed';
  clientConfirmed: boolean | null;
  isOnlineBooking: boolean;
  isNewOnlineBooking: boolean;
  totalPrice: number;
  currency: string;
  notes: string | null;
  cancellationReason: string | null;
  cancelledAt: Date | null;
  rescheduleCount: number;
  createdAt: Date;
}

export interface DemoPlan {
  today: IsoDate;
  from: IsoDate;
  to: IsoDate;
  masters: PlanMaster[];
  clients: PlanClient[];
  appointments: PlanAppointment[];
}

export interface PlanInput {
  today: IsoDate;
  /** Each demo studio's currency, from its country. */
  currencies: Record<DemoStudioKey, string>;
  seed?: number;
}

/**
 * A client's statistics from their planned appointments, by the same rule refresh-stats applies
 * (clients/stats.ts), so the demo figures are what a refresh would compute.
 */
export function clientStats(
  appointments: readonly Pick<
    PlanAppointment,
    'status' | 'date' | 'totalPrice' | 'rescheduleCount'
  >[],
): ClientStatistics {
  const tally: AppointmentTally = {
    completed: 0,
    cancelled: 0,
    noShow: 0,
    rescheduled: 0,
    spent: 0,
    lastVisit: null,
  };
  for (const appointment of appointments) {
    tally.rescheduled += appointment.rescheduleCount;
    if (appointment.status === 'completed') {
      tally.completed += 1;
      tally.spent += appointment.totalPrice;
      if (tally.lastVisit === null || appointment.date > tally.lastVisit) {
        tally.lastVisit = appointment.date;
      }
    } else if (appointment.status === 'cancelled') tally.cancelled += 1;
    else if (appointment.status === 'no_show') tally.noShow += 1;
  }
  return statisticsOf(tally);
}

// Russian letters in Latin, for e-mail addresses and @names ('-' drops the letter).
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const LATIN = 'a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya'.split(
  ' ',
);
const TRANSLIT = new Map([...CYRILLIC].map((letter, i) => [letter, LATIN[i]?.replace('-', '')]));
const latin = (text: string): string =>
  [...text.toLowerCase()].map((letter) => TRANSLIT.get(letter) ?? letter).join('');

const localDate = (date: IsoDate, minutes: number): Date =>
  new Date(`${date}T${formatTime(minutes)}:00`);

interface ClientProfile {
  /** Relative chance of being picked for an appointment. */
  weight: number;
  cancelRate: number;
  noShowRate: number;
  /** New clients book from NEW_CLIENT_DAYS before today only. */
  isNew: boolean;
}

function planClients(
  random: Random,
  today: IsoDate,
): { clients: PlanClient[]; profiles: ClientProfile[] } {
  const clients: PlanClient[] = [];
  const profiles: ClientProfile[] = [];
  const usedPhones = new Set<string>();
  const usedNames = new Set<string>();
  const usedHandles = new Set<string>();
  const uniqueHandle = (base: string): string => {
    let handle = base;
    for (let n = 2; usedHandles.has(handle); n += 1) handle = `${base}${n}`;
    usedHandles.add(handle);
    return handle;
  };
  const inactive = new Set([17, 58, 93, 126, 161, 188]);
  for (let index = 0; index < DEMO_CLIENT_COUNT; index += 1) {
    const studio: DemoStudioKey = index % 2 === 0 ? 'BY' : 'RU';
    const male = random.chance(0.12);
    const person = (): { first: string; surname: string; name: string } => {
      const first = random.pick(male ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
      const forms = random.pick(SURNAMES);
      const surname = male ? forms[0] : forms[1];
      return { first, surname, name: `${first} ${surname}` };
    };
    let drawn = person();
    while (usedNames.has(drawn.name)) drawn = person();
    const { first, surname, name } = drawn;
    usedNames.add(name);

    // Operator codes and ranges the hand-written numbers of the tests (+375 29/44/17…, +7 912…,
    // runs of zeros) stay clear of, so a test's client never collides with a demo phone.
    const newPhone = (): string =>
      studio === 'BY'
        ? `+375${random.pick(['33', '25'])}${random.int(2_000_000, 9_899_999)}`
        : `+7${random.pick(['903', '925', '977', '985', '999'])}${random.int(2_000_000, 9_899_999)}`;
    let phone = newPhone();
    while (usedPhones.has(phone)) phone = newPhone();
    usedPhones.add(phone);

    const contacts: ClientContact[] = [];
    const phoneType = random.weighted(
      studio === 'BY'
        ? ([
            ['call', 35],
            ['viber', 30],
            ['whatsapp', 25],
            ['sms', 10],
          ] as const)
        : ([
            ['whatsapp', 45],
            ['call', 40],
            ['sms', 15],
          ] as const),
    );
    contacts.push({
      type: phoneType,
      value: phone,
      preferred: false,
      verified: random.chance(0.6),
      notes: null,
    });
    if (phoneType === 'call' && random.chance(0.3)) {
      contacts.push({
        type: 'whatsapp',
        value: phone,
        preferred: false,
        verified: false,
        notes: null,
      });
    }
    const handle = `${latin(first)}_${latin(surname)}`;
    if (random.chance(0.4)) {
      contacts.push({
        type: 'telegram',
        value: `@${uniqueHandle(handle)}`,
        preferred: false,
        verified: false,
        notes: null,
      });
    }
    if (random.chance(0.3)) {
      contacts.push({
        type: 'instagram',
        value: `@${uniqueHandle(`${latin(first)}.${latin(surname).slice(0, 4)}`)}`,
        preferred: false,
        verified: false,
        notes: null,
      });
    }
    if (random.chance(0.35)) {
      const domain = random.pick(
        studio === 'BY'
          ? ['gmail.com', 'mail.ru', 'tut.by']
          : ['gmail.com', 'mail.ru', 'yandex.ru'],
      );
      contacts.push({
        type: 'email',
        value: `${uniqueHandle(`${latin(first)}.${latin(surname)}`)}@${domain}`,
        preferred: false,
        verified: random.chance(0.5),
        notes: null,
      });
    }
    const preferred = random.chance(0.7) ? 0 : random.int(0, contacts.length - 1);
    (contacts[preferred] as ClientContact).preferred = true;

    const phones = phonesOf(contacts).map(({ phone }) => phone);
    const kind = random.weighted([
      ['loyal', 20],
      ['regular', 45],
      ['occasional', 20],
      ['unreliable', 8],
      ['new', 7],
    ] as const);
    const profile: ClientProfile = {
      weight: { loyal: 5, regular: 2, occasional: 1, unreliable: 2, new: 3 }[kind],
      cancelRate: kind === 'unreliable' ? 0.3 : 0.06,
      noShowRate: kind === 'unreliable' ? 0.15 : 0.02,
      isNew: kind === 'new',
    };
    profiles.push(profile);
    const birthYear = random.int(1975, 2004);
    clients.push({
      name,
      studio,
      birthDate: random.chance(0.6)
        ? `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
        : null,
      notes: random.chance(0.15) ? random.pick(CLIENT_NOTES) : null,
      contacts,
      phones,
      searchText: searchTextOf(name, contacts),
      isActive: !inactive.has(index),
      createdAt: localDate(
        addDays(today, kind === 'new' ? -random.int(8, 10) : -random.int(70, 700)),
        random.int(10, 20) * 60,
      ),
      stats: clientStats([]),
    });
  }
  return { clients, profiles };
}

function planMasters(today: IsoDate): PlanMaster[] {
  return DEMO_MASTERS.map((def) => ({
    def,
    schedule: {
      template: structuredClone(def.week),
      customDays: Object.fromEntries(
        def.customDays.map(({ offset, day }) => [addDays(today, offset), structuredClone(day)]),
      ),
      // Wide enough for the past appointments and the month ahead.
      activeFrom: addMonths(today, -3),
      activeUntil: addMonths(today, 3),
    },
  }));
}

/** Builds the demo plan for `today`. */
export function planDemoBusiness({ today, currencies, seed = DEMO_SEED }: PlanInput): DemoPlan {
  const random = createRandom(seed);
  const from = addMonths(today, -2);
  const to = addMonths(today, 1);
  const masters = planMasters(today);
  const { clients, profiles } = planClients(random, today);

  const priced: PricedService[] = DEMO_SERVICES.map((service, index) => ({
    id: String(index),
    available_in_studios_pricing: Object.fromEntries(
      Object.entries(service.prices).map(([studio, price]) => [
        studio,
        { price, currency: currencies[studio as DemoStudioKey], is_available: true },
      ]),
    ),
  }));

  const appointments: PlanAppointment[] = [];
  const clientDays = new Set<string>();

  const newClientsFrom = addDays(today, -NEW_CLIENT_DAYS);
  const pickClient = (studio: DemoStudioKey, date: IsoDate): number | null => {
    const candidates: [number, number][] = [];
    clients.forEach((client, index) => {
      const profile = profiles[index] as ClientProfile;
      if (client.studio !== studio || clientDays.has(`${index}|${date}`)) return;
      if (!client.isActive && date >= today) return;
      if (profile.isNew && date < newClientsFrom) return;
      candidates.push([index, profile.weight]);
    });
    return candidates.length === 0 ? null : random.weighted(candidates);
  };

  const statusFor = (
    client: number,
    date: IsoDate,
    start: number,
    end: number,
  ): AppointmentStatus => {
    const profile = profiles[client] as ClientProfile;
    const past = date < today || (date === today && end <= NOW_MIN);
    if (past) {
      const roll = random.next();
      if (roll < profile.cancelRate) return 'cancelled';
      if (roll < profile.cancelRate + profile.noShowRate) return 'no_show';
      return 'completed';
    }
    if (date === today && start <= NOW_MIN) return 'in_progress';
    if (random.chance(0.04)) return 'cancelled';
    return random.chance(date === today ? 0.7 : 0.45) ? 'confirmed' : 'scheduled';
  };

  const book = (masterIndex: number, date: IsoDate, start: number, services: number[]): boolean => {
    const master = masters[masterIndex] as PlanMaster;
    const studio = master.def.studio;
    const client = pickClient(studio, date);
    if (client === null) return false;
    clientDays.add(`${client}|${date}`);
    const duration = services.reduce(
      (sum, index) => sum + (DEMO_SERVICES[index]?.durationMin ?? 0),
      0,
    );
    const end = start + duration;
    const status = statusFor(client, date, start, end);
    const price = appointmentPrice({
      services: services.map((index) => priced[index] as PricedService),
      studioId: studio,
      coefficient: master.def.coefficient,
    });
    const upcoming = date > today || (date === today && start > NOW_MIN);
    const online = random.chance(upcoming ? 0.15 : 0.08);
    const isNew = online && upcoming && status === 'scheduled' && date <= addDays(today, 14);
    const lead = isNew ? 0 : random.int(1, 21);
    const createdDay = isNew
      ? addDays(today, -random.int(1, 2))
      : minDate(addDays(date, -lead), addDays(today, -1));
    const createdAt = localDate(createdDay, random.int(9, 21) * 60 + random.pick([0, 15, 30, 45]));
    const cancelled = status === 'cancelled';
    // Cancelled the day before the visit (or yesterday), never before it was booked.
    const cancelledAfter = (booked: Date): Date => {
      const day = localDate(minDate(addDays(date, -1), addDays(today, -1)), random.int(9, 20) * 60);
      return day > booked ? day : new Date(booked.getTime() + 30 * 60_000);
    };
    const confirmed = status === 'confirmed' || status === 'in_progress' || status === 'completed';
    appointments.push({
      client,
      master: masterIndex,
      studio,
      services,
      date,
      start: formatTime(start),
      end: formatTime(end),
      status,
      reminderStatus: confirmed ? 'confirmed' : 'pending',
      clientConfirmed: confirmed ? true : status === 'no_show' || cancelled ? false : null,
      isOnlineBooking: online,
      isNewOnlineBooking: isNew,
      totalPrice: price?.total ?? 0,
      currency: price?.currency ?? currencies[studio],
      notes: random.chance(0.1)
        ? random.pick([
            'Первая процедура курса',
            'Повторная процедура',
            'Просит тише музыку',
            'Оплата картой',
          ])
        : null,
      cancellationReason: cancelled ? random.pick(CANCELLATION_REASONS) : null,
      cancelledAt: cancelled ? cancelledAfter(createdAt) : null,
      rescheduleCount: !cancelled && random.chance(0.08) ? 1 : 0,
      createdAt,
    });
    return true;
  };

  // The services a master may take for a gap of `room` minutes in their studio.
  const servicesFor = (master: PlanMaster, room: number): number[] =>
    DEMO_SERVICES.flatMap((service, index) =>
      master.def.types.includes(service.type) &&
      service.prices[master.def.studio] !== undefined &&
      service.durationMin <= room
        ? [index]
        : [],
    );

  const chooseServices = (master: PlanMaster, room: number): number[] | null => {
    const fitting = servicesFor(master, room);
    if (fitting.length === 0) return null;
    const first = random.pick(fitting);
    const chosen = [first];
    const left = room - (DEMO_SERVICES[first]?.durationMin ?? 0);
    if (random.chance(0.25)) {
      const second = servicesFor(master, left).filter((index) => index !== first);
      if (second.length > 0) chosen.push(random.pick(second));
    }
    return chosen;
  };

  const durationOf = (services: number[]): number =>
    services.reduce((sum, index) => sum + (DEMO_SERVICES[index]?.durationMin ?? 0), 0);

  // Fills [from, to) of one master's day with back-to-back or spaced appointments.
  const fill = (
    masterIndex: number,
    date: IsoDate,
    fromMin: number,
    toMin: number,
    gapRate: number,
  ) => {
    const master = masters[masterIndex] as PlanMaster;
    let cursor = fromMin;
    while (cursor < toMin) {
      if (random.chance(gapRate)) cursor += random.pick([30, 45, 60, 90, 120, 180]);
      const services = chooseServices(master, toMin - cursor);
      if (!services) break;
      if (book(masterIndex, date, cursor, services)) cursor += durationOf(services);
      else cursor += 60;
      cursor = Math.ceil(cursor / GRID_MIN) * GRID_MIN;
    }
  };

  for (const date of eachDate(from, to)) {
    // The further ahead, the emptier: bookings come in over time.
    const gapRate = date <= today ? 0.65 : Math.min(0.9, 0.7 + diffDays(today, date) * 0.01);
    masters.forEach((master, masterIndex) => {
      for (const slot of workingSlots(effectiveDay(master.schedule, date))) {
        const start = parseTime(slot.start);
        const end = parseTime(slot.end);
        if (start === null || end === null || start >= end) continue;
        if (date === today && start <= ANCHOR_MIN && ANCHOR_MIN < end) {
          // The appointment under way at DEMO_NOW: longer than 30 minutes, inside the slot.
          const anchor = servicesFor(master, end - ANCHOR_MIN).filter(
            (index) => (DEMO_SERVICES[index]?.durationMin ?? 0) > NOW_MIN - ANCHOR_MIN,
          );
          if (anchor.length > 0) {
            const services = [random.pick(anchor)];
            fill(masterIndex, date, start, ANCHOR_MIN, gapRate);
            const booked = book(masterIndex, date, ANCHOR_MIN, services);
            fill(masterIndex, date, ANCHOR_MIN + (booked ? durationOf(services) : 0), end, gapRate);
            continue;
          }
        }
        fill(masterIndex, date, start, end, gapRate);
      }
    });
  }

  const byClient = new Map<number, PlanAppointment[]>();
  for (const appointment of appointments) {
    const list = byClient.get(appointment.client) ?? [];
    list.push(appointment);
    byClient.set(appointment.client, list);
  }
  clients.forEach((client, index) => {
    client.stats = clientStats(byClient.get(index) ?? []);
  });
  return { today, from, to, masters, clients, appointments };
}
