// The booking flow as the widget shows it: the public-booking machine on the public API, the same
// screens as /public/booking/{studioId}, then the success screen in place (no navigation on a host
// site). Prefill goes in once the form is there; booked and error go out to the host.
import { Component, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { usePublicBooking } from '@beautydesk/api/public-booking';
import {
  labelsFor,
  PublicBookingScreen,
  PublicBookingSuccessScreen,
} from '@beautydesk/ui/screens/public-booking';
import type { WidgetPrefill } from './config.ts';

export interface BookingAppProps {
  studioId: string;
  lang: string;
  prefill: WidgetPrefill;
  onBooked: (detail: { appointmentId: string; studioId: string }) => void;
  onError: (message: string) => void;
  /** The first step is there and usable (the studio's info has loaded); once per widget. */
  onReady?: () => void;
  /** Heading level 2: the widget sits inside a studio's own page, under its own h1. */
  headingLevel?: 1 | 2;
}

export function BookingApp(props: BookingAppProps) {
  // 'Book again' starts a fresh machine.
  const [round, setRound] = useState(0);
  return (
    <ErrorBoundary onError={props.onError} message={labelsFor(props.lang).errorTitle}>
      <BookingRound key={round} {...props} onAgain={() => setRound((n) => n + 1)} />
    </ErrorBoundary>
  );
}

function BookingRound({
  studioId,
  lang,
  prefill,
  onBooked,
  onError,
  onReady,
  onAgain,
  headingLevel = 2,
}: BookingAppProps & { onAgain: () => void }) {
  const labels = labelsFor(lang);
  const [snapshot, send] = usePublicBooking(studioId);

  const inForm = snapshot.matches('form');
  const prefilled = useRef(false);
  useEffect(() => {
    if (!inForm || prefilled.current) return;
    prefilled.current = true;
    const { notes, ...contacts } = prefill;
    if (Object.keys(contacts).length > 0) send({ type: 'SET_CONTACTS', contacts });
    if (notes) send({ type: 'SET_NOTES', notes });
  }, [inForm, prefill, send]);

  // The latest callbacks, so each booking and each error is reported once, not on every render.
  const reportBooked = useEffectEvent(onBooked);
  const reportError = useEffectEvent(onError);
  const appointmentId = snapshot.context.appointmentId;
  useEffect(() => {
    if (appointmentId) reportBooked({ appointmentId, studioId });
  }, [appointmentId, studioId]);

  // Ready once the form shows (never before the error of a studio that does not answer).
  const reportReady = useEffectEvent(() => onReady?.());
  useEffect(() => {
    if (inForm) reportReady();
  }, [inForm]);

  const studioError = snapshot.matches('studioError') ? snapshot.context.errorMessage : null;
  useEffect(() => {
    if (studioError) reportError(studioError);
  }, [studioError]);

  const heading = useRef<HTMLHeadingElement>(null);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (done && appointmentId) {
    return (
      <PublicBookingSuccessScreen
        ref={heading}
        appointmentId={appointmentId}
        studioName={snapshot.context.studio?.studio.name ?? null}
        hasStudio
        onBookAgain={onAgain}
        headingLevel={headingLevel}
        labels={labels}
      />
    );
  }
  return (
    <PublicBookingScreen
      snapshot={snapshot}
      send={send}
      headingLevel={headingLevel}
      labels={labels}
    />
  );
}

/** A render error becomes the host's error event and a visible message, never a thrown page. */
class ErrorBoundary extends Component<
  { onError: (message: string) => void; message: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}
