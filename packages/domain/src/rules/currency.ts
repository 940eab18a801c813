// Currencies as the screens show them (symbols, locale formatting, which currency a user sees) and money rounding.
import { DEFAULT_CURRENCY } from '../schemas/values.ts';
import type { CalendarUserType } from './navigation.ts';

/** The symbols the pricing analysis shows; any other currency is shown by its code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  RUB: '₽',
  USD: '$',
  EUR: '€',
  AUD: 'A$',
};

/** RUB, USD and EUR are formatted in their own locales (part 2 §9). */
export const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  RUB: 'ru-RU',
  USD: 'en-US',
  EUR: 'de-DE',
};

/** The interface's own locale, used for every currency without a locale of its own and for percentages. */
export const UI_LOCALE = 'ru-RU';

function normalizeCode(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed === '' ? DEFAULT_CURRENCY : trimmed;
}

/** '₽', '$', '€', 'A$', otherwise the code itself ('BYN'); a missing code means RUB. */
export function currencySymbol(code: string | null | undefined): string {
  const normalized = normalizeCode(code);
  return CURRENCY_SYMBOLS[normalized] ?? normalized;
}

/**
 * An amount with its currency: RUB, USD and EUR through Intl in their locales ('1 234,50 ₽',
 * '$1,234.50', '1.234,50 €'); any other currency as a Russian-formatted number followed by its
 * symbol or code ('12,00 A$', '12,00 BYN'), because Intl's symbols for them vary by locale.
 */
export function formatMoney(amount: number, code: string | null | undefined): string {
  const currency = normalizeCode(code);
  const locale = CURRENCY_LOCALES[currency];
  if (locale) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  const number = new Intl.NumberFormat(UI_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number}\u00a0${currencySymbol(currency)}`;
}

/**
 * Rounds half away from zero to 2 decimals. Works on the number's shortest decimal form, so
 * 1.005 becomes 1.01 (plain `Math.round(x * 100) / 100` gives 1.00 because 1.005 is stored as
 * 1.00499…).
 */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const text = `${abs}`;
  // Exponent form only happens below 1e-6 (rounds to 0) and from 1e21 (already whole numbers).
  if (text.includes('e')) return abs < 1 ? 0 : value;
  const rounded = Number(`${Math.round(Number(`${text}e2`))}e-2`);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** A fraction as a Russian percentage with a fixed number of decimals: 0.125 → '12,5 %'. */
export function formatPercent(
  fraction: number,
  decimals: number,
  options: { signed?: boolean } = {},
): string {
  return new Intl.NumberFormat(UI_LOCALE, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(fraction);
}

/**
 * The currency a calendar user sees (part 2 §6): studio users always RUB; everyone else
 * the currency of the chosen studio's country, RUB when there is none (masters choose no studio).
 */
export function currencyForUser(
  userType: CalendarUserType,
  chosenStudioCurrency?: string | null,
): string {
  if (userType === 'studio') return DEFAULT_CURRENCY;
  return normalizeCode(chosenStudioCurrency);
}
