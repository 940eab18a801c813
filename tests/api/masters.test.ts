// /masters, /stats/master/me and the studios' master links over HTTP against a real server process
// with the demo data: on PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  masterListSchema,
  masterSchema,
  masterStatsSchema,
} from '@beautydesk/domain/schemas/masters';
import { studioListSchema, studioSchema } from '@beautydesk/domain/schemas/studios';
import { masterFormMessages } from '@beautydesk/domain/messages/masters';
import { scheduleMessages } from '@beautydesk/domain/messages/schedule';
import { isNotAMasterError } from '@beautydesk/domain/rules/dashboard';
import { addMonths } from '@beautydesk/domain/rules/dates';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/masters] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_STAFF;
const today = () => new Date().toISOString().slice(0, 10);

describe.each(API_ENGINES)('masters API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB', string>> = {};
    const server = setUpDemoServer(engine, 'masters');
    const call = jsonClient(server);
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    let studiosB: string[] = [];
    let studiosA: string[] = [];

    const studioBody = (name: string, countryId: string) => ({
      name,
      country_id: countryId,
      city: 'Минск',
      address: 'ул. Ленина, 1',
      phone: '+375 17 000-00-00',
    });
    const masterBody = (studioId: string, extra: object = {}) => ({
      name: 'Анна Петрова',
      phone: '+375291234567',
      qualification: 'Лазерная эпиляция',
      studio_id: studioId,
      ...extra,
    });

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(call, `masters-api-${engine}@example.com`, 'Б');
      const by = (await call('GET', '/countries/code/BY', token('ownerB'))).body.id as string;
      for (const name of ['Б1', 'Б2']) {
        const created = await call('POST', '/studios', token('ownerB'), studioBody(name, by));
        expect(created.status).toBe(201);
        studiosB.push(created.body.id);
      }
      studiosA = studioListSchema
        .parse((await call('GET', '/studios', token('owner'))).body)
        .studios.map((s) => s.id);
    });

    it('creates a master with the default schedule, changes, moves and deletes it', async () => {
      const [b1, b2] = studiosB as [string, string];
      const before = today();
      const created = await call('POST', '/masters', token('ownerB'), masterBody(b1));
      const after = today();
      expect(created.status).toBe(201);
      const made = masterSchema.parse(created.body);
      expect(made).toMatchObject({ coefficient: 1, is_active: true, studio_id: b1 });
      expect(made.schedule).toMatchObject({
        template: {
          monday: { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] },
          saturday: { isWorking: true, slots: [{ start: '10:00', end: '16:00' }] },
          sunday: { isWorking: false, slots: [] },
        },
        customDays: {},
      });
      // Active from today (UTC, on either side of a midnight during the call) for 3 months.
      expect([before, after]).toContain(made.schedule?.activeFrom);
      expect(made.schedule?.activeUntil).toBe(addMonths(made.schedule?.activeFrom ?? today(), 3));

      const id = made.id;
      expect(
        (await call('PUT', `/masters/${id}`, token('ownerB'), { notes: 'Новая' })).body.notes,
      ).toBe('Новая');
      expect((await call('PATCH', `/masters/${id}/toggle`, token('ownerB'))).body.is_active).toBe(
        false,
      );
      const inactive = masterListSchema.parse(
        (await call('GET', '/masters?is_active=false', token('ownerB'))).body,
      );
      expect(inactive.masters.map((m) => m.id)).toEqual([id]);
      expect(
        (await call('PATCH', `/masters/${id}/coefficient`, token('ownerB'), { coefficient: 1.5 }))
          .body.coefficient,
      ).toBe(1.5);
      expect(
        (await call('PATCH', `/masters/${id}/studio`, token('ownerB'), { studio_id: b2 })).body
          .studio_id,
      ).toBe(b2);
      const studio = studioSchema.parse(
        (await call('GET', `/studios/${b2}`, token('ownerB'))).body,
      );
      expect(studio.master_ids).toEqual([id]);
      const inB2 = masterListSchema.parse(
        (await call('GET', `/masters?studio_id=${b2}&limit=10`, token('ownerB'))).body,
      );
      expect(inB2).toMatchObject({ total: 1, masters: [{ id }] });

      const schedule = defaultSchedule('2026-03-01');
      schedule.customDays['2026-03-08'] = { isWorking: false, slots: [] };
      const saved = await call('PUT', `/masters/${id}/schedule`, token('ownerB'), { schedule });
      expect(saved.status).toBe(200);
      expect(saved.body.schedule).toEqual(schedule);

      // A studio with masters cannot be deleted.
      const blocked = await call('DELETE', `/studios/${b2}`, token('ownerB'));
      expect(blocked.status).toBe(409);
      expect(blocked.body.detail).toMatch(/мастера/);

      expect((await call('DELETE', `/masters/${id}`, token('ownerB'))).status).toBe(204);
      expect((await call('GET', `/masters/${id}`, token('ownerB'))).status).toBe(404);
      expect((await call('DELETE', `/studios/${b2}`, token('ownerB'))).status).toBe(204);
      studiosB = [b1];
    });

    it("answers the form's validation errors with the spec's texts", async () => {
      const [b1] = studiosB as [string];
      const phone = await call(
        'POST',
        '/masters',
        token('ownerB'),
        masterBody(b1, { phone: '8029' }),
      );
      expect(phone.status).toBe(400);
      expect(phone.body.errors.phone).toBe(masterFormMessages.phoneFormat);
      const coefficient = await call(
        'POST',
        '/masters',
        token('ownerB'),
        masterBody(b1, { coefficient: 2.2 }),
      );
      expect(coefficient.body.errors.coefficient).toBe(masterFormMessages.coefficientRange);
      const email = await call(
        'POST',
        '/masters',
        token('ownerB'),
        masterBody(b1, { email: 'нет' }),
      );
      expect(email.body.errors.email).toBe(masterFormMessages.invalidEmail);

      const id = (await call('POST', '/masters', token('ownerB'), masterBody(b1))).body
        .id as string;
      const broken = defaultSchedule('2026-03-01');
      broken.template.tuesday = { isWorking: true, slots: [{ start: '18:00', end: '09:00' }] };
      const schedule = await call('PUT', `/masters/${id}/schedule`, token('ownerB'), {
        schedule: broken,
      });
      expect(schedule.status).toBe(400);
      expect(schedule.body.detail).toBe(
        scheduleMessages.templateDayError('вторник', scheduleMessages.slotStartBeforeEnd),
      );
      const step = await call('PATCH', `/masters/${id}/coefficient`, token('ownerB'), {
        coefficient: 0.55,
      });
      expect(step.body.errors.coefficient).toBe(masterFormMessages.coefficientRange);
    });

    it("refuses the demo master role's writes; the administrator may write", async () => {
      const list = masterListSchema.parse((await call('GET', '/masters', token('master'))).body);
      expect(list.total).toBeGreaterThan(0);
      const [some] = list.masters;
      const id = some?.id as string;
      const refusals: [string, string, unknown][] = [
        ['POST', '/masters', masterBody(studiosA[0] as string)],
        ['PUT', `/masters/${id}`, { notes: 'x' }],
        ['PATCH', `/masters/${id}/toggle`, undefined],
        ['PATCH', `/masters/${id}/coefficient`, { coefficient: 1.1 }],
        ['PATCH', `/masters/${id}/studio`, { studio_id: studiosA[0] }],
        ['PUT', `/masters/${id}/schedule`, { schedule: defaultSchedule('2026-03-01') }],
        ['DELETE', `/masters/${id}`, undefined],
      ];
      for (const [method, path, body] of refusals) {
        expect((await call(method, path, token('master'), body)).status, `${method} ${path}`).toBe(
          403,
        );
      }
      // The administrator holds masters.create.
      const created = await call(
        'POST',
        '/masters',
        token('administrator'),
        masterBody(studiosA[0] as string),
      );
      expect(created.status).toBe(201);
      expect(
        (await call('DELETE', `/masters/${created.body.id}`, token('administrator'))).status,
      ).toBe(204);
    });

    it("keeps license B away from the demo license's masters and studios", async () => {
      const demo = masterListSchema.parse(
        (await call('GET', '/masters?limit=1000', token('owner'))).body,
      );
      const [some] = demo.masters;
      const id = some?.id as string;
      for (const [method, path, body] of [
        ['GET', `/masters/${id}`, undefined],
        ['PUT', `/masters/${id}`, { notes: 'x' }],
        ['PATCH', `/masters/${id}/toggle`, undefined],
        ['DELETE', `/masters/${id}`, undefined],
      ] as const) {
        const answer = await call(method, path, token('ownerB'), body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(some?.name as string);
      }
      const mine = masterListSchema.parse((await call('GET', '/masters', token('ownerB'))).body);
      expect(mine.masters.map((m) => m.id)).not.toContain(id);
      const foreignStudio = await call(
        'POST',
        '/masters',
        token('ownerB'),
        masterBody(studiosA[0] as string),
      );
      expect(foreignStudio.status).toBe(400);
      expect(
        (await call('GET', `/masters?studio_id=${studiosA[0]}`, token('ownerB'))).body,
      ).toEqual({ masters: [], total: 0 });
      // The demo studios have masters: deleting one is refused and it stays.
      const blocked = await call('DELETE', `/studios/${studiosA[0]}`, token('owner'));
      expect(blocked.status).toBe(409);
      expect((await call('GET', `/studios/${studiosA[0]}`, token('owner'))).status).toBe(200);
    });

    it("answers the demo master's statistics, and 'not a master' to others", async () => {
      const answer = await call('GET', '/stats/master/me', token('master'));
      expect(answer.status).toBe(200);
      expect(typeof answer.body.salary.forecast.confidence_score).toBe('string');
      const stats = masterStatsSchema.parse(answer.body);
      expect(stats.salary.past_months).toHaveLength(6);
      expect(stats.salary.forecast.total_days_in_month).toBeGreaterThanOrEqual(28);
      for (const who of ['administrator', 'ownerB'] as const) {
        const refused = await call('GET', '/stats/master/me', token(who));
        expect(refused.status).toBe(403);
        expect(isNotAMasterError({ status: refused.status, detail: refused.body.detail })).toBe(
          true,
        );
      }
    });
  });
});
