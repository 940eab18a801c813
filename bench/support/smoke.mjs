// Smoke mode (BENCH_SMOKE=1, what `npm test` runs): every bench runs to its end on tiny data with
// one iteration, so a refactor that breaks a bench fails CI; its figures mean nothing then.
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full-size value, or the tiny one in smoke mode. */
export const smoke = (full, tiny) => (SMOKE ? tiny : full);
