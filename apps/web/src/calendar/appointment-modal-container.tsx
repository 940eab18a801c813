// The appointment modal in the app: a fresh appointment-wizard machine for every opening, its calls wired to
// the API (client search, price, optimal windows, create or update), the nested client form's POST /clients,
// the studio's services and masters. The writes go through the api package's actions, which revalidate the
// month's appointments (and the day board's) once an appointment is saved.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  calculateAppointmentPrice,
  findFreeTimes,
  findOptimalSlots,
  useAppointmentActions,
} from '@beautydesk/api/appointments';
import { searchClients, useClient, useClientActions } from '@beautydesk/api/clients';
import { localToday } from '@beautydesk/api/dates';
import { useActiveMasters } from '@beautydesk/api/masters';
import { useServices } from '@beautydesk/api/services';
import {
  appointmentWizardMachine,
  type AppointmentWizardEvent,
  type AppointmentWizardInput,
  type SavedAppointment,
  type SearchClientsInput,
  type UpdateAppointmentInput,
  type WizardClient,
  type WizardMaster,
} from '@beautydesk/domain/machines/appointment-wizard';
import type { Client } from '@beautydesk/domain/schemas/clients';
import { DEFAULT_CURRENCY } from '@beautydesk/domain/schemas/common';
import type {
  Appointment,
  CalculatePriceRequest,
  CalculatePriceResponse,
  FindOptimalSlotsRequest,
  FindOptimalSlotsResponse,
  FreeTimesRequest,
  FreeTimesResponse,
} from '@beautydesk/domain/schemas/appointments';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import type { AppointmentPayload } from '@beautydesk/domain/rules/validation/appointment-form';
import {
  AppointmentModal,
  type AppointmentWizardSnapshot,
  type PickerService,
} from '@beautydesk/ui/screens/calendar/appointment-modal';
import { usePermissions } from '../session/permissions.tsx';

/** What the calendar or the day board already knows when it opens the wizard (a free window's click). */
export interface AppointmentPreset {
  masterId?: string;
  date?: string;
  startTime?: string;
  clientId?: string;
}

export interface AppointmentModalContainerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The calendar's studio; null for master and studio users (the master brings the studio). */
  studioId: string | null;
  /** Given: edit this appointment; otherwise a new one. */
  appointment?: Appointment | null;
  preset?: AppointmentPreset | null;
  /** The saved appointment as the server answered it (the calendar goes to its day). */
  onSaved?(saved: Appointment | null): void;
}

/** The appointment a wizard session saved, as the server answered: the machine keeps only its id. */
class LastSaved {
  appointment: Appointment | null = null;
  keep = (appointment: Appointment): Appointment => {
    this.appointment = appointment;
    return appointment;
  };
}

const toWizardClient = (client: Client): WizardClient => ({
  id: client.id,
  name: client.name,
  isActive: client.isActive,
});

export function AppointmentModalContainer(props: AppointmentModalContainerProps) {
  // Each opening starts a new machine (a new session key), decided while rendering so the previous
  // session's snapshot never shows; a closed session stays mounted so the dialog can close and give
  // focus back.
  const [wasOpen, setWasOpen] = useState(props.open);
  const [session, setSession] = useState(props.open ? 1 : 0);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((current) => current + 1);
  }
  if (session === 0) return null;
  return <WizardSession key={session} {...props} />;
}

function WizardSession({
  open,
  onOpenChange,
  studioId,
  appointment,
  preset,
  onSaved,
}: AppointmentModalContainerProps) {
  const appointmentActions = useAppointmentActions();
  const clientActions = useClientActions();
  const [saved] = useState(() => new LastSaved());
  const machine = useMemo(
    () =>
      appointmentWizardMachine.provide({
        actors: {
          searchClients: fromPromise<readonly WizardClient[], SearchClientsInput>(
            async ({ input }) =>
              (await searchClients(input.search, { limit: input.limit })).clients.map(
                toWizardClient,
              ),
          ),
          calculatePrice: fromPromise<CalculatePriceResponse, CalculatePriceRequest>(({ input }) =>
            calculateAppointmentPrice(input),
          ),
          findOptimalSlots: fromPromise<FindOptimalSlotsResponse, FindOptimalSlotsRequest>(
            ({ input }) => findOptimalSlots(input),
          ),
          findFreeTimes: fromPromise<FreeTimesResponse, FreeTimesRequest>(({ input }) =>
            findFreeTimes(input),
          ),
          createAppointment: fromPromise<SavedAppointment, AppointmentPayload>(async ({ input }) =>
            saved.keep(await appointmentActions.create(input)),
          ),
          updateAppointment: fromPromise<SavedAppointment, UpdateAppointmentInput>(
            async ({ input }) => saved.keep(await appointmentActions.patch(input.id, input.patch)),
          ),
        },
      }),
    [appointmentActions, saved],
  );
  const { permissions } = usePermissions();
  // The server checks it again: this only decides whether the "вне графика" choice shows.
  const canBookOutOfSchedule = hasPermission(permissions, 'appointments.book_outside_schedule');
  const [input] = useState<AppointmentWizardInput>(() => {
    const today = localToday();
    return appointment
      ? {
          mode: 'edit',
          appointment,
          studioId: appointment.studioId,
          currency: appointment.currency ?? DEFAULT_CURRENCY,
          today,
          canBookOutOfSchedule,
        }
      : {
          mode: 'create',
          studioId,
          // The calculated price brings the studio's own currency.
          currency: DEFAULT_CURRENCY,
          today,
          canBookOutOfSchedule,
          ...(preset?.date ? { date: preset.date } : {}),
        };
  });
  const [snapshot, send] = useActor(machine, { input });
  // On a page opened straight into the wizard the permissions arrive a moment after it starts.
  useEffect(() => {
    send({ type: 'ALLOW_OUT_OF_SCHEDULE', allowed: canBookOutOfSchedule });
  }, [canBookOutOfSchedule, send]);

  const servicesQuery = useServices({
    active_only: true,
    ...(input.studioId ? { studio_id: input.studioId } : {}),
  });
  const mastersQuery = useActiveMasters(input.studioId);
  const services = useMemo<PickerService[] | undefined>(
    () =>
      servicesQuery.data?.map((service) => ({
        id: service.id,
        name: service.name,
        type: service.type,
        durationMin: service.durationMin,
      })),
    [servicesQuery.data],
  );
  const masters = useMemo<WizardMaster[] | undefined>(
    () =>
      mastersQuery.data?.masters.map((master) => ({
        id: master.id,
        name: master.name,
        studioId: master.studioId,
      })),
    [mastersQuery.data],
  );

  usePreset(appointment ? null : (preset ?? null), snapshot, send, masters);

  const done = snapshot.status === 'done';
  // Once per session: the machine is done for good, but the parent's callbacks may change identity.
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    onSaved?.(saved.appointment);
    onOpenChange(false);
  }, [done, onSaved, onOpenChange, saved]);

  return (
    <AppointmentModal
      open={open && !done}
      onOpenChange={onOpenChange}
      snapshot={snapshot}
      send={send}
      services={services}
      masters={masters}
      onCreateClient={async (body) => toWizardClient(await clientActions.create(body))}
    />
  );
}

/**
 * A preset (the day board's free window, a client's card) is played into the machine as the user would:
 * the client once it is loaded; the master once services are chosen (the flow's order); then the windows
 * are searched and the one starting at the preset date and time is chosen if the server offers it.
 * Each part is applied once; whatever the user changes afterwards stays theirs.
 */
function usePreset(
  preset: AppointmentPreset | null,
  snapshot: AppointmentWizardSnapshot,
  send: (event: AppointmentWizardEvent) => void,
  masters: readonly WizardMaster[] | undefined,
) {
  const applied = useRef({ client: false, master: false, search: false, window: false });
  const client = useClient(preset?.clientId ?? null);
  const { context } = snapshot;

  useEffect(() => {
    if (applied.current.client || !client.data) return;
    applied.current.client = true;
    send({ type: 'SELECT_CLIENT', client: toWizardClient(client.data) });
  }, [client.data, send]);

  const master = masters?.find((candidate) => candidate.id === preset?.masterId);
  const servicesChosen = context.services.length > 0;
  useEffect(() => {
    if (applied.current.master || !master || !servicesChosen || context.master) return;
    applied.current.master = true;
    send({ type: 'SELECT_MASTER', master });
  }, [master, servicesChosen, context.master, send]);

  const canSearch = preset?.startTime && context.master?.id === preset.masterId;
  useEffect(() => {
    if (applied.current.search || !canSearch) return;
    applied.current.search = true;
    send({ type: 'FIND_WINDOWS' });
  }, [canSearch, send]);

  // The preset's own time when it is free, whether or not the optimal windows offer it (issue 27).
  const freeStart =
    preset?.startTime &&
    context.master?.id === preset.masterId &&
    (!preset.date || context.pickDate === preset.date) &&
    context.freeTimes.includes(preset.startTime)
      ? preset.startTime
      : null;
  useEffect(() => {
    if (applied.current.window || !freeStart) return;
    applied.current.window = true;
    send({ type: 'SELECT_TIME', startTime: freeStart });
  }, [freeStart, send]);

  const wanted = context.offeredWindows.find(
    (window) =>
      window.startTime === preset?.startTime && (!preset.date || window.date === preset.date),
  );
  useEffect(() => {
    if (applied.current.window || !wanted) return;
    applied.current.window = true;
    send({ type: 'SELECT_WINDOW', window: wanted });
  }, [wanted, send]);
}
