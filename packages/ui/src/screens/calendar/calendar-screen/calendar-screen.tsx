// /calendar (part 2 §2 "Calendar and appointments screen", §6): the studio selector (only for users who
// are neither master nor studio type), the '+' new-appointment button, the month with its markers and
// the selected day's appointments. Every state comes in through props; the container loads the data.
import { useMemo, useState } from 'react';
import { canCreateAppointment } from '@beautydesk/domain/rules/appointment-status';
import {
  calendarDayMarkers,
  monthGrid,
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
import type { GrantedPermissions } from '@beautydesk/domain/rules/permissions';

export type CalendarStudioOption = { id: string; name: string; currencyCode: string | null };

/** How the selected day is shown: the spec's list (the default) or one column per master. */
export type DayView = 'list' | 'board';

/** What the day board needs beyond the day itself; without it only the list is offered. */
export type CalendarDayBoard = Omit<DayBoardProps, 'date' | 'appointments' | 'currency'>;

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
  initialDayView = 'list',
  ...actions
}: CalendarScreenProps) {
  const [view, setView] = useState<DayView>(initialDayView);
  const dayView: DayView = dayBoard ? view : 'list';
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
      {studios ? (
        <div className={styles.toolbar}>
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
        </div>
      ) : null}
      <div className={dayView === 'board' ? styles.stacked : styles.columns}>
        <MonthCalendar
          month={month}
          today={today}
          selectedDate={selectedDate}
          markers={markers}
          onSelectDate={onSelectDate}
          onMonthChange={onMonthChange}
          busy={loading}
        />
        {dayBoard ? (
          <Tabs value={dayView} onValueChange={(value) => setView(value as DayView)}>
            <TabsList variant="pills" aria-label={l.dayView}>
              <TabsTrigger value="list">{l.dayViewList}</TabsTrigger>
              <TabsTrigger value="board">{l.dayViewBoard}</TabsTrigger>
            </TabsList>
            <TabsContent value="list">{list}</TabsContent>
            <TabsContent value="board">
              <DayBoard date={selectedDate} appointments={day} currency={currency} {...dayBoard} />
            </TabsContent>
          </Tabs>
        ) : (
          list
        )}
      </div>
    </div>
  );
}
