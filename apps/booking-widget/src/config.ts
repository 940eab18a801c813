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
}

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
    theme: compact({
      brand: text(dataset.brand),
      radius: text(dataset.radius),
      font: text(dataset.font),
      mode: dataset.theme === 'dark' ? ('dark' as const) : undefined,
    }),
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
    theme: compact({
      brand: text(options?.theme?.brand),
      radius: text(options?.theme?.radius),
      font: text(options?.theme?.font),
      mode: options?.theme?.mode === 'dark' ? ('dark' as const) : undefined,
    }),
    lang: text(options?.lang) ?? 'ru',
    label: text(options?.label) ?? null,
  };
}
