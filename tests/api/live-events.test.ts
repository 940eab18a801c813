// The live calendar's stream (issue 27): GET /api/v1/events carries every change to an appointment
// of the license, whoever made it (a staff route, the public page, SQL by hand), to the signed-in
// streams that may see it; a master who may read only her own records gets only those; a stream
// ends when its session ends or its account is turned off. On PostgreSQL two server processes share
// the database: a write through one reaches a stream held by the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { addDays } from '@beautydesk/domain/rules/dates';
import { API_ENGINES, DEMO_ACCOUNTS, jsonClient, type JsonCall } from '../support/api-client.ts';
import {
  DEMO_MASTER_EMAIL,
  prepareBookingDatabase,
  type BookingData,
  type Engine,
} from '../support/booking-server.ts';
import { appointmentEvent, openEventStream, type EventStream } from '../support/event-stream.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/live-events] ${SKIP_POSTGRES_REASON}`);

const day = (n: number) => addDays(STUDIO_TODAY, n);

interface Connection {
  query(text: string, params?: unknown[]): Promise<unknown[]>;
}
interface OpenedDatabase {
  withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
const { openDatabase } = (await import(
  /* @vite-ignore */ new URL('../../apps/server/src/db/database.ts', import.meta.url).href
)) as { openDatabase(options: { url?: string; dataDir?: string }): Promise<OpenedDatabase> };

/**
 * The demo master's account gets a role that reads only its own master's appointments (the
 * permission 'appointments.view_own'), written before the servers start.
 */
async function makeMasterViewOwn(env: Record<string, string>): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/pglite` },
  );
  try {
    await database.withConnection(async (connection) => {
      await connection.query(
        `with role as (
           insert into business_roles (license_id, name, permissions)
           select license_id, 'Только свои записи', array['appointments.view_own']
             from users where email = $1
           returning license_id, id
         )
         update users set business_role_id = role.id from role
          where users.email = $1 and users.license_id = role.license_id`,
        [DEMO_MASTER_EMAIL],
      );
    });
  } finally {
    await database.close();
  }
}

function liveSuite(engine: Engine, processes: number) {
  const state: {
    servers: RunningServer[];
    data?: BookingData;
    databaseUrl?: string;
    drop?: () => Promise<void>;
  } = { servers: [] };
  const tokens: Record<string, string> = {};
  const streams: EventStream[] = [];
  /** The first process writes; the streams are read from the last one (the other, on PostgreSQL). */
  const writer = () => state.servers[0] as RunningServer;
  const reader = () => state.servers[state.servers.length - 1] as RunningServer;
  const call: JsonCall = (method, path, token, body) =>
    jsonClient(writer())(method, path, token, body);
  const data = () => state.data as BookingData;
  const open = async (token: string) => {
    const stream = await openEventStream(reader().url, token);
    streams.push(stream);
    return stream;
  };
  const signIn = async (who: keyof typeof DEMO_ACCOUNTS) => {
    const [email, password] = DEMO_ACCOUNTS[who];
    const answer = await call('POST', '/auth/login', undefined, { email, password });
    expect(answer.status).toBe(200);
    return answer.body as { access_token: string; refresh_token: string };
  };
  const book = async (overrides: Record<string, unknown>) => {
    const answer = await call('POST', '/appointments', tokens.administrator, {
      date: day(2),
      start_time: '10:00',
      end_time: '11:00',
      client_id: data().client,
      master_id: data().master,
      studio_id: data().studioA,
      service_ids: [data().laser],
      total_price: 150,
      ...overrides,
    });
    expect(answer.status).toBe(201);
    return answer.body as { id: string };
  };

  beforeAll(async () => {
    const prepared = await prepareBookingDatabase(engine);
    await makeMasterViewOwn(prepared.env);
    state.data = prepared.data;
    state.databaseUrl = prepared.env.DATABASE_URL;
    state.drop = prepared.dispose;
    for (let i = 0; i < processes; i += 1) {
      state.servers.push(
        await startServer({
          SEED: 'off',
          NODE_ENV: 'test',
          JWT_SECRET: `live-events-${engine}-`.padEnd(48, 'x'),
          EMAIL_CONFIRMATION: 'off',
          AUTH_RATE_LIMIT: 'off',
          ...prepared.env,
        }),
      );
    }
    for (const who of ['owner', 'administrator', 'master'] as const) {
      tokens[who] = (await signIn(who)).access_token;
    }
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(state.servers.map((server) => server.stop()));
    await state.drop?.();
  });

  it('opens only for a signed-in viewer who may read appointments', async () => {
    const anonymous = await fetch(`${reader().url}/api/v1/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    const stream = await open(tokens.owner as string);
    expect(stream.status).toBe(200);
    // The first message tells the tab it is connected (and may reread what it shows).
    expect((await stream.next(() => true)).event).toBe('resync');
  });

  it('a staff booking, its move and its cancellation reach the license’s open streams', async () => {
    const owner = await open(tokens.owner as string);
    await owner.next((message) => message.event === 'resync');
    const created = await book({ date: day(2), start_time: '10:00', end_time: '11:00' });
    const place = {
      studio_id: data().studioA,
      master_id: data().master,
      client_id: data().client,
      date: day(2),
    };
    expect((await owner.next(appointmentEvent(created.id))).data).toEqual({
      id: created.id,
      action: 'created',
      places: [place],
    });

    const moved = await call('PATCH', `/appointments/${created.id}`, tokens.administrator, {
      date: day(3),
    });
    expect(moved.status).toBe(200);
    const move = await owner.next(
      (message) => appointmentEvent(created.id)(message) && message.data.action === 'updated',
    );
    expect(move.data.places).toEqual([place, { ...place, date: day(3) }]);

    const cancelled = await call('POST', `/appointments/${created.id}/cancel`, tokens.owner, {
      cancellation_reason: 'Клиентка заболела',
    });
    expect(cancelled.status).toBe(200);
    const cancel = await owner.next(
      (message) =>
        appointmentEvent(created.id)(message) &&
        message.data.action === 'updated' &&
        message.data.places.length === 1,
    );
    expect(cancel.data.places).toEqual([{ ...place, date: day(3) }]);
  });

  it('a visitor’s booking on the public page reaches the streams too', async () => {
    const owner = await open(tokens.owner as string);
    await owner.next((message) => message.event === 'resync');
    const booked = await call('POST', `/public/studios/${data().studioA}/booking`, undefined, {
      client_data: { name: 'Посетительница', phone: '+375 29 555-12-34' },
      master_id: data().master2,
      service_ids: [data().laser],
      date: day(4),
      start_time: '12:00',
      end_time: '13:00',
    });
    expect(booked.status).toBe(201);
    const event = await owner.next(appointmentEvent(booked.body.appointment_id));
    expect(event.data).toMatchObject({
      action: 'created',
      places: [{ studio_id: data().studioA, master_id: data().master2, date: day(4) }],
    });
  });

  it('a master who reads only her own records gets only her own master’s events', async () => {
    const master = await open(tokens.master as string);
    const owner = await open(tokens.owner as string);
    await master.next((message) => message.event === 'resync');
    await owner.next((message) => message.event === 'resync');
    // Another master's booking first, then hers: events arrive in commit order, so the first one
    // her stream shows is her own, and the other never came before it.
    const others = await book({
      master_id: data().master2,
      date: day(5),
      start_time: '09:00',
      end_time: '10:00',
    });
    const hers = await book({
      master_id: data().master,
      date: day(5),
      start_time: '09:00',
      end_time: '10:00',
    });
    await owner.next(appointmentEvent(others.id));
    await owner.next(appointmentEvent(hers.id));
    const first = await master.next((message) => message.event === 'appointment');
    expect(first.data.id).toBe(hers.id);
    // A record moved from her to another master still tells her it left (its old place only).
    const moved = await call('PATCH', `/appointments/${hers.id}`, tokens.administrator, {
      master_id: data().master2,
      date: day(6),
    });
    expect(moved.status).toBe(200);
    const away = await master.next(
      (message) => appointmentEvent(hers.id)(message) && message.data.action === 'updated',
    );
    expect(away.data.places).toEqual([
      {
        studio_id: data().studioA,
        master_id: data().master,
        client_id: data().client,
        date: day(5),
      },
    ]);
    expect(master.messages.some((message) => message.data?.id === others.id)).toBe(false);
  });

  it('ends the stream when its session signs out, not when its token is refreshed', async () => {
    const session = await signIn('administrator');
    const stream = await open(session.access_token);
    await stream.next((message) => message.event === 'resync');
    const refreshed = await call('POST', '/auth/refresh', undefined, {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    // Still open after the rotation: the next booking reaches it.
    const booked = await book({ master_id: data().master2, date: day(7) });
    await stream.next(appointmentEvent(booked.id));
    const out = await call('POST', '/auth/logout', refreshed.body.access_token);
    expect(out.status).toBe(204);
    const end = await stream.next((message) => message.event === 'end');
    expect(end.data).toEqual({ reason: 'session-ended' });
    await stream.ended;
  });

  it('ends the stream when the account is turned off', async () => {
    const session = await signIn('administrator');
    const stream = await open(session.access_token);
    await stream.next((message) => message.event === 'resync');
    const me = await call('GET', '/auth/me', session.access_token);
    const off = await call('PUT', `/users/business-users/${me.body.id}`, tokens.owner, {
      is_active: false,
    });
    expect(off.status).toBe(200);
    const end = await stream.next((message) => message.event === 'end');
    expect(end.data).toEqual({ reason: 'access-revoked' });
    await stream.ended;
    const on = await call('POST', `/users/business-users/${me.body.id}/activate`, tokens.owner);
    expect(on.status).toBe(200);
  });

  it.skipIf(engine !== 'postgres')(
    'a change made by hand in SQL is published as well',
    async () => {
      const owner = await open(tokens.owner as string);
      await owner.next((message) => message.event === 'resync');
      const booked = await book({ master_id: data().master2, date: day(8) });
      await owner.next(appointmentEvent(booked.id));
      const client = new pg.Client({ connectionString: state.databaseUrl });
      await client.connect();
      try {
        await client.query(
          `update appointments set start_time = '10:30', end_time = '11:30' where id = $1`,
          [booked.id],
        );
      } finally {
        await client.end();
      }
      const event = await owner.next(
        (message) => appointmentEvent(booked.id)(message) && message.data.action === 'updated',
      );
      expect(event.data.places).toHaveLength(1);
    },
  );
}

describe.each(API_ENGINES)('live events on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)(engine === 'postgres' ? 'two server processes' : 'one process', () => {
    liveSuite(engine, engine === 'postgres' ? 2 : 1);
  });
});
