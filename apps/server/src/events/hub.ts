// The live calendar's hub (issue 27): one per server process. It follows the database's
// announcements (migration 0022, and 0020's auth epoch) and hands each appointment event to the
// open streams of its license that may see it, ends the streams of a session that ended, and checks
// every stream's access again when the auth epoch moves. Nothing here polls: all of it is driven by
// NOTIFY, which travels through the database to every process (docs/decisions/live-calendar-events.md).
import { sql } from 'drizzle-orm';
import {
  appointmentEventFor,
  mayFollowAppointments,
  type AppointmentEventViewer,
} from '@beautydesk/domain/rules/appointment-events';
import {
  appointmentEventSchema,
  type AppointmentEvent,
} from '@beautydesk/domain/schemas/appointment-events';
import { z } from 'zod';
import { currentAccess, type Access } from '../auth/access.ts';
import type { AuthContext } from '../auth/tokens.ts';
import { queryRows, type Database, type Db } from '../db/database.ts';

/** The channels of migrations 0022 and 0020. */
export const CHANNELS = {
  appointments: 'appointment_events',
  sessions: 'session_revocations',
  authEpoch: 'auth_epoch',
} as const;

/** What the trigger announces: the event and its license. */
const announcementSchema = appointmentEventSchema.extend({ license_id: z.string().min(1) });

/** Why a stream was ended by the server. */
export type EndReason = 'session-ended' | 'access-revoked' | 'token-expired' | 'server-closing';

/** One open connection, as the hub sees it. */
export interface LiveStream {
  readonly licenseId: string;
  readonly auth: AuthContext;
  /** What the viewer may see; replaced when the access is read again. */
  viewer: AppointmentEventViewer;
  /** Sends one appointment event, already cut to what the viewer may see. */
  deliver(event: AppointmentEvent): void;
  /** Tells the tab that events may have been missed. */
  resync(): void;
  end(reason: EndReason): void;
}

/** The viewer of an access: its permissions and its own master record. */
export function viewerOf(access: Access): AppointmentEventViewer {
  return { permissions: access.permissions, masterId: access.subject.master_id ?? null };
}

export class LiveEventHub {
  readonly #byLicense = new Map<string, Set<LiveStream>>();
  /** A recheck of every stream's access is running; `#again` asks for one more after it. */
  #rechecking: Promise<void> | undefined;
  #again = false;

  private constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts following the database's announcements (both engines: Database.listen). */
  static async start(database: Database, onError: (error: unknown) => void): Promise<LiveEventHub> {
    const hub = new LiveEventHub(database.db, onError);
    if (!database.listen) throw new Error('The live events need a database that can LISTEN');
    const gap = () => hub.#gap();
    await database.listen(CHANNELS.appointments, (payload) => hub.#announced(payload), gap);
    await database.listen(CHANNELS.sessions, (payload) => void hub.#sessionRevoked(payload));
    await database.listen(CHANNELS.authEpoch, () => hub.#authMoved());
    return hub;
  }

  /** How many streams are open (the bench's fan-out figure). */
  get size(): number {
    let count = 0;
    for (const streams of this.#byLicense.values()) count += streams.size;
    return count;
  }

  /** Adds a stream; the returned function removes it. */
  add(stream: LiveStream): () => void {
    let streams = this.#byLicense.get(stream.licenseId);
    if (!streams) {
      streams = new Set();
      this.#byLicense.set(stream.licenseId, streams);
    }
    streams.add(stream);
    return () => {
      const held = this.#byLicense.get(stream.licenseId);
      if (!held) return;
      held.delete(stream);
      if (held.size === 0) this.#byLicense.delete(stream.licenseId);
    };
  }

  /** Ends every stream (the server is stopping: a tab reconnects to another process). */
  endAll(): void {
    for (const stream of this.#all()) stream.end('server-closing');
  }

  *#all(): Iterable<LiveStream> {
    for (const streams of this.#byLicense.values()) yield* [...streams];
  }

  #announced(payload: string): void {
    let parsed: z.infer<typeof announcementSchema>;
    try {
      parsed = announcementSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.onError(error);
      return;
    }
    const streams = this.#byLicense.get(parsed.license_id);
    if (!streams) return;
    const { license_id: _license, ...event } = parsed;
    for (const stream of streams) {
      const visible = appointmentEventFor(stream.viewer, event);
      if (visible) stream.deliver(visible);
    }
  }

  /** A token of `familyId` was revoked: its streams end unless the family still has a live one. */
  async #sessionRevoked(familyId: string): Promise<void> {
    const streams = [...this.#all()].filter((stream) => stream.auth.sessionId === familyId);
    if (streams.length === 0) return;
    try {
      const [row] = await queryRows<{ live: boolean }>(
        this.db,
        sql`select exists (
              select 1 from refresh_tokens
              where family_id = ${familyId} and revoked_at is null and expires_at > now()
            ) as live`,
      );
      if (row?.live) return;
      for (const stream of streams) stream.end('session-ended');
    } catch (error) {
      this.onError(error);
    }
  }

  /** The auth epoch moved: every stream's access is read again (one read per account). */
  #authMoved(): void {
    if (this.#rechecking) {
      this.#again = true;
      return;
    }
    this.#rechecking = this.#recheckAll().finally(() => {
      this.#rechecking = undefined;
      if (this.#again) {
        this.#again = false;
        this.#authMoved();
      }
    });
  }

  async #recheckAll(): Promise<void> {
    // Per account: its access now, null when it is gone, undefined when it could not be read.
    const reads = new Map<string, Promise<Access | null | undefined>>();
    for (const stream of this.#all()) {
      const { auth } = stream;
      const key = `${auth.userId}>${auth.impersonation?.target ?? ''}`;
      let read = reads.get(key);
      if (!read) {
        read = currentAccess(this.db, auth).catch((error: unknown) => {
          // An inactive or deleted account is a 401: the access is gone. Anything else (the
          // database away for a moment) is not a reason to drop the tab.
          if ((error as { statusCode?: number }).statusCode === 401) return null;
          this.onError(error);
          return undefined;
        });
        reads.set(key, read);
      }
      const access = await read;
      if (access === undefined) continue;
      const viewer = access ? viewerOf(access) : null;
      if (
        !access ||
        access.licenseId !== stream.licenseId ||
        !viewer ||
        !mayFollowAppointments(viewer)
      ) {
        stream.end('access-revoked');
      } else {
        stream.viewer = viewer;
      }
    }
  }

  /** The listening connection was lost and made again: every tab rereads what it shows. */
  #gap(): void {
    for (const stream of this.#all()) stream.resync();
    this.#authMoved();
  }
}
