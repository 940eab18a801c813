// The live calendar's events (issue 27): what GET /api/v1/events carries when an appointment changes.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';

/** Where a change lands: one studio's day, one master, one client. */
export const appointmentEventPlaceSchema = z.object({
  studio_id: idSchema,
  master_id: idSchema,
  client_id: idSchema,
  date: isoDateSchema,
});
export type AppointmentEventPlace = z.infer<typeof appointmentEventPlaceSchema>;

export const APPOINTMENT_EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;

/**
 * One change to an appointment: which one, and the places it touched, before and after (a move
 * touches two). It names no price, no name, no status: a tab reads those through the ordinary,
 * permission-checked routes, and only the parts it shows.
 */
export const appointmentEventSchema = z.object({
  id: idSchema,
  action: z.enum(APPOINTMENT_EVENT_ACTIONS),
  places: z.array(appointmentEventPlaceSchema).min(1).max(2),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

/** The SSE event names of the stream. */
export const LIVE_EVENT_NAMES = {
  /** An appointment changed: `data` is an AppointmentEvent. */
  appointment: 'appointment',
  /** Events may have been missed (the server lost its database connection for a while): reread all. */
  resync: 'resync',
} as const;
