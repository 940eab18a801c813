// A stream of client writes and public bookings against a server process, for the crash-safety test
// and the graceful-stop test: what got a 2xx is recorded,
// and checked again after a restart.
import { expect } from 'vitest';
import { addDays, formatTime } from '@beautydesk/domain/rules/dates';
import type { JsonCall } from './api-client.ts';
import { DEMO_STAFF, jsonClient, signInAll } from './api-client.ts';
import type { BookingData } from './booking-server.ts';
import { STUDIO_TODAY } from './studio-today.ts';
import { startServer, type RunningServer } from './server-process.ts';

const today = STUDIO_TODAY;

/** Every half-hour slot 09:00–17:30 of days 1..14: bookings that never collide. */
function* freeSlots(): Generator<{ date: string; start_time: string; end_time: string }> {
  for (let day = 1; day <= 14; day += 1) {
    for (let minute = 9 * 60; minute + 30 <= 18 * 60; minute += 30) {
      yield {
        date: addDays(today, day),
        start_time: formatTime(minute),
        end_time: formatTime(minute + 30),
      };
    }
  }
}

export interface Acknowledged {
  clients: string[];
  appointments: string[];
  /** Every answer's status, in order. */
  statuses: number[];
  /** Why each writer stopped (the connection went, normally). */
  errors: string[];
}

/**
 * Writes until the server stops answering: `writers` loops of client creations (staff) and public
 * bookings (a master each); returns the ids of every write answered 2xx.
 */
export async function writeUntilGone(
  server: RunningServer,
  token: string,
  data: BookingData,
  acknowledged: Acknowledged,
): Promise<void> {
  const call = jsonClient(server);
  let stopped = false;
  const writer = async (next: () => Promise<void>) => {
    while (!stopped) {
      try {
        await next();
      } catch (error) {
        stopped = true; // the connection went with the process
        acknowledged.errors.push(String(error));
      }
    }
  };
  let n = 0;
  const clientWrites = () =>
    writer(async () => {
      n += 1;
      const created = await call('POST', '/clients', token, { name: `Клиент сбоя ${n}` });
      acknowledged.statuses.push(created.status);
      if (created.status === 201) acknowledged.clients.push(created.body.id);
    });
  const bookings = (masterId: string, phonePrefix: string) => {
    const slots = freeSlots();
    let i = 0;
    return writer(async () => {
      const slot = slots.next();
      if (slot.done) {
        stopped = true;
        return;
      }
      i += 1;
      const booked = await call('POST', `/public/studios/${data.studioA}/booking`, undefined, {
        client_data: { name: 'Онлайн', phone: `${phonePrefix}${String(i).padStart(4, '0')}` },
        master_id: masterId,
        service_ids: [data.wax],
        ...slot.value,
        total_price: 0, // the server computes the price itself
      });
      acknowledged.statuses.push(booked.status);
      if (booked.status >= 400 && acknowledged.errors.length < 3) {
        acknowledged.errors.push(JSON.stringify(booked.body));
      }
      if (booked.status === 201) acknowledged.appointments.push(booked.body.appointment_id);
    });
  };
  await Promise.all([
    clientWrites(),
    clientWrites(),
    bookings(data.master, '+37529880'),
    bookings(data.master2, '+37529881'),
  ]);
}

/** Resolves once writes of both kinds are being acknowledged (so more are in flight). */
export async function untilAcknowledged(acknowledged: Acknowledged): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (acknowledged.clients.length < 20 || acknowledged.appointments.length < 10) {
    if (Date.now() > deadline) {
      const counts = acknowledged.statuses.reduce<Record<number, number>>(
        (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
        {},
      );
      throw new Error(
        `writes are not being acknowledged: ${JSON.stringify(counts)} ${acknowledged.errors.join('; ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every acknowledged write reads back, and the database takes writes again. */
export async function expectAcknowledged(
  call: JsonCall,
  owner: string,
  acknowledged: Acknowledged,
): Promise<void> {
  for (const id of acknowledged.clients) {
    expect((await call('GET', `/clients/${id}`, owner)).status, `client ${id}`).toBe(200);
  }
  for (const id of acknowledged.appointments) {
    expect((await call('GET', `/appointments/${id}`, owner)).status, `appointment ${id}`).toBe(200);
  }
  const after = await call('POST', '/clients', owner, { name: 'После перезапуска' });
  expect(after.status).toBe(201);
}

/** The server's environment in these tests: its own secret, no sign-in limit, no demo seed. */
export function writeStreamEnv(test: string, database: Record<string, string>) {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: `${test}-`.padEnd(48, 'x'),
    AUTH_RATE_LIMIT: 'off',
    SEED: 'off',
    ...database,
  };
}

/**
 * Starts a server (`how` as startServer's), signs the owner in and starts the write stream; resolves
 * once writes of both kinds are being acknowledged, with more in flight.
 */
export async function startWriting(
  env: Record<string, string>,
  data: BookingData,
  running: RunningServer[],
  how: 'main' | 'npm start' = 'main',
) {
  const server = await startServer(env, how);
  running.push(server);
  const tokens: { owner?: string } = {};
  await signInAll(jsonClient(server), { owner: DEMO_STAFF.owner }, tokens);
  const acknowledged: Acknowledged = { clients: [], appointments: [], statuses: [], errors: [] };
  const stream = writeUntilGone(server, tokens.owner as string, data, acknowledged);
  await untilAcknowledged(acknowledged);
  return { server, acknowledged, stream };
}

/** Starts the server again on the same data and checks every acknowledged write is there. */
export async function restartAndExpect(
  env: Record<string, string>,
  acknowledged: Acknowledged,
  running: RunningServer[],
): Promise<void> {
  const server = await startServer(env);
  running.push(server);
  const call = jsonClient(server);
  const tokens: { owner?: string } = {};
  await signInAll(call, { owner: DEMO_STAFF.owner }, tokens);
  await expectAcknowledged(call, tokens.owner as string, acknowledged);
}
