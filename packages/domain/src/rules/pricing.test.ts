import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COEFFICIENT } from '../schemas/masters.ts';
import type { PublicStudioInfo } from '../schemas/public-booking.ts';
import {
  appointmentPrice,
  bookingTotal,
  COEFFICIENT_BAND_TONES,
  COEFFICIENT_VALUES,
  coefficientBand,
  formatCoefficient,
  formatDeviation,
  hourlyRate,
  isDeviationHighlighted,
  isValidCoefficient,
  priceDeviationPercent,
  pricingAnalysisCurrency,
  pricingAnalysisRows,
  targetPrice,
  type PricedService,
} from './pricing.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('master coefficient', () => {
  it('ranges from 0.5 to 2.0 in steps of 0.1, default 1', () => {
    expect(COEFFICIENT_VALUES).toHaveLength(16);
    expect(COEFFICIENT_VALUES[0]).toBe(0.5);
    expect(COEFFICIENT_VALUES.at(-1)).toBe(2);
    expect(COEFFICIENT_VALUES).toContain(1.2);
    expect(DEFAULT_COEFFICIENT).toBe(1);
    expect(COEFFICIENT_VALUES.every(isValidCoefficient)).toBe(true);
  });

  it('rejects values off the range or off the step', () => {
    for (const value of [0.4, 2.1, 1.25, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidCoefficient(value)).toBe(false);
    }
  });

  it('accepts a step value reached through floating-point sums', () => {
    expect(isValidCoefficient(0.1 + 0.2 + 0.9)).toBe(true);
  });

  it('is valid exactly for the tenths from 5 to 20', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (tenths) => {
        return isValidCoefficient(tenths / 10) === (tenths >= 5 && tenths <= 20);
      }),
    );
  });

  it('is shown with one decimal', () => {
    expect(formatCoefficient(1.2)).toBe('×1.2');
    expect(formatCoefficient(1)).toBe('×1.0');
    expect(formatCoefficient(0.5)).toBe('×0.5');
  });

  it('bands at 1.2 and 1.0', () => {
    expect(coefficientBand(2)).toBe('good');
    expect(coefficientBand(1.2)).toBe('good');
    expect(coefficientBand(1.1)).toBe('mid');
    expect(coefficientBand(1)).toBe('mid');
    expect(coefficientBand(0.9)).toBe('low');
    expect(coefficientBand(0.5)).toBe('low');
  });

  it('bands the shown value, so 1.1 + 0.1 is good', () => {
    expect(coefficientBand(1.1 + 0.1)).toBe('good');
    expect(coefficientBand(0.7 + 0.3 - 1e-12)).toBe('mid');
  });

  it('maps bands to green, amber and red badge tones', () => {
    expect(COEFFICIENT_BAND_TONES).toEqual({ good: 'success', mid: 'warning', low: 'error' });
  });
});

describe('isValidCoefficient: the form input', () => {
  it('accepts every tenth from 0.5 to 2.0, as numbers or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 20 }), (tenths) => {
        return isValidCoefficient(tenths / 10) && isValidCoefficient((tenths / 10).toFixed(1));
      }),
    );
  });

  it('rejects values outside the range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: 0.49, noNaN: true }), fc.double({ min: 2.01, noNaN: true })),
        (value) => !isValidCoefficient(value),
      ),
    );
  });
});

const laser: PricedService = {
  id: 'laser',
  available_in_studios_pricing: {
    minsk: { price: 1000, currency: 'RUB', is_available: true },
    kyiv: { price: 900, currency: 'USD', is_available: false },
  },
};
const wax: PricedService = {
  id: 'wax',
  available_in_studios_pricing: { minsk: { price: '500.50', currency: 'RUB', is_available: true } },
};

describe('appointmentPrice', () => {
  it('sums the services in the studio, times the coefficient, less the discount, to the cent', () => {
    expect(
      appointmentPrice({
        services: [laser, wax],
        studioId: 'minsk',
        coefficient: 1.2,
        discountPercent: 10,
      }),
    ).toEqual({ total: 1620.54, currency: 'RUB' });
  });

  it('defaults to coefficient 1 and no discount', () => {
    expect(appointmentPrice({ services: [wax], studioId: 'minsk', coefficient: null })).toEqual({
      total: 500.5,
      currency: 'RUB',
    });
  });

  it('clamps the discount to 0–100 and ignores a broken one', () => {
    const base = { services: [laser], studioId: 'minsk' };
    expect(appointmentPrice({ ...base, discountPercent: 150 })?.total).toBe(0);
    expect(appointmentPrice({ ...base, discountPercent: -5 })?.total).toBe(1000);
    expect(appointmentPrice({ ...base, discountPercent: Number.NaN })?.total).toBe(1000);
  });

  it('is not computable when a service is missing or unavailable in the studio', () => {
    expect(appointmentPrice({ services: [laser, wax], studioId: 'kyiv' })).toBeNull();
    expect(appointmentPrice({ services: [wax], studioId: 'riga' })).toBeNull();
    expect(appointmentPrice({ services: [{ id: 'new' }], studioId: 'minsk' })).toBeNull();
  });

  it('is not computable with a broken price or mixed currencies', () => {
    const broken: PricedService = {
      id: 'broken',
      available_in_studios_pricing: {
        minsk: { price: 'n/a', currency: 'RUB', is_available: true },
      },
    };
    const negative: PricedService = {
      id: 'negative',
      available_in_studios_pricing: { minsk: { price: -1, currency: 'RUB', is_available: true } },
    };
    const dollars: PricedService = {
      id: 'dollars',
      available_in_studios_pricing: { minsk: { price: 10, currency: 'USD', is_available: true } },
    };
    expect(appointmentPrice({ services: [broken], studioId: 'minsk' })).toBeNull();
    expect(appointmentPrice({ services: [negative], studioId: 'minsk' })).toBeNull();
    expect(appointmentPrice({ services: [laser, dollars], studioId: 'minsk' })).toBeNull();
  });

  it('is zero in the fallback currency without services', () => {
    expect(appointmentPrice({ services: [], studioId: 'minsk' })).toEqual({
      total: 0,
      currency: 'RUB',
    });
    expect(
      appointmentPrice({ services: [], studioId: 'minsk', fallbackCurrency: 'EUR' })?.currency,
    ).toBe('EUR');
  });

  it('always lands on whole cents and never above the undiscounted price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 }),
        fc.constantFrom(...COEFFICIENT_VALUES),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (cents, coefficient, discountPercent) => {
          const services = cents.map((c, i) => ({
            id: `s${i}`,
            available_in_studios_pricing: {
              a: { price: c / 100, currency: 'RUB', is_available: true },
            },
          }));
          const price = appointmentPrice({ services, studioId: 'a', coefficient, discountPercent });
          const sum = cents.reduce((total, c) => total + c / 100, 0);
          const total = price?.total ?? Number.NaN;
          return (
            Math.abs(total * 100 - Math.round(total * 100)) < 1e-6 &&
            total <= sum * coefficient + 0.005 + 1e-6
          );
        },
      ),
    );
  });
});

describe('bookingTotal', () => {
  const service = (id: string, price: number, currency = 'BYN') => ({
    id,
    name: id,
    durationMin: 30,
    price,
    currency,
    description: null,
    type: 'laser' as const,
  });
  const studio: Pick<PublicStudioInfo, 'services'> = {
    services: [service('sv1', 100.1), service('sv2', 50.2)],
  };

  it('sums the chosen services in their currency, rounded to kopecks', () => {
    expect(bookingTotal({ studio, serviceIds: ['sv1', 'sv2'] })).toEqual({
      total: 150.3,
      currency: 'BYN',
    });
    expect(bookingTotal({ studio: null, serviceIds: ['sv1'] })).toEqual({
      total: 0,
      currency: 'RUB',
    });
  });

  it('shows nothing chosen yet in the studio’s own currency; RUB only when it has no services', () => {
    expect(bookingTotal({ studio, serviceIds: [] })).toEqual({ total: 0, currency: 'BYN' });
    expect(bookingTotal({ studio: { services: [] }, serviceIds: [] })).toEqual({
      total: 0,
      currency: 'RUB',
    });
  });
});

describe('hourlyRate', () => {
  it('is price per minute times 60, rounded', () => {
    expect(hourlyRate(1500, 45)).toBe(2000);
    expect(hourlyRate(1000, 7)).toBe(8571);
  });

  it('is unknown for a duration that is not positive', () => {
    expect(hourlyRate(1000, 0)).toBeNull();
    expect(hourlyRate(1000, -5)).toBeNull();
    expect(hourlyRate(Number.NaN, 60)).toBeNull();
  });

  it('equals the rounded price for an hour, and stays within half a unit of the exact rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 600 }),
        (price, minutes) => {
          const rate = hourlyRate(price, minutes) as number;
          return (
            hourlyRate(price, 60) === Math.round(price) &&
            Math.abs(rate - (price / minutes) * 60) <= 0.5 &&
            Number.isInteger(rate)
          );
        },
      ),
    );
  });
});

describe('targetPrice', () => {
  it('earns the target hourly rate, 2000 by default', () => {
    expect(targetPrice(45)).toBe(1500);
    expect(targetPrice(90, 3000)).toBe(4500);
    expect(targetPrice(7)).toBe(233.33);
  });

  it('is unknown for a duration that is not positive', () => {
    expect(targetPrice(0)).toBeNull();
    expect(targetPrice(30, Number.NaN)).toBeNull();
  });

  it('gives back the target rate through hourlyRate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 100_000 }),
        (m, r) => {
          return Math.abs((hourlyRate(targetPrice(m, r) as number, m) as number) - r) <= 1;
        },
      ),
    );
  });
});

describe('price deviation', () => {
  it('is the distance from the target in percent of it, positive above', () => {
    expect(priceDeviationPercent(1150, 1000)).toBe(15);
    expect(priceDeviationPercent(800, 1000)).toBe(-20);
    expect(priceDeviationPercent(1000, 1000)).toBe(0);
  });

  it('is unknown without a target', () => {
    expect(priceDeviationPercent(100, 0)).toBeNull();
    expect(priceDeviationPercent(Number.NaN, 100)).toBeNull();
  });

  it('highlights more than 15 % either way, not exactly 15 %', () => {
    expect(isDeviationHighlighted(15)).toBe(false);
    expect(isDeviationHighlighted(priceDeviationPercent(1150, 1000))).toBe(false);
    expect(isDeviationHighlighted(priceDeviationPercent(850, 1000))).toBe(false);
    expect(isDeviationHighlighted(15.1)).toBe(true);
    expect(isDeviationHighlighted(-15.1)).toBe(true);
    expect(isDeviationHighlighted(null)).toBe(false);
  });

  it('is symmetric around the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (target, delta) => {
          const above = priceDeviationPercent(target + delta, target) as number;
          const below = priceDeviationPercent(target - delta, target) as number;
          return (
            Math.abs(above + below) < 1e-9 &&
            isDeviationHighlighted(above) === isDeviationHighlighted(below)
          );
        },
      ),
    );
  });

  it('is formatted signed with one decimal, or a dash', () => {
    expect(plain(formatDeviation(12.5))).toBe('+12,5 %');
    expect(plain(formatDeviation(-20))).toBe('-20,0 %');
    expect(formatDeviation(null)).toBe('—');
  });
});

describe('pricing analysis', () => {
  const item = {
    serviceId: 'a',
    serviceName: 'Лазер, голени',
    currentPrice: 1200,
    durationMinutes: 45,
    targetPrice: 1500,
    currentHourlyRate: null,
    deviationPercent: null,
  };

  it('derives the hourly rate, deviation and highlight of each item', () => {
    const [derived, unknown] = pricingAnalysisRows([
      item,
      { ...item, currentPrice: 0, durationMinutes: 0, targetPrice: 0 },
    ]);
    expect(derived).toMatchObject({
      currentHourlyRate: 1600,
      deviationPercent: -20,
      highlighted: true,
    });
    expect(unknown).toMatchObject({
      currentHourlyRate: null,
      deviationPercent: null,
      highlighted: false,
    });
  });

  it('derives its figures even when the server sends its own, so a rounded deviation is not rounded twice', () => {
    const [row] = pricingAnalysisRows([
      { ...item, currentHourlyRate: 1601, deviationPercent: -10 },
    ]);
    expect(row).toMatchObject({
      currentHourlyRate: 1600,
      deviationPercent: -20,
      highlighted: true,
    });
    // 110 BYN for 40 minutes at 2000 an hour: −91.7495…%, which the server sends as −91.75.
    const [byn] = pricingAnalysisRows([
      {
        ...item,
        currentPrice: 110,
        durationMinutes: 40,
        targetPrice: 1333.33,
        deviationPercent: -91.75,
      },
    ]);
    expect(formatDeviation(byn!.deviationPercent)).toBe(formatDeviation(-91.7495));
    expect(plain(formatDeviation(byn!.deviationPercent))).toBe('-91,7 %');
  });

  it("takes the result's currency, else the studio's, else RUB", () => {
    expect(pricingAnalysisCurrency('EUR', 'USD')).toBe('EUR');
    expect(pricingAnalysisCurrency(null, 'USD')).toBe('USD');
    expect(pricingAnalysisCurrency('', undefined)).toBe('RUB');
  });
});
