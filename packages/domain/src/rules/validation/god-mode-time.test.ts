import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { godModeTimeRefusal, isGodModeTimeValid } from './god-mode-time.ts';

const at = (hours: number, minutes: number) => new Date(2025, 2, 14, hours, minutes, 30);
const pad = (n: number) => String(n).padStart(2, '0');

describe('isGodModeTimeValid', () => {
  it('accepts the current time as HH:MM', () => {
    expect(isGodModeTimeValid('09:05', at(9, 5))).toBe(true);
    expect(isGodModeTimeValid(' 23:59 ', at(23, 59))).toBe(true);
    expect(isGodModeTimeValid('00:00', at(0, 0))).toBe(true);
  });

  it('accepts an hour typed without its leading zero', () => {
    expect(isGodModeTimeValid('9:05', at(9, 5))).toBe(true);
    expect(isGodModeTimeValid('0:07', at(0, 7))).toBe(true);
  });

  it('refuses another time', () => {
    expect(isGodModeTimeValid('09:06', at(9, 5))).toBe(false);
    expect(isGodModeTimeValid('21:05', at(9, 5))).toBe(false);
  });

  it('refuses other formats', () => {
    for (const input of ['9:5', '09.05', '0905', '09:05:30', '9:05 AM', '24:00', '', 'сейчас']) {
      expect(isGodModeTimeValid(input, at(9, 5))).toBe(false);
    }
  });

  it('accepts exactly the local time of any moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (now) => {
          const typed = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
          const later = new Date(now.getTime() + 60_000);
          return isGodModeTimeValid(typed, now) && !isGodModeTimeValid(typed, later);
        },
      ),
    );
  });
});

describe('godModeTimeRefusal', () => {
  it('gives the spec toast on a wrong time', () => {
    expect(godModeTimeRefusal('10:00', at(9, 5))).toBe('God mode отклонен: неверное время');
    expect(godModeTimeRefusal('09:05', at(9, 5))).toBeUndefined();
  });
});
