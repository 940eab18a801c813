// The owner's analytics summary (GET /analytics/summary's work, issue 33) for one year over
// 100,000 appointments and 20,000 clients: p50 and p99 of the whole summary (every aggregate and
// the two comparison periods) for all studios and for one studio. On PGlite in a temporary data
// folder always, and on a fresh PostgreSQL database when BENCH_DATABASE_URL, DATABASE_URL or
// TEST_DATABASE_URL is set. Printed, never asserted; the goal is p50 ≤ 100 ms on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from './support/postgres.mjs';
import { smoke } from './support/smoke.mjs';

const APPOINTMENTS = smoke(100_000, 300);
const CLIENTS = smoke(20_000, 100);
const MASTERS = smoke(20, 2);
const SLOTS_PER_DAY = 14;
const DAYS = smoke(365, 30);
const OWNER_EMAIL = 'owner@demo.beautydesk.local';

const root = fileURLToPath(new URL('..', import.meta.url));

async function run({ dataDir, url, runs }) {
  const server = (path) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
  const { openDatabase } = await server('db/database.ts');
  const { migrate } = await server('db/migrate.ts');
  const { seedDemoData, demoToday } = await server('seed.ts');
  const { withTenant } = await server('db/tenant.ts');
  const { analyticsSummary } = await server('analytics/service.ts');
  const { addDays } = await import('../packages/domain/src/rules/dates.ts');

  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await migrate(database);
    await seedDemoData(database.db);
    const today = demoToday();
    const t0 = performance.now();
    const { licenseId, studioId } = await database.withConnection(async (c) => {
      const [{ license_id: licenseId }] = await c.query(
        'select license_id from users where email = $1',
        [OWNER_EMAIL],
      );
      await c.query('begin');
      await c.query("select set_config('app.license_id', $1, true)", [licenseId]);
      const studios = await c.query('select id from studios where license_id = $1 order by name', [
        licenseId,
      ]);
      // Masters working 08:00–18:30 every day of the year, half in each of the first two studios.
      const schedule = {
        template: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
            (day) => [day, { isWorking: true, slots: [{ start: '08:00', end: '18:30' }] }],
          ),
        ),
        customDays: {},
        activeFrom: addDays(today, -DAYS),
        activeUntil: addDays(today, 30),
      };
      await c.query(
        `insert into masters (license_id, name, phone, studio_id, qualification, coefficient, schedule)
         select $1::uuid, 'Bench ' || i, '+37529' || (1000000 + i), ($2::uuid[])[1 + i % 2],
           'Лазер', 0.8 + (i % 5) * 0.1, $3::jsonb
         from generate_series(1, $4::int) as i`,
        [licenseId, studios.map((s) => s.id).slice(0, 2), JSON.stringify(schedule), MASTERS],
      );
      const [{ n }] = await c.query(
        'select count(*)::int as n from clients where license_id = $1',
        [licenseId],
      );
      await c.query(
        `insert into clients (license_id, name, search_text)
         select $1::uuid, 'Клиент ' || i, 'клиент ' || i from generate_series(1, $2::int) as i`,
        [licenseId, CLIENTS - n],
      );
      // 100,000 appointments over the last year: 45-minute slots of the bench masters, a client
      // each (every client about five times), statuses by a fixed pattern (70 % completed).
      await c.query(
        `with m as (
           select m.id, m.studio_id, co.currency_code as currency,
             row_number() over (order by m.name) - 1 as k
           from masters m join studios s on s.license_id = m.license_id and s.id = m.studio_id
           join countries co on co.id = s.country_id
           where m.license_id = $1 and m.name like 'Bench %'
         ), c as (
           -- One array indexed by position: a join on a computed key made the planner compare
           -- every slot with every client (2·10⁹ pairs; the insert ran for over 15 minutes).
           select array_agg(id order by id) as ids from clients where license_id = $1
         ), s as (
           select array_agg(id order by name) as ids from services where license_id = $1
         ), g as (
           select m.id as master_id, m.studio_id, m.currency, d, slot,
             row_number() over (order by d, m.k, slot) as i
           from m cross join generate_series(0, $3::int - 1) as d
             cross join generate_series(0, $4::int - 1) as slot
         )
         insert into appointments (license_id, client_id, master_id, studio_id, service_ids, date,
           start_time, end_time, status, total_price, currency, is_online_booking, booking_source,
           cancelled_at)
         select $1::uuid, c.ids[1 + (g.i * 7919) % $5::int], g.master_id, g.studio_id,
           array[s.ids[1 + g.i % array_length(s.ids, 1)]],
           $2::date - g.d,
           time '08:00' + g.slot * interval '45 minutes',
           time '08:00' + (g.slot + 1) * interval '45 minutes',
           case when g.i % 20 = 0 then 'no_show' when g.i % 20 in (1, 2) then 'cancelled'
             when g.d < 3 and g.i % 2 = 0 then 'scheduled' else 'completed' end,
           case when g.currency = 'BYN' then 40 + g.i % 60 else 1500 + (g.i % 35) * 100 end,
           g.currency,
           g.i % 4 = 0,
           case when g.i % 8 = 0 then 'widget' end,
           case when g.i % 20 in (1, 2) then ($2::date - g.d)::timestamp - (g.i % 3) * interval '20 hours' end
         from g cross join c cross join s
         where g.i <= $6::int`,
        [licenseId, today, DAYS, SLOTS_PER_DAY, CLIENTS, APPOINTMENTS],
      );
      await c.query('commit');
      await c.query('analyze');
      return { licenseId, studioId: studios[0].id };
    });
    const prepareMs = performance.now() - t0;
    console.error(`analytics bench: prepared in ${Math.round(prepareMs)} ms, measuring`);
    const [{ n: rows }] = await database.withConnection((c) =>
      c.query('select count(*)::int as n from appointments'),
    );

    const period = { from: addDays(today, -(DAYS - 1)), to: today };
    const measure = async (scopeStudio) => {
      const times = [];
      let summary;
      for (let i = 0; i < runs + 2; i += 1) {
        const start = performance.now();
        summary = await withTenant(database.db, licenseId, (t) =>
          analyticsSummary({ t, studioId: scopeStudio }, period, today),
        );
        // The first two warm the caches and prepared plans.
        if (i >= 2) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
      return { p50: at(0.5), p99: at(0.99), summary };
    };
    const all = await measure(null);
    const one = await measure(studioId);
    return {
      rows,
      prepareMs,
      all: { p50: all.p50, p99: all.p99, visits: all.summary.visits, revenue: all.summary.revenue },
      one: { p50: one.p50, p99: one.p99, visits: one.summary.visits },
    };
  } finally {
    await database.close();
  }
}

if (process.argv[2] === '--run') {
  const result = await run(JSON.parse(process.argv[3]));
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
  process.exit(0);
}

function inChild(options) {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--run', JSON.stringify(options)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(`the bench child failed (${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const ms = (value) => `${value.toFixed(1)} ms`;
function print(engine, result, runs) {
  console.log(
    `${engine}: ${result.rows} appointments, prepared in ${ms(result.prepareMs)}; ` +
      `${result.all.visits} visits in the year, revenue ${result.all.revenue
        .map((m) => `${m.amount} ${m.currency}`)
        .join(' + ')}`,
  );
  console.log(
    `  summary, one year, all studios: p50 ${ms(result.all.p50)}, p99 ${ms(result.all.p99)} (${runs} runs)`,
  );
  console.log(
    `  summary, one year, one studio:  p50 ${ms(result.one.p50)}, p99 ${ms(result.one.p99)} (${runs} runs)`,
  );
}

const PGLITE_RUNS = smoke(5, 1);
const POSTGRES_RUNS = smoke(30, 1);
// PostgreSQL first (the goal's engine, and the quicker to prepare), then PGlite.
const admin =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (admin) {
  const postgres = await freshPostgresDatabase(admin);
  try {
    print('PostgreSQL', inChild({ url: postgres.url, runs: POSTGRES_RUNS }), POSTGRES_RUNS);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
if (process.env.BENCH_PGLITE !== 'off') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-analytics-bench-'));
  try {
    print('PGlite', inChild({ dataDir: join(dataDir, 'pglite'), runs: PGLITE_RUNS }), PGLITE_RUNS);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
