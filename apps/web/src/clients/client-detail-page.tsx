// /clients/{clientId}: the client card with its calls (edit, refresh statistics, (de)activate) and
// the visit history from GET /appointments?client_id=…, newest first.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useClient, useClientActions, useClientAppointments } from '@beautydesk/api/clients';
import { ApiError } from '@beautydesk/api/errors';
import { useMasters } from '@beautydesk/api/masters';
import { dataLoadingMessage, toastMessage } from '@beautydesk/api/toast-messages';
import { clientScreenMessages } from '@beautydesk/domain/messages/clients';
import { appointmentStatusLabels } from '@beautydesk/domain/messages/calendar';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import {
  ClientDetailScreen,
  type ClientDetailProblem,
  type ClientVisit,
} from '@beautydesk/ui/screens/clients';
import { CLIENTS_PATH, calendarForClientPath } from '../routes.ts';
import { useClientPermissions } from './client-permissions.ts';
import { withSaveMessage } from './save-error.ts';

const STATUS_TONES: Record<Appointment['status'], ClientVisit['statusTone']> = {
  scheduled: 'info',
  confirmed: 'primary',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'error',
  no_show: 'neutral',
};

function visitsOf(appointments: readonly Appointment[], masterName: (id: string) => string | null) {
  return [...appointments]
    .sort((a, b) => (b.date + b.startTime).localeCompare(a.date + a.startTime))
    .map((appointment): ClientVisit => ({
      id: appointment.id,
      date: appointment.date,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      statusLabel: appointmentStatusLabels[appointment.status],
      statusTone: STATUS_TONES[appointment.status],
      services: appointment.serviceNames,
      masterName: appointment.masterName ?? masterName(appointment.masterId),
      price: appointment.price,
      currency: appointment.currency,
    }));
}

export default function ClientDetailPage() {
  const { clientId = '' } = useParams();
  const id = clientId.trim();
  const navigate = useNavigate();
  const access = useClientPermissions();
  const client = useClient(id && access.canRead ? id : null);
  const appointments = useClientAppointments(id && access.canRead ? id : null);
  const masters = useMasters({ limit: 1000 });
  const actions = useClientActions();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const visits = useMemo(() => {
    if (!appointments.data) return undefined;
    const names = new Map((masters.data?.masters ?? []).map((m) => [m.id, m.name]));
    return visitsOf(appointments.data, (masterId) => names.get(masterId) ?? null);
  }, [appointments.data, masters.data]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(toastMessage(error) || clientScreenMessages.actionFailed);
    } finally {
      setBusy(false);
    }
  };

  let problem: ClientDetailProblem | null = null;
  if (!id) problem = 'missing-id';
  else if (client.error) {
    const status = client.error instanceof ApiError ? client.error.status : null;
    // A malformed id (400) names no client either.
    problem = status === 404 || status === 400 ? 'not-found' : 'load-failed';
  }

  return (
    <ClientDetailScreen
      client={client.data}
      loading={access.loading || (!client.data && !client.error)}
      canRead={access.loading || access.canRead}
      canEdit={access.canEdit}
      problem={problem}
      problemDetail={client.error ? dataLoadingMessage(client.error) : null}
      onBackToList={() => navigate(CLIENTS_PATH)}
      onSave={(body) =>
        withSaveMessage(async () => {
          await actions.update(id, body);
          await client.mutate();
        })
      }
      onRefreshStats={() =>
        void run(async () => client.mutate(await actions.refreshStats(id), false))
      }
      onSetActive={(active) =>
        void run(async () => client.mutate(await actions.setActive(id, active), false))
      }
      onBook={() => navigate(calendarForClientPath(id))}
      busy={busy}
      actionError={actionError}
      visits={visits}
      visitsError={
        appointments.error && !appointments.data ? dataLoadingMessage(appointments.error) : null
      }
    />
  );
}
