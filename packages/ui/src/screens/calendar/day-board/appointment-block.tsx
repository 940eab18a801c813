// One appointment on the board: a button that opens it, dragged (pointer or keyboard) to move it,
// with an optional "Перенести" corner button for the wizard's keyboard path.
import { useDraggable } from '@dnd-kit/core';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import { appointmentStatusLabel, clientDisplayName } from '@beautydesk/domain/rules/calendar';
import { movedAppointmentTimes } from '@beautydesk/domain/rules/day-board';
import { formatMoney } from '@beautydesk/domain/rules/currency';
import { parseTime } from '@beautydesk/domain/rules/dates';
import { clsx } from 'clsx';
import { MoveRight } from 'lucide-react';
import { appointmentStatusTone } from '../status-tone.ts';
import * as styles from './day-board.css.ts';
import { PX_PER_MIN, topOf } from './geometry.ts';
import { dayBoardLabels as t } from './labels.ts';

const hhmm = (time: string) => time.slice(0, 5);

export interface AppointmentBlockProps {
  appointment: Appointment;
  masterName: string;
  boardStart: number;
  currency: string;
  draggable: boolean;
  pending: boolean;
  /** Where the board keeps the button, to hand focus back after a move re-mounts it. */
  registerButton: (id: string, element: HTMLButtonElement | null) => void;
  onOpen: (id: string) => void;
  onMoveRequest?: ((id: string) => void) | undefined;
}

export function AppointmentBlock({
  appointment: a,
  masterName,
  boardStart,
  currency,
  draggable,
  pending,
  registerButton,
  onOpen,
  onMoveRequest,
}: AppointmentBlockProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: a.id,
    disabled: !draggable,
    attributes: { roleDescription: t.roleDescription },
  });
  const start = parseTime(a.startTime) ?? boardStart;
  const end = parseTime(a.endTime) ?? start;
  const client = clientDisplayName(a.clientName, a.clientId);
  const status = appointmentStatusLabel(a.status);
  // While dragging, the block says where it would land (snapped as the drop will be).
  const target =
    transform && isDragging ? movedAppointmentTimes(a, transform.y / PX_PER_MIN) : null;
  const shownStart = target?.startTime ?? hhmm(a.startTime);
  const shownEnd = target?.endTime ?? hhmm(a.endTime);
  const services = a.serviceNames.join(', ');
  const price = formatMoney(a.price, a.currency ?? currency);
  const details = `${status}, ${price}`;
  // The name starts with the visible text in its order (label in name), then the column's master.
  const name = [
    client,
    `${shownStart}–${shownEnd}`,
    pending ? t.moving : '',
    services,
    details,
    t.blockMaster(masterName),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div
      className={clsx(styles.slot, isDragging && styles.slotDragging)}
      style={{
        top: topOf(start, boardStart),
        height: Math.max((end - start) * PX_PER_MIN, 18),
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
    >
      <button
        type="button"
        ref={(element) => {
          setNodeRef(element);
          registerButton(a.id, element);
        }}
        className={clsx(
          styles.block,
          styles.blockTone[appointmentStatusTone[a.status]],
          pending && styles.blockPending,
        )}
        aria-label={name}
        aria-busy={pending || undefined}
        data-appointment-id={a.id}
        {...(draggable ? { ...attributes, ...listeners } : {})}
        // A pointer drag's release is no click: dnd-kit's pointer sensor stops it on the document.
        onClick={() => onOpen(a.id)}
        // Space picks the block up and puts it down; a button would also click on its release and
        // open the appointment under the drag. Enter opens.
        onKeyUp={(event) => {
          if (draggable && event.key === ' ') event.preventDefault();
        }}
      >
        {/* Spaces between the lines keep the visible text readable as the name's start. */}
        <span className={styles.blockClient}>{client}</span>{' '}
        <span className={styles.blockTime}>
          {shownStart}–{shownEnd}
        </span>{' '}
        {pending ? <span className={styles.blockTime}>{t.moving}</span> : null}{' '}
        {services ? <span className={styles.blockServices}>{services}</span> : null}{' '}
        <span className={styles.blockServices}>{details}</span>
      </button>
      {onMoveRequest && draggable && !isDragging ? (
        <button
          type="button"
          className={styles.moveButton}
          aria-label={t.moveFor(client, hhmm(a.startTime))}
          title={t.move}
          onClick={() => onMoveRequest(a.id)}
        >
          <MoveRight size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
