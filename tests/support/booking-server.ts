// Real server processes for the appointment and booking API tests, on a database prepared before
// they start: migrated, the demo data seeded, and bookable masters, services and clients written
// straight into the demo license (apps/server/src/appointments/testing.ts), so the tests do not
// depend on today's weekday or on the demo's random schedules.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './postgres.ts';
import { startServer, type RunningServer } from './server-process.ts';

export type Engine = 'pglite' | 'postgres';

/** What apps/server/src/appointments/testing.ts writes (ids). */
export interface BookingData {
  licenseId: string;
  studioA: string;
  studioB: string;
  master: string;
  master2: string;
  inactiveMaster: string;
  masterB: string;
  laser: string;
  wax: string;
  inactiveService: string;
  unpriced: string;
  client: string;
  clientPhone: string;
  inactiveClient: string;
}

// The server is loaded by URL (the tests' TypeScript project does not reference apps/server); the
// shapes used are typed here.
interface Database {
  db: unknown;
  withConnection<T>(
    fn: (connection: {
      query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}
const load = <T>(path: string): Promise<T> =>
  import(/* @vite-ignore */ new URL(`../../apps/server/src/${path}`, import.meta.url).href);

export const DEMO_MASTER_EMAIL = 'master@demo.beautydesk.local';

async function prepare(options: { url?: string; dataDir?: string }): Promise<BookingData> {
  const { openDatabase } = await load<{
    openDatabase(options: { url?: string; dataDir?: string }): Promise<Database>;
  }>('db/database.ts');
  const { migrate } = await load<{ migrate(database: Database): Promise<unknown> }>(
    'db/migrate.ts',
  );
  const { seedDemoData } = await load<{ seedDemoData(db: unknown): Promise<unknown> }>('seed.ts');
  const { seedBookingData, linkMasterAccount } = await load<{
    seedBookingData(db: unknown, licenseId: string): Promise<BookingData>;
    linkMasterAccount(db: unknown, email: string, masterId: string): Promise<void>;
  }>('appointments/testing.ts');
  const database = await openDatabase(options);
  try {
    await migrate(database);
    await seedDemoData(database.db);
    const [license] = await database.withConnection((connection) =>
      connection.query<{ id: string }>(
        "select license_id as id from users where email = 'owner@demo.beautydesk.local'",
      ),
    );
    const data = await seedBookingData(database.db, license?.id as string);
    await linkMasterAccount(database.db, DEMO_MASTER_EMAIL, data.master);
    return data;
  } finally {
    await database.close();
  }
}

/**
 * A database with the demo data and the booking fixtures (PGlite in a temporary data folder, or a
 * fresh PostgreSQL database), not yet served: `env` points a server process at it; dispose() removes it.
 */
export async function prepareBookingDatabase(engine: Engine): Promise<{
  data: BookingData;
  env: Record<string, string>;
  dispose(): Promise<void>;
}> {
  if (engine === 'postgres') {
    const database = await createTestDatabase();
    return {
      data: await prepare({ url: database.url }),
      env: { DATABASE_URL: database.url },
      dispose: database.dispose,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-booking-'));
  return {
    data: await prepare({ dataDir: join(dataDir, 'pglite') }),
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface BookingServers {
  /** The first (or only) server process. */
  readonly server: RunningServer;
  readonly servers: RunningServer[];
  readonly data: BookingData;
  /** The PostgreSQL URL the processes share ('postgres' only). */
  readonly databaseUrl: string | undefined;
}

/**
 * Prepares a database (PGlite in a temporary data folder, or a fresh PostgreSQL database) and
 * starts `processes` server processes on it before the enclosing suite; stops them and removes the
 * database after it. Several processes need one JWT_SECRET in `env`.
 */
export function setUpBookingServers(
  engine: Engine,
  env: Record<string, string>,
  processes = 1,
): BookingServers {
  const state: {
    servers: RunningServer[];
    data?: BookingData;
    url?: string;
    drop?: () => Promise<void>;
  } = { servers: [] };
  beforeAll(async () => {
    const prepared = await prepareBookingDatabase(engine);
    state.data = prepared.data;
    state.url = prepared.env.DATABASE_URL;
    state.drop = prepared.dispose;
    for (let i = 0; i < processes; i += 1) {
      state.servers.push(await startServer({ SEED: 'off', ...env, ...prepared.env }));
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(state.servers.map((server) => server.stop()));
    await state.drop?.();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the booking servers start in beforeAll');
    return value;
  };
  return {
    get server() {
      return ready(state.servers[0]);
    },
    get servers() {
      return state.servers;
    },
    get data() {
      return ready(state.data);
    },
    get databaseUrl() {
      return state.url;
    },
  };
}
