// The AI task chat panel (part 1 §2, §4): the chat machine over the real tasks API, opened from the header's toggle.
import { useActor } from '@xstate/react';
import { TaskChatPanel } from '@beautydesk/ui/screens/chat/task-chat-panel';
import { useMachineToasts } from '../pages/use-machine-toasts.ts';
import { useSession } from '../session/session.tsx';
import { liveChatMachine } from './chat-machine.ts';

export default function ChatPanel({ onClose }: { onClose?: () => void }) {
  const session = useSession();
  const [snapshot, send, actor] = useActor(liveChatMachine, {
    input: {
      access: {
        hasUser: Boolean(session.user),
        isPlatformAdmin: session.isPlatformSuperadmin,
        impersonating: session.impersonating,
      },
    },
  });
  useMachineToasts(actor);
  return <TaskChatPanel snapshot={snapshot} send={send} onClose={onClose} />;
}
