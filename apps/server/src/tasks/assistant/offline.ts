// The built-in offline assistant: reads a plain Russian request, does the work with the tools (the
// user's own API calls), and answers with the tool calls it performed and a streamed text.
import { diffDays, formatTime, parseTime, weekdayIndex } from '@beautydesk/domain/rules/dates';
import { appointmentStatusLabels } from '@beautydesk/domain/messages/calendar';
import type { Slot } from '@beautydesk/domain/schemas/appointments';
import type { ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import { assistantTexts as t, WEEKDAY_ACCUSATIVE } from '../messages.ts';
import { nominative, parseRequest, SERVICE_TYPE_LABELS, type Request } from './russian.ts';
import type { MasterSummary, ServiceSummary, Toolbox, ToolName, ToolRun } from './tools.ts';
import type { AssistantEvent, AssistantProvider, AssistantTurn } from './types.ts';

/** How many masters a search without a name tries. */
const MAX_MASTERS = 10;
const MAX_SLOTS_IN_TEXT = 8;

/** "сегодня, 21.11", "завтра, 22.11", "в пятницу, 27.11". */
export function dayLabel(date: string, today: string): string {
  const short = `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  const ahead = diffDays(today, date);
  if (ahead === 0) return `сегодня, ${short}`;
  if (ahead === 1) return `завтра, ${short}`;
  if (ahead === 2) return `послезавтра, ${short}`;
  return `${WEEKDAY_ACCUSATIVE[weekdayIndex(date)]}, ${short}`;
}

const slotText = (slot: Slot) => `${slot.start_time}–${slot.end_time}`;

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

/** The service of `services` a master's studio offers (the first offered, else the first). */
function serviceFor(services: ServiceSummary[], master: MasterSummary): ServiceSummary {
  return (
    services.find((service) => service.prices[master.studio_id] !== undefined) ??
    (services[0] as ServiceSummary)
  );
}

/** One reply: the tool calls as they run, then the answer's text. */
class Conversation {
  readonly events: AssistantEvent[] = [];

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

  async masters(name: string | null): Promise<MasterSummary[] | string> {
    const wanted = name ? nominative(name) : null;
    const found = await this.tool('find_masters', wanted ? { name: wanted } : {});
    if (!found.result.ok) return t.refused(found.result.detail);
    if (found.result.data.length > 0) return found.result.data.slice(0, MAX_MASTERS);
    if (!wanted) return t.noMasters;
    const all = await this.tool('find_masters', {});
    const others = all.result.ok ? all.result.data.map((master) => master.name) : [];
    return t.noMasterNamed(wanted, others);
  }

  async services(request: Request): Promise<ServiceSummary[] | string> {
    const type = request.serviceType as NonNullable<Request['serviceType']>;
    const found = await this.tool('find_services', { type });
    if (!found.result.ok) return t.refused(found.result.detail);
    if (found.result.data.length === 0) return t.noServices(SERVICE_TYPE_LABELS[type]);
    return found.result.data;
  }

  async slots(master: MasterSummary, service: ServiceSummary, date: string) {
    return this.tool('find_slots', {
      master_id: master.id,
      studio_id: master.studio_id,
      service_ids: [service.id],
      from_date: date,
      to_date: date,
    });
  }

  async findSlots(request: Request): Promise<string> {
    if (!request.serviceType) return t.askService;
    const date = request.date ?? this.today;
    const masters = await this.masters(request.masterName);
    if (typeof masters === 'string') return masters;
    const services = await this.services(request);
    if (typeof services === 'string') return services;
    const lines: string[] = [];
    let anyFree = false;
    for (const master of masters) {
      const service = serviceFor(services, master);
      const run = await this.slots(master, service, date);
      if (!run.result.ok) return t.refused(run.result.detail);
      const slots = run.result.data.slots.filter((slot) => slot.date === date);
      const day = this.day(date);
      if (slots.length > 0) {
        anyFree = true;
        const shown = slots.slice(0, MAX_SLOTS_IN_TEXT).map(slotText);
        lines.push(t.slotsFound(master.name, service.name, day, shown));
        if (request.time) {
          const free = slots.some((slot) => covers(slot, request.time as string, service));
          lines.push(
            free ? t.timeFree(master.name, request.time) : t.timeTaken(master.name, request.time),
          );
        }
      } else if (request.masterName) {
        lines.push(t.slotsNone(master.name, service.name, day));
      }
    }
    if (!anyFree && !request.masterName) {
      const service = services[0] as ServiceSummary;
      return t.slotsNoneAnywhere(service.name, this.day(date));
    }
    return lines.join('\n');
  }

  async count(request: Request): Promise<string> {
    const date = request.date ?? this.today;
    const run = await this.tool('count_appointments', { date });
    if (!run.result.ok) return t.refused(run.result.detail);
    const { total, by_status: byStatus } = run.result.data;
    const text = [t.countDay(this.day(date), total)];
    const parts = Object.entries(byStatus).map(
      ([status, n]) =>
        `${(appointmentStatusLabels as Record<string, string>)[status]?.toLowerCase() ?? status} — ${n}`,
    );
    if (parts.length > 0) text.push(t.countByStatus(parts));
    return text.join(' ');
  }

  async book(request: Request): Promise<string> {
    const missing: string[] = [];
    if (!request.clientName) missing.push(t.missingClient);
    if (!request.serviceType) missing.push(t.missingService);
    if (!request.date) missing.push(t.missingDate);
    if (!request.time) missing.push(t.missingTime);
    if (missing.length > 0) return t.bookingNeeds(missing);
    const time = request.time as string;
    const date = request.date as string;

    const clientName = nominative(request.clientName as string);
    const clients = await this.tool('find_clients', { name: clientName });
    if (!clients.result.ok) return t.refused(clients.result.detail);
    if (clients.result.data.length === 0) return t.noClient(clientName);
    if (clients.result.data.length > 1) {
      return t.manyClients(
        clientName,
        clients.result.data.slice(0, 5).map((client) => client.name),
      );
    }
    const client = clients.result.data[0] as { id: string; name: string };

    const services = await this.services(request);
    if (typeof services === 'string') return services;
    const masters = await this.masters(request.masterName);
    if (typeof masters === 'string') return masters;

    const nearest: string[] = [];
    for (const master of masters) {
      const service = serviceFor(services, master);
      const run = await this.tool('free_windows', {
        master_id: master.id,
        date,
        duration_min: service.duration_min,
      });
      if (!run.result.ok) return t.refused(run.result.detail);
      const slots = run.result.data.slots.filter((slot) => slot.date === date);
      if (!slots.some((slot) => covers(slot, time, service))) {
        for (const slot of slots.slice(0, 3)) nearest.push(`${slotText(slot)} (${master.name})`);
        continue;
      }
      const start = parseTime(time) as number;
      const end = formatTime(Math.min(start + service.duration_min, 24 * 60));
      const created = await this.tool('create_appointment', {
        client_id: client.id,
        master_id: master.id,
        studio_id: master.studio_id,
        service_ids: [service.id],
        date,
        start_time: time,
        end_time: end,
      });
      if (!created.result.ok) return t.refused(created.result.detail);
      const booked = created.result.data;
      const text = [
        t.booked(
          client.name,
          service.name,
          master.name,
          this.day(date),
          booked.start_time,
          booked.end_time,
        ),
      ];
      if (booked.total_price !== null) {
        text.push(t.bookedPrice(`${booked.total_price} ${booked.currency ?? ''}`.trim()));
      }
      return text.join(' ');
    }
    return t.bookingTaken(this.day(date), time, nearest.slice(0, MAX_SLOTS_IN_TEXT));
  }
}

/** Whether the window holds `time` to `time` + the service's duration. */
function covers(slot: Slot, time: string, service: ServiceSummary): boolean {
  const start = parseTime(time);
  const from = parseTime(slot.start_time);
  const to = parseTime(slot.end_time);
  if (start === null || from === null || to === null) return false;
  return from <= start && start + service.duration_min <= to;
}

export function toolCallEvent(call: ToolCallWire): AssistantEvent {
  return { event: 'tool_call', ...call };
}

/** Answers the turn's message; the events in the order the user sees them. */
export async function* offlineReply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
  const queue: AssistantEvent[] = [];
  let wake: (() => void) | null = null;
  const conversation = new Conversation(turn.tools, turn.today, (event) => {
    queue.push(event);
    wake?.();
  });
  const request = parseRequest(turn.message, turn.today);
  const work =
    request.intent === 'find_slots'
      ? conversation.findSlots(request)
      : request.intent === 'count_appointments'
        ? conversation.count(request)
        : request.intent === 'book'
          ? conversation.book(request)
          : Promise.resolve(t.help);
  // Each tool call is streamed as soon as it is done, while the next one runs.
  let outcome: { text: string } | { error: unknown } | null = null;
  const finished = work.then(
    (text) => {
      outcome = { text };
    },
    (error: unknown) => {
      outcome = { error };
    },
  );
  for (;;) {
    const next = queue.shift();
    if (next) {
      yield next;
      continue;
    }
    if (outcome) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
      void finished.then(resolve);
    });
    wake = null;
  }
  const ended = outcome as { text: string } | { error: unknown } | null;
  if (ended && 'error' in ended) throw ended.error;
  for (const content of chunksOf(ended?.text ?? '')) yield { event: 'chunk', content };
}

export const offlineAssistant: AssistantProvider = {
  kind: 'offline',
  reply: offlineReply,
};
