import { describe, expect, it } from 'vitest';
import { getPricingAnalysis } from './pricing.ts';
import { getMyMasterStats } from './stats.ts';
import { getPermissionCatalog } from './meta.ts';
import { listRoles } from './roles.ts';
import { configureTestApi, json } from './testing.ts';

describe('pricing analysis, statistics, roles and meta (a sample)', () => {
  it('pricing analysis asks for a target hourly rate of 2000 by default', async () => {
    const api = configureTestApi(() => json(200, { currency: 'RUB', items: [] }));
    await expect(getPricingAnalysis('s1')).resolves.toMatchObject({ currency: 'RUB', items: [] });
    await getPricingAnalysis('s1', { target_hourly_rate: 2500 });
    expect(api.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/v1/pricing-analysis/s1?target_hourly_rate=2000',
      '/api/v1/pricing-analysis/s1?target_hourly_rate=2500',
    ]);
  });

  it('master statistics are mapped for the dashboard', async () => {
    const money = { amount: '1000.00', currency: 'RUB' };
    configureTestApi(() =>
      json(200, {
        profile: { name: 'Ольга', coefficient: '1.2' },
        salary: {
          current_month: money,
          forecast: {
            forecasted_full_month: money,
            current_month_partial: money,
            confidence_score: '0.8',
            days_completed: 10,
            total_days_in_month: 30,
          },
        },
      }),
    );
    await expect(getMyMasterStats()).resolves.toMatchObject({
      profile: { name: 'Ольга', studioName: null, coefficient: 1.2 },
      forecast: { confidence: 0.8 },
      pastMonths: [],
    });
  });

  it('roles come from /users/business-roles/ with their query', async () => {
    const api = configureTestApi(() =>
      json(200, { roles: [{ id: 'r1', name: 'Админ', permissions: { '*': true } }] }),
    );
    const [role] = await listRoles({ include_user_count: true });
    expect(api.requests[0]?.url.pathname + (api.requests[0]?.url.search ?? '')).toBe(
      '/api/v1/users/business-roles/?include_user_count=true',
    );
    expect(role).toMatchObject({ permissions: ['*'], hasWildcard: true });
  });

  it('the permission catalog is asked per scope type', async () => {
    const api = configureTestApi(() => json(200, { permissions: [] }));
    await getPermissionCatalog({ scope_type: 'license' });
    expect(api.requests[0]?.url.search).toBe('?scope_type=license');
  });
});
