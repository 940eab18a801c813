// Stories only: runs a domain machine (with fake actors) the way the app does, and hands the screen its snapshot and send.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { useToast } from '../../components/toast/toast.tsx';

type Emitted = { type: 'toast'; tone: 'success' | 'error' | 'warning' | 'info'; message: string };

/**
 * Starts `machine` once for the story's lifetime and re-renders on every snapshot. The machine's
 * `toast` events are shown through the kit's toaster, as the app's containers do, so a story
 * needs a ToastProvider and a Toaster around it.
 */
export function useStoryActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[input]: undefined extends InputFrom<TMachine> ? [InputFrom<TMachine>?] : [InputFrom<TMachine>]
) {
  const { toast } = useToast();
  const [actor] = useState(() => {
    const created = createActor(machine, { input });
    created.on('toast', (event: Emitted) => {
      toast({ title: event.message, tone: event.tone });
    });
    return created.start();
  });
  useEffect(
    () => () => {
      actor.stop();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot() as SnapshotFrom<TMachine>,
  );
  return { snapshot, send: actor.send.bind(actor) as (typeof actor)['send'], actor };
}

/** A promise that never settles: keeps a fake call in flight so the busy state can be shown. */
export const never = <T>() => new Promise<T>(() => {});

/** Waits a little, so a story shows a call's busy state before its answer. */
export const pause = (ms = 300) => new Promise<void>((resolve) => setTimeout(resolve, ms));
