// The chat machine with the real task calls and the reply stream (part 1 §4 "Chat", §7).
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { apiClient } from '@beautydesk/api/client';
import { pathSegment } from '@beautydesk/api/paths';
import { createTask, listTasks, subscribeToTaskReply } from '@beautydesk/api/tasks';
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import {
  chatMachine,
  toChatStreamEvent,
  type StreamReplyInput,
} from '@beautydesk/domain/machines/chat';
import { errorText } from '@beautydesk/domain/rules/errors';
import {
  taskMessagesSchema,
  type Task,
  type TaskMessageWire,
} from '@beautydesk/domain/schemas/tasks';

/** GET /tasks/{id}/messages as sent: the machine numbers them itself. */
function loadWireMessages(taskId: string): Promise<TaskMessageWire[]> {
  return apiClient().request(`/tasks/${pathSegment(taskId)}/messages`, taskMessagesSchema);
}

export const liveChatMachine = chatMachine.provide({
  actors: {
    loadTasks: fromPromise<Task[]>(() => listTasks()),
    createTask: fromPromise<Task, { title: string }>(({ input }) => createTask(input)),
    loadMessages: fromPromise<TaskMessageWire[], { taskId: string }>(({ input }) =>
      loadWireMessages(input.taskId),
    ),
    streamReply: fromCallback<EventObject, StreamReplyInput>(({ input, sendBack }) =>
      subscribeToTaskReply(input, {
        onEvent: (event) => sendBack(toChatStreamEvent(event)),
        onDone: () => sendBack({ type: 'STREAM_DONE' }),
        onError: (error) => {
          sendBack({
            type: 'STREAM_ERROR',
            details: errorText(error, apiErrorMessages.unexpected),
          });
          sendBack({ type: 'STREAM_DONE' });
        },
      }),
    ),
  },
});
