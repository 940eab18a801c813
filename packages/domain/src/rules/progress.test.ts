import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { progressPercent } from './progress.ts';

describe('progressPercent', () => {
  it('uses a default maximum of 100', () => {
    expect(progressPercent(42)).toBe(42);
  });

  it('scales to a custom maximum', () => {
    expect(progressPercent(15, 30)).toBe(50);
  });

  it('clamps values outside 0–100', () => {
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(250)).toBe(100);
  });

  it('treats a missing or broken maximum as no progress', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('always lands inside 0–100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (value, max) => {
        const p = progressPercent(value, max);
        return p >= 0 && p <= 100;
      }),
    );
  });
});
