// /calendar (part 2 §2, §6, §7): who the user is decides the studio selector and currency; the month's
// appointments (GET /appointments/with-relations) with its neighbours prefetched, the previous month
// kept on screen until the next one is ready; the day's card actions; the appointment wizard.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAppointmentActions,
  useCalendarStudios,
  useMonthAppointments,
  usePrefetchMonthAppointments,
} from '@beautydesk/api/appointments';
import { useActiveMasters, useMaster } from '@beautydesk/api/masters';
import { useMyMasterStats } from '@beautydesk/api/stats';
import { monthOf, shiftMonth, type YearMonth } from '@beautydesk/domain/rules/calendar';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { weekDays } from '@beautydesk/domain/rules/week';
import {
  appointmentCardButtons,
  canCreateAppointment,
} from '@beautydesk/domain/rules/appointment-status';
import { currencyForUser } from '@beautydesk/domain/rules/currency';
import { appointmentWriteToasts } from '@beautydesk/domain/messages/calendar';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import { choosesStudio, defaultStudioId } from '@beautydesk/domain/rules/navigation';
import { wallClockAt } from '@beautydesk/domain/rules/time-zones';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import { CalendarScreen } from '@beautydesk/ui/screens/calendar';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { usePermissions } from '../session/permissions.tsx';
import {
  AppointmentModalContainer,
  type AppointmentPreset,
} from './appointment-modal-container.tsx';
import { useCalendarUserType } from './calendar-user.ts';

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether a saved edit moved the record (another day, time or master). */
const movedBetween = (before: Appointment, after: Appointment) =>
  before.date !== after.date ||
  before.startTime !== after.startTime ||
  before.masterId !== after.masterId;

/** The open wizard: an appointment to edit, or a new one with what is already known. */
type Wizard = { appointment: Appointment | null; preset?: AppointmentPreset | null } | null;

export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const { permissions, loading: permissionsLoading } = usePermissions();
  const userType = useCalendarUserType();
  const picksStudio = userType !== null && choosesStudio(userType);

  const studiosQuery = useCalendarStudios(picksStudio);
  const studios = useMemo(() => studiosQuery.data ?? [], [studiosQuery.data]);
  const [chosenStudio, setChosenStudio] = useState<string | null>(null);
  const studioId = picksStudio ? defaultStudioId(studios, chosenStudio) : null;
  const studio = studios.find((s) => s.id === studioId) ?? null;
  const currency = currencyForUser(userType ?? 'other', studio?.country?.currencyCode);
  // The studio's today (its own clock, read when the page opens), the browser's while no studio is chosen.
  const [openedAt] = useState(() => Date.now());
  const today = wallClockAt(studio?.timeZone ?? browserZone(), openedAt).today as IsoDate;

  // The day and month follow the studio's today until the user picks one: the studio (and with it
  // its clock) arrives after the first render, when "today" was still the browser's.
  const [pickedDate, setSelectedDate] = useState<IsoDate | null>(null);
  const selectedDate = pickedDate ?? today;
  const [pickedMonth, setRequested] = useState<YearMonth | null>(null);
  const requested = pickedMonth ?? monthOf(today);
  const [shown, setShown] = useState<YearMonth>(requested);

  // Nothing is asked before we know whose data it is: the user type, and for 'other' the studio.
  const ready =
    userType !== null && (!picksStudio || studioId !== null || Boolean(studiosQuery.error));
  const month = useMonthAppointments(ready ? { ...requested, studioId } : null, {
    keepPreviousData: true,
  });
  // The requested month is on screen once its answer (or its failure) is in; until then the previous
  // month and its data stay.
  const settled = ready && !month.isLoading;
  if (settled && !sameMonth(shown, requested)) setShown(requested);
  usePrefetchMonthAppointments(
    ready ? [-1, 1].map((delta) => ({ ...shiftMonth(requested, delta), studioId })) : [],
  );
  const selectedMonth = monthOf(selectedDate);
  const day = useMonthAppointments(ready ? { ...selectedMonth, studioId } : null);

  // The week may reach into the neighbouring month: its other end's month is asked too.
  const week = weekDays(selectedDate);
  const weekEnds = [monthOf(week[0] as IsoDate), monthOf(week[6] as IsoDate)];
  const otherMonth = weekEnds.find((m) => !sameMonth(m, selectedMonth)) ?? null;
  const neighbour = useMonthAppointments(ready && otherMonth ? { ...otherMonth, studioId } : null);

  // The master the account is linked to (GET /stats/master/me names it): a master's own day.
  const myMasterId = useMyMasterStats().data?.profile.masterId ?? null;
  const myMaster = useMaster(picksStudio ? null : myMasterId);
  const mastersQuery = useActiveMasters(picksStudio ? studioId : null);
  const masters = useMemo(
    () =>
      (picksStudio ? (mastersQuery.data?.masters ?? []) : myMaster.data ? [myMaster.data] : []).map(
        (m) => ({ id: m.id, name: m.name, schedule: m.schedule }),
      ),
    [picksStudio, mastersQuery.data, myMaster.data],
  );
  // Roles that see every appointment filter by master; a master sees her own (the server, too,
  // answers her with nothing else).
  const seesEveryone = hasPermission(permissions, 'appointments.view');
  const [chosenMaster, setChosenMaster] = useState<string | null>(null);
  const masterFilter =
    picksStudio && seesEveryone && masters.some((m) => m.id === chosenMaster) ? chosenMaster : null;
  const shownMasterIds = masterFilter
    ? [masterFilter]
    : userType === 'master' && myMasterId
      ? [myMasterId]
      : null;
  const byMaster = (list: readonly Appointment[]) =>
    shownMasterIds ? list.filter((a) => shownMasterIds.includes(a.masterId)) : list;
  const weekMasterId =
    masterFilter ?? (userType === 'master' ? myMasterId : null) ?? masters[0]?.id ?? null;

  const actions = useAppointmentActions();
  const { toast } = useToast();
  /** One's own write, confirmed by the server: said at once (the other tabs learn it live). */
  const said =
    (title: string) =>
    <T,>(answer: T): T => {
      toast({ title, tone: 'success' });
      return answer;
    };
  /** The calendar goes to `date`: its month and its day. */
  const showDay = (date: IsoDate) => {
    setSelectedDate(date);
    setRequested(monthOf(date));
  };
  // /calendar?new=1 opens the wizard, /calendar?clientId=… opens it for that client (the client
  // card's "Записать"); both leave the address when it closes.
  const clientId = params.get('clientId');
  const [wizard, setWizard] = useState<Wizard>(() =>
    clientId || params.has('new')
      ? { appointment: null, preset: clientId ? { clientId } : null }
      : null,
  );
  const closeWizard = () => {
    setWizard(null);
    if (clientId || params.has('new')) {
      const next = new URLSearchParams(params);
      next.delete('clientId');
      next.delete('new');
      setParams(next, { replace: true });
    }
  };
  const byId = (id: string) => (day.data ?? []).find((a) => a.id === id) ?? null;
  const edit = (id: string) => {
    const appointment = byId(id);
    if (appointment) setWizard({ appointment });
  };
  const boardEnabled = (picksStudio && studioId !== null) || (!picksStudio && masters.length > 0);
  const boardMasters = masterFilter ? masters.filter((m) => m.id === masterFilter) : masters;
  const weekAppointments = [
    ...(day.data ?? []),
    ...(otherMonth ? (neighbour.data ?? []) : []),
  ].filter((a) => week.includes(a.date));
  const showing = sameMonth(shown, requested);
  const monthLoading = !ready || permissionsLoading || (showing && month.isLoading);
  const errorOf = (error: Error | undefined) => (error ? error.message || 'Unknown error' : null);

  return (
    <>
      <CalendarScreen
        studios={
          picksStudio
            ? studios.map((s) => ({
                id: s.id,
                name: s.name,
                currencyCode: s.country?.currencyCode ?? null,
              }))
            : null
        }
        studioId={studioId}
        onStudioChange={setChosenStudio}
        month={shown}
        onMonthChange={setRequested}
        today={today}
        selectedDate={selectedDate}
        onSelectDate={setSelectedDate}
        monthAppointments={byMaster(month.data ?? [])}
        dayAppointments={byMaster((day.data ?? []).filter((a) => a.date === selectedDate))}
        masters={masters}
        loading={monthLoading}
        dayLoading={!ready || permissionsLoading || day.isLoading}
        error={errorOf(day.error) ?? errorOf(month.error)}
        currency={currency}
        permissions={permissions}
        // Without appointments.view, edit_own and cancel_own act on one's own master's only.
        isOwn={(a) => seesEveryone || (myMasterId !== null && a.masterId === myMasterId)}
        masterFilter={
          picksStudio && seesEveryone && masters.length > 1
            ? { masters, masterId: masterFilter, onChange: setChosenMaster }
            : undefined
        }
        week={
          masters.length > 0
            ? {
                masters,
                masterId: weekMasterId,
                appointments: weekAppointments,
                loading:
                  !ready ||
                  permissionsLoading ||
                  day.isLoading ||
                  Boolean(otherMonth && neighbour.isLoading),
                error: errorOf(day.error) ?? errorOf(neighbour.error),
                onOpenAppointment: (id) => {
                  const appointment = weekAppointments.find((a) => a.id === id);
                  if (appointment) setWizard({ appointment });
                },
              }
            : undefined
        }
        onCreate={() => setWizard({ appointment: null })}
        onEdit={(appointment) => setWizard({ appointment })}
        onConfirm={(a) => actions.confirm(a.id).then(said(appointmentWriteToasts.confirmed))}
        onCancel={(a, reason) =>
          actions.cancel(a.id, reason).then(said(appointmentWriteToasts.cancelled))
        }
        onStatusChange={(a, status) => actions.patch(a.id, { status })}
        onComplete={(a, notes) => actions.complete(a.id, notes)}
        dayBoard={
          boardEnabled
            ? {
                masters: boardMasters,
                permissions: {
                  // Dragging edits any appointment of the studio's masters: appointments.edit.
                  canEdit: appointmentCardButtons({ status: 'scheduled' }, permissions, false).edit,
                  canCreate: canCreateAppointment(permissions),
                },
                now:
                  selectedDate === today
                    ? wallClockAt(studio?.timeZone ?? browserZone(), openedAt).now
                    : null,
                onReschedule: ({ appointmentId, masterId, date, startTime, endTime }) =>
                  actions
                    .patch(appointmentId, {
                      master_id: masterId,
                      date,
                      start_time: startTime,
                      end_time: endTime,
                    })
                    .then(said(appointmentWriteToasts.moved)),
                onPickWindow: (pick) => setWizard({ appointment: null, preset: pick }),
                onOpenAppointment: edit,
                onMoveRequest: edit,
              }
            : undefined
        }
      />
      <AppointmentModalContainer
        open={wizard !== null}
        onOpenChange={(open) => (open ? undefined : closeWizard())}
        studioId={studioId ?? studio?.id ?? null}
        appointment={wizard?.appointment ?? null}
        preset={wizard?.preset ?? null}
        onSaved={(saved) => {
          const before = wizard?.appointment ?? null;
          closeWizard();
          if (!saved) return;
          if (!before) said(appointmentWriteToasts.created)(saved);
          else if (movedBetween(before, saved)) said(appointmentWriteToasts.moved)(saved);
          showDay(saved.date as IsoDate);
        }}
      />
    </>
  );
}
