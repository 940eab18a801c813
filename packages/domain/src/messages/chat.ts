// AI task chat texts: task access refusals, task notices and the panel's loading and empty states (part 1 §2, §4, §5, §8).

/** Title of the first task created when the user has none. */
export const DEFAULT_TASK_TITLE = 'Главный чат с AI';

export const chatMessages = {
  userNotAuthorized: 'Пользователь не авторизован',
  platformAdminWithoutImpersonation:
    'Платформенные админы не могут создавать/обновлять/удалять задачи без импersonation',
  loadingHistory: '📚 Загружаю историю сообщений...',
  empty: '💬 Начните новый диалог с AI-ассистентом',
  inputPlaceholder: 'Сообщение...',
  newTask: '+ Новая задача',
} as const;

export const taskMessages = {
  loadFailed: 'Ошибка загрузки задач',
  createFailed: 'Ошибка создания задачи',
  updateFailed: 'Ошибка обновления задачи',
  deleteFailed: 'Ошибка удаления задачи',
  created: 'Задача создана!',
  updated: 'Задача обновлена!',
  deleted: 'Задача удалена!',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
