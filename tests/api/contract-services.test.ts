// Contract tests: packages/api's services, per-studio pricing and pricing-analysis calls against a
// real server process with the demo data; every answer goes through the client's domain schemas.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { login } from '@beautydesk/api/auth';
import { configureApi } from '@beautydesk/api/client';
import { AccessDeniedError, type ApiError } from '@beautydesk/api/errors';
import { getPricingAnalysis } from '@beautydesk/api/pricing';
import {
  createService,
  createServiceStudioPricing,
  deleteService,
  deleteServiceStudioPricing,
  getService,
  getServiceDetailedPricing,
  listServices,
  updateService,
  updateServiceStudioPricing,
} from '@beautydesk/api/services';
import { listStudiosWithCountries } from '@beautydesk/api/studios';
import { memoryTokenStorage } from '@beautydesk/api/token-storage';
import { pricingAnalysisRows } from '@beautydesk/domain/rules/pricing';
import { DEMO_ACCOUNTS } from '../support/api-client.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('packages/api services and pricing calls against the real server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'contract',
      EMAIL_CONFIRMATION: 'off',
      AUTH_RATE_LIMIT: 'off',
      SEED: 'on',
    });
  });
  afterAll(() => server?.stop());

  async function signIn(who: 'owner' | 'master') {
    configureApi({ origin: server.url, tokens: memoryTokenStorage(), fetch: globalThis.fetch });
    const [email, password] = DEMO_ACCOUNTS[who];
    await login({ email, password });
  }

  beforeEach(async () => {
    onTestFailed(() => console.error(`server output:\n${server.output()}`));
    await signIn('owner');
  });

  it('runs every services call through the client schemas', async () => {
    const studios = await listStudiosWithCountries();
    const [minsk, moscow] = studios as [(typeof studios)[number], (typeof studios)[number]];
    const created = await createService({
      name: 'Контракт: лазер',
      type: 'laser',
      duration_min: 30,
      studio_pricing: {
        [minsk.id]: { price: 50, currency: minsk.country?.currencyCode ?? 'BYN' },
      },
    });
    expect(created).toMatchObject({ isActive: false, durationMin: 30, type: 'laser' });
    expect(created.pricesByStudio[minsk.id]).toMatchObject({ price: 50, isAvailable: true });
    expect(created.studioPricing[0]).toMatchObject({
      studioId: minsk.id,
      studioName: minsk.name,
      countryName: minsk.country?.name,
    });

    const activated = await updateService(created.id, { is_active: true });
    expect(activated.isActive).toBe(true);
    const inMinsk = await listServices({ studio_id: minsk.id, active_only: true });
    expect(inMinsk.map((s) => s.id)).toContain(created.id);
    expect((await listServices()).length).toBeGreaterThanOrEqual(inMinsk.length);

    const added = await createServiceStudioPricing(created.id, moscow.id, {
      price: 1500,
      currency: 'RUB',
    });
    expect(added).toMatchObject({ basePrice: 1500, currency: 'RUB', studioName: moscow.name });
    const changed = await updateServiceStudioPricing(created.id, moscow.id, {
      price: 1400.5,
      currency: 'RUB',
      is_available: false,
    });
    expect(changed).toMatchObject({ basePrice: 1400.5, isAvailable: false });
    const detailed = await getServiceDetailedPricing(created.id);
    expect(detailed.pricing.map((p) => p.studioId)).toEqual([minsk.id, moscow.id]);
    await deleteServiceStudioPricing(created.id, moscow.id);
    expect(Object.keys((await getService(created.id)).pricesByStudio)).toEqual([minsk.id]);

    const analysis = await getPricingAnalysis(minsk.id, { target_hourly_rate: 120 });
    expect(analysis.currency).toBe(minsk.country?.currencyCode);
    const row = pricingAnalysisRows(analysis.items).find((item) => item.serviceId === created.id);
    expect(row).toMatchObject({
      currentPrice: 50,
      durationMinutes: 30,
      targetPrice: 60,
      currentHourlyRate: 100,
      highlighted: true,
    });
    expect(row?.deviationPercent).toBeCloseTo(-16.67, 2);

    await deleteService(created.id);
    const gone = await failureOf(() => getService(created.id));
    expect((gone as ApiError).status).toBe(404);
  });

  it('the demo master reads services and the analysis but may not create services', async () => {
    await signIn('master');
    expect((await listServices()).length).toBeGreaterThan(0);
    const denied = await failureOf(() => createService({ name: 'Нельзя', type: 'wax' }));
    expect(denied).toBeInstanceOf(AccessDeniedError);
  });
});
