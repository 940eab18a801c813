// Services and their per-studio prices: list, detail, detailed pricing, CRUD, one studio's price (spec part 2 §7 "Services").
import {
  serviceCreatePayloadSchema,
  serviceDetailedPricingSchema,
  serviceListQuerySchema,
  serviceListSchema,
  servicePricingPayloadSchema,
  serviceSchema,
  serviceUpdatePayloadSchema,
  studioPricingEntrySchema,
  toService,
  toStudioPricingEntry,
  type Service,
  type StudioPricingEntry,
} from '@beautydesk/domain/schemas/services';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload, type HttpMethod } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'services' satisfies ApiArea;
/** Prices feed the pricing analysis too. */
const WRITES: readonly ApiArea[] = [AREA, 'pricing'];

type ServiceListQueryInput = z.input<typeof serviceListQuerySchema>;
type PricingInput = z.input<typeof servicePricingPayloadSchema>;

export interface ServiceDetailedPricing {
  serviceId: string;
  serviceName: string | null;
  pricing: StudioPricingEntry[];
}

/** active_only false unless given; studio_id optional. */
export function serviceListQuery(query: ServiceListQueryInput = {}) {
  return parsePayload(serviceListQuerySchema, query, 'GET', '/services/');
}

/** GET /services/ */
export async function listServices(query: ServiceListQueryInput = {}): Promise<Service[]> {
  const services = await apiClient().request('/services/', serviceListSchema, {
    query: serviceListQuery(query),
  });
  return services.map(toService);
}

/** GET /services/{id} */
export async function getService(serviceId: string): Promise<Service> {
  return toService(await apiClient().request(`/services/${pathSegment(serviceId)}`, serviceSchema));
}

/** GET /services/{id}/pricing/detailed */
export async function getServiceDetailedPricing(
  serviceId: string,
): Promise<ServiceDetailedPricing> {
  const answer = await apiClient().request(
    `/services/${pathSegment(serviceId)}/pricing/detailed`,
    serviceDetailedPricingSchema,
  );
  return {
    serviceId: answer.service_id,
    serviceName: answer.service_name,
    pricing: answer.pricing.map(toStudioPricingEntry),
  };
}

/** POST /services/: inactive, 60 minutes, no masters and no prices unless given. */
export async function createService(
  payload: z.input<typeof serviceCreatePayloadSchema>,
): Promise<Service> {
  const body = parsePayload(serviceCreatePayloadSchema, payload, 'POST', '/services/');
  return toService(
    await apiClient().request('/services/', serviceSchema, { method: 'POST', body }),
  );
}

/** PUT /services/{id} */
export async function updateService(
  serviceId: string,
  payload: z.input<typeof serviceUpdatePayloadSchema>,
): Promise<Service> {
  const path = `/services/${pathSegment(serviceId)}`;
  const body = parsePayload(serviceUpdatePayloadSchema, payload, 'PUT', path);
  return toService(await apiClient().request(path, serviceSchema, { method: 'PUT', body }));
}

/** DELETE /services/{id} */
export async function deleteService(serviceId: string): Promise<void> {
  return apiClient().requestVoid(`/services/${pathSegment(serviceId)}`, { method: 'DELETE' });
}

function pricingPath(serviceId: string, studioId: string): string {
  return `/services/${pathSegment(serviceId)}/studios/${pathSegment(studioId)}/pricing`;
}

async function writePricing(
  method: HttpMethod,
  serviceId: string,
  studioId: string,
  payload: PricingInput,
): Promise<StudioPricingEntry> {
  const path = pricingPath(serviceId, studioId);
  const body = parsePayload(servicePricingPayloadSchema, payload, method, path);
  return toStudioPricingEntry(
    await apiClient().request(path, studioPricingEntrySchema, { method, body }),
  );
}

/** POST /services/{id}/studios/{studioId}/pricing: a price in a studio that had none. */
export async function createServiceStudioPricing(
  serviceId: string,
  studioId: string,
  payload: PricingInput,
): Promise<StudioPricingEntry> {
  return writePricing('POST', serviceId, studioId, payload);
}

/** PUT /services/{id}/studios/{studioId}/pricing */
export async function updateServiceStudioPricing(
  serviceId: string,
  studioId: string,
  payload: PricingInput,
): Promise<StudioPricingEntry> {
  return writePricing('PUT', serviceId, studioId, payload);
}

/** DELETE /services/{id}/studios/{studioId}/pricing */
export async function deleteServiceStudioPricing(
  serviceId: string,
  studioId: string,
): Promise<void> {
  return apiClient().requestVoid(pricingPath(serviceId, studioId), { method: 'DELETE' });
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useServices(query: ServiceListQueryInput = {}) {
  const resolved = serviceListQuery(query);
  return useApiQuery(AREA, 'list', resolved, () => listServices(resolved));
}

export function useService(serviceId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', serviceId ? { serviceId } : null, () =>
    getService(serviceId as string),
  );
}

export function useServiceDetailedPricing(serviceId: string | null | undefined) {
  return useApiQuery(AREA, 'pricing', serviceId ? { serviceId } : null, () =>
    getServiceDetailedPricing(serviceId as string),
  );
}

/** Service and price writes; they revalidate services and the pricing analysis. */
export function useServiceActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof serviceCreatePayloadSchema>) =>
        run(WRITES, () => createService(payload)),
      update: (serviceId: string, payload: z.input<typeof serviceUpdatePayloadSchema>) =>
        run(WRITES, () => updateService(serviceId, payload)),
      remove: (serviceId: string) => run(WRITES, () => deleteService(serviceId)),
      createStudioPricing: (serviceId: string, studioId: string, payload: PricingInput) =>
        run(WRITES, () => createServiceStudioPricing(serviceId, studioId, payload)),
      updateStudioPricing: (serviceId: string, studioId: string, payload: PricingInput) =>
        run(WRITES, () => updateServiceStudioPricing(serviceId, studioId, payload)),
      removeStudioPricing: (serviceId: string, studioId: string) =>
        run(WRITES, () => deleteServiceStudioPricing(serviceId, studioId)),
    }),
    [run],
  );
}
