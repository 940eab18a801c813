// The short appointment number (part 2 §2, success page), in its own module: the public booking
// screens need it without the status rules' permission and schema imports (zod, in the widget).

/** The short appointment number: '#' and the id's first 8 characters, upper case. */
export function shortAppointmentNumber(id: string): string {
  return `#${id.slice(0, 8).toUpperCase()}`;
}
