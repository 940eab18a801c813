// The live calendar (issue 27): one stream of appointment changes per tab (GET /api/v1/events, opened
// with fetch-event-source so it carries the Bearer header), and the SWR keys each change touches.
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  appointmentEventSchema,
  LIVE_EVENT_NAMES,
  type AppointmentEvent,
  type AppointmentEventPlace,
} from '@beautydesk/domain/schemas/appointment-events';
import { apiClient } from './client.ts';
import { AuthenticationError } from './errors.ts';
import {
  isApiKey,
  revalidateAreas,
  scopeFor,
  useLicenseId,
  type ApiArea,
  type ApiKey,
  type KeyFilterMutate,
} from './swr.ts';

export const EVENTS_PATH = '/events';

/** The stream was refused for good (signed out, or no permission to read appointments). */
class StreamRefused extends Error {
  override name = 'StreamRefused';
}

/** What may have been missed while the stream was closed: every read an appointment shows in. */
export const LIVE_AREAS: readonly ApiArea[] = ['appointments', 'booking', 'clients', 'stats'];

/** Reconnection delays after a failure: 1 s doubling to 30 s, back to 1 s once a stream opens. */
export function reconnectDelay(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Whether a key's parameters name this place (a parameter a key does not have does not narrow it). */
function paramsMatchPlace(params: Readonly<Record<string, unknown>>, place: AppointmentEventPlace) {
  const equal = (name: string, value: string) => {
    const given = text(params[name]);
    return given === null || given === value;
  };
  const from = text(params.date_from) ?? text(params.from_date);
  const to = text(params.date_to) ?? text(params.to_date);
  return (
    equal('date', place.date) &&
    (from === null || from <= place.date) &&
    (to === null || place.date <= to) &&
    equal('studio_id', place.studio_id) &&
    equal('master_id', place.master_id) &&
    equal('client_id', place.client_id)
  );
}

/**
 * Whether `key` holds data `event` changed: the appointment itself; any appointments or booking
 * list whose day, range, studio, master or client is one of the places it touched (the month and
 * the day of that studio, the day board, the client's history); the client's card (its visit
 * counters); the master statistics. Nothing else.
 */
export function touchedBy(key: ApiKey, event: AppointmentEvent): boolean {
  const [, area, call, params] = key;
  if (area === 'appointments' && call === 'detail') return params.appointmentId === event.id;
  if (area === 'appointments' || area === 'booking') {
    return event.places.some((place) => paramsMatchPlace(params, place));
  }
  if (area === 'clients' && call === 'detail') {
    return event.places.some((place) => place.client_id === params.clientId);
  }
  return area === 'stats';
}

/** The key filter for `mutate`: this scope's keys that `event` touched. */
export function eventKeyFilter(scope: string, event: AppointmentEvent) {
  return (key?: unknown) => isApiKey(key) && key[0] === scope && touchedBy(key, event);
}

export interface LiveEventHandlers {
  onEvent(event: AppointmentEvent): void;
  /** The stream (re)opened or the server says changes may have been missed; `first` for the very first open. */
  onResync(first: boolean): void;
}

/**
 * Follows the stream until `signal` aborts: reconnects with backoff when it drops or the server
 * ends it (a fresh token each time), closes while the tab is hidden and reopens when it shows
 * (fetch-event-source's own rule), stops for good when the session is gone.
 */
export function followLiveEvents(handlers: LiveEventHandlers, signal: AbortSignal): Promise<void> {
  let failures = 0;
  let opened = 0;
  return fetchEventSource(EVENTS_PATH, {
    signal,
    fetch: apiClient().authorizedFetch(EVENTS_PATH),
    async onopen(response) {
      if (response.ok) {
        failures = 0;
        return;
      }
      // A signed-out session (after a refresh that failed) or a viewer without the permission:
      // retrying would not change the answer.
      if (response.status === 401 || response.status === 403) {
        throw new StreamRefused(`The live events answered ${response.status}`);
      }
      throw new Error(`The live events answered ${response.status}`);
    },
    onmessage(message: EventSourceMessage) {
      if (message.event === LIVE_EVENT_NAMES.resync) {
        handlers.onResync(opened === 0);
        opened += 1;
        return;
      }
      if (message.event !== LIVE_EVENT_NAMES.appointment) return;
      const parsed = appointmentEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) handlers.onEvent(parsed.data);
    },
    onclose() {
      // The server ended it (token expired, the process stopping): open the next one.
      throw new Error('The live events stream ended');
    },
    onerror(error: unknown) {
      // A refresh that failed signed the session out (AuthenticationError): nothing to follow.
      if (error instanceof StreamRefused || error instanceof AuthenticationError) throw error;
      failures += 1;
      return reconnectDelay(failures);
    },
  }).catch(() => undefined);
}

/**
 * The staff app's live calendar: while a license is signed in (and `enabled`: the viewer may read
 * appointments), follows the stream and revalidates
 * exactly the keys each change touched; when the stream reopens (after a drop, or when the tab
 * shows again) it rereads what it may have missed.
 */
export function useLiveAppointments(enabled: boolean): void {
  const license = scopeFor('license', useLicenseId());
  const scope = enabled ? license : null;
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!scope) return;
    const controller = new AbortController();
    const revalidate = mutate as KeyFilterMutate;
    void followLiveEvents(
      {
        onEvent: (event) => void revalidate(eventKeyFilter(scope, event)).catch(() => undefined),
        onResync: (first) => {
          if (!first) void revalidateAreas(revalidate, scope, LIVE_AREAS).catch(() => undefined);
        },
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [scope, mutate]);
}
