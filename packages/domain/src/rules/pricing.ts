// Prices: an appointment's price, the master's coefficient, and the pricing analysis's hourly rates and deviations (part 2).
import type { PricingAnalysisItem } from '../schemas/pricing.ts';
import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  COEFFICIENT_STEP,
  DEFAULT_COEFFICIENT,
  DEFAULT_CURRENCY,
  DEFAULT_TARGET_HOURLY_RATE,
  isMultipleOf,
} from '../schemas/values.ts';
import type { PublicStudioInfo } from '../schemas/public-booking.ts';
import { formatPercent, roundMoney } from './currency.ts';
import { toNumber } from './validation/common.ts';

// ---------------------------------------------------------------------------------------------
// Master coefficient (part 2 §9; its limits are in schemas/masters.ts)

/** Every value the coefficient may take: 0.5, 0.6, … 2.0 (pure: the widget's bundle drops it). */
export const COEFFICIENT_VALUES: readonly number[] = /* @__PURE__ */ Array.from(
  { length: Math.round((COEFFICIENT_MAX - COEFFICIENT_MIN) / COEFFICIENT_STEP) + 1 },
  (_, index) => Math.round((COEFFICIENT_MIN + index * COEFFICIENT_STEP) * 10) / 10,
);

/**
 * 0.5 to 2.0 in steps of 0.1, as a number or the text of the form's input (a float a hair off a
 * step, such as 0.1 + 0.2 + 0.9, still counts).
 */
export function isValidCoefficient(value: number | string): boolean {
  const coefficient = toNumber(value);
  return (
    coefficient >= COEFFICIENT_MIN &&
    coefficient <= COEFFICIENT_MAX &&
    isMultipleOf(coefficient, COEFFICIENT_STEP)
  );
}

/** Shown with one decimal and a multiplication sign: 1.2 → '×1.2', 1 → '×1.0'. */
export function formatCoefficient(value: number): string {
  return `×${value.toFixed(1)}`;
}

export const COEFFICIENT_BANDS = ['good', 'mid', 'low'] as const;
export type CoefficientBand = (typeof COEFFICIENT_BANDS)[number];

/** At least 1.2 good, at least 1.0 mid, below low; judged on the shown (one-decimal) value. */
export function coefficientBand(value: number): CoefficientBand {
  const shown = Math.round(value * 10);
  if (shown >= 12) return 'good';
  if (shown >= 10) return 'mid';
  return 'low';
}

/** The badge tone of each band: green, amber, red. */
export const COEFFICIENT_BAND_TONES = {
  good: 'success',
  mid: 'warning',
  low: 'error',
} as const satisfies Record<CoefficientBand, string>;

// ---------------------------------------------------------------------------------------------
// Appointment price

/** A service's price in one studio, as the services API gives it (price may come as text). */
export interface StudioServicePrice {
  price: number | string;
  currency: string;
  is_available: boolean;
}

export interface PricedService {
  id: string;
  available_in_studios_pricing?: Readonly<Record<string, StudioServicePrice>> | null;
}

export interface AppointmentPrice {
  total: number;
  currency: string;
}

/**
 * An appointment's price. The spec leaves the formula to the server (calculate-price returns
 * total_price rounded to 2 decimals); ours, shared by the server and the clients:
 *
 *   total = round2( Σ price of each chosen service in the appointment's studio
 *                   × the master's coefficient
 *                   × (1 − the client's personal discount % / 100) )
 *
 * - round2 rounds half away from zero to 2 decimals, once, on the total.
 * - The coefficient defaults to 1; the discount to 0, and is clamped to 0–100.
 * - A service with no price in that studio, marked unavailable there, or with a price that is not
 *   a non-negative number makes the price not computable (null), as do services priced in
 *   different currencies. No services: 0 in `fallbackCurrency`.
 */
export function appointmentPrice(input: {
  services: readonly PricedService[];
  studioId: string;
  coefficient?: number | null;
  discountPercent?: number | null;
  fallbackCurrency?: string;
}): AppointmentPrice | null {
  let sum = 0;
  let currency: string | null = null;
  for (const service of input.services) {
    const entry = service.available_in_studios_pricing?.[input.studioId];
    if (!entry || !entry.is_available) return null;
    const price = typeof entry.price === 'number' ? entry.price : Number(entry.price);
    if (!Number.isFinite(price) || price < 0) return null;
    if (currency !== null && entry.currency !== currency) return null;
    currency = entry.currency;
    sum += price;
  }
  const coefficient =
    typeof input.coefficient === 'number' && Number.isFinite(input.coefficient)
      ? input.coefficient
      : DEFAULT_COEFFICIENT;
  const discount = Math.min(100, Math.max(0, input.discountPercent ?? 0)) || 0;
  return {
    total: roundMoney(sum * coefficient * (1 - discount / 100)),
    currency: currency ?? input.fallbackCurrency ?? DEFAULT_CURRENCY,
  };
}

/** The public booking page's total: the chosen services' prices, in their currency (RUB when none is chosen). */
export function bookingTotal(context: {
  studio: Pick<PublicStudioInfo, 'services'> | null;
  serviceIds: readonly string[];
}): AppointmentPrice {
  const chosen = (context.studio?.services ?? []).filter((service) =>
    context.serviceIds.includes(service.id),
  );
  return {
    total: roundMoney(chosen.reduce((sum, service) => sum + service.price, 0)),
    // Nothing chosen yet: the studio's own currency (its services'), not rubles in a Minsk studio.
    currency: (chosen[0] ?? context.studio?.services[0])?.currency ?? DEFAULT_CURRENCY,
  };
}

// ---------------------------------------------------------------------------------------------
// Pricing analysis (part 2 §2, §9)

/** Rows deviating by more than this many percent either way are highlighted. */
export const DEVIATION_HIGHLIGHT_PERCENT = 15;

/** price / duration minutes × 60, rounded to a whole number; null for a duration that is not positive. */
export function hourlyRate(price: number, minutes: number): number | null {
  if (!Number.isFinite(price) || !Number.isFinite(minutes) || minutes <= 0) return null;
  return Math.round((price / minutes) * 60);
}

/** The price that earns the target hourly rate in `minutes`, rounded to 2 decimals. */
export function targetPrice(
  minutes: number,
  targetRate: number = DEFAULT_TARGET_HOURLY_RATE,
): number | null {
  if (!Number.isFinite(minutes) || !Number.isFinite(targetRate) || minutes <= 0) return null;
  return roundMoney((targetRate * minutes) / 60);
}

/** How far the current price is from the target, in percent of the target: positive above it. */
export function priceDeviationPercent(current: number, target: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(target) || target === 0) return null;
  return ((current - target) * 100) / Math.abs(target);
}

/**
 * Highlighted when the deviation is more than 15 % either way; exactly 15 % is not, even when
 * floating point lands a hair above it.
 */
export function isDeviationHighlighted(deviationPercent: number | null): boolean {
  return (
    deviationPercent !== null && Math.abs(deviationPercent) > DEVIATION_HIGHLIGHT_PERCENT + 1e-9
  );
}

/** The deviation column: signed, one decimal, Russian format ('+12,5 %'); a dash when unknown. */
export function formatDeviation(deviationPercent: number | null): string {
  return deviationPercent === null
    ? '—'
    : formatPercent(deviationPercent / 100, 1, { signed: true });
}

export interface PricingAnalysisRow extends PricingAnalysisItem {
  currentHourlyRate: number | null;
  deviationPercent: number | null;
  highlighted: boolean;
}

/**
 * The table's rows: each item with its current hourly rate and deviation, always derived here from
 * its price, minutes and target price (part 2 §3: they are derived), and whether it is highlighted.
 * Figures the server may add are not used: ours rounds the deviation to 2 decimals, and a second
 * rounding to the column's one decimal could move it (−91.7495 → −91.75 → '−91,8 %').
 */
export function pricingAnalysisRows(items: readonly PricingAnalysisItem[]): PricingAnalysisRow[] {
  return items.map((item) => {
    const deviation = priceDeviationPercent(item.currentPrice, item.targetPrice);
    return {
      ...item,
      currentHourlyRate: hourlyRate(item.currentPrice, item.durationMinutes),
      deviationPercent: deviation,
      highlighted: isDeviationHighlighted(deviation),
    };
  });
}

/** The analysis's currency: the result's, else the studio's country currency, else RUB. */
export function pricingAnalysisCurrency(
  resultCurrency?: string | null,
  studioCountryCurrency?: string | null,
): string {
  return resultCurrency || studioCountryCurrency || DEFAULT_CURRENCY;
}
