// The notices machines emit for the app's toaster (top-right, 4 s; part 2 §2): `actor.on('toast', ...)`.

/** A toast's meaning, which the toaster shows as its colour. */
export const TOAST_TONES = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** The emitted event; each machine narrows the tones it uses. */
export interface Toast<Tone extends ToastTone = ToastTone> {
  type: 'toast';
  tone: Tone;
  message: string;
}

/** The event for an `emit` action's params: `emit((_, params) => toastEvent(params))`. */
export function toastEvent<Tone extends ToastTone>(params: Omit<Toast<Tone>, 'type'>): Toast<Tone> {
  return { type: 'toast', ...params };
}
