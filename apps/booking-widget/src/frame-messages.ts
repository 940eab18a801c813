// The iframe mode's postMessage protocol, both ways. Each side accepts a message only from the one
// origin it expects (and, on the host side, only from its own iframe) and only when it has exactly
// one of these shapes; anything else is ignored, so another origin's page cannot drive the widget.
// Checked by hand rather than with zod: the host side of the iframe mode (iframe-boot.ts) is a few kB
// with no zod in it, so a studio's page downloads only that to make the frame.

const NS = 'beautydesk';

/** The frame → host messages. */
export type FrameToHost =
  | { ns: typeof NS; type: 'ready'; studioId: string }
  | { ns: typeof NS; type: 'resize'; height: number }
  | { ns: typeof NS; type: 'booked'; appointmentId: string; studioId: string }
  | { ns: typeof NS; type: 'error'; message: string };

/** The host → frame messages: the prefill, and nothing else. */
export interface HostToFrame {
  ns: typeof NS;
  type: 'prefill';
  prefill: { name?: string; phone?: string; email?: string; notes?: string };
}

/** A message's check: the message as it will be used, or null when it is not one of ours. */
export type MessageCheck<T> = (data: unknown) => T | null;

type Fields = Record<string, unknown>;

function fields(data: unknown): Fields | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Fields)
    : null;
}

const isText = (value: unknown, min = 0, max = Infinity): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** Frame → host: our namespace, a known type, and that type's fields (only those are kept). */
export const frameToHost: MessageCheck<FrameToHost> = (data) => {
  const message = fields(data);
  if (message?.ns !== NS) return null;
  switch (message.type) {
    case 'ready':
      return isText(message.studioId)
        ? { ns: NS, type: 'ready', studioId: message.studioId }
        : null;
    case 'resize': {
      const { height } = message;
      return typeof height === 'number' && height >= 0 && height <= 20_000
        ? { ns: NS, type: 'resize', height }
        : null;
    }
    case 'booked':
      return isText(message.appointmentId, 1) && isText(message.studioId, 1)
        ? {
            ns: NS,
            type: 'booked',
            appointmentId: message.appointmentId,
            studioId: message.studioId,
          }
        : null;
    case 'error':
      return isText(message.message) ? { ns: NS, type: 'error', message: message.message } : null;
    default:
      return null;
  }
};

/** The prefill's fields and their longest lengths; any other field rejects the message. */
const PREFILL_LIMITS = { name: 200, phone: 50, email: 254, notes: 2000 } as const;

/** Host → frame: a prefill whose fields are all known, texts, and not too long. */
export const hostToFrame: MessageCheck<HostToFrame> = (data) => {
  const message = fields(data);
  if (message?.ns !== NS || message.type !== 'prefill') return null;
  const given = fields(message.prefill);
  if (!given) return null;
  const prefill: HostToFrame['prefill'] = {};
  for (const [key, value] of Object.entries(given)) {
    if (!(key in PREFILL_LIMITS)) return null;
    const name = key as keyof typeof PREFILL_LIMITS;
    if (value === undefined) continue;
    if (!isText(value, 0, PREFILL_LIMITS[name])) return null;
    prefill[name] = value;
  }
  return { ns: NS, type: 'prefill', prefill };
};

/** A message from `origin` when it is the expected one and well-formed; null otherwise. */
export function acceptMessage<T>(
  check: MessageCheck<T>,
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): T | null {
  if (event.origin !== expectedOrigin) return null;
  return check(event.data);
}

export const frameMessage = <T extends Omit<FrameToHost, 'ns'>>(message: T) => ({
  ns: NS,
  ...message,
});
export const hostMessage = <T extends Omit<HostToFrame, 'ns'>>(message: T) => ({
  ns: NS,
  ...message,
});
