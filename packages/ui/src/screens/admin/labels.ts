// The admin screens' own labels: the spec names the controls (Safe/God radios, Start/End, the sessions
// list, the audit log's columns) but words few of them, so these are chosen (docs/decisions/, "Part-1 screens").

import { impersonationMessages } from '@beautydesk/domain/messages/impersonation';
import { adminToolbarLabels } from '@beautydesk/domain/messages/navigation';

export const impersonationLabels = {
  /** The admin toolbar's label for this page (part 1 §2). */
  title: adminToolbarLabels.impersonation,
  description:
    'Войдите в систему от имени другого аккаунта. Каждое действие записывается в журнал.',
  newSession: 'Новая сессия',
  target: 'Аккаунт',
  targetPlaceholder: impersonationMessages.targetPlaceholder,
  accountsLoading: 'Загрузка аккаунтов...',
  noAccounts: 'Нет доступных аккаунтов',
  mode: 'Режим',
  safe: 'Safe Mode',
  safeDescription: 'Только просмотр: изменения данных запрещены',
  god: 'God Mode',
  /** Part 1 §9 describes god mode as 'full data modification access'. */
  godDescription: 'Полный доступ к изменению данных',
  start: 'Start',
  end: 'End',
  sessions: 'Сессии',
  refresh: 'Обновить',
  sessionsLoading: 'Загрузка сессий...',
  noSessions: 'Сессий пока нет',
  columns: { id: 'ID', target: 'Аккаунт', mode: 'Режим', startedAt: 'Начало' },
  active: 'активна',
  godTitle: 'Подтверждение God Mode',
  godPrompt:
    'God Mode даёт полный доступ к изменению данных. Введите текущее время в формате ЧЧ:ММ (24 часа).',
  godTime: 'Текущее время',
  godTimePlaceholder: 'ЧЧ:ММ',
  godConfirm: 'Подтвердить',
  cancel: 'Отмена',
} as const;

export const auditLogLabels = {
  /** The admin toolbar's label for this page (part 1 §2). */
  title: adminToolbarLabels.auditLogs,
  description: 'Запросы, выполненные платформенными администраторами от имени других аккаунтов.',
  caption: 'Журнал имперсонации',
  columns: {
    admin: 'Кто',
    target: 'От имени',
    mode: 'Режим',
    method: 'Метод',
    path: 'Путь',
    status: 'Статус',
    time: 'Время',
  },
  loading: 'Загрузка журнала...',
  empty: 'Записей пока нет',
  loadFailed: 'Не удалось загрузить журнал',
  refresh: 'Обновить',
  loadMore: 'Показать ещё',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
} as const;
