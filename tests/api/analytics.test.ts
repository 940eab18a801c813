// GET /analytics/summary over HTTP against a real server process (PGlite always, PostgreSQL when
// TEST_DATABASE_URL names one): a fresh license with a Russian and a Belarusian studio books,
// completes and marks a no-show, and the figures follow; reports.view is checked on the server.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsSummarySchema,
  type AnalyticsSummary,
} from '@beautydesk/domain/schemas/analytics';
import { addDays } from '@beautydesk/domain/rules/dates';
import { scheduledMinutes } from '@beautydesk/domain/rules/analytics';
import { masterSchema } from '@beautydesk/domain/schemas/masters';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/analytics] ${SKIP_POSTGRES_REASON}`);

const day = (n: number) => addDays(STUDIO_TODAY, n);
const period = { from: day(1), to: day(7) };

describe.each(API_ENGINES)('analytics API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const server = setUpDemoServer(engine, 'analytics');
    const call = jsonClient(server);
    const tokens: Partial<Record<keyof typeof DEMO_STAFF | 'ownerB', string>> = {};
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    const ids = { ru: '', by: '', masterRu: '', masterBy: '', service: '', client: '' };
    const booked: string[] = [];
    let masterRu: ReturnType<typeof masterSchema.parse>;

    async function summary(query = '', who: keyof typeof tokens = 'ownerB') {
      const response = await call(
        'GET',
        `/analytics/summary?date_from=${period.from}&date_to=${period.to}${query}`,
        token(who),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return analyticsSummarySchema.parse(response.body);
    }

    async function created(path: string, body: object): Promise<string> {
      const response = await call('POST', path, token('ownerB'), body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as string;
    }

    const book = (studio: string, master: string, date: string, start: string, end: string) =>
      created('/appointments', {
        date,
        start_time: start,
        end_time: end,
        client_id: ids.client,
        master_id: master,
        studio_id: studio,
        service_ids: [ids.service],
        // The price the staff app shows from calculate-price: the studio's price × coefficient 1.
        total_price: studio === ids.ru ? 2000 : 50,
        // The masters keep the default schedule, and day(1) may be a Sunday: the owner books
        // "вне графика" (she holds the permission), so the figures do not depend on the weekday.
        out_of_schedule: true,
      });

    async function setStatus(id: string, ...statuses: string[]) {
      for (const status of statuses) {
        const response = await call('PATCH', `/appointments/${id}`, token('ownerB'), { status });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      }
    }

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO_STAFF>(call, DEMO_STAFF, tokens);
      tokens.ownerB = await licenseOwnerToken(
        call,
        `analytics-api-${engine}@example.com`,
        'Аналитика',
      );
      const country = async (code: string) =>
        (await call('GET', `/countries/code/${code}`, token('ownerB'))).body.id as string;
      const studio = (name: string, code: string, city: string) =>
        country(code).then((country_id) =>
          created('/studios', {
            name,
            country_id,
            city,
            address: 'ул. Ленина, 1',
            phone: '+70000000000',
          }),
        );
      ids.ru = await studio('Москва', 'RU', 'Москва');
      ids.by = await studio('Минск', 'BY', 'Минск');
      const master = (studio_id: string, name: string) =>
        created('/masters', { name, phone: '+375291234567', qualification: 'Лазер', studio_id });
      ids.masterRu = await master(ids.ru, 'Анна');
      ids.masterBy = await master(ids.by, 'Вера');
      masterRu = masterSchema.parse(
        (await call('GET', `/masters/${ids.masterRu}`, token('ownerB'))).body,
      );
      ids.service = await created('/services', {
        name: 'Лазер: голени',
        type: 'laser',
        duration_min: 60,
        is_active: true,
        studio_pricing: {
          [ids.ru]: { price: 2000, currency: 'RUB' },
          [ids.by]: { price: 50, currency: 'BYN' },
        },
      });
      ids.client = await created('/clients', { name: 'Ирина Смирнова' });
    });

    it('starts empty: no revenue, no rates, every status at zero', async () => {
      const empty = await summary();
      expect(empty.revenue).toEqual([]);
      expect(empty.expected_revenue).toEqual([]);
      expect(empty.appointments).toBe(0);
      expect(empty.no_show_rate).toBeNull();
      expect(Object.values(empty.appointments_by_status).every((n) => n === 0)).toBe(true);
      expect(empty.idle_hours).toHaveLength(7);
    });

    it('books, completes and marks a no-show, and the figures move', async () => {
      booked.push(await book(ids.ru, ids.masterRu, day(1), '10:00', '11:00'));
      booked.push(await book(ids.ru, ids.masterRu, day(2), '10:00', '11:00'));
      booked.push(await book(ids.by, ids.masterBy, day(1), '12:00', '13:00'));

      const bookedOnly: AnalyticsSummary = await summary();
      expect(bookedOnly.revenue).toEqual([]);
      // Two currencies are kept apart, never added.
      expect(bookedOnly.expected_revenue).toEqual([
        { currency: 'BYN', amount: 50 },
        { currency: 'RUB', amount: 4000 },
      ]);
      expect(bookedOnly.appointments_by_status.scheduled).toBe(3);
      expect(bookedOnly.sources.staff).toBe(3);
      expect(bookedOnly.online_share).toBe(0);

      const [first, second] = booked as [string, string];
      await setStatus(first, 'in_progress', 'completed');
      await setStatus(second, 'no_show');

      const after = await summary();
      expect(after.revenue).toEqual([{ currency: 'RUB', amount: 2000 }]);
      expect(after.expected_revenue).toEqual([{ currency: 'BYN', amount: 50 }]);
      expect(after.visits).toBe(1);
      expect(after.average_check).toEqual([{ currency: 'RUB', amount: 2000 }]);
      expect(after.appointments_by_status).toMatchObject({
        completed: 1,
        no_show: 1,
        scheduled: 1,
      });
      expect(after.no_show_rate).toBe(0.5);
      expect(after.revenue_series).toEqual([
        { date: day(1), currency: 'RUB', amount: 2000, visits: 1 },
      ]);
      expect(after.clients).toEqual({
        new: 1,
        returning: 0,
        returned_within_90_days: 0,
        return_share: 0,
      });
      expect(after.top_clients).toEqual([
        { client_id: ids.client, name: 'Ирина Смирнова', currency: 'RUB', amount: 2000, visits: 1 },
      ]);
      expect(after.top_services_by_revenue).toEqual([
        { service_id: ids.service, name: 'Лазер: голени', currency: 'RUB', amount: 2000, count: 1 },
      ]);
      expect(after.coefficient_effect).toEqual([
        expect.objectContaining({
          master_id: ids.masterRu,
          coefficient: 1,
          revenue: 2000,
          effect: 0,
        }),
      ]);

      // Utilisation: the completed hour and the booked hour in Minsk count; the no-show does not.
      const anna = after.utilisation.find((row) => row.master_id === ids.masterRu);
      const scheduled = scheduledMinutes(masterRu.schedule, period.from, period.to);
      expect(anna).toMatchObject({ booked_minutes: 60, scheduled_minutes: scheduled });
      expect(anna?.utilisation).toBeCloseTo(60 / scheduled, 10);
      const idle = after.idle_hours.flat().reduce((sum, hours) => sum + hours, 0);
      expect(idle).toBeGreaterThan(0);
    });

    it('one studio shows its own currency only', async () => {
      const minsk = await summary(`&studio_id=${ids.by}`);
      expect(minsk.studio_id).toBe(ids.by);
      expect(minsk.revenue).toEqual([]);
      expect(minsk.expected_revenue).toEqual([{ currency: 'BYN', amount: 50 }]);
      expect(minsk.utilisation.map((row) => row.master_id)).toEqual([ids.masterBy]);
    });

    it('compares with the period before and the year before', async () => {
      const later = await call(
        'GET',
        `/analytics/summary?date_from=${day(8)}&date_to=${day(14)}`,
        token('ownerB'),
      );
      const parsed = analyticsSummarySchema.parse(later.body);
      expect(parsed.comparison.previous).toMatchObject({
        date_from: day(1),
        date_to: day(7),
        revenue: [{ currency: 'RUB', amount: 2000 }],
        visits: 1,
      });
      expect(parsed.comparison.year_before.visits).toBe(0);
    });

    it('keeps licenses apart and checks reports.view on the server', async () => {
      // The demo license's owner and administrator see their own license, never this one's studio.
      const demo = await summary('', 'owner');
      expect(demo.top_clients.map((c) => c.client_id)).not.toContain(ids.client);
      await summary('', 'administrator');
      const other = await call(
        'GET',
        `/analytics/summary?date_from=${period.from}&date_to=${period.to}&studio_id=${ids.ru}`,
        token('owner'),
      );
      expect(other.status).toBe(404);
      const master = await call(
        'GET',
        `/analytics/summary?date_from=${period.from}&date_to=${period.to}`,
        token('master'),
      );
      expect(master.status).toBe(403);
      const anonymous = await call(
        'GET',
        `/analytics/summary?date_from=${period.from}&date_to=${period.to}`,
      );
      expect(anonymous.status).toBe(401);
    });

    it('validates the query', async () => {
      const reversed = await call(
        'GET',
        `/analytics/summary?date_from=${period.to}&date_to=${period.from}`,
        token('ownerB'),
      );
      expect(reversed.status).toBe(400);
      const badDate = await call(
        'GET',
        '/analytics/summary?date_from=nope&date_to=2026-01-01',
        token('ownerB'),
      );
      expect(badDate.status).toBe(400);
      const tooLong = await call(
        'GET',
        `/analytics/summary?date_from=${day(-800)}&date_to=${period.to}`,
        token('ownerB'),
      );
      expect(tooLong.status).toBe(400);
    });
  });
});
