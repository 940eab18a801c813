// The business endpoints under loopback load, each beside the trivial route (GET /version):
// a month of appointments with their relations (1,000 rows), the optimal-slot finder, public
// online booking (every request a distinct slot and client) and client search over 100,000
// clients. A real server process on a database prepared before it starts: the demo data, then
// 99,800 more clients, extra masters filling the month to 1,000+ appointments in one studio, and
// round-the-clock masters for the bookings. PGlite in a temporary data folder; a fresh PostgreSQL
// database instead when DATABASE_URL or TEST_DATABASE_URL is set. 127.0.0.1 only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONNECTIONS,
  DURATION_MS,
  measure,
  root,
  startServer,
  WARMUP_MS,
} from './support/load.mjs';
import { freshPostgresDatabase } from './support/postgres.mjs';
const CLIENTS_TOTAL = 100_000;
const MONTH_ROWS = 1_000;
const BOOKING_MASTERS = 12;
const OWNER = { email: 'owner@demo.beautydesk.local', password: 'owner123' };
const SEARCHES = [
  'анна',
  'смирнова',
  'ольга ко',
  'мария иванова',
  'кузьмина',
  '+3754410',
  '1234',
  'client4242',
  'example.com',
  'елена пет',
  'дарья',
  'nastya',
];

// The clients screen as a user drives it: three letters typed into the search (the page of 12 and
// the total of matches), and the first page with no search (active clients by name).
const CLIENT_PAGE = '&skip=0&limit=12&sort_by=name&sort_order=asc&is_active=true';
const THREE_LETTERS = ['анн', 'мар', 'оль', 'ири', 'сми', 'куз', 'пет', 'дар', 'вер', 'еле'];

const pad = (n) => String(n).padStart(2, '0');
const isoDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dayAfter = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + days));
};
const hhmm = (minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

// ---------------------------------------------------------------------------------------------
// Preparation: runs in a child process with tsx loaded, so it can use the server's own modules.

async function prepare({ dataDir, url }) {
  const server = (path) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
  const { openDatabase } = await server('db/database.ts');
  const { migrate } = await server('db/migrate.ts');
  const { seedDemoData, demoToday } = await server('seed.ts');
  const { withTenant } = await server('db/tenant.ts');
  const { appointments, masters, services, studios } = await server('db/schema.ts');

  const database = await openDatabase(url ? { url } : { dataDir });
  const timings = {};
  const time = async (label, fn) => {
    const t0 = performance.now();
    const result = await fn();
    timings[label] = performance.now() - t0;
    return result;
  };
  try {
    await migrate(database);
    await time('seed', () => seedDemoData(database.db));
    const today = demoToday();
    // Raw SQL in one transaction bound to the license (row-level security is forced).
    const raw = async (licenseId, fn) =>
      database.withConnection(async (c) => {
        await c.query('begin');
        try {
          if (licenseId)
            await c.query("select set_config('app.license_id', $1, true)", [licenseId]);
          const result = await fn((text, params) => c.query(text, params));
          await c.query('commit');
          return result;
        } catch (error) {
          await c.query('rollback');
          throw error;
        }
      });
    const [{ license_id: licenseId }] = await raw(null, (q) =>
      q('select license_id from users where email = $1', [OWNER.email]),
    );
    const count = async (text, params = []) =>
      Number((await raw(licenseId, (q) => q(text, params)))[0].n);

    const { minsk, moscow, anna, laser, shins, wax } = await withTenant(
      database.db,
      licenseId,
      async (t) => {
        const allStudios = await t.select(studios);
        const allServices = await t.select(services);
        const serviceNamed = (name) => allServices.find((s) => s.name === name);
        return {
          minsk: allStudios.find((s) => s.city === 'Минск'),
          moscow: allStudios.find((s) => s.city === 'Москва'),
          anna: (await t.select(masters)).find((m) => m.name.startsWith('Анна ')),
          laser: serviceNamed('Лазерная эпиляция подмышек'),
          shins: serviceNamed('Лазерная эпиляция голеней'),
          wax: serviceNamed('Воск подмышки'),
        };
      },
    );

    // 99,800 more clients with a phone each (and every third an e-mail), in one statement.
    const more = CLIENTS_TOTAL - (await count('select count(*) as n from clients'));
    const clientIds = await time('clients', () =>
      raw(licenseId, async (q) => {
        // The trigram index is built once after the rows are in, not row by row (the same
        // definition as migration 0006's).
        await q('drop index clients_search_trgm_idx');
        await q(
          `with g as (
             select i,
               (array['Анна','Мария','Елена','Ольга','Наталья','Ирина','Татьяна','Светлана',
                      'Екатерина','Юлия','Анастасия','Дарья','Ксения','Полина','Виктория',
                      'Алина','Марина','Вероника','Софья','Алёна'])[1 + i % 20] as first,
               (array['Смирнова','Иванова','Кузнецова','Попова','Васильева','Петрова',
                      'Соколова','Михайлова','Новикова','Фёдорова','Морозова','Волкова',
                      'Алексеева','Лебедева','Семёнова','Егорова','Павлова','Козлова',
                      'Степанова','Николаева','Орлова','Андреева','Макарова','Никитина',
                      'Захарова','Зайцева','Соловьёва','Борисова','Яковлева','Григорьева',
                      'Романова','Воробьёва','Сергеева','Кузьмина','Фролова','Александрова'])
                 [1 + (i / 20) % 36] as last,
               '+37544' || (1000000 + i)::text as phone,
               case when i % 3 = 0 then 'client' || i || '@example.com' end as email
             from generate_series(1, $2::int) as i
           )
           insert into clients (license_id, name, contacts, search_text, created_at)
           select $1::uuid, first || ' ' || last,
             jsonb_build_array(jsonb_build_object('type', 'call', 'value', phone,
               'preferred', true, 'verified', false, 'notes', null))
             || case when email is null then '[]'::jsonb else jsonb_build_array(
               jsonb_build_object('type', 'email', 'value', email, 'preferred', false,
                 'verified', false, 'notes', null)) end,
             lower(first || ' ' || last || ' ' || phone || coalesce(' ' || email, '')),
             now() - (i % 700) * interval '1 day'
           from g`,
          [licenseId, more],
        );
        await q(
          'create index clients_search_trgm_idx on clients using gin (search_text gin_trgm_ops)',
        );
        await q(
          `insert into client_phones (license_id, client_id, phone)
           select license_id, id, contacts->0->>'value' from clients
            where license_id = $1::uuid and contacts->0->>'value' like '+37544%'`,
          [licenseId],
        );
        return (
          await q(
            `select id from clients where license_id = $1::uuid
                and contacts->0->>'value' like '+37544%' limit 5000`,
            [licenseId],
          )
        ).map((row) => row.id);
      }),
    );

    const everyDay = (slot) => ({
      template: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, { isWorking: true, slots: [slot] }],
        ),
      ),
      customDays: {},
      activeFrom: dayAfter(today, -62),
      activeUntil: dayAfter(today, 62),
    });

    // The month: extra masters in Minsk, 45-minute appointments 09:00–18:00 every day, until the
    // studio holds at least MONTH_ROWS appointments this month.
    const [year, month] = today.split('-').map(Number);
    const from = `${year}-${pad(month)}-01`;
    const to = isoDate(new Date(year, month, 0));
    const days = Number(to.slice(8));
    const monthCount = () =>
      count(
        `select count(*) as n from appointments where studio_id = $1::uuid
            and date between $2::date and $3::date`,
        [minsk.id, from, to],
      );
    const extraMasters = Math.max(
      0,
      Math.ceil((MONTH_ROWS + 50 - (await monthCount())) / (days * 12)),
    );
    const bookingMasters = await time('masters', () =>
      withTenant(database.db, licenseId, async (t) => {
        const created = await t.insert(
          masters,
          Array.from({ length: extraMasters }, (_, i) => ({
            name: `Мастер нагрузки ${i + 1}`,
            phone: `+3752900000${pad(i)}`,
            studio_id: minsk.id,
            qualification: 'Лазерная эпиляция',
            schedule: everyDay({ start: '09:00', end: '18:00' }),
          })),
        );
        const booked = [];
        created.forEach((master, m) => {
          for (let d = 1; d <= days; d += 1) {
            const date = `${year}-${pad(month)}-${pad(d)}`;
            for (let k = 0; k < 12; k += 1) {
              booked.push({
                client_id: clientIds[(m * 997 + d * 12 + k) % clientIds.length],
                master_id: master.id,
                studio_id: minsk.id,
                service_ids: [shins.id],
                date,
                start_time: hhmm(9 * 60 + k * 45),
                end_time: hhmm(9 * 60 + (k + 1) * 45),
                status: date < today ? 'completed' : 'scheduled',
                total_price: 120,
                currency: 'BYN',
              });
            }
          }
        });
        for (let i = 0; i < booked.length; i += 500) {
          await t.insert(appointments, booked.slice(i, i + 500));
        }
        // Round-the-clock masters in Moscow: every booking gets its own 15-minute slot.
        return t.insert(
          masters,
          Array.from({ length: BOOKING_MASTERS }, (_, i) => ({
            name: `Мастер онлайн-записи ${i + 1}`,
            phone: `+790000000${pad(i)}`,
            studio_id: moscow.id,
            qualification: 'Восковая эпиляция',
            schedule: everyDay({ start: '00:00', end: '23:59' }),
          })),
        );
      }),
    );
    return {
      today,
      minsk: minsk.id,
      moscow: moscow.id,
      anna: anna.id,
      laser: laser.id,
      wax: wax.id,
      waxMinutes: wax.duration_min,
      bookingMasters: bookingMasters.map((m) => m.id),
      month: { from, to, rows: await monthCount() },
      clients: await count('select count(*) as n from clients'),
      timings,
    };
  } finally {
    await database.close();
  }
}

if (process.argv[2] === '--prepare') {
  const result = await prepare(JSON.parse(process.argv[3]));
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The server and the load.

/** A fresh database on the PostgreSQL named by DATABASE_URL / TEST_DATABASE_URL, or null. */
async function postgresDatabase() {
  const admin = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  return admin ? freshPostgresDatabase(admin) : null;
}

async function call(url, method, path, token, body) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

const postgres = await postgresDatabase();
const dataDir = postgres ? null : mkdtempSync(join(tmpdir(), 'bd-business-bench-'));
let server;
try {
  const t0 = performance.now();
  const prepared = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--prepare',
      JSON.stringify(postgres ? { url: postgres.url } : { dataDir: join(dataDir, 'pglite') }),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 },
  );
  if (prepared.status !== 0) throw new Error(`preparation failed (${prepared.status})`);
  const data = JSON.parse(prepared.stdout.trim().split('\n').at(-1));
  const prepareMs = performance.now() - t0;

  server = await startServer(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir });
  const login = await call(server.url, 'POST', '/auth/login', null, OWNER);
  if (login.status !== 200) throw new Error(`owner login answered ${login.status}`);
  const owner = { authorization: `Bearer ${login.json.access_token}` };
  const token = login.json.access_token;

  const monthPath =
    `/api/v1/appointments/with-relations?date_from=${data.month.from}&date_to=${data.month.to}` +
    `&studio_id=${data.minsk}&limit=1000`;
  const slotsBody = {
    service_ids: [data.laser],
    master_id: data.anna,
    studio_id: data.minsk,
    from_date: data.today,
    to_date: dayAfter(data.today, 14),
  };

  // One bookable slot per request: each round-the-clock master, tomorrow … today + 14, every
  // quarter hour; a distinct phone per booking, so no two bookings share a slot or a client.
  const slots = [];
  for (let d = 1; d <= 14; d += 1) {
    const date = dayAfter(data.today, d);
    for (let start = 0; start + data.waxMinutes <= 23 * 60 + 45; start += 15) {
      for (const master of data.bookingMasters) {
        slots.push({ master, date, start: hhmm(start), end: hhmm(start + data.waxMinutes) });
      }
    }
  }
  let booked = 0;
  const nextBooking = () => {
    const slot = slots[booked];
    if (!slot) return null;
    booked += 1;
    return {
      method: 'POST',
      path: `/api/v1/public/studios/${data.moscow}/booking`,
      body: {
        client_data: { name: `Клиент нагрузки ${booked}`, phone: `+37529${5_000_000 + booked}` },
        master_id: slot.master,
        service_ids: [data.wax],
        date: slot.date,
        start_time: slot.start,
        end_time: slot.end,
      },
    };
  };
  let searched = 0;
  const nextSearch = () => ({
    path: `/api/v1/clients?search=${encodeURIComponent(SEARCHES[searched++ % SEARCHES.length])}&limit=50`,
    headers: owner,
  });

  // Each route answers as expected before it is loaded.
  const month = await call(server.url, 'GET', monthPath.replace('/api/v1', ''), token);
  const found = await call(
    server.url,
    'POST',
    '/appointments/find-optimal-slots',
    token,
    slotsBody,
  );
  const search = await call(
    server.url,
    'GET',
    `/clients?search=${encodeURIComponent('анна')}&limit=50`,
    token,
  );
  const first = nextBooking();
  const booking = await call(
    server.url,
    'POST',
    first.path.replace('/api/v1', ''),
    null,
    first.body,
  );
  for (const [label, answer] of [
    ['with-relations', month],
    ['find-optimal-slots', found],
    ['clients search', search],
    ['public booking', booking],
  ]) {
    if (answer.status >= 400) {
      throw new Error(`${label} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    }
  }

  console.log(
    `${postgres ? 'PostgreSQL' : 'PGlite'}: prepared in ${(prepareMs / 1000).toFixed(1)} s ` +
      `(demo seed ${(data.timings.seed / 1000).toFixed(2)} s, ${data.clients} clients, ` +
      `${data.month.rows} appointments in studio Минск ${data.month.from}…${data.month.to}); ` +
      `server ready in ${(server.startMs / 1000).toFixed(1)} s; ${CONNECTIONS} keep-alive connections, ` +
      `${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per route`,
  );
  console.log(
    `answers: month ${month.json.appointments.length} rows; ${found.json.slots.length} slots offered; ` +
      `search 'анна' ${search.json.total} matches (${search.json.clients.length} sent); booking ${booking.status}`,
  );

  const version = await measure(
    'GET /version (trivial)',
    server.port,
    () => ({ path: '/api/v1/version' }),
    200,
  );
  // BUSINESS_BENCH_ONLY=clients measures the clients screen alone (when tuning its queries).
  const runs =
    process.env.BUSINESS_BENCH_ONLY === 'clients'
      ? []
      : [
          [
            'GET /appointments/with-relations (month)',
            await measure(
              'GET /appointments/with-relations (month)',
              server.port,
              () => ({ path: monthPath, headers: owner }),
              200,
            ),
          ],
          [
            'POST /appointments/find-optimal-slots',
            await measure(
              'POST /appointments/find-optimal-slots',
              server.port,
              () => ({
                method: 'POST',
                path: '/api/v1/appointments/find-optimal-slots',
                headers: owner,
                body: slotsBody,
              }),
              200,
            ),
          ],
          [
            'POST /public/studios/{id}/booking',
            await measure('POST /public/studios/{id}/booking', server.port, nextBooking, 201),
          ],
          [
            'GET /clients?search (100,000 clients)',
            await measure('GET /clients?search (100,000 clients)', server.port, nextSearch, 200),
          ],
        ];
  // The clients screen, one lone user (1 connection) and under load (16), each beside /version
  // measured the same way.
  let typed = 0;
  const clientSearch = () => ({
    path: `/api/v1/clients?search=${encodeURIComponent(THREE_LETTERS[typed++ % THREE_LETTERS.length])}${CLIENT_PAGE}`,
    headers: owner,
  });
  const firstPage = () => ({ path: `/api/v1/clients?${CLIENT_PAGE.slice(1)}`, headers: owner });
  const probe = await call(server.url, 'GET', `/clients?search=анн${CLIENT_PAGE}`, token);
  if (probe.status !== 200) throw new Error(`clients page answered ${probe.status}`);
  console.log(
    `clients screen: search 'анн' → ${probe.json.clients.length} of ${probe.json.total} matches`,
  );
  const versionOne = await measure(
    'GET /version (trivial), 1 connection',
    server.port,
    () => ({ path: '/api/v1/version' }),
    200,
    { connections: 1 },
  );
  const clientRuns = [];
  for (const [label, next] of [
    ['GET /clients 3-letter search + total', clientSearch],
    ['GET /clients first page (active, by name)', firstPage],
  ]) {
    const one = await measure(`${label}, 1 connection`, server.port, next, 200, {
      connections: 1,
    });
    const many = await measure(`${label}, ${CONNECTIONS} connections`, server.port, next, 200);
    clientRuns.push([label, one, many]);
  }
  for (const [label, one, many] of clientRuns) {
    console.log(
      `clients screen  ${label.padEnd(42)} 1 conn: p50 ${one.p50.toFixed(2)} ms (${(one.p50 / versionOne.p50).toFixed(1)}× /version), ` +
        `p99 ${one.p99.toFixed(2)} ms (${(one.p99 / versionOne.p99).toFixed(1)}×);  ` +
        `${CONNECTIONS} conn: p50 ${many.p50.toFixed(2)} ms (${(many.p50 / version.p50).toFixed(1)}×), ` +
        `p99 ${many.p99.toFixed(2)} ms (${(many.p99 / version.p99).toFixed(1)}×)`,
    );
  }
  for (const [label, run] of runs) {
    console.log(
      `vs /version  ${label.padEnd(40)} p50 ${(run.p50 / version.p50).toFixed(1).padStart(6)}×   ` +
        `p99 ${(run.p99 / version.p99).toFixed(1).padStart(6)}×   throughput ${((run.rps / version.rps) * 100).toFixed(1)}%`,
    );
  }
  console.log(`bookings used ${booked} of ${slots.length} prepared slots`);
} finally {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
