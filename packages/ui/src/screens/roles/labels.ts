// The roles screen and role editor's words: the spec's messages (part 2 §2, §5, §6, §8) from the domain, and the
// wordings it does not give chosen here (docs/decisions/, "Team, roles and invitations").
import { permissionMessages } from '@beautydesk/domain/messages/permissions';
import { roleFormMessages, roleNotices } from '@beautydesk/domain/messages/roles';
import { permissionAreaLabels } from '@beautydesk/domain/rules/permissions';

export const rolesLabels = {
  title: 'Роли',
  description: 'Роли определяют, что видят и могут делать пользователи команды.',
  caption: 'Роли',
  columns: { name: 'Роль', users: 'Пользователей', type: 'Тип', actions: 'Действия' },
  system: 'Системная',
  custom: 'Пользовательская',
  refresh: 'Обновить',
  create: 'Новая роль',
  edit: 'Изменить',
  remove: 'Удалить',
  loading: 'Загрузка ролей...',
  empty: roleNotices.empty,
  loadFailed: roleNotices.loadFailed,
  noPermission: permissionMessages.rolesViewDenied,
  removeTitle: 'Удалить роль?',
  removeDescription: (name: string) =>
    `Роль «${name}» будет удалена. Роль, назначенную пользователям, удалить нельзя.`,
  cancel: 'Отмена',
} as const;

export const roleEditorLabels = {
  createTitle: 'Новая роль',
  editTitle: (name: string) => `Роль «${name}»`,
  description: 'Название и разрешения роли. Полный доступ (*) назначить нельзя.',
  template: 'Начать с шаблона',
  templatePlaceholder: '— без шаблона —',
  name: 'Название роли',
  roleDescription: 'Описание',
  permissions: 'Разрешения',
  validate: 'Проверить на сервере',
  validOk: 'Сервер проверил роль: ошибок нет',
  invalidPermissions: 'Неизвестные разрешения',
  missingRequired: 'Не хватает обязательных',
  suggestions: 'Возможно, вы имели в виду',
  save: 'Сохранить',
  createSubmit: 'Создать роль',
  cancel: 'Отмена',
  catalogueLoading: 'Загрузка разрешений...',
  catalogueFailed: 'Не удалось загрузить список разрешений',
  createFailed: roleNotices.createFailed,
  updateFailed: roleNotices.updateFailed,
  validationFailed: roleFormMessages.permissionValidationFailed,
  chosen: (count: number) => `Выбрано: ${count}`,
} as const;

/** Group headings of the permission catalogue (its `category`: the permission's resource). */
export const permissionGroupLabels = permissionAreaLabels;
