// God-mode confirmation (part 1 §5): the user types the current local time as HH:MM, 24-hour, as the Russian locale writes it.
import { impersonationMessages as m } from '../../messages/impersonation.ts';

/**
 * HH:MM from 00:00 to 23:59; the hour may also be typed without its leading zero (9:05), since the
 * check is a deliberate pause, not a format test. Minutes always have two digits.
 */
const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether `input` (surrounding spaces ignored) is `now`'s local hour and minute. */
export function isGodModeTimeValid(input: string, now: Date): boolean {
  const match = TIME_PATTERN.exec(input.trim());
  if (!match) return false;
  return Number(match[1]) === now.getHours() && Number(match[2]) === now.getMinutes();
}

/** The toast to show when the typed time is refused, or undefined when god mode may start. */
export function godModeTimeRefusal(input: string, now: Date): string | undefined {
  return isGodModeTimeValid(input, now) ? undefined : m.godModeRejected;
}
