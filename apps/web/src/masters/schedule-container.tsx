// The schedule dialog of one master: the domain's schedule-editing machine with the real save call; its toast
// ('Расписание успешно обновлено') goes to the toaster and the dialog closes when the machine is done.
import { useEffect, useMemo } from 'react';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { localToday } from '@beautydesk/api/dates';
import { useMasterActions } from '@beautydesk/api/masters';
import { scheduleEditingMachine } from '@beautydesk/domain/machines/schedule-editing';
import type { Master } from '@beautydesk/domain/schemas/masters';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { ScheduleDialog } from '@beautydesk/ui/screens/masters';
import { useMachineToasts } from '../pages/use-machine-toasts.ts';

export function ScheduleContainer({ master, onClose }: { master: Master; onClose: () => void }) {
  const actions = useMasterActions();
  const machine = useMemo(
    () =>
      scheduleEditingMachine.provide({
        actors: {
          saveSchedule: fromPromise<unknown, { schedule: MasterSchedule }>(({ input }) =>
            actions.saveSchedule(master.id, input.schedule),
          ),
        },
      }),
    [actions, master.id],
  );
  const [snapshot, send, actor] = useActor(machine, {
    input: { schedule: master.schedule, today: localToday() },
  });
  useMachineToasts(actor);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  if (done) return null;
  return <ScheduleDialog masterName={master.name} snapshot={snapshot} send={send} />;
}
