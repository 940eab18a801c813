// The assistant's tools: each one real call to the server's own API, made as the user (their token,
// so their permissions and their license), its answer read with the domain's schemas.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addDays, formatTime, parseTime } from '@beautydesk/domain/rules/dates';
import {
  appointmentListSchema,
  appointmentWireSchema,
  calculatePriceResponseSchema,
  findOptimalSlotsResponseSchema,
  type Slot,
} from '@beautydesk/domain/schemas/appointments';
import { clientListResponseSchema } from '@beautydesk/domain/schemas/clients';
import { masterListSchema } from '@beautydesk/domain/schemas/masters';
import { SERVICE_TYPES, serviceListSchema } from '@beautydesk/domain/schemas/services';
import type { ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import { assistantTexts } from '../messages.ts';
import { nameMatches, nameStem } from './russian.ts';

/** One call to /api/v1 as the user: status and parsed JSON body (null when empty). */
export type ApiCaller = (
  method: 'GET' | 'POST',
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
  count_appointments: z.object({ date: isoDate }),
  find_clients: z.object({
    name: z.string().min(1).describe("Client's name or surname, any case"),
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
  find_clients: 'Find clients by name or surname (any grammatical case).',
  create_appointment: 'Book an appointment for a client with a master at a date and time.',
};

export interface MasterSummary {
  id: string;
  name: string;
  studio_id: string;
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
}

/** What each tool answers when it succeeds. */
export interface ToolData {
  find_masters: MasterSummary[];
  find_services: ServiceSummary[];
  find_slots: { slots: Slot[] };
  free_windows: { slots: Slot[] };
  count_appointments: AppointmentCount;
  find_clients: ClientSummary[];
  create_appointment: CreatedAppointment;
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

  constructor(private readonly api: ApiCaller) {}

  private async request<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
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
      case 'create_appointment':
        return this.createAppointment(args as ToolArgs<'create_appointment'>);
    }
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
      .map((master) => ({ id: master.id, name: master.name, studio_id: master.studio_id }));
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
    const answer = await this.request(
      appointmentListSchema,
      'GET',
      `/appointments?date=${encodeURIComponent(args.date)}`,
    );
    if (!answer.ok) return answer;
    const day = answer.data.filter((appointment) => appointment.date === args.date);
    const byStatus: Record<string, number> = {};
    for (const appointment of day) {
      byStatus[appointment.status] = (byStatus[appointment.status] ?? 0) + 1;
    }
    return { ok: true, data: { date: args.date, total: day.length, by_status: byStatus } };
  }

  async findClients(args: ToolArgs<'find_clients'>): Promise<ToolResult<ClientSummary[]>> {
    // The API searches by substring: the stem finds every case of the name, the match narrows it.
    const first = args.name.split(/\s+/)[0] ?? args.name;
    const answer = await this.request(
      clientListResponseSchema,
      'GET',
      `/clients?search=${encodeURIComponent(nameStem(first))}&limit=50&is_active=true`,
    );
    if (!answer.ok) return answer;
    const clients = answer.data.clients
      .filter((client) => nameMatches(client.name, args.name))
      .map((client) => ({ id: client.id, name: client.name }));
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
