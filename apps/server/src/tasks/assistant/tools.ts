// The assistant's tools: each one real call to the server's own API, made as the user (their token,
// so their permissions and their license), its answer read with the domain's schemas.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isVisit, revenueOf } from '@beautydesk/domain/rules/analytics';
import { addDays, addMonths, formatTime, parseTime } from '@beautydesk/domain/rules/dates';
import { commissionRate, monthElapsed, salaryForecast } from '@beautydesk/domain/rules/dashboard';
import {
  appointmentListSchema,
  appointmentWireSchema,
  appointmentMonthListSchema,
  calculatePriceResponseSchema,
  findOptimalSlotsResponseSchema,
  type Slot,
} from '@beautydesk/domain/schemas/appointments';
import { clientListResponseSchema, clientWireSchema } from '@beautydesk/domain/schemas/clients';
import { masterListSchema, masterStatsSchema } from '@beautydesk/domain/schemas/masters';
import { SERVICE_TYPES, serviceListSchema } from '@beautydesk/domain/schemas/services';
import { studioListSchema } from '@beautydesk/domain/schemas/studios';
import type { ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import { assistantTexts } from '../messages.ts';
import type { StudioToday } from '../../studios/clock.ts';
import { nameMatches, nameStem } from './russian.ts';

/** One call to /api/v1 as the user: status and parsed JSON body (null when empty). */
export type ApiCaller = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** A tool's answer: its data, or why the API refused (status and the API's own detail). */
export type ToolResult<T> = { ok: true; data: T } | { ok: false; status: number; detail: string };

const isoDate = z.iso.date();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const uuid = z.string().min(1);

/** Each tool's arguments: for the OpenAI tool list, and to check what a model sends. */
export const toolArguments = {
  find_masters: z.object({
    name: z.string().optional().describe("Master's name in any case, e.g. Анна"),
  }),
  find_services: z.object({
    type: z.enum(SERVICE_TYPES).optional(),
    name: z.string().optional().describe('Part of the service name'),
  }),
  find_slots: z.object({
    master_id: uuid,
    studio_id: uuid,
    service_ids: z.array(uuid).min(1),
    from_date: isoDate,
    to_date: isoDate,
  }),
  free_windows: z.object({
    master_id: uuid,
    date: isoDate,
    duration_min: z.number().int().min(1).max(1440),
  }),
  count_appointments: z.object({ date: isoDate, master_id: uuid.optional() }),
  list_appointments: z.object({
    from_date: isoDate,
    to_date: isoDate,
    master_id: uuid.optional(),
    client_id: uuid.optional(),
    status: z.string().optional().describe('scheduled, confirmed, completed, cancelled, …'),
  }),
  find_clients: z.object({
    name: z.string().min(1).optional().describe("Client's name or surname, any case"),
    phone: z.string().min(5).optional().describe('Phone digits'),
    email: z.string().min(3).optional().describe("Client's e-mail"),
  }),
  count_clients: z.object({}),
  find_studios: z.object({}),
  revenue: z.object({ from_date: isoDate, to_date: isoDate }),
  master_salary: z.object({
    master_id: uuid.optional().describe("Another master's id; without it the signed-in master"),
  }),
  cancel_appointment: z.object({
    appointment_id: uuid,
    reason: z.string().min(3).max(500),
  }),
  reschedule_appointment: z.object({
    appointment_id: uuid,
    date: isoDate,
    start_time: time,
    end_time: time,
  }),
  confirm_appointments: z.object({ appointment_ids: z.array(uuid).min(1) }),
  create_client: z.object({
    name: z.string().min(2),
    phone: z.string().optional(),
  }),
  create_appointment: z.object({
    client_id: uuid,
    master_id: uuid,
    studio_id: uuid,
    service_ids: z.array(uuid).min(1),
    date: isoDate,
    start_time: time,
    end_time: time.optional().describe('Defaults to start_time plus the services’ duration'),
    notes: z.string().optional(),
  }),
} as const;

export type ToolName = keyof typeof toolArguments;
export type ToolArgs<N extends ToolName> = z.infer<(typeof toolArguments)[N]>;

export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  find_masters: "Find the salon's active masters, optionally by name (any grammatical case).",
  find_services: 'Find active services, optionally by type (laser, electro, wax, consultation).',
  find_slots: "Free windows of a master for services in the master's studio, between two dates.",
  free_windows: "A master's free time of one day: the whole windows at least duration_min long.",
  count_appointments: 'Count the appointments of one day, by status.',
  list_appointments:
    'Appointments between two dates (client, master, services, status, online flag).',
  find_clients: 'Find clients by name or surname (any grammatical case), by phone or by e-mail.',
  count_clients:
    "The number of clients in the salon's base: all, the active ones, and those added this month.",
  find_studios: "The license's studios (id and name), to say which studio a number is about.",
  revenue: 'Revenue of the completed appointments between two dates, per currency, and the visits.',
  master_salary:
    "A master's salary this month so far and its forecast, as on their dashboard (without master_id: the signed-in master's).",
  create_appointment:
    'Book an appointment for a client with a master at a date and time (asks the user first).',
  cancel_appointment: 'Cancel an appointment with a reason (asks the user first).',
  reschedule_appointment: 'Move an appointment to another day and time (asks the user first).',
  confirm_appointments: 'Confirm new online bookings (asks the user first).',
  create_client: 'Add a client by name and phone (asks the user first).',
};

/** Tools that change data: performed only after the user confirms (both assistants). */
export const WRITE_TOOLS = new Set<ToolName>([
  'create_appointment',
  'cancel_appointment',
  'reschedule_appointment',
  'confirm_appointments',
  'create_client',
]);

export interface MasterSummary {
  id: string;
  name: string;
  studio_id: string;
  coefficient: number;
}
export interface ServiceSummary {
  id: string;
  name: string;
  type: string;
  duration_min: number;
  /** studio id → price there. */
  prices: Record<string, { price: number; currency: string }>;
}
export interface ClientSummary {
  id: string;
  name: string;
  phone: string | null;
}
export interface AppointmentSummary {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  status: string;
  client_id: string;
  client: string | null;
  master_id: string;
  master: string | null;
  studio_id: string;
  services: string[];
  total_price: number | null;
  currency: string | null;
  is_new_online_booking: boolean;
}
export interface Revenue {
  from_date: string;
  to_date: string;
  /** Revenue per currency (studios in different countries never add up), largest first. */
  revenue: { currency: string | null; amount: number }[];
  visits: number;
}
export interface Salary {
  master: string;
  current_month: number;
  /** Null for another master (their forecast is their own dashboard's). */
  forecast: number | null;
  currency: string | null;
}
export interface CreatedAppointment {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  total_price: number | null;
  currency: string | null;
}

export interface AppointmentCount {
  date: string;
  total: number;
  by_status: Record<string, number>;
  /** studio id → that studio's appointments of the day. */
  by_studio: Record<string, number>;
}
export interface ClientCount {
  total: number;
  active: number;
  /** Added since the first of the month (the license's first studio's today). */
  new_this_month: number;
}
export interface StudioSummary {
  id: string;
  name: string;
}

/** What each tool answers when it succeeds. */
export interface ToolData {
  find_masters: MasterSummary[];
  find_services: ServiceSummary[];
  find_slots: { slots: Slot[] };
  free_windows: { slots: Slot[] };
  count_appointments: AppointmentCount;
  list_appointments: AppointmentSummary[];
  find_clients: ClientSummary[];
  count_clients: ClientCount;
  find_studios: StudioSummary[];
  revenue: Revenue;
  master_salary: Salary;
  create_appointment: CreatedAppointment;
  cancel_appointment: { id: string; status: string };
  reschedule_appointment: { id: string; date: string; start_time: string; end_time: string };
  confirm_appointments: { confirmed: string[] };
  create_client: ClientSummary;
}

/** A recorded call (as streamed and stored) and its typed result. */
export interface ToolRun<N extends ToolName> {
  call: ToolCallWire;
  result: ToolResult<ToolData[N]>;
}

export const MAX_SLOTS_SHOWN = 20;

function detailOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return status === 403 ? assistantTexts.noPermission : assistantTexts.apiFailed(status);
}

/** The tools, bound to one user's calls; every run is recorded for the stream and the history. */
export class Toolbox {
  readonly calls: ToolCallWire[] = [];

  /**
   * `todayOf` is a studio's today on its own clock (`null`: the license's), as the master's
   * dashboard and the calendar read it.
   */
  constructor(
    private readonly api: ApiCaller,
    private readonly todayOf: StudioToday,
  ) {}

  private async request<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<ToolResult<z.output<S>>> {
    const answer = await this.api(method, path, body);
    if (answer.status >= 300) {
      return { ok: false, status: answer.status, detail: detailOf(answer.body, answer.status) };
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      return { ok: false, status: 502, detail: assistantTexts.unexpectedAnswer };
    }
    return { ok: true, data: parsed.data };
  }

  /** Runs `name` with `args` (checked against its schema) and records the call with its result. */
  async run<N extends ToolName>(name: N, args: unknown): Promise<ToolRun<N>> {
    const checked = toolArguments[name].safeParse(args);
    let result: ToolResult<ToolData[N]>;
    if (!checked.success) {
      result = { ok: false, status: 400, detail: assistantTexts.badToolArguments };
    } else {
      try {
        result = (await this.perform(name, checked.data as ToolArgs<N>)) as ToolResult<ToolData[N]>;
      } catch {
        result = { ok: false, status: 500, detail: assistantTexts.toolFailed };
      }
    }
    const call: ToolCallWire = {
      id: `call_${randomUUID().slice(0, 8)}`,
      name,
      arguments: checked.success ? checked.data : args,
      result: result.ok ? result.data : { error: result.detail, status: result.status },
    };
    this.calls.push(call);
    return { call, result };
  }

  private perform(name: ToolName, args: unknown): Promise<ToolResult<unknown>> {
    switch (name) {
      case 'find_masters':
        return this.findMasters(args as ToolArgs<'find_masters'>);
      case 'find_services':
        return this.findServices(args as ToolArgs<'find_services'>);
      case 'find_slots':
        return this.findSlots(args as ToolArgs<'find_slots'>);
      case 'free_windows':
        return this.freeWindows(args as ToolArgs<'free_windows'>);
      case 'count_appointments':
        return this.countAppointments(args as ToolArgs<'count_appointments'>);
      case 'find_clients':
        return this.findClients(args as ToolArgs<'find_clients'>);
      case 'count_clients':
        return this.countClients();
      case 'find_studios':
        return this.findStudios();
      case 'create_appointment':
        return this.createAppointment(args as ToolArgs<'create_appointment'>);
      case 'list_appointments':
        return this.listAppointments(args as ToolArgs<'list_appointments'>);
      case 'revenue':
        return this.revenue(args as ToolArgs<'revenue'>);
      case 'master_salary':
        return this.masterSalary(args as ToolArgs<'master_salary'>);
      case 'cancel_appointment':
        return this.cancelAppointment(args as ToolArgs<'cancel_appointment'>);
      case 'reschedule_appointment':
        return this.rescheduleAppointment(args as ToolArgs<'reschedule_appointment'>);
      case 'confirm_appointments':
        return this.confirmAppointments(args as ToolArgs<'confirm_appointments'>);
      case 'create_client':
        return this.createClient(args as ToolArgs<'create_client'>);
    }
  }

  async listAppointments(
    args: ToolArgs<'list_appointments'>,
  ): Promise<ToolResult<AppointmentSummary[]>> {
    const query = new URLSearchParams({ date_from: args.from_date, date_to: args.to_date });
    const answer = await this.request(
      appointmentMonthListSchema,
      'GET',
      `/appointments/with-relations?${query.toString()}`,
    );
    if (!answer.ok) return answer;
    const rows = answer.data
      .filter((a) => a.date >= args.from_date && a.date <= args.to_date)
      .filter((a) => !args.master_id || a.master_id === args.master_id)
      .filter((a) => !args.client_id || a.client_id === args.client_id)
      .filter((a) => !args.status || a.status === args.status)
      .sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`))
      .map((a) => ({
        id: a.id,
        date: a.date,
        start_time: a.start_time,
        end_time: a.end_time,
        status: a.status,
        client_id: a.client_id,
        client: a.client?.name ?? null,
        master_id: a.master_id,
        master: a.master?.name ?? null,
        studio_id: a.studio_id,
        services: a.service_names,
        total_price: a.total_price ?? null,
        currency: a.currency ?? null,
        is_new_online_booking: a.is_new_online_booking,
      }));
    return { ok: true, data: rows };
  }

  async revenue(args: ToolArgs<'revenue'>): Promise<ToolResult<Revenue>> {
    const list = await this.listAppointments(args);
    if (!list.ok) return list;
    // What counts as revenue and as a visit is the analytics' definition (domain rules/analytics.ts).
    const priced = list.data.map((a) => ({
      status: a.status,
      totalPrice: a.total_price ?? null,
      currency: a.currency,
    }));
    const revenue = revenueOf(priced).sort((a, b) => b.amount - a.amount);
    const visits = list.data.filter((a) => isVisit(a.status)).length;
    return { ok: true, data: { ...args, revenue, visits } };
  }

  async masterSalary(args: ToolArgs<'master_salary'>): Promise<ToolResult<Salary>> {
    if (args.master_id) {
      // The master's own dashboard's numbers (masters/stats.ts): this month's completed revenue
      // in the studio's currency × their rate, and the month's forecast from it (the studio's
      // today, as there).
      const masters = await this.findMasters({});
      if (!masters.ok) return masters;
      const master = masters.data.find((m) => m.id === args.master_id);
      if (!master) return { ok: false, status: 404, detail: assistantTexts.badToolArguments };
      const today = this.todayOf(master.studio_id);
      const elapsed = monthElapsed(today);
      const first = `${today.slice(0, 8)}01`;
      const list = await this.listAppointments({
        from_date: first,
        to_date: addDays(addMonths(first, 1), -1),
        master_id: master.id,
        status: 'completed',
      });
      if (!list.ok) return list;
      // The studio's currency: its visits', else its price list's (a month with no visit yet).
      let currency =
        list.data.find((a) => a.studio_id === master.studio_id && a.currency)?.currency ?? null;
      if (!currency) {
        const services = await this.findServices({});
        if (!services.ok) return services;
        currency =
          services.data.map((s) => s.prices[master.studio_id]?.currency).find(Boolean) ?? null;
      }
      const revenue = list.data
        .filter((a) => a.currency === null || a.currency === currency)
        .reduce((sum, a) => sum + (a.total_price ?? 0), 0);
      const earned = Math.round(revenue * commissionRate(master.coefficient) * 100) / 100;
      return {
        ok: true,
        data: {
          master: master.name,
          current_month: earned,
          forecast: elapsed
            ? salaryForecast(earned, elapsed.daysElapsed, elapsed.daysInMonth).fullMonth
            : null,
          currency,
        },
      };
    }
    const answer = await this.request(masterStatsSchema, 'GET', '/stats/master/me');
    if (!answer.ok) return answer;
    return {
      ok: true,
      data: {
        master: answer.data.profile.name,
        current_month: answer.data.salary.current_month.amount,
        forecast: answer.data.salary.forecast.forecasted_full_month.amount,
        currency: answer.data.salary.current_month.currency,
      },
    };
  }

  async cancelAppointment(
    args: ToolArgs<'cancel_appointment'>,
  ): Promise<ToolResult<{ id: string; status: string }>> {
    const answer = await this.request(
      appointmentWireSchema,
      'POST',
      `/appointments/${encodeURIComponent(args.appointment_id)}/cancel`,
      { cancellation_reason: args.reason },
    );
    if (!answer.ok) return answer;
    return { ok: true, data: { id: answer.data.id, status: answer.data.status } };
  }

  async rescheduleAppointment(args: ToolArgs<'reschedule_appointment'>) {
    const answer = await this.request(
      appointmentWireSchema,
      'PATCH',
      `/appointments/${encodeURIComponent(args.appointment_id)}`,
      { date: args.date, start_time: args.start_time, end_time: args.end_time },
    );
    if (!answer.ok) return answer;
    const { id, date, start_time: start, end_time: end } = answer.data;
    return { ok: true as const, data: { id, date, start_time: start, end_time: end } };
  }

  async confirmAppointments(
    args: ToolArgs<'confirm_appointments'>,
  ): Promise<ToolResult<{ confirmed: string[] }>> {
    const confirmed: string[] = [];
    for (const id of args.appointment_ids) {
      const answer = await this.request(
        appointmentWireSchema,
        'PATCH',
        `/appointments/${encodeURIComponent(id)}`,
        { status: 'confirmed' },
      );
      if (!answer.ok) return answer;
      confirmed.push(answer.data.id);
    }
    return { ok: true, data: { confirmed } };
  }

  async createClient(args: ToolArgs<'create_client'>): Promise<ToolResult<ClientSummary>> {
    const answer = await this.request(clientWireSchema, 'POST', '/clients', {
      name: args.name,
      contacts: args.phone ? [{ type: 'call', value: `+${args.phone.replace(/\D/g, '')}` }] : [],
    });
    if (!answer.ok) return answer;
    return {
      ok: true,
      data: { id: answer.data.id, name: answer.data.name, phone: args.phone ?? null },
    };
  }

  async findMasters(args: ToolArgs<'find_masters'>): Promise<ToolResult<MasterSummary[]>> {
    const answer = await this.request(
      masterListSchema,
      'GET',
      '/masters?is_active=true&limit=1000',
    );
    if (!answer.ok) return answer;
    const masters = answer.data.masters
      .filter((master) => master.is_active)
      .filter((master) => !args.name || nameMatches(master.name, args.name))
      .map((master) => ({
        id: master.id,
        name: master.name,
        studio_id: master.studio_id,
        coefficient: Number(master.coefficient),
      }));
    return { ok: true, data: masters };
  }

  async findServices(args: ToolArgs<'find_services'>): Promise<ToolResult<ServiceSummary[]>> {
    const answer = await this.request(serviceListSchema, 'GET', '/services?active_only=true');
    if (!answer.ok) return answer;
    const wanted = args.name?.toLowerCase();
    const services = answer.data
      .filter((service) => service.is_active)
      .filter((service) => !args.type || service.type === args.type)
      .filter((service) => !wanted || service.name.toLowerCase().includes(wanted))
      .map((service) => ({
        id: service.id,
        name: service.name,
        type: service.type,
        duration_min: service.duration_min,
        prices: Object.fromEntries(
          Object.entries(service.available_in_studios_pricing)
            .filter(([, price]) => price.is_available)
            .map(([studioId, price]) => [
              studioId,
              { price: price.price, currency: price.currency },
            ]),
        ),
      }));
    return { ok: true, data: services };
  }

  async findSlots(args: ToolArgs<'find_slots'>): Promise<ToolResult<{ slots: Slot[] }>> {
    const answer = await this.request(
      findOptimalSlotsResponseSchema,
      'POST',
      '/appointments/find-optimal-slots',
      args,
    );
    if (!answer.ok) return answer;
    return { ok: true, data: { slots: answer.data.slots.slice(0, MAX_SLOTS_SHOWN) } };
  }

  async freeWindows(args: ToolArgs<'free_windows'>): Promise<ToolResult<{ slots: Slot[] }>> {
    const query = new URLSearchParams({
      master_id: args.master_id,
      date: args.date,
      duration_min: String(args.duration_min),
    });
    const answer = await this.request(
      findOptimalSlotsResponseSchema,
      'GET',
      `/booking/available-slots?${query.toString()}`,
    );
    if (!answer.ok) return answer;
    return { ok: true, data: { slots: answer.data.slots.slice(0, MAX_SLOTS_SHOWN) } };
  }

  async countAppointments(
    args: ToolArgs<'count_appointments'>,
  ): Promise<ToolResult<AppointmentCount>> {
    const query = new URLSearchParams({ date: args.date });
    if (args.master_id) query.set('master_id', args.master_id);
    const answer = await this.request(
      appointmentListSchema,
      'GET',
      `/appointments?${query.toString()}`,
    );
    if (!answer.ok) return answer;
    const day = answer.data.filter(
      (appointment) =>
        appointment.date === args.date &&
        (!args.master_id || appointment.master_id === args.master_id),
    );
    const byStatus: Record<string, number> = {};
    const byStudio: Record<string, number> = {};
    for (const appointment of day) {
      byStatus[appointment.status] = (byStatus[appointment.status] ?? 0) + 1;
      byStudio[appointment.studio_id] = (byStudio[appointment.studio_id] ?? 0) + 1;
    }
    return {
      ok: true,
      data: { date: args.date, total: day.length, by_status: byStatus, by_studio: byStudio },
    };
  }

  async countClients(): Promise<ToolResult<ClientCount>> {
    const answer = await this.request(
      clientListResponseSchema,
      'GET',
      '/clients?limit=1000&sort_by=created_at&sort_order=desc',
    );
    if (!answer.ok) return answer;
    const monthStart = `${this.todayOf(null).slice(0, 8)}01`;
    const { clients, total } = answer.data;
    return {
      ok: true,
      data: {
        total,
        active: clients.filter((client) => client.is_active).length,
        new_this_month: clients.filter((client) => client.created_at.slice(0, 10) >= monthStart)
          .length,
      },
    };
  }

  async findStudios(): Promise<ToolResult<StudioSummary[]>> {
    const answer = await this.request(studioListSchema, 'GET', '/studios?limit=100');
    if (!answer.ok) return answer;
    return {
      ok: true,
      data: answer.data.studios.map((studio) => ({ id: studio.id, name: studio.name })),
    };
  }

  async findClients(args: ToolArgs<'find_clients'>): Promise<ToolResult<ClientSummary[]>> {
    // The API searches by substring: the stem finds every case of the name, the match narrows it.
    const name = args.name ?? '';
    const parts = name.split(/\s+/).filter(Boolean);
    const longest = [...parts].sort((a, b) => b.length - a.length)[0];
    const digits = args.phone?.replace(/\D/g, '') ?? '';
    const email = args.email?.toLowerCase();
    // The API's search tells ё from е: search by the stem's longest piece without either.
    const stem = longest ? nameStem(longest) : '';
    const piece = stem.split(/[её]/).sort((a, b) => b.length - a.length)[0] ?? '';
    // A phone by its last digits: the same number with or without the country code or an 8.
    const tail = digits.slice(-Math.min(9, digits.length));
    const search = longest ? (piece.length >= 3 ? piece : stem) : (email ?? tail.slice(-7));
    if (!search) return { ok: true, data: [] };
    const answer = await this.request(
      clientListResponseSchema,
      'GET',
      `/clients?search=${encodeURIComponent(search)}&limit=500&is_active=true`,
    );
    if (!answer.ok) return answer;
    const phoneOf = (client: { contacts: { type: string; value: string }[] }) =>
      client.contacts.find((contact) => /\d{5,}/.test(contact.value.replace(/\D/g, '')))?.value ??
      null;
    const clients = answer.data.clients
      .filter((client) => !name || nameMatches(client.name, name))
      .filter(
        (client) =>
          !digits || client.contacts.some((c) => c.value.replace(/\D/g, '').endsWith(tail)),
      )
      .filter((client) => !email || client.contacts.some((c) => c.value.toLowerCase() === email))
      .map((client) => ({ id: client.id, name: client.name, phone: phoneOf(client) }));
    return { ok: true, data: clients };
  }

  async createAppointment(
    args: ToolArgs<'create_appointment'>,
  ): Promise<ToolResult<CreatedAppointment>> {
    let endTime = args.end_time;
    if (!endTime) {
      const services = await this.findServices({});
      if (!services.ok) return services;
      const minutes = services.data
        .filter((service) => args.service_ids.includes(service.id))
        .reduce((sum, service) => sum + service.duration_min, 0);
      const start = parseTime(args.start_time) ?? 0;
      if (minutes <= 0 || start + minutes > 24 * 60) {
        return { ok: false, status: 400, detail: assistantTexts.badToolArguments };
      }
      endTime = formatTime(start + minutes);
    }
    const price = await this.request(
      calculatePriceResponseSchema,
      'POST',
      '/appointments/calculate-price',
      {
        service_ids: args.service_ids,
        master_id: args.master_id,
        client_id: args.client_id,
        studio_id: args.studio_id,
      },
    );
    if (!price.ok) return price;
    const created = await this.request(appointmentWireSchema, 'POST', '/appointments', {
      date: args.date,
      start_time: args.start_time,
      end_time: endTime,
      client_id: args.client_id,
      master_id: args.master_id,
      studio_id: args.studio_id,
      service_ids: args.service_ids,
      total_price: price.data.total_price,
      ...(args.notes ? { notes: args.notes } : {}),
    });
    if (!created.ok) return created;
    return {
      ok: true,
      data: {
        id: created.data.id,
        date: created.data.date,
        start_time: created.data.start_time,
        end_time: created.data.end_time,
        total_price: created.data.total_price ?? price.data.total_price,
        currency: created.data.currency ?? price.data.currency,
      },
    };
  }
}

/** The slots search window the UI uses: today to 14 days ahead. */
export const SLOT_SEARCH_DAYS = 14;
export const slotWindow = (from: string, days = 0) => ({
  from_date: from,
  to_date: addDays(from, days),
});
