// One appointment of the day (part 2 §2): time range and minutes, status, client, service chips, price,
// badges and notes; its buttons come from the domain (permissions and the status transitions).
import { useRef, useState, type ReactNode } from 'react';
import { appointmentCardButtons, canTransition } from '@beautydesk/domain/rules/appointment-status';
import {
  appointmentDurationMin,
  appointmentStatusLabel,
  clientDisplayName,
  dayMarkers,
} from '@beautydesk/domain/rules/calendar';
import { formatMoney } from '@beautydesk/domain/rules/currency';
import type { GrantedPermissions } from '@beautydesk/domain/rules/permissions';
import type { Appointment, AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { FormError } from '../../common/area-page.tsx';
import * as styles from '../calendar.css.ts';
import { appointmentStatusTone } from '../status-tone.ts';
import { appointmentCardLabels as l } from '../labels.ts';

/** What the day's cards report; each returns the call so the card can show it running or failed. */
export type AppointmentActions = {
  onEdit?: (appointment: Appointment) => void;
  /** A new online booking confirmed: status confirmed, no longer new. */
  onConfirm: (appointment: Appointment) => Promise<unknown>;
  /** The reason arrives trimmed. */
  onCancel: (appointment: Appointment, reason: string) => Promise<unknown>;
  /** Arrived (in_progress) and no-show. */
  onStatusChange: (appointment: Appointment, status: AppointmentStatus) => Promise<unknown>;
  /** Completed, then the notes when given. */
  onComplete: (appointment: Appointment, notes?: string) => Promise<unknown>;
};

/** The card's "unconfirmed" badge is the day marker's own rule, asked of this one appointment. */
const isUnconfirmed = (appointment: Appointment) =>
  dayMarkers([appointment], { hasWorkingSlots: true, freeWindowCount: 1 }).hasUnconfirmed;

export function AppointmentCard({
  appointment,
  currency,
  permissions,
  own,
  showMaster = false,
  actions,
  onAskCancel,
  onAskComplete,
}: {
  appointment: Appointment;
  currency: string;
  permissions: GrantedPermissions;
  own: boolean;
  /** Names the master (when the list holds several masters' appointments). */
  showMaster?: boolean;
  actions: AppointmentActions;
  onAskCancel: (card: HTMLElement | null) => void;
  onAskComplete: (card: HTMLElement | null) => void;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const a = appointment;
  const buttons = appointmentCardButtons(a, permissions, own);
  const may = (to: AppointmentStatus) => canTransition(a.status, to);

  const run = async (name: string, call: () => Promise<unknown>) => {
    if (running) return;
    setRunning(name);
    setFailure(null);
    try {
      await call();
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : l.actionFailed);
    } finally {
      setRunning(null);
    }
  };
  const action = (
    name: string,
    label: string,
    call: () => Promise<unknown>,
    variant?: 'primary',
  ) => (
    <Button
      size="sm"
      variant={variant ?? 'secondary'}
      loading={running === name}
      disabled={running !== null && running !== name}
      onClick={() => void run(name, call)}
    >
      {label}
    </Button>
  );

  const titleId = `appointment-${a.id}-client`;
  const statusLabel = appointmentStatusLabel(a.status);
  const buttonsShown: ReactNode[] = [];
  if (buttons.edit && actions.onEdit)
    buttonsShown.push(
      <Button
        key="edit"
        size="sm"
        variant="secondary"
        icon={<Icon name="pencil" aria-hidden="true" />}
        onClick={() => actions.onEdit?.(a)}
      >
        {l.edit}
      </Button>,
    );
  if (buttons.confirm && may('confirmed'))
    buttonsShown.push(
      <span key="confirm">
        {action('confirm', l.confirm, () => actions.onConfirm(a), 'primary')}
      </span>,
    );
  if (buttons.edit && may('in_progress'))
    buttonsShown.push(
      <span key="arrived">
        {action('arrived', l.arrived, () => actions.onStatusChange(a, 'in_progress'))}
      </span>,
    );
  if (buttons.edit && may('completed'))
    buttonsShown.push(
      <Button
        key="complete"
        size="sm"
        variant="primary"
        onClick={() => onAskComplete(cardRef.current)}
      >
        {l.complete}
      </Button>,
    );
  if (buttons.edit && may('no_show'))
    buttonsShown.push(
      <span key="no-show">
        {action('no-show', l.noShow, () => actions.onStatusChange(a, 'no_show'))}
      </span>,
    );
  if (buttons.cancel && may('cancelled'))
    buttonsShown.push(
      <Button key="cancel" size="sm" variant="danger" onClick={() => onAskCancel(cardRef.current)}>
        {l.cancel}
      </Button>,
    );

  return (
    <Card size="sm" variant="outlined">
      <CardContent>
        <article ref={cardRef} tabIndex={-1} aria-labelledby={titleId} className={styles.cardBody}>
          <div className={styles.cardTop}>
            <span>
              <span className={styles.time}>
                {a.startTime}–{a.endTime}
              </span>{' '}
              <span className={styles.muted}>· {l.minutes(appointmentDurationMin(a))}</span>
            </span>
            <Badge variant={appointmentStatusTone[a.status]}>{statusLabel}</Badge>
          </div>
          <h3 id={titleId} className={styles.client}>
            {clientDisplayName(a.clientName, a.clientId)}
          </h3>
          {showMaster && a.masterName ? (
            <span className={styles.muted}>{l.master(a.masterName)}</span>
          ) : null}
          {a.serviceNames.length > 0 ? (
            <ul className={styles.chips} aria-label={l.services}>
              {a.serviceNames.map((name, index) => (
                <li key={`${name}-${index}`}>
                  <Badge variant="neutral">{name}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <span className={styles.price}>{formatMoney(a.price, a.currency ?? currency)}</span>
          {a.isOnlineBooking || a.isNewOnlineBooking || isUnconfirmed(a) ? (
            <div className={styles.badges}>
              {a.isOnlineBooking ? <Badge variant="info">{l.online}</Badge> : null}
              {a.isNewOnlineBooking ? <Badge variant="success">{l.newBooking}</Badge> : null}
              {isUnconfirmed(a) ? <Badge variant="warning">{l.unconfirmed}</Badge> : null}
            </div>
          ) : null}
          {a.notes ? (
            <p className={styles.notes}>
              {l.notes}: {a.notes}
            </p>
          ) : null}
          <FormError message={failure} />
          {buttonsShown.length > 0 ? <div className={styles.actions}>{buttonsShown}</div> : null}
        </article>
      </CardContent>
    </Card>
  );
}
