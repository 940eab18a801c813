// Service reads shared with other areas and the pricing analysis: the services a studio offers,
// with that studio's price.
import { and, asc, eq } from 'drizzle-orm';
import type { PublicService } from '@beautydesk/domain/schemas/services';
import { serviceStudioPricing, services } from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';

/**
 * The active services bookable in one studio (a price there, marked available) with that
 * studio's price row, ordered by name (the public page, the pricing analysis).
 */
export async function bookableInStudio(t: TenantScope, studioId: string) {
  return t.tx
    .select({ service: services, pricing: serviceStudioPricing })
    .from(services)
    .innerJoin(
      serviceStudioPricing,
      and(
        eq(serviceStudioPricing.license_id, services.license_id),
        eq(serviceStudioPricing.service_id, services.id),
      ),
    )
    .where(
      t.scoped(
        services,
        and(
          eq(services.is_active, true),
          eq(serviceStudioPricing.studio_id, studioId),
          eq(serviceStudioPricing.is_available, true),
        ),
      ),
    )
    .orderBy(asc(services.name), asc(services.id));
}

/**
 * The active services bookable in one studio, each with that studio's price and currency,
 * ordered by name: the domain's public service shape.
 */
export async function servicesWithStudioPrices(
  t: TenantScope,
  studioId: string,
): Promise<PublicService[]> {
  const rows = await bookableInStudio(t, studioId);
  return rows.map(({ service, pricing }) => ({
    id: service.id,
    name: service.name,
    duration_min: service.duration_min,
    price: Number(pricing.base_price),
    currency: pricing.currency,
    description: service.description,
    type: service.type as PublicService['type'],
  }));
}
