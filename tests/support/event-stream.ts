// A signed-in tab's live event stream (GET /api/v1/events) read from Node: fetch with the Bearer
// header, the SSE text parsed by @microsoft/fetch-event-source's own parser (the one the staff app
// uses), every message kept so a test can wait for the one it expects.
import { createRequire } from 'node:module';
import type * as ParseModule from '@microsoft/fetch-event-source/lib/esm/parse';
import type { EventSourceMessage } from '@microsoft/fetch-event-source/lib/esm/parse';

type Parse = typeof ParseModule;
// The package's ES build has no "type": "module": Node loads its CommonJS build.
const { getBytes, getLines, getMessages } = createRequire(import.meta.url)(
  '@microsoft/fetch-event-source/lib/cjs/parse.js',
) as Parse;

export interface LiveMessage {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface EventStream {
  status: number;
  messages: LiveMessage[];
  /** The first message (already received or still to come) that `match` accepts. */
  next(match: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream as `token`; the answer's status is there at once (200 when it streams). */
export async function openEventStream(baseUrl: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const messages: LiveMessage[] = [];
  const waiting: Array<{ match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }> =
    [];
  const onMessage = (raw: EventSourceMessage) => {
    const message = { event: raw.event, data: raw.data ? JSON.parse(raw.data) : null };
    messages.push(message);
    for (const waiter of [...waiting]) {
      if (waiter.match(message)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  };
  const ended =
    response.ok && response.body
      ? getBytes(
          response.body,
          getLines(
            getMessages(
              () => undefined,
              () => undefined,
              onMessage,
            ),
          ),
        ).catch(() => undefined)
      : Promise.resolve();
  if (!response.ok) await response.text();
  return {
    status: response.status,
    messages,
    next: (match) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    ended,
    close: () => controller.abort(),
  };
}

/** The stream's appointment event for appointment `id`. */
export const appointmentEvent = (id: string) => (message: LiveMessage) =>
  message.event === 'appointment' && message.data?.id === id;
