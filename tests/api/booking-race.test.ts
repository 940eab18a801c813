// No double booking under load: 50 public bookings of one slot sent at once, to one server process
// and to two processes sharing one PostgreSQL database, give exactly one booking and 49 clear 409s,
// never a 5xx (and the same on PGlite with its single process).
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { addDays } from '@beautydesk/domain/rules/dates';
import { jsonClient, type JsonAnswer } from '../support/api-client.ts';
import { setUpBookingServers, type Engine } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import type { RunningServer } from '../support/server-process.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/booking-race] ${SKIP_POSTGRES_REASON}`);

const SLOT_TAKEN = 'Это время уже занято. Выберите другое окно.';
const BOOKINGS = 50;
const today = STUDIO_TODAY;

/** 50 bookings of one slot by 50 different people, spread over `servers`, all sent at once. */
async function race(
  servers: readonly RunningServer[],
  studioId: string,
  body: (i: number) => object,
): Promise<JsonAnswer[]> {
  return Promise.all(
    Array.from({ length: BOOKINGS }, (_, i) =>
      jsonClient(servers[i % servers.length] as RunningServer)(
        'POST',
        `/public/studios/${studioId}/booking`,
        undefined,
        body(i),
      ),
    ),
  );
}

function expectOneWinner(answers: readonly JsonAnswer[]) {
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(BOOKINGS - 1);
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.body).toEqual({ detail: SLOT_TAKEN });
  }
  return answers.find((answer) => answer.status === 201)?.body.appointment_id as string;
}

async function liveRows(url: string, masterId: string, date: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      `select id from appointments where master_id = $1 and date = $2
         and status not in ('cancelled', 'no_show')`,
      [masterId, date],
    );
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** Live appointments of the master that day, as the staff API lists them (the owner's view). */
async function liveThroughApi(server: RunningServer, masterId: string, date: string) {
  const call = jsonClient(server);
  const login = await call('POST', '/auth/login', undefined, {
    email: 'owner@demo.beautydesk.local',
    password: 'owner123',
  });
  expect(login.status).toBe(200);
  const list = await call(
    'GET',
    `/appointments?master_id=${masterId}&date=${date}`,
    login.body.access_token,
  );
  expect(list.status).toBe(200);
  return (list.body.appointments as { id: string; status: string }[])
    .filter((a) => a.status !== 'cancelled' && a.status !== 'no_show')
    .map((a) => a.id);
}

const env = (tag: string) => ({
  NODE_ENV: 'test',
  JWT_SECRET: `booking-race-${tag}-`.padEnd(48, 'x'),
  AUTH_RATE_LIMIT: 'off',
});

function raceSuite(engine: Engine, processes: number) {
  const setup = setUpBookingServers(engine, env(`${engine}-${processes}`), processes);

  it(`${BOOKINGS} simultaneous public bookings of one slot: one 201, ${BOOKINGS - 1} × 409, no 5xx`, async () => {
    const { data } = setup;
    const date = addDays(today, 2);
    const answers = await race(setup.servers, data.studioA, (i) => ({
      client_data: { name: `Гонка ${i}`, phone: `+37533${String(1000000 + i)}` },
      master_id: data.master,
      service_ids: [data.laser],
      date,
      start_time: '11:00',
      end_time: '12:00',
    }));
    const winner = expectOneWinner(answers);
    const live = setup.databaseUrl
      ? await liveRows(setup.databaseUrl, data.master, date)
      : await liveThroughApi(setup.server, data.master, date);
    expect(live).toEqual([winner]);
  }, 120_000);

  it('overlapping slots and one shared phone race just the same', async () => {
    const { data } = setup;
    const date = addDays(today, 3);
    // Every request wants a different start inside 13:00–14:00 (all overlap 13:45), one phone for all.
    const answers = await race(setup.servers, data.studioA, (i) => {
      const start = 13 * 60 + (i % 4) * 15;
      const time = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return {
        client_data: { name: 'Одна клиентка', phone: '+375 44 700-00-01' },
        master_id: data.master2,
        service_ids: [data.laser],
        date,
        start_time: time(start),
        end_time: time(start + 60),
      };
    });
    const winner = expectOneWinner(answers);
    const live = setup.databaseUrl
      ? await liveRows(setup.databaseUrl, data.master2, date)
      : await liveThroughApi(setup.server, data.master2, date);
    expect(live).toEqual([winner]);
  }, 120_000);
}

describe('booking race on pglite, one server process', () => {
  raceSuite('pglite', 1);
});

describe.skipIf(!testDatabaseUrl)('booking race on postgres, one server process', () => {
  raceSuite('postgres', 1);
});

describe.skipIf(!testDatabaseUrl)('booking race on postgres, two server processes', () => {
  raceSuite('postgres', 2);
});
