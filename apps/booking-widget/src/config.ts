// What a studio's <script data-*> tag tells the booking widget loader.

export type WidgetMode = 'inline' | 'iframe';

export interface WidgetConfig {
  studioId: string;
  mode: WidgetMode;
  /** CSS selector of the element to render into; the script's position when absent. */
  target: string | null;
}

/** Reads the loader's data attributes; null when no studio id is given (nothing to book). */
export function readWidgetConfig(dataset: Record<string, string | undefined>): WidgetConfig | null {
  const studioId = dataset.studioId?.trim();
  if (!studioId) return null;
  return {
    studioId,
    mode: dataset.mode === 'iframe' ? 'iframe' : 'inline',
    target: dataset.target?.trim() || null,
  };
}
