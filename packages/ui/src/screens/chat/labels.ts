// The chat panel's own labels: its texts (placeholder, loading, empty) come from packages/domain/src/messages/chat.ts;
// these the spec does not word (docs/decisions/, "Part-1 screens").

import { chatMessages } from '@beautydesk/domain/messages/chat';

export const chatLabels = {
  title: 'AI-ассистент',
  task: (id: string) => `Задача ${id}`,
  noTask: 'Задача не выбрана',
  newTask: chatMessages.newTask,
  newTaskTitle: 'Новая задача',
  newTaskDescription: 'Как назвать задачу? Её чат начнётся с чистого листа.',
  newTaskField: 'Название задачи',
  create: 'Создать',
  cancel: 'Отмена',
  messages: 'Сообщения',
  message: 'Сообщение',
  send: 'Отправить',
  you: 'Вы',
  assistant: 'Ассистент',
  toolCall: (name?: string) => (name ? `Вызов инструмента: ${name}` : 'Вызов инструмента'),
  replying: 'Ассистент отвечает...',
  dismissError: 'Скрыть ошибку',
  close: 'Закрыть чат',
  awaitingConfirmation: 'Ждёт вашего подтверждения',
  confirm: 'Подтвердить',
  decline: 'Не надо',
  /** What the buttons send: the words the assistant takes as the answer. */
  confirmText: 'да',
  declineText: 'нет',
} as const;
