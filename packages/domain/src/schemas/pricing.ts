// Pricing analysis of one studio's services against a target hourly rate (spec part 2 §2, §3, §7, §9).
import { z } from 'zod';
import {
  currencyCodeSchema,
  idSchema,
  integerSchema,
  numericSchema,
  orDefault,
  orNull,
} from './common.ts';

import { DEFAULT_TARGET_HOURLY_RATE } from './values.ts';

export { DEFAULT_TARGET_HOURLY_RATE };

/** GET /pricing-analysis/{studioId}?target_hourly_rate= */
export const pricingAnalysisQuerySchema = z.object({
  target_hourly_rate: numericSchema.pipe(z.number().positive()).default(DEFAULT_TARGET_HOURLY_RATE),
});
export type PricingAnalysisQuery = z.infer<typeof pricingAnalysisQuerySchema>;

/**
 * One row. The spec's items carry service, price, duration and target price; the hourly rate and
 * the deviation are derived, so the server may send them but need not.
 */
export const pricingAnalysisItemSchema = z.object({
  service_id: idSchema,
  service_name: z.string(),
  current_price: numericSchema,
  duration_minutes: integerSchema,
  target_price: numericSchema,
  current_hourly_rate: orNull(numericSchema),
  /** (current − target) / target × 100. */
  deviation_percent: orNull(numericSchema),
});
export type PricingAnalysisItemWire = z.infer<typeof pricingAnalysisItemSchema>;

export const pricingAnalysisResponseSchema = z.object({
  studio_id: orNull(idSchema),
  studio_name: orNull(z.string()),
  /** Absent: the UI falls back to the studio's country currency, then RUB. */
  currency: orNull(currencyCodeSchema),
  target_hourly_rate: orNull(numericSchema),
  items: orDefault(z.array(pricingAnalysisItemSchema), []),
});
export type PricingAnalysisResponseWire = z.infer<typeof pricingAnalysisResponseSchema>;

export interface PricingAnalysisItem {
  serviceId: string;
  serviceName: string;
  currentPrice: number;
  durationMinutes: number;
  targetPrice: number;
  /** As sent; null when the server leaves the derivation to the client. */
  currentHourlyRate: number | null;
  deviationPercent: number | null;
}

export interface PricingAnalysis {
  studioId: string | null;
  studioName: string | null;
  currency: string | null;
  targetHourlyRate: number | null;
  items: PricingAnalysisItem[];
}

export function toPricingAnalysis(wire: PricingAnalysisResponseWire): PricingAnalysis {
  return {
    studioId: wire.studio_id,
    studioName: wire.studio_name,
    currency: wire.currency,
    targetHourlyRate: wire.target_hourly_rate,
    items: wire.items.map((item) => ({
      serviceId: item.service_id,
      serviceName: item.service_name,
      currentPrice: item.current_price,
      durationMinutes: item.duration_minutes,
      targetPrice: item.target_price,
      currentHourlyRate: item.current_hourly_rate,
      deviationPercent: item.deviation_percent,
    })),
  };
}
