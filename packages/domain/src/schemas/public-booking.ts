// The unauthenticated booking page: studio info, the booking payload and answer, optimal slots (spec part 2 §2, §3, §5, §7).
import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  orDefault,
  orNull,
  priceSchema,
  requiredTextSchema,
  timeSchema,
} from './common.ts';
import { endAfterStart, slotsResponseSchema } from './appointments.ts';
import { publicMasterSchema, type PublicMaster } from './masters.ts';
import { publicServiceSchema, type PublicService } from './services.ts';

/** GET /public/studios/{id}/info */
export const publicStudioInfoSchema = z.object({
  studio: z.object({
    id: idSchema,
    name: z.string(),
    address: orNull(z.string()),
    phone: orNull(z.string()),
    description: orNull(z.string()),
  }),
  license: orNull(z.object({ name: z.string() })),
  services: orDefault(z.array(publicServiceSchema), []),
  masters: orDefault(z.array(publicMasterSchema), []),
});
export type PublicStudioInfoWire = z.infer<typeof publicStudioInfoSchema>;

/**
 * POST /public/studios/{id}/booking. Name and phone are required, email optional; notes are
 * trimmed and left out when empty.
 */
export const publicBookingPayloadSchema = endAfterStart(
  z.object({
    client_data: z.object({
      name: requiredTextSchema,
      phone: requiredTextSchema,
      email: optionalTextSchema,
      notes: optionalTextSchema,
    }),
    master_id: idSchema,
    service_ids: z.array(idSchema).min(1),
    date: isoDateSchema,
    start_time: timeSchema,
    end_time: timeSchema,
    /** What the page showed; the server prices the booking itself. */
    total_price: priceSchema.optional(),
    notes: optionalTextSchema,
  }),
  'start_time',
  'end_time',
);
export type PublicBookingPayload = z.infer<typeof publicBookingPayloadSchema>;

export const publicBookingResponseSchema = z.object({
  message: z.string(),
  appointment_id: idSchema,
});
export type PublicBookingResponse = z.infer<typeof publicBookingResponseSchema>;

/** POST /public/studios/{id}/optimal-slots (today … today + 14 days in the UI). */
export const publicOptimalSlotsRequestSchema = z.object({
  service_ids: z.array(idSchema).min(1),
  master_id: idSchema,
  from_date: isoDateSchema,
  to_date: isoDateSchema,
});
export type PublicOptimalSlotsRequest = z.infer<typeof publicOptimalSlotsRequestSchema>;

export const publicOptimalSlotsResponseSchema = slotsResponseSchema;

export interface PublicStudioInfo {
  studio: {
    id: string;
    name: string;
    address: string | null;
    phone: string | null;
    description: string | null;
  };
  licenseName: string | null;
  services: Array<{
    id: string;
    name: string;
    durationMin: number;
    price: number;
    currency: string;
    description: string | null;
    type: PublicService['type'];
  }>;
  masters: PublicMaster[];
}

export function toPublicStudioInfo(wire: PublicStudioInfoWire): PublicStudioInfo {
  return {
    studio: { ...wire.studio },
    licenseName: wire.license?.name ?? null,
    services: wire.services.map((service) => ({
      id: service.id,
      name: service.name,
      durationMin: service.duration_min,
      price: service.price,
      currency: service.currency,
      description: service.description,
      type: service.type,
    })),
    masters: wire.masters.map((master) => ({ ...master })),
  };
}
