// The week view (issue 27, beyond the spec): one master's seven days, Monday first, on a time axis,
// as a WAI-ARIA grid (one tab stop; arrows move between the hour cells, Enter opens the
// appointment that starts in a cell, or the day when none does). Working hours are on the surface
// colour, the rest hatched, today's column marked; below 640 px one day at a time, with prev/next.
// The layout (days, hours, lanes) is the domain's week rule; this file only draws it.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import {
  appointmentsLoadErrorText,
  appointmentStatusLabel,
  clientDisplayName,
  formatDayMonth,
  weekdayShortName,
} from '@beautydesk/domain/rules/calendar';
import { addDays, formatTime, weekdayIndex, type IsoDate } from '@beautydesk/domain/rules/dates';
import {
  blocksStartingIn,
  hourRows,
  isWorkingHour,
  moveInGrid,
  shiftWeek,
  weekLayout,
  weekTitle,
  type GridCell,
} from '@beautydesk/domain/rules/week';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { Button } from '../../../components/button/button.tsx';
import { visuallyHidden } from '../../../theme/base.css.ts';
import { Icon } from '../../../components/icon/icon.tsx';
import { Select } from '../../../components/select/select.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { appointmentStatusTone } from '../status-tone.ts';
import { blockPlace } from './geometry.ts';
import { weekViewLabels as l } from './labels.ts';
import * as styles from './week-view.css.ts';

export interface WeekMaster {
  id: string;
  name: string;
  /** The master's schedule; each day's effective working time comes from it. Null: none. */
  schedule: MasterSchedule | null;
}

export interface WeekViewProps {
  /** Any day of the week to show (the calendar's selected day). */
  date: IsoDate;
  /** The studio's today. */
  today: IsoDate;
  /** The masters to choose from; the week is one master's. */
  masters: readonly WeekMaster[];
  /** The master shown; null when none is chosen (or there is none). */
  masterId: string | null;
  /** Shows the master picker (roles that see every master) when there is more than one master. */
  onMasterChange?: (masterId: string) => void;
  /** The week's appointments (any master's: only the shown master's are drawn). */
  appointments: readonly Appointment[];
  loading?: boolean;
  error?: string | null;
  /** Another week (or, on narrow screens, another day): the new selected date. */
  onDateChange: (date: IsoDate) => void;
  onOpenAppointment: (appointmentId: string) => void;
  /** Enter on a cell where nothing starts: that day (the calendar shows its list). */
  onOpenDay?: (date: IsoDate) => void;
}

const dayName = (date: IsoDate) =>
  `${weekdayShortName(weekdayIndex(date))}, ${formatDayMonth(date)}`;

export function WeekView({
  date,
  today,
  masters,
  masterId,
  onMasterChange,
  appointments,
  loading = false,
  error,
  onDateChange,
  onOpenAppointment,
  onOpenDay,
}: WeekViewProps) {
  const master = masters.find((m) => m.id === masterId) ?? null;
  const own = useMemo(
    () => appointments.filter((a) => a.masterId === masterId),
    [appointments, masterId],
  );
  const layout = useMemo(
    () => weekLayout({ date, today, schedule: master?.schedule, appointments: own }),
    [date, today, master, own],
  );
  const rows = hourRows(layout.hours);
  const dayColumn = layout.days.findIndex((d) => d.date === date);
  // The focused cell (roving tabindex), kept while the selected day stays; by default the selected
  // day's column at its first working hour.
  const [focused, setFocused] = useState<{ date: IsoDate; cell: GridCell } | null>(null);
  const focus = focused?.date === date ? focused.cell : null;
  const setFocus = (cell: GridCell) => setFocused({ date, cell });
  const column = focus?.column ?? Math.max(dayColumn, 0);
  const firstWorking = Math.max(
    0,
    rows.findIndex((hour) => isWorkingHour(layout.days[column]?.working ?? [], hour)),
  );
  const active: GridCell = {
    row: Math.min(focus?.row ?? firstWorking, rows.length - 1),
    column,
  };
  const cells = useRef(new Map<string, HTMLDivElement>());
  const titleId = 'week-view-title';
  const hintId = 'week-view-hint';
  const shownDay = layout.days[active.column];

  const moveTo = (next: GridCell) => {
    setFocus(next);
    cells.current.get(`${next.row}:${next.column}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, cell: GridCell) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const day = layout.days[cell.column];
      const hour = rows[cell.row];
      if (!day || hour === undefined) return;
      const first = blocksStartingIn(day.blocks, hour)[0];
      if (first) onOpenAppointment(first.appointment.id);
      else onOpenDay?.(day.date);
      return;
    }
    const next = moveInGrid(cell, event.key, { rows: rows.length, columns: 7 }, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  /** Narrow screens: the neighbouring day becomes the selected one (past Sunday, next week's Monday). */
  const stepDay = (delta: -1 | 1) => {
    if (shownDay) onDateChange(addDays(shownDay.date, delta));
  };

  const choosesMaster = onMasterChange && masters.length > 1;

  let body;
  if (loading) {
    body = <SpinnerLine label={l.loading} className={styles.message} />;
  } else if (error) {
    body = (
      <div role="alert" className={styles.message}>
        {appointmentsLoadErrorText(error)}
      </div>
    );
  } else if (!master) {
    body = <p className={styles.message}>{l.noMaster}</p>;
  } else {
    body = (
      <>
        <div className={styles.dayNav}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={l.previousDay}
            onClick={() => stepDay(-1)}
          >
            <Icon name="chevron-left" aria-hidden="true" />
          </Button>
          <span className={styles.dayNavTitle} aria-live="polite">
            {shownDay ? dayName(shownDay.date) : null}
            {shownDay?.isToday ? `, ${l.today}` : null}
          </span>
          <Button variant="ghost" size="icon" aria-label={l.nextDay} onClick={() => stepDay(1)}>
            <Icon name="chevron-right" aria-hidden="true" />
          </Button>
        </div>
        <div
          role="grid"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          aria-rowcount={rows.length + 1}
          aria-colcount={8}
          className={styles.grid}
          data-testid="week-grid"
        >
          <div role="row" className={styles.row}>
            <div role="columnheader" className={styles.corner}>
              <span className={visuallyHidden}>{l.timeAxis}</span>
            </div>
            {layout.days.map((day, index) => (
              <div
                key={day.date}
                role="columnheader"
                aria-label={`${dayName(day.date)}${day.isToday ? `, ${l.today}` : ''}`}
                className={clsx(
                  styles.dayHeader,
                  day.isToday && styles.dayHeaderToday,
                  index !== active.column && styles.otherDay,
                )}
              >
                <span className={styles.weekdayName}>
                  {weekdayShortName(weekdayIndex(day.date))}
                </span>
                <span>{formatDayMonth(day.date)}</span>
                {day.isToday ? <span className={styles.todayMark}>{l.today}</span> : null}
                {!day.isToday && day.working.length === 0 ? (
                  <span className={styles.dayOffMark}>{l.dayOff}</span>
                ) : null}
              </div>
            ))}
          </div>
          {rows.map((hour, rowIndex) => (
            <div key={hour} role="row" className={styles.row}>
              <div role="rowheader" className={styles.hour}>
                {formatTime(hour)}
              </div>
              {layout.days.map((day, columnIndex) => {
                const starting = blocksStartingIn(day.blocks, hour);
                const working = isWorkingHour(day.working, hour);
                const isActive = rowIndex === active.row && columnIndex === active.column;
                const cell = { row: rowIndex, column: columnIndex };
                return (
                  <div
                    key={day.date}
                    role="gridcell"
                    ref={(element) => {
                      const key = `${rowIndex}:${columnIndex}`;
                      if (element) cells.current.set(key, element);
                      else cells.current.delete(key);
                    }}
                    tabIndex={isActive ? 0 : -1}
                    aria-selected={isActive}
                    className={clsx(
                      styles.cell,
                      working && styles.cellWorking,
                      day.isToday && styles.cellToday,
                      columnIndex !== active.column && styles.otherDay,
                    )}
                    data-date={day.date}
                    data-hour={formatTime(hour)}
                    onFocus={() => setFocus(cell)}
                    onKeyDown={(event) => onKeyDown(event, cell)}
                    onClick={() => {
                      if (starting.length === 0) onOpenDay?.(day.date);
                    }}
                  >
                    {/* The cell's name comes from its content: the day and hour (unseen: the
                        headers show them), then each appointment as it reads. */}
                    <span className={visuallyHidden}>
                      {l.cell(dayName(day.date), formatTime(hour))}
                      {working ? '' : `, ${l.offHours}`}.
                    </span>
                    {starting.map((block) => (
                      <button
                        key={block.appointment.id}
                        type="button"
                        tabIndex={-1}
                        className={clsx(
                          styles.block,
                          styles.blockTone[appointmentStatusTone[block.appointment.status]],
                        )}
                        style={blockPlace(block, hour)}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpenAppointment(block.appointment.id);
                        }}
                      >
                        <span className={styles.blockTime}>
                          {block.appointment.startTime}–{block.appointment.endTime}
                        </span>
                        <span className={styles.blockLine}>
                          {clientDisplayName(
                            block.appointment.clientName,
                            block.appointment.clientId,
                          )}
                        </span>
                        {block.appointment.serviceNames.length > 0 ? (
                          <span className={styles.blockLine}>
                            {block.appointment.serviceNames.join(', ')}
                          </span>
                        ) : null}
                        <span className={visuallyHidden}>
                          {appointmentStatusLabel(block.appointment.status)}
                        </span>
                      </button>
                    ))}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {own.length === 0 ? <p className={styles.message}>{l.empty}</p> : null}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <div className={styles.nav}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={l.previousWeek}
            onClick={() => onDateChange(shiftWeek(date, -1))}
          >
            <Icon name="chevron-left" aria-hidden="true" />
          </Button>
          <h2 id={titleId} className={styles.title}>
            {l.title(weekTitle(date))}
            {master && !choosesMaster ? ` · ${master.name}` : null}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={l.nextWeek}
            onClick={() => onDateChange(shiftWeek(date, 1))}
          >
            <Icon name="chevron-right" aria-hidden="true" />
          </Button>
        </div>
        {choosesMaster ? (
          <Select
            label={l.master}
            className={styles.masterSelect}
            options={masters.map((m) => ({ value: m.id, label: m.name }))}
            value={masterId ?? undefined}
            onValueChange={onMasterChange}
          />
        ) : null}
      </div>
      {body}
      <p id={hintId} className={clsx(styles.hint, styles.wideOnly)}>
        {l.hint}
      </p>
    </section>
  );
}
