// Each studio keeps its own clock: the IANA time zones a studio may have, the default by country,
// and a studio's "today" and "now" at an instant, whatever the server's TZ or the browser's zone.

/** The zone a studio gets from its country (ISO 3166-1 alpha-2) when none is chosen. */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  BY: 'Europe/Minsk',
  RU: 'Europe/Moscow',
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  AU: 'Australia/Sydney',
  KZ: 'Asia/Almaty',
  UA: 'Europe/Kyiv',
  GB: 'Europe/London',
};

/** When a country is unknown to the table above: the first studios were in Minsk. */
export const FALLBACK_TIME_ZONE = 'Europe/Minsk';

/**
 * The zones the studio form offers, west to east (the profile's Moscow, Kyiv, London and New York
 * among them); any other valid IANA zone is still accepted by the server.
 */
export const STUDIO_TIME_ZONES = [
  'America/Los_Angeles',
  'America/Chicago',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Warsaw',
  'Europe/Vilnius',
  'Europe/Kyiv',
  'Europe/Minsk',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Almaty',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Vladivostok',
  'Australia/Perth',
  'Australia/Sydney',
] as const;

/** The default zone of a studio in the country with this code. */
export function defaultTimeZoneForCountry(countryCode: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[(countryCode ?? '').toUpperCase()] ?? FALLBACK_TIME_ZONE;
}

const validZones = new Map<string, boolean>();

/** Whether `zone` is an IANA zone name this runtime knows ('Europe/Minsk'; not 'UTC+3'). */
export function isTimeZone(zone: string): boolean {
  const known = validZones.get(zone);
  if (known !== undefined) return known;
  let valid = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      valid = false;
    }
  }
  if (validZones.size < 1000) validZones.set(zone, valid);
  return valid;
}

/** A studio's wall clock at one instant: its date (YYYY-MM-DD) and time (HH:MM). */
export interface WallClock {
  today: string;
  now: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * "Today" and "now" of a studio in `zone` at `instant` (pure: the caller passes the instant). The
 * slot search, the public booking's horizon, the calendar's today cell and the day board's "now"
 * line all read it, so a studio in Minsk at 23:30 is on its own date on any server and browser.
 */
export function wallClockAt(zone: string, instant: Date | number): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    today: `${parts.year}-${parts.month}-${parts.day}`,
    now: `${parts.hour}:${parts.minute}`,
  };
}
