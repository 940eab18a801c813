// Progress as the spec shows it: a percentage of a maximum (default 100), clamped to 0–100.

export const DEFAULT_PROGRESS_MAX = 100;

/** Percentage of `value` over `max`, clamped to 0–100; a non-positive or non-finite max gives 0. */
export function progressPercent(value: number, max: number = DEFAULT_PROGRESS_MAX): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
