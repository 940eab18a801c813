// /masters (part 2 §2, §6, §8): masters and studios wired to the masters screen; success toasts of §8 here, a
// failed call's words back into the open dialog; the schedule dialog runs its machine in ScheduleContainer.
import { useCallback, useState } from 'react';
import { localToday } from '@beautydesk/api/dates';
import { useMasterActions, useMasters } from '@beautydesk/api/masters';
import { useStudiosForSelect } from '@beautydesk/api/studios';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { masterNotices } from '@beautydesk/domain/messages/masters';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import { prepareMasterPayload } from '@beautydesk/domain/rules/validation/master-form';
import type { Master } from '@beautydesk/domain/schemas/masters';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { MastersScreen, type MasterFormDialogValues } from '@beautydesk/ui/screens/masters';
import { withUserMessage } from '../catalogue/user-message.ts';
import { usePermissions } from '../session/permissions.tsx';
import { ScheduleContainer } from './schedule-container.tsx';

/** Every master of the license, as the screen lists them (active and inactive). */
const ALL_MASTERS = { limit: 1000 } as const;

export default function MastersPage() {
  const { permissions, loading: permissionsLoading } = usePermissions();
  const masters = useMasters(ALL_MASTERS);
  const studios = useStudiosForSelect();
  const actions = useMasterActions();
  const { toast } = useToast();
  const [scheduleOf, setScheduleOf] = useState<Master | null>(null);
  const closeSchedule = useCallback(() => setScheduleOf(null), []);

  const succeed = (message: string) => toast({ title: message, tone: 'success' });
  // A new master starts with the default schedule (§3); an edit keeps the master's own.
  const payload = (values: MasterFormDialogValues) => {
    const body = prepareMasterPayload({
      ...values,
      schedule: values.schedule ?? defaultSchedule(localToday()),
    });
    return body;
  };

  return (
    <>
      <MastersScreen
        masters={masters.data?.masters ?? []}
        studios={studios.data?.studios ?? []}
        loading={permissionsLoading || (!masters.data && !masters.error)}
        error={masters.error ? toastMessage(masters.error) : null}
        onRetry={() => void masters.mutate()}
        permissions={{
          read: permissionsLoading || hasPermission(permissions, 'masters.read'),
          create: hasPermission(permissions, 'masters.create'),
          edit: hasPermission(permissions, 'masters.edit'),
          delete: hasPermission(permissions, 'masters.delete'),
        }}
        onCreate={withUserMessage(async (values: MasterFormDialogValues) => {
          await actions.create(payload(values));
          succeed(masterNotices.created);
        })}
        onUpdate={withUserMessage(async (masterId: string, values: MasterFormDialogValues) => {
          await actions.update(masterId, payload(values));
          succeed(masterNotices.updated);
        })}
        onSetCoefficient={withUserMessage(async (masterId: string, coefficient: number) => {
          await actions.setCoefficient(masterId, coefficient);
          succeed(masterNotices.coefficientUpdated);
        })}
        onChangeStudio={withUserMessage(async (masterId: string, studioId: string) => {
          await actions.changeStudio(masterId, studioId);
          succeed(masterNotices.updated);
        })}
        onToggle={withUserMessage(async (master: Master) => {
          const changed = await actions.toggle(master.id);
          succeed(changed.isActive ? masterNotices.activated : masterNotices.deactivated);
        })}
        onDelete={withUserMessage(async (masterId: string) => {
          await actions.remove(masterId);
          succeed(masterNotices.deleted);
        })}
        onOpenSchedule={setScheduleOf}
      />
      {scheduleOf ? <ScheduleContainer master={scheduleOf} onClose={closeSchedule} /> : null}
    </>
  );
}
