// The selected day (part 2 §2): 'Записи на {date}' with the count, its loading / error / empty states,
// and one card per appointment in the domain's day order; the cancel and complete dialogs live here.
import { useRef, useState, type ReactNode } from 'react';
import { dayListTexts } from '@beautydesk/domain/messages/calendar';
import {
  appointmentCountLabel,
  appointmentsListTitle,
  appointmentsLoadErrorText,
  sortAppointmentsForDay,
} from '@beautydesk/domain/rules/calendar';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import type { GrantedPermissions } from '@beautydesk/domain/rules/permissions';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { CancelBookingDialog } from '../cancel-booking-dialog/cancel-booking-dialog.tsx';
import * as styles from '../calendar.css.ts';
import { AppointmentCard, type AppointmentActions } from './appointment-card.tsx';
import { CompleteDialog } from './complete-dialog.tsx';

export type { AppointmentActions } from './appointment-card.tsx';

export type DayAppointmentsProps = AppointmentActions & {
  date: IsoDate;
  /** The day's appointments in any order. */
  appointments: readonly Appointment[];
  loading?: boolean;
  /** The month's load failure ('❌ Ошибка загрузки: ...'). */
  error?: string | null;
  /** The currency for appointments that carry none (the studio's, RUB by default). */
  currency: string;
  permissions: GrantedPermissions;
  /** Whether an appointment is the user's own (edit_own / cancel_own); by default every one is. */
  isOwn?: (appointment: Appointment) => boolean;
};

export function DayAppointments({
  date,
  appointments,
  loading = false,
  error,
  currency,
  permissions,
  isOwn,
  ...actions
}: DayAppointmentsProps) {
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [completing, setCompleting] = useState<Appointment | null>(null);
  // The card that opened a dialog takes focus back (its button may be gone once the status changed).
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = 'calendar-day-title';
  const sorted = sortAppointmentsForDay(appointments);
  // Whose appointment it is matters once more than one master's are listed.
  const severalMasters = new Set(sorted.map((a) => a.masterId)).size > 1;

  let body: ReactNode;
  if (loading) {
    body = <SpinnerLine label={dayListTexts.loading} className={styles.loadingLine} />;
  } else if (error) {
    body = <div role="alert">{appointmentsLoadErrorText(error)}</div>;
  } else if (sorted.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="calendar" size="lg" />}
        title={dayListTexts.empty}
        description={dayListTexts.emptyHint}
        titleLevel={3}
      />
    );
  } else {
    body = (
      <ul className={styles.cards} aria-labelledby={titleId}>
        {sorted.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard
              appointment={appointment}
              currency={currency}
              permissions={permissions}
              own={isOwn ? isOwn(appointment) : true}
              showMaster={severalMasters}
              actions={actions}
              onAskCancel={(card) => {
                returnTo.current = card;
                setCancelling(appointment);
              }}
              onAskComplete={(card) => {
                returnTo.current = card;
                setCompleting(appointment);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.day} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={styles.dayHeader}>
        <h2 id={titleId} className={styles.dayTitle}>
          {appointmentsListTitle(date)}
        </h2>
        {!loading && !error ? (
          <span className={styles.count}>{appointmentCountLabel(sorted.length)}</span>
        ) : null}
      </div>
      {body}
      {cancelling ? (
        <CancelBookingDialog
          key={cancelling.id}
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          bookingId={cancelling.id}
          onConfirm={(reason) => actions.onCancel(cancelling, reason)}
          returnFocusTo={returnTo}
        />
      ) : null}
      <CompleteDialog
        appointment={completing}
        onClose={() => setCompleting(null)}
        onComplete={actions.onComplete}
        returnTo={returnTo}
      />
    </section>
  );
}
