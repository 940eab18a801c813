// What a studio's <script data-*> tag, a host element's data attributes or BeautyDesk(...) options
// tell the widget: studio, mode, where, prefill, theme and language.

export const WIDGET_MODES = ['inline', 'popup', 'floating', 'iframe'] as const;
export type WidgetMode = (typeof WIDGET_MODES)[number];

export interface WidgetPrefill {
  name?: string;
  phone?: string;
  email?: string;
  notes?: string;
}

export interface WidgetTheme {
  /** Brand colour (buttons, focus ring), any CSS colour. */
  brand?: string;
  /** Corner radius, a CSS length. */
  radius?: string;
  /** Font family; the host's own font when absent. */
  font?: string;
  mode?: 'light' | 'dark';
  /** The popup and floating buttons' font size, a CSS length (the site's buttons' size). */
  fontSize?: string;
  /** The popup and floating buttons' size: padding and height. */
  buttonSize?: ButtonSize;
  /** The floating button's side of the page (right by default). */
  side?: 'left' | 'right';
  /** The floating button's distance from that side and from the bottom, CSS lengths (16px). */
  offsetX?: string;
  offsetY?: string;
}

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface WidgetConfig {
  studioId: string;
  mode: WidgetMode;
  /** CSS selector of the element to render into; the script's position when absent. */
  target: string | null;
  prefill: WidgetPrefill;
  theme: WidgetTheme;
  lang: string;
  /** The popup and floating buttons' text; the language's default when absent. */
  label: string | null;
}

/** The options of BeautyDesk('inline' | 'popup' | 'floating' | 'iframe', options). */
export interface WidgetOptions {
  studioId?: string;
  target?: string | Element | null;
  prefill?: WidgetPrefill;
  theme?: WidgetTheme;
  lang?: string;
  label?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** The theme from data attributes or options (the same names, camel-cased). */
function readTheme(given: Record<string, unknown>, mode: unknown): WidgetTheme {
  return compact({
    brand: text(given.brand),
    radius: text(given.radius),
    font: text(given.font),
    mode: mode === 'dark' ? ('dark' as const) : undefined,
    fontSize: text(given.fontSize),
    buttonSize: oneOf(BUTTON_SIZES, given.buttonSize),
    side: oneOf(['left', 'right'] as const, given.side),
    offsetX: text(given.offsetX),
    offsetY: text(given.offsetY),
  });
}

function readMode(value: unknown): WidgetMode {
  return WIDGET_MODES.find((mode) => mode === value) ?? 'inline';
}

/** Reads the data attributes (script tag or host element); null when no studio id is given. */
export function readWidgetConfig(dataset: Record<string, string | undefined>): WidgetConfig | null {
  const studioId = text(dataset.studioId);
  if (!studioId) return null;
  return {
    studioId,
    mode: readMode(dataset.mode),
    target: text(dataset.target) ?? null,
    prefill: compact({
      name: text(dataset.name),
      phone: text(dataset.phone),
      email: text(dataset.email),
      notes: text(dataset.notes),
    }),
    theme: readTheme(dataset, dataset.theme),
    lang: text(dataset.lang) ?? 'ru',
    label: text(dataset.label) ?? null,
  };
}

/** The same from BeautyDesk(mode, options); null without a studio id. */
export function configFromOptions(
  mode: WidgetMode,
  options: WidgetOptions | null | undefined,
): WidgetConfig | null {
  const studioId = text(options?.studioId);
  if (!studioId) return null;
  const target = options?.target;
  return {
    studioId,
    mode,
    target: typeof target === 'string' ? target : null,
    prefill: compact({
      name: text(options?.prefill?.name),
      phone: text(options?.prefill?.phone),
      email: text(options?.prefill?.email),
      notes: text(options?.prefill?.notes),
    }),
    theme: readTheme({ ...options?.theme }, options?.theme?.mode),
    lang: text(options?.lang) ?? 'ru',
    label: text(options?.label) ?? null,
  };
}
