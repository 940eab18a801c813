// The day board (issue 13, beyond the spec): the selected day as one column per master on a time
// axis. Working time and free windows come from the domain's schedule and slot rules, so a window
// here is one the wizard would cut its offers from. Blocks move by drag (pointer or keyboard); the
// server's no-overlap check decides, and a refusal puts the block back and shows its message.
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { clientDisplayName, formatDayMonth } from '@beautydesk/domain/rules/calendar';
import {
  dayBoardHours,
  masterDay,
  movedAppointmentTimes,
  type MasterDay,
} from '@beautydesk/domain/rules/day-board';
import { isTerminalStatus } from '@beautydesk/domain/rules/appointment-status';
import { formatTime, type IsoDate } from '@beautydesk/domain/rules/dates';
import { occupiesTime, type Interval } from '@beautydesk/domain/rules/slots';
import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button/index.ts';
import { AppointmentBlock } from './appointment-block.tsx';
import * as styles from './day-board.css.ts';
import { PX_PER_MIN, STEP_PX, topOf } from './geometry.ts';
import { dayBoardLabels as t } from './labels.ts';

export interface DayBoardMaster {
  id: string;
  name: string;
  /** The master's schedule; the board takes the effective day of `date` from it. Null: not working. */
  schedule: MasterSchedule | null;
}

export interface RescheduleRequest {
  appointmentId: string;
  masterId: string;
  date: IsoDate;
  /** 'HH:MM' */
  startTime: string;
  endTime: string;
}

export interface WindowPick {
  masterId: string;
  date: IsoDate;
  /** 'HH:MM': the free window's start. */
  startTime: string;
}

export interface DayBoardProps {
  /** The selected day, YYYY-MM-DD. */
  date: IsoDate;
  /** Columns, in this order. */
  masters: readonly DayBoardMaster[];
  /** The day's appointments (cancelled and no-show ones free their time and are not drawn). */
  appointments: readonly Appointment[];
  /** The studio's currency, for appointments that carry none. */
  currency: string;
  permissions: {
    /** Blocks can be dragged (edit). */
    canEdit: boolean;
    /** Free windows are buttons that start the wizard (appointments.create). */
    canCreate: boolean;
  };
  /** The studio's clock 'HH:MM' when `date` is today: earlier time is not offered as a window. */
  now?: string | null;
  /** PATCH the move; reject with an Error whose message the board shows (the server's 409 text). */
  onReschedule: (request: RescheduleRequest) => Promise<unknown>;
  onPickWindow: (pick: WindowPick) => void;
  onOpenAppointment: (appointmentId: string) => void;
  /** The keyboard path to the wizard's window step; without it the corner button is not shown. */
  onMoveRequest?: (appointmentId: string) => void;
}

interface Move {
  /** The appointment object the move started from: a fresh one from the server ends the move. */
  from: Appointment;
  to: Pick<Appointment, 'masterId' | 'startTime' | 'endTime'>;
  saved: boolean;
}

// The pointer decides the column while it is over one; the keyboard (no pointer) takes the column
// whose centre is nearest the block's, and every column spans the same hours, so that is the one
// the block is in.
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCenter(args);
};

/** Vertical moves snap to the quarter hour, as the drop will. */
const snapToStep: Modifier = ({ transform }) => ({
  ...transform,
  y: Math.round(transform.y / STEP_PX) * STEP_PX,
});

/** Up and down: 15 minutes; left and right: the neighbouring master's column. */
const boardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  // The arrows only move the block: the sensor would also scroll the page (or the board) once the
  // block passes the middle of the screen, and those scrolls were counted into the move again and
  // again (a 13-step move up on a scrolled page went on scrolling and landed 42 steps away). The
  // sensor reads the ancestors to scroll from this same context object after this call, for this
  // key only. The block's label and the announcements say where it would land; putting it down
  // focuses it, and focus brings it into view.
  context.scrollableAncestors = [];
  switch (event.code) {
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - STEP_PX };
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + STEP_PX };
    case KeyboardCode.Left:
    case KeyboardCode.Right: {
      const rect = context.collisionRect;
      if (!rect) return undefined;
      const centre = rect.left + rect.width / 2;
      const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
      const index = columns.findIndex((c) => centre >= c.left && centre < c.left + c.width);
      const next = columns[index + (event.code === KeyboardCode.Right ? 1 : -1)];
      const current = columns[index];
      if (!next || !current) return undefined;
      return { ...currentCoordinates, x: currentCoordinates.x + next.left - current.left };
    }
  }
  return undefined;
};

const hhmm = (time: string) => time.slice(0, 5);
const intervalText = ({ start, end }: Interval) => `${formatTime(start)}–${formatTime(end)}`;

export function DayBoard({
  date,
  masters,
  appointments,
  currency,
  permissions,
  now,
  onReschedule,
  onPickWindow,
  onOpenAppointment,
  onMoveRequest,
}: DayBoardProps) {
  const [moves, setMoves] = useState<Record<string, Move>>({});
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const lastDelta = useRef(0);

  // A move is shown until the appointment comes back from the server as a new object.
  const shown = useMemo(
    () =>
      appointments
        .filter((a) => occupiesTime(a))
        .map((a) => {
          const move = moves[a.id];
          return move && move.from === a ? { ...a, ...move.to } : a;
        }),
    [appointments, moves],
  );

  const columns = useMemo(
    () =>
      masters.map((master) => {
        const own = shown.filter((a) => a.masterId === master.id);
        return {
          master,
          own,
          day: masterDay({ schedule: master.schedule, date, appointments: own, now }),
        };
      }),
    [masters, shown, date, now],
  );
  const hours = useMemo(
    () =>
      dayBoardHours(
        columns.flatMap((c) => c.day.working),
        columns.flatMap((c) => c.own),
      ),
    [columns],
  );
  const height = (hours.end - hours.start) * PX_PER_MIN;
  const masterName = useCallback(
    (id: string | number | undefined) => masters.find((m) => m.id === id)?.name ?? '',
    [masters],
  );
  const clientOf = useCallback(
    (id: string | number) => {
      const a = appointments.find((x) => x.id === id);
      return a ? clientDisplayName(a.clientName, a.clientId) : '';
    },
    [appointments],
  );

  const sensors = useSensors(
    // A short press without movement stays a click that opens the appointment.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardCoordinates,
      // Enter keeps opening the appointment; Space picks it up and puts it down.
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
      scrollBehavior: 'auto',
    }),
  );

  const targetOf = (id: string | number, delta: number) => {
    const a = appointments.find((x) => x.id === id);
    return a ? movedAppointmentTimes(a, delta / PX_PER_MIN) : null;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t.announceStart(clientOf(active.id)),
    onDragOver: ({ active, over }) => {
      const target = targetOf(active.id, lastDelta.current);
      return over && target
        ? t.announceOver(clientOf(active.id), masterName(over.id), target.startTime)
        : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const target = targetOf(active.id, lastDelta.current);
      return over && target
        ? t.announceDrop(clientOf(active.id), masterName(over.id), target.startTime)
        : t.announceCancel(clientOf(active.id));
    },
    onDragCancel: ({ active }) => t.announceCancel(clientOf(active.id)),
  };

  const handleDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const id = String(active.id);
    refocus.current = id;
    const from = appointments.find((a) => a.id === id);
    if (!from || !over) return;
    const current = shown.find((a) => a.id === id) ?? from;
    const times = movedAppointmentTimes(current, delta.y / PX_PER_MIN);
    if (!times) {
      setError(t.outOfDay);
      return;
    }
    const masterId = String(over.id);
    if (masterId === current.masterId && times.startTime === hhmm(current.startTime)) return;
    setError(null);
    setMoves((all) => ({ ...all, [id]: { from, to: { masterId, ...times }, saved: false } }));
    onReschedule({ appointmentId: id, masterId, date, ...times }).then(
      () =>
        setMoves((all) => {
          const move = all[id];
          return move ? { ...all, [id]: { ...move, saved: true } } : all;
        }),
      (reason: unknown) => {
        refocus.current = id;
        setMoves(({ [id]: _dropped, ...rest }) => rest);
        setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
  };

  // A move re-mounts the block in another column: focus follows it there.
  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const button = buttons.current.get(id);
    if (!button) return;
    refocus.current = null;
    if (document.activeElement === document.body || !document.activeElement) button.focus();
  });

  const registerButton = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);

  if (masters.length === 0) return <p className={styles.empty}>{t.noMasters}</p>;

  return (
    <div className={styles.root}>
      {error ? (
        <div role="alert" className={styles.alert}>
          <span>{error}</span>
          <Button variant="ghost" size="sm" onClick={() => setError(null)}>
            {t.dismiss}
          </Button>
        </div>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        modifiers={[snapToStep]}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
        onDragStart={() => {
          lastDelta.current = 0;
        }}
        onDragMove={({ delta }) => {
          lastDelta.current = delta.y;
        }}
        onDragEnd={handleDragEnd}
        onDragCancel={({ active }) => {
          refocus.current = String(active.id);
        }}
      >
        <section
          className={styles.scroller}
          aria-label={t.board(formatDayMonth(date))}
          // The board scrolls sideways inside itself; a keyboard user reaches it as one stop.
          tabIndex={0}
        >
          <div className={styles.board}>
            <div className={styles.axis} aria-hidden="true">
              <div className={styles.axisHeader} />
              <div className={styles.axisBody} style={{ height }}>
                {hourMarks(hours).map((minute) => (
                  <span
                    key={minute}
                    className={styles.hourLabel}
                    style={{ top: topOf(minute, hours.start) }}
                  >
                    {formatTime(minute)}
                  </span>
                ))}
              </div>
            </div>
            {columns.map(({ master, own, day }) => (
              <MasterColumn
                key={master.id}
                master={master}
                day={day}
                hoursStart={hours.start}
                height={height}
                onPick={
                  permissions.canCreate
                    ? (window) =>
                        onPickWindow({
                          masterId: master.id,
                          date,
                          startTime: formatTime(window.start),
                        })
                    : null
                }
              >
                {own.map((a) => {
                  const move = moves[a.id];
                  return (
                    <AppointmentBlock
                      key={a.id}
                      appointment={a}
                      masterName={master.name}
                      boardStart={hours.start}
                      currency={currency}
                      draggable={
                        permissions.canEdit && !isTerminalStatus(a.status) && !(move && !move.saved)
                      }
                      pending={Boolean(move && !move.saved)}
                      registerButton={registerButton}
                      onOpen={onOpenAppointment}
                      onMoveRequest={onMoveRequest}
                    />
                  );
                })}
              </MasterColumn>
            ))}
          </div>
        </section>
      </DndContext>
    </div>
  );
}

/** Whole hours from the board's first to its last. */
function hourMarks({ start, end }: Interval): number[] {
  const marks: number[] = [];
  for (let minute = start; minute < end; minute += 60) marks.push(minute);
  return marks;
}

interface MasterColumnProps {
  master: DayBoardMaster;
  day: MasterDay;
  hoursStart: number;
  height: number;
  onPick: ((window: Interval) => void) | null;
  children: React.ReactNode;
}

function MasterColumn({ master, day, hoursStart, height, onPick, children }: MasterColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: master.id });
  const headingId = `day-board-master-${master.id}`;
  return (
    <div className={styles.column} role="group" aria-labelledby={headingId}>
      <div className={styles.columnHeader}>
        <h3 id={headingId} className={styles.masterName}>
          {master.name}
        </h3>
        <span className={styles.masterHours}>
          {day.working.length > 0 ? day.working.map(intervalText).join(', ') : t.dayOff}
        </span>
      </div>
      <div
        ref={setNodeRef}
        className={clsx(styles.columnBody, isOver && styles.columnBodyOver)}
        data-drop-target={isOver || undefined}
        style={{ height }}
      >
        {day.working.map((stretch) => (
          <div
            key={stretch.start}
            className={styles.working}
            style={{
              top: topOf(stretch.start, hoursStart),
              height: (stretch.end - stretch.start) * PX_PER_MIN,
            }}
          />
        ))}
        <div className={styles.lines} />
        {day.working.length === 0 ? (
          <p className={styles.dayOff} aria-hidden="true">
            {t.dayOff}
          </p>
        ) : null}
        {day.windows.map((window) => {
          const position = {
            top: topOf(window.start, hoursStart) + 2,
            height: (window.end - window.start) * PX_PER_MIN - 4,
          };
          const content = (
            <>
              <span className={styles.freeLabel}>{t.free}</span>{' '}
              <span className={styles.tabular}>{intervalText(window)}</span>
            </>
          );
          return onPick ? (
            <button
              key={window.start}
              type="button"
              className={styles.freeWindow}
              style={position}
              aria-label={t.freeWindow(intervalText(window), master.name)}
              onClick={() => onPick(window)}
            >
              {content}
            </button>
          ) : (
            <div key={window.start} className={styles.freeWindow} style={position}>
              {content}
            </div>
          );
        })}
        {children}
      </div>
    </div>
  );
}
