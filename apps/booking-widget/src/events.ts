// Host events: ready, booked (appointment and studio ids) and error, as DOM CustomEvents on the host
// element (bubbling, so a listener on document sees every widget) and to BeautyDesk('on', ...) listeners.

export const HOST_EVENTS = ['ready', 'booked', 'error'] as const;
export type HostEventName = (typeof HOST_EVENTS)[number];

export interface HostEventDetail {
  ready: { studioId: string; mode: string };
  booked: { appointmentId: string; studioId: string };
  error: { studioId: string | null; message: string };
}

type Listener = (detail: unknown) => void;
const listeners = new Map<HostEventName, Set<Listener>>();

export function isHostEvent(name: unknown): name is HostEventName {
  return HOST_EVENTS.includes(name as HostEventName);
}

export function addListener(name: HostEventName, listener: Listener): void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
}

export function removeListener(name: HostEventName, listener: Listener): void {
  listeners.get(name)?.delete(listener);
}

/** Fires `beautydesk:<name>` on the element and calls the listeners; a listener's own error stays its own. */
export function emit<N extends HostEventName>(
  element: Element | Document,
  name: N,
  detail: HostEventDetail[N],
): void {
  try {
    element.dispatchEvent(
      new CustomEvent(`beautydesk:${name}`, { bubbles: true, composed: true, detail }),
    );
  } catch {
    // A host listener threw: not ours to report.
  }
  for (const listener of listeners.get(name) ?? []) {
    try {
      listener(detail);
    } catch (error) {
      // Reported asynchronously so the widget keeps going and the host still sees its bug.
      setTimeout(() => {
        throw error;
      });
    }
  }
}
