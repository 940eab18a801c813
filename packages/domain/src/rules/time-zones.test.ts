import { describe, expect, it } from 'vitest';
import {
  COUNTRY_TIME_ZONES,
  defaultTimeZoneForCountry,
  FALLBACK_TIME_ZONE,
  isTimeZone,
  STUDIO_TIME_ZONES,
  wallClockAt,
} from './time-zones.ts';

describe("a studio's clock", () => {
  it("is the studio's date and time, not the runtime's", () => {
    // 20:30 UTC is 23:30 in Minsk, already the next day in Kiritimati (UTC+14), 15:30 in New York.
    const instant = Date.UTC(2026, 10, 24, 20, 30);
    expect(wallClockAt('Europe/Minsk', instant)).toEqual({ today: '2026-11-24', now: '23:30' });
    expect(wallClockAt('Pacific/Kiritimati', instant)).toEqual({
      today: '2026-11-25',
      now: '10:30',
    });
    expect(wallClockAt('America/New_York', instant)).toEqual({ today: '2026-11-24', now: '15:30' });
  });

  it('turns the date at its own midnight, with 00 hours (not 24)', () => {
    expect(wallClockAt('Europe/Minsk', Date.UTC(2026, 10, 24, 21, 0))).toEqual({
      today: '2026-11-25',
      now: '00:00',
    });
    expect(wallClockAt('Europe/Minsk', new Date(Date.UTC(2026, 10, 24, 20, 59)))).toEqual({
      today: '2026-11-24',
      now: '23:59',
    });
  });

  it('follows daylight saving time', () => {
    expect(wallClockAt('America/New_York', Date.UTC(2026, 6, 1, 12, 0)).now).toBe('08:00');
    expect(wallClockAt('America/New_York', Date.UTC(2026, 0, 1, 12, 0)).now).toBe('07:00');
  });
});

describe('time zones of studios', () => {
  it('default from the country, every country of the reference included', () => {
    expect(defaultTimeZoneForCountry('BY')).toBe('Europe/Minsk');
    expect(defaultTimeZoneForCountry('ru')).toBe('Europe/Moscow');
    for (const code of ['BY', 'RU', 'US', 'DE', 'AU', 'KZ']) {
      expect(COUNTRY_TIME_ZONES[code], code).toBeDefined();
    }
    expect(defaultTimeZoneForCountry('ZZ')).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZoneForCountry(null)).toBe(FALLBACK_TIME_ZONE);
  });

  it('are real IANA zones, and only those are accepted', () => {
    for (const zone of [...STUDIO_TIME_ZONES, ...Object.values(COUNTRY_TIME_ZONES)]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const bad of ['Europe/Atlantis', 'UTC+3', '', '../etc', 'Europe/Minsk; drop']) {
      expect(isTimeZone(bad), bad).toBe(false);
    }
    expect(STUDIO_TIME_ZONES).toEqual(
      expect.arrayContaining(['Europe/Moscow', 'Europe/Kyiv', 'Europe/London', 'America/New_York']),
    );
  });
});
