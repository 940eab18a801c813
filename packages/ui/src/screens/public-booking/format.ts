// How the booking screens show a slot and a price.
import { formatMoney } from '@beautydesk/domain/rules/currency';
import { formatDayMonth } from '@beautydesk/domain/rules/calendar';
import type { BookingSlot } from '@beautydesk/domain/schemas/appointments';

/** '11 марта, 09:00–10:00'. */
export function slotLabel(slot: BookingSlot): string {
  return `${formatDayMonth(slot.date)}, ${slot.startTime}–${slot.endTime}`;
}

/** A slot as one string, for the radio group's value. */
export const slotKey = (slot: BookingSlot) => `${slot.date}|${slot.startTime}|${slot.endTime}`;

export { formatMoney };
