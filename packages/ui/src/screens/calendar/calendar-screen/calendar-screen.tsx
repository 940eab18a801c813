// /calendar (part 2 §2 "Calendar and appointments screen", §6): the studio selector (only for users who
// are neither master nor studio type), the '+' new-appointment button, the month with its markers and
// the selected day's appointments. Every state comes in through props; the container loads the data.
import { useMemo, useState } from 'react';
import { canCreateAppointment } from '@beautydesk/domain/rules/appointment-status';
import {
  calendarDayMarkers,
  monthGrid,
  monthOf,
  type CalendarMaster,
  type YearMonth,
} from '@beautydesk/domain/rules/calendar';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import { DEFAULT_CURRENCY } from '@beautydesk/domain/schemas/common';
import { Button } from '../../../components/button/button.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs.tsx';
import { SimpleTooltip } from '../../../components/tooltip/tooltip.tsx';
import { AreaHeader } from '../../common/area-page.tsx';
import * as styles from '../calendar.css.ts';
import { DayAppointments, type AppointmentActions } from '../day-appointments/day-appointments.tsx';
import { calendarLabels as l } from '../labels.ts';
import { DayBoard, type DayBoardProps } from '../day-board/day-board.tsx';
import { MonthCalendar } from '../month-calendar/month-calendar.tsx';
import { WeekView, type WeekViewProps } from '../week-view/week-view.tsx';
import type { GrantedPermissions } from '@beautydesk/domain/rules/permissions';

export type CalendarStudioOption = { id: string; name: string; currencyCode: string | null };

/**
 * How the selected day is shown: the spec's list (the default), one column per master, or the
 * selected day's week for one master.
 */
export type DayView = 'list' | 'board' | 'week';

/** What the day board needs beyond the day itself; without it only the list is offered. */
export type CalendarDayBoard = Omit<DayBoardProps, 'date' | 'appointments' | 'currency'>;

/** What the week view needs beyond the selected day; without it no week is offered. */
export type CalendarWeek = Omit<WeekViewProps, 'date' | 'today' | 'onDateChange' | 'onOpenDay'>;

/** The master filter (roles that see every master): null is every master. */
export interface CalendarMasterFilter {
  masters: readonly { id: string; name: string }[];
  masterId: string | null;
  onChange: (masterId: string | null) => void;
}

/** The master filter's value for "every master" (a Select value cannot be empty). */
const ALL_MASTERS = 'all';

export type CalendarScreenProps = AppointmentActions & {
  /** The selector's studios; null for master and studio users, who see no selector (§6). */
  studios: readonly CalendarStudioOption[] | null;
  studioId: string | null;
  onStudioChange?: (studioId: string) => void;
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** The studio's today. */
  today: IsoDate;
  selectedDate: IsoDate;
  onSelectDate: (date: IsoDate) => void;
  /** The shown month's appointments (they feed the markers). */
  monthAppointments: readonly Appointment[];
  /** The selected day's appointments when the container has them apart (another month); else taken from the month. */
  dayAppointments?: readonly Appointment[];
  /** Active masters with their schedules (the "no free slots" and weekend markers). */
  masters: readonly CalendarMaster[];
  /** The month's first answer is loading. */
  loading?: boolean;
  /** The selected day's data is loading (defaults to `loading`). */
  dayLoading?: boolean;
  error?: string | null;
  /** The currency for prices that carry none: the chosen studio's country's, RUB by default. */
  currency?: string;
  permissions: GrantedPermissions;
  isOwn?: (appointment: Appointment) => boolean;
  /** Opens the appointment wizard; the '+' shows with appointments.create and this callback. */
  onCreate?: () => void;
  /** The day board (beyond the spec); a toggle beside the list switches to it. */
  dayBoard?: CalendarDayBoard;
  /** The week view (issue 27); a tab beside the list and the board. */
  week?: CalendarWeek;
  /** The master filter beside the studio selector; without it none is shown. */
  masterFilter?: CalendarMasterFilter;
  /** The view the screen opens with (stories); the list unless said. */
  initialDayView?: DayView;
};

export function CalendarScreen({
  studios,
  studioId,
  onStudioChange,
  month,
  onMonthChange,
  today,
  selectedDate,
  onSelectDate,
  monthAppointments,
  dayAppointments,
  masters,
  loading = false,
  dayLoading,
  error,
  currency = DEFAULT_CURRENCY,
  permissions,
  isOwn,
  onCreate,
  dayBoard,
  week,
  masterFilter,
  initialDayView = 'list',
  ...actions
}: CalendarScreenProps) {
  const [view, setView] = useState<DayView>(initialDayView);
  const offered = (candidate: DayView) =>
    candidate === 'list' || (candidate === 'board' ? Boolean(dayBoard) : Boolean(week));
  const dayView: DayView = offered(view) ? view : 'list';
  // Another week's day may lie in another month: the month follows, so its markers are there.
  const selectDate = (date: IsoDate) => {
    onSelectDate(date);
    const next = monthOf(date);
    if (next.year !== month.year || next.month !== month.month) onMonthChange(next);
  };
  // Markers only for the month's own days: the neighbours' appointments are not loaded.
  const markers = useMemo(() => {
    const dates = monthGrid(month.year, month.month)
      .filter((cell) => cell.inCurrentMonth)
      .map((cell) => cell.date);
    return calendarDayMarkers(dates, masters, monthAppointments);
  }, [month.year, month.month, masters, monthAppointments]);

  const day = dayAppointments ?? monthAppointments.filter((a) => a.date === selectedDate);
  const canCreate = canCreateAppointment(permissions) && onCreate;

  const list = (
    <DayAppointments
      date={selectedDate}
      appointments={day}
      loading={dayLoading ?? loading}
      error={error}
      currency={currency}
      permissions={permissions}
      isOwn={isOwn}
      {...actions}
    />
  );

  return (
    <div className={styles.page}>
      <AreaHeader
        id="calendar-title"
        title={l.title}
        actions={
          canCreate ? (
            <SimpleTooltip content={l.newAppointment}>
              <Button aria-label={l.newAppointment} onClick={onCreate}>
                +
              </Button>
            </SimpleTooltip>
          ) : undefined
        }
      />
      {studios || masterFilter ? (
        <div className={styles.toolbar}>
          {studios ? (
            <Select
              label={l.studio}
              className={styles.studioSelect}
              options={studios.map((studio) => ({
                value: studio.id,
                label: `${studio.name} (${studio.currencyCode ?? DEFAULT_CURRENCY})`,
              }))}
              value={studioId ?? undefined}
              onValueChange={(value) => onStudioChange?.(value)}
            />
          ) : null}
          {masterFilter ? (
            <Select
              label={l.master}
              className={styles.studioSelect}
              options={[
                { value: ALL_MASTERS, label: l.allMasters },
                ...masterFilter.masters.map((m) => ({ value: m.id, label: m.name })),
              ]}
              value={masterFilter.masterId ?? ALL_MASTERS}
              onValueChange={(value) => masterFilter.onChange(value === ALL_MASTERS ? null : value)}
            />
          ) : null}
        </div>
      ) : null}
      <div className={dayView === 'list' ? styles.columns : styles.stacked}>
        <MonthCalendar
          month={month}
          today={today}
          selectedDate={selectedDate}
          markers={markers}
          onSelectDate={onSelectDate}
          onMonthChange={onMonthChange}
          busy={loading}
        />
        {dayBoard || week ? (
          <Tabs value={dayView} onValueChange={(value) => setView(value as DayView)}>
            <TabsList variant="pills" aria-label={l.dayView}>
              <TabsTrigger value="list">{l.dayViewList}</TabsTrigger>
              {dayBoard ? <TabsTrigger value="board">{l.dayViewBoard}</TabsTrigger> : null}
              {week ? <TabsTrigger value="week">{l.dayViewWeek}</TabsTrigger> : null}
            </TabsList>
            <TabsContent value="list">{list}</TabsContent>
            {dayBoard ? (
              <TabsContent value="board">
                <DayBoard
                  date={selectedDate}
                  appointments={day}
                  currency={currency}
                  {...dayBoard}
                />
              </TabsContent>
            ) : null}
            {week ? (
              <TabsContent value="week">
                <WeekView
                  date={selectedDate}
                  today={today}
                  onDateChange={selectDate}
                  onOpenDay={(date) => {
                    selectDate(date);
                    setView('list');
                  }}
                  {...week}
                />
              </TabsContent>
            ) : null}
          </Tabs>
        ) : (
          list
        )}
      </div>
    </div>
  );
}
