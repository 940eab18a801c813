import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  commissionRate,
  formatCommission,
  formatConfidence,
  greetingForHour,
  isNotAMasterError,
  monthElapsed,
  monthProgressPercent,
  salaryForecast,
} from './dashboard.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('greetingForHour', () => {
  it('greets by time of day: before 12, before 18, otherwise', () => {
    expect(greetingForHour(0)).toBe('Доброе утро');
    expect(greetingForHour(11)).toBe('Доброе утро');
    expect(greetingForHour(12)).toBe('Добрый день');
    expect(greetingForHour(17)).toBe('Добрый день');
    expect(greetingForHour(18)).toBe('Добрый вечер');
    expect(greetingForHour(23)).toBe('Добрый вечер');
  });
});

describe('figures', () => {
  it('shows the forecast confidence as a whole percentage', () => {
    expect(plain(formatConfidence('0.853'))).toBe('85 %');
    expect(plain(formatConfidence(0.5))).toBe('50 %');
    expect(plain(formatConfidence('1.4'))).toBe('100 %');
    expect(formatConfidence('')).toBe('—');
    expect(formatConfidence('n/a')).toBe('—');
    expect(formatConfidence(null)).toBe('—');
  });

  it('shows the commission with one decimal', () => {
    expect(plain(formatCommission(0.125))).toBe('12,5 %');
    expect(plain(formatCommission(0.4))).toBe('40,0 %');
  });

  it('counts the days elapsed in the month', () => {
    expect(monthElapsed('2025-11-21')).toEqual({ daysElapsed: 21, daysInMonth: 30 });
    expect(monthElapsed('2024-02-29')).toEqual({ daysElapsed: 29, daysInMonth: 29 });
    expect(monthElapsed('2025-02-30')).toBeNull();
  });

  it('shows the month progress within 0–100', () => {
    expect(monthProgressPercent(15, 30)).toBe(50);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: 28, max: 31 }), (d, t) => {
        const percent = monthProgressPercent(d, t);
        return percent >= 0 && percent <= 100;
      }),
    );
  });
});

describe('isNotAMasterError', () => {
  it('recognizes a 404 and the server messages', () => {
    expect(isNotAMasterError({ status: 404 })).toBe(true);
    expect(isNotAMasterError({ status: 403, message: 'Master role required' })).toBe(true);
    expect(isNotAMasterError({ status: 403, detail: 'User is not a master' })).toBe(true);
    expect(isNotAMasterError({ detail: 'NOT A MASTER' })).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isNotAMasterError({ status: 500, message: 'Internal error' })).toBe(false);
    expect(isNotAMasterError({})).toBe(false);
  });
});

describe('master salary model', () => {
  it('pays 40 % × the coefficient, capped at 60 %', () => {
    expect(commissionRate(1)).toBe(0.4);
    expect(commissionRate(0.5)).toBe(0.2);
    expect(commissionRate(1.2)).toBe(0.48);
    expect(commissionRate(1.5)).toBe(0.6);
    expect(commissionRate(2)).toBe(0.6);
    expect(commissionRate(Number.NaN)).toBe(0.4);
  });

  it('extends the month so far to the whole month', () => {
    expect(salaryForecast(1000, 10, 30)).toEqual({ fullMonth: 3000, confidence: 0.33 });
    expect(salaryForecast(500, 31, 31)).toEqual({ fullMonth: 500, confidence: 1 });
    expect(salaryForecast(0, 0, 30)).toEqual({ fullMonth: 0, confidence: 0 });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 31 }), (earned, days) => {
        const { fullMonth, confidence } = salaryForecast(earned, days, 31);
        return fullMonth >= earned - 0.01 && confidence > 0 && confidence <= 1;
      }),
    );
  });
});
