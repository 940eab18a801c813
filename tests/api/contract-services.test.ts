// Contract tests: packages/api's services, per-studio pricing and pricing-analysis calls against a
// real server process with the demo data; every answer goes through the client's domain schemas.
import { beforeEach, describe, expect, it } from 'vitest';
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
import { pricingAnalysisRows } from '@beautydesk/domain/rules/pricing';
import { failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

describe('packages/api services and pricing calls against the real server', () => {
  const server = setUpContractServer({ SEED: 'on' });
  const signIn = (who: 'owner' | 'master') => signInAgainst(server, who);

  beforeEach(async () => {
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
