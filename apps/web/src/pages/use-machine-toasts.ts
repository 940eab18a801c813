// Shows a machine's emitted 'toast' events with the kit's toaster.
import { useEffect } from 'react';
import type { Toast } from '@beautydesk/domain/machines/toast';
import { useToast } from '@beautydesk/ui/components/toast/store';

interface Emitting {
  on(type: 'toast', handler: (event: Toast) => void): { unsubscribe(): void };
}

export function useMachineToasts(actor: Emitting): void {
  const { toast } = useToast();
  useEffect(() => {
    const subscription = actor.on('toast', (event) =>
      toast({ title: event.message, tone: event.tone }),
    );
    return () => subscription.unsubscribe();
  }, [actor, toast]);
}
