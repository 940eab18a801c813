// /services, per-studio pricing and /pricing-analysis over HTTP against a real server process with
// the demo data: on PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceDetailedPricingSchema,
  serviceListSchema,
  serviceSchema,
  studioPricingEntrySchema,
} from '@beautydesk/domain/schemas/services';
import { studioListSchema } from '@beautydesk/domain/schemas/studios';
import { pricingAnalysisResponseSchema } from '@beautydesk/domain/schemas/pricing';
import { serviceFormMessages } from '@beautydesk/domain/messages/services';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/services] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_STAFF;

describe.each(API_ENGINES)('services API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB', string>> = {};
    const server = setUpDemoServer(engine, 'services');
    const call = jsonClient(server);
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    let minsk = '';
    let moscow = '';
    let demoStudio = '';

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(call, `services-api-${engine}@example.com`, 'Б');
      const studio = async (name: string, code: string) => {
        const country = (await call('GET', `/countries/code/${code}`, token('ownerB'))).body.id;
        const created = await call('POST', '/studios', token('ownerB'), {
          name,
          country_id: country,
          city: 'Город',
          address: 'ул. Мира, 1',
          phone: '+375 17 000-00-00',
        });
        expect(created.status).toBe(201);
        return created.body.id as string;
      };
      minsk = await studio('Б Минск', 'BY');
      moscow = await studio('Б Москва', 'RU');
      demoStudio = studioListSchema.parse((await call('GET', '/studios', token('owner'))).body)
        .studios[0]?.id as string;
    });

    it('creates, lists, updates and deletes services with per-studio prices', async () => {
      const created = await call('POST', '/services/', token('ownerB'), {
        name: 'Лазер: подмышки',
        type: 'laser',
        description: 'Александрит',
        studio_pricing: { [minsk]: { price: 45 }, [moscow]: { price: 1500, currency: 'RUB' } },
      });
      expect(created.status).toBe(201);
      const service = serviceSchema.parse(created.body);
      expect(service).toMatchObject({ is_active: false, duration_min: 60, type: 'laser' });
      expect(service.available_in_studios_pricing).toEqual({
        [minsk]: { price: 45, currency: 'BYN', is_available: true },
        [moscow]: { price: 1500, currency: 'RUB', is_available: true },
      });
      expect(service.studio_pricing.map((p) => p.studio?.country?.name)).toEqual([
        'Беларусь',
        'Россия',
      ]);

      // Inactive: not in active_only, listed otherwise; per studio with that studio's price only.
      const active = serviceListSchema.parse(
        (await call('GET', '/services/?active_only=true', token('ownerB'))).body,
      );
      expect(active.map((s) => s.id)).not.toContain(service.id);
      const inMinsk = serviceListSchema.parse(
        (await call('GET', `/services/?studio_id=${minsk}`, token('ownerB'))).body,
      );
      expect(inMinsk.map((s) => s.id)).toEqual([service.id]);
      expect(Object.keys(inMinsk[0]?.available_in_studios_pricing ?? {})).toEqual([minsk]);

      const updated = await call('PUT', `/services/${service.id}`, token('ownerB'), {
        is_active: true,
        duration_min: 20,
      });
      expect(updated.body).toMatchObject({ is_active: true, duration_min: 20 });
      expect(
        serviceListSchema
          .parse((await call('GET', '/services?active_only=true', token('ownerB'))).body)
          .map((s) => s.id),
      ).toContain(service.id);

      const put = await call(
        'PUT',
        `/services/${service.id}/studios/${moscow}/pricing`,
        token('ownerB'),
        { price: 1700, is_available: false },
      );
      expect(put.status).toBe(200);
      expect(studioPricingEntrySchema.parse(put.body)).toMatchObject({
        base_price: 1700,
        currency: 'RUB',
        is_available: false,
        studio: { name: 'Б Москва', country: { name: 'Россия' } },
      });
      expect(
        (await call('DELETE', `/services/${service.id}/studios/${moscow}/pricing`, token('ownerB')))
          .status,
      ).toBe(204);
      const posted = await call(
        'POST',
        `/services/${service.id}/studios/${moscow}/pricing`,
        token('ownerB'),
        { price: 1600 },
      );
      expect(posted.status).toBe(201);
      const detailed = serviceDetailedPricingSchema.parse(
        (await call('GET', `/services/${service.id}/pricing/detailed`, token('ownerB'))).body,
      );
      expect(detailed.pricing.map((p) => [p.studio_id, p.base_price])).toEqual([
        [minsk, 45],
        [moscow, 1600],
      ]);

      expect((await call('DELETE', `/services/${service.id}`, token('ownerB'))).status).toBe(204);
      expect((await call('GET', `/services/${service.id}`, token('ownerB'))).status).toBe(404);
    });

    it('answers validation errors per field', async () => {
      const duration = await call('POST', '/services', token('ownerB'), {
        name: 'Воск',
        type: 'wax',
        duration_min: 0,
      });
      expect(duration.status).toBe(400);
      expect(duration.body.errors.duration_min).toBe(serviceFormMessages.durationMin);
      const price = await call('POST', '/services', token('ownerB'), {
        name: 'Воск',
        type: 'wax',
        studio_pricing: { [minsk]: { price: -5 } },
      });
      expect(price.body.errors[`studio_pricing.${minsk}.price`]).toBe(
        serviceFormMessages.priceInvalid,
      );
      const type = await call('POST', '/services', token('ownerB'), { name: 'X', type: 'massage' });
      expect(type.status).toBe(400);
      expect(type.body.errors).toHaveProperty('type');
    });

    it('analyses a studio against a target hourly rate', async () => {
      const made = await call('POST', '/services', token('ownerB'), {
        name: 'Электро: 15 минут',
        type: 'electro',
        duration_min: 15,
        is_active: true,
        studio_pricing: { [moscow]: { price: 600 } },
      });
      expect(made.status).toBe(201);
      const analysis = pricingAnalysisResponseSchema.parse(
        (await call('GET', `/pricing-analysis/${moscow}?target_hourly_rate=2000`, token('ownerB')))
          .body,
      );
      expect(analysis.currency).toBe('RUB');
      expect(analysis.items).toEqual([
        {
          service_id: made.body.id,
          service_name: 'Электро: 15 минут',
          current_price: 600,
          duration_minutes: 15,
          target_price: 500,
          current_hourly_rate: 2400,
          deviation_percent: 20,
        },
      ]);
      const bad = await call(
        'GET',
        `/pricing-analysis/${moscow}?target_hourly_rate=-1`,
        token('ownerB'),
      );
      expect(bad.status).toBe(400);
      // The demo license's studios have seeded prices.
      const demo = pricingAnalysisResponseSchema.parse(
        (await call('GET', `/pricing-analysis/${demoStudio}`, token('administrator'))).body,
      );
      expect(demo.target_hourly_rate).toBe(2000);
      expect(demo.currency).toMatch(/^[A-Z]{3}$/);
    });

    it('refuses writes to the demo master, and keeps licenses apart', async () => {
      const demoList = serviceListSchema.parse(
        (await call('GET', '/services', token('master'))).body,
      );
      expect(demoList.length).toBeGreaterThan(0);
      const id = demoList[0]?.id as string;
      for (const [method, path, body] of [
        ['POST', '/services', { name: 'X', type: 'wax' }],
        ['PUT', `/services/${id}`, { name: 'X' }],
        ['DELETE', `/services/${id}`, undefined],
        ['PUT', `/services/${id}/studios/${demoStudio}/pricing`, { price: 1 }],
        ['POST', `/services/${id}/studios/${demoStudio}/pricing`, { price: 1 }],
        ['DELETE', `/services/${id}/studios/${demoStudio}/pricing`, undefined],
      ] as const) {
        expect((await call(method, path, token('master'), body)).status, `${method} ${path}`).toBe(
          403,
        );
      }
      for (const [method, path] of [
        ['GET', `/services/${id}`],
        ['GET', `/services/${id}/pricing/detailed`],
        ['DELETE', `/services/${id}`],
        ['GET', `/pricing-analysis/${demoStudio}`],
      ] as const) {
        const answer = await call(method, path, token('ownerB'));
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(demoList[0]?.name as string);
      }
      const theirs = await call('GET', `/services?studio_id=${demoStudio}`, token('ownerB'));
      expect(theirs.body).toEqual({ services: [] });
      const foreignPrice = await call('POST', '/services', token('ownerB'), {
        name: 'X',
        type: 'wax',
        studio_pricing: { [demoStudio]: { price: 1 } },
      });
      expect(foreignPrice.status).toBe(400);
      expect((await call('GET', `/services/${id}`, token('owner'))).status).toBe(200);
    });
  });
});
