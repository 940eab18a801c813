// The month (part 2 §2): Monday-first 6 × 7 grid from the domain's `monthGrid`, Russian names, the four
// §4 markers per day and their legend. Keyboard as the WAI-ARIA grid pattern: one tab stop (roving
// tabindex), arrows move the day, PageUp/PageDown the month, Home/End the week, Enter or Space selects;
// a month change is announced in a live region.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DAY_MARKERS,
  DAY_MARKER_LEGEND,
  formatDayMonth,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  weekdayShortName,
  type DayMarkers,
  type YearMonth,
} from '@beautydesk/domain/rules/calendar';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
  weekdayIndex,
  type IsoDate,
} from '@beautydesk/domain/rules/dates';
import { dayMarkerLabels } from '@beautydesk/domain/messages/calendar';
import { clsx } from 'clsx';
import { Button } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { visuallyHidden } from '../../../theme/base.css.ts';
import * as styles from '../calendar.css.ts';
import { calendarLabels as l } from '../labels.ts';

export type MonthCalendarProps = {
  month: YearMonth;
  /** The studio's today (the cell drawn with a ring). */
  today: IsoDate;
  selectedDate: IsoDate;
  /** Markers of the shown month's days (the domain's `calendarDayMarkers`); days without an entry show none. */
  markers: ReadonlyMap<IsoDate, DayMarkers>;
  onSelectDate: (date: IsoDate) => void;
  onMonthChange: (month: YearMonth) => void;
  /** The month's data is loading. */
  busy?: boolean;
};

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/** The same day number in `month`, clamped to its length (31 January → 28/29 February). */
function sameDayIn(date: IsoDate, month: YearMonth): IsoDate {
  const day = parseIsoDate(date)?.day ?? 1;
  return formatIsoDate(
    month.year,
    month.month,
    Math.min(day, daysInMonth(month.year, month.month)),
  );
}

function markerText(markers: DayMarkers | undefined): string {
  if (!markers) return '';
  return DAY_MARKERS.filter((marker) => markers[marker])
    .map((marker) => `, ${dayMarkerLabels[marker]}`)
    .join('');
}

export function MonthCalendar({
  month,
  today,
  selectedDate,
  markers,
  onSelectDate,
  onMonthChange,
  busy = false,
}: MonthCalendarProps) {
  const cells = monthGrid(month.year, month.month, today);
  const [focused, setFocused] = useState<IsoDate>(() =>
    sameMonth(monthOf(selectedDate), month) ? selectedDate : sameDayIn(selectedDate, month),
  );
  // The month shown may change from outside (the arrows, the container): the roving tab stop follows.
  const focusedInMonth = sameMonth(monthOf(focused), month);
  const tabStop = focusedInMonth
    ? focused
    : sameMonth(monthOf(selectedDate), month)
      ? selectedDate
      : sameDayIn(focused, month);
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus is moved only after a key in the grid, never on a plain re-render.
  const moveFocus = useRef(false);
  // A key that left the month waits here until the container shows the new month (it keeps the old
  // one on screen while the next loads).
  useEffect(() => {
    if (!moveFocus.current || !focusedInMonth) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`);
    if (cell) {
      cell.focus();
      moveFocus.current = false;
    }
  }, [focused, focusedInMonth, month]);

  // The live region says the month after a change, not on the first render.
  const [announcement, setAnnouncement] = useState('');
  const firstMonth = useRef(month);
  useEffect(() => {
    if (sameMonth(firstMonth.current, month)) return;
    firstMonth.current = month;
    setAnnouncement(l.monthShown(monthTitle(month)));
  }, [month]);

  const moveTo = (date: IsoDate) => {
    moveFocus.current = true;
    setFocused(date);
    const target = monthOf(date);
    if (!sameMonth(target, month)) onMonthChange(target);
  };

  const select = (date: IsoDate) => {
    setFocused(date);
    const target = monthOf(date);
    if (!sameMonth(target, month)) onMonthChange(target);
    onSelectDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = tabStop;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => addDays(from, -weekdayIndex(from)),
      End: () => addDays(from, 6 - weekdayIndex(from)),
      PageUp: () => addMonths(from, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(from, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(from);
    }
  };

  const shift = (delta: number) => {
    const next = shiftMonth(month, delta);
    setFocused(sameDayIn(tabStop, next));
    onMonthChange(next);
  };

  const titleId = 'calendar-month-title';
  const weeks = Array.from({ length: 6 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  return (
    <section className={styles.month} aria-labelledby={titleId}>
      <div className={styles.monthHeader}>
        <Button variant="ghost" size="icon" aria-label={l.previousMonth} onClick={() => shift(-1)}>
          <Icon name="chevron-left" aria-hidden="true" />
        </Button>
        <h2 id={titleId} className={styles.monthTitle}>
          {monthTitle(month)}
        </h2>
        <Button variant="ghost" size="icon" aria-label={l.nextMonth} onClick={() => shift(1)}>
          <Icon name="chevron-right" aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        aria-describedby="calendar-grid-hint"
        aria-busy={busy || undefined}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr role="row">
            {cells.slice(0, 7).map((cell) => (
              <th key={cell.weekday} role="columnheader" scope="col" className={styles.weekday}>
                {weekdayShortName(cell.weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date} role="row">
              {week.map((cell) => {
                const dayMarkers = cell.inCurrentMonth ? markers.get(cell.date) : undefined;
                const isSelected = cell.date === selectedDate;
                return (
                  <td
                    key={cell.date}
                    role="gridcell"
                    data-date={cell.date}
                    tabIndex={cell.date === tabStop ? 0 : -1}
                    aria-selected={isSelected}
                    aria-current={cell.isToday ? 'date' : undefined}
                    aria-label={`${formatDayMonth(cell.date)}${cell.isToday ? `, ${l.today}` : ''}${markerText(dayMarkers)}`}
                    className={clsx(
                      styles.cell,
                      !cell.inCurrentMonth && styles.outsideMonth,
                      cell.isToday && styles.today,
                      isSelected && styles.selected,
                    )}
                    onClick={() => select(cell.date)}
                  >
                    <span aria-hidden="true" className={styles.dayNumber}>
                      {cell.day}
                    </span>
                    {dayMarkers && !dayMarkers.isWeekend ? (
                      <span aria-hidden="true" className={styles.markers}>
                        {DAY_MARKERS.map((marker) => (
                          <span
                            key={marker}
                            data-marker={dayMarkers[marker] ? marker : undefined}
                            className={clsx(
                              styles.marker[marker],
                              !dayMarkers[marker] && styles.markerOff,
                            )}
                          />
                        ))}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="calendar-grid-hint" className={visuallyHidden}>
        {l.gridHint}
      </p>
      <div aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
      <ul className={styles.legend} aria-label={l.legend}>
        {DAY_MARKER_LEGEND.map(({ marker, label }) => (
          <li key={marker} className={styles.legendItem}>
            <span aria-hidden="true" className={styles.marker[marker]} />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
