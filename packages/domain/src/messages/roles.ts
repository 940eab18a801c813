// Business-role texts: role-data validation, protections, failures, notices and error codes (part 2 §2, §5, §8).

export const roleFormMessages = {
  nameRequired: 'Название роли обязательно',
  // The spec names the following rules but gives no text for them.
  nameTooShort: 'Название роли должно содержать минимум 3 символа',
  scopeRefRequired: 'Укажите объект для выбранной области действия роли',
  permissionRequired: 'Выберите хотя бы одно разрешение',
  wildcardNotAllowed: 'Разрешение «*» нельзя назначить из интерфейса',
  wildcardRoleProtected: 'Роли с полным доступом (*) нельзя редактировать',
  systemRoleReadOnly: 'Системные роли нельзя редактировать',
  permissionValidationFailed: 'Не удалось проверить разрешения. Проверьте подключение к серверу.',
} as const;

export const roleNotices = {
  loadFailed: 'Не удалось загрузить роли',
  createFailed: 'Не удалось создать роль',
  updateFailed: 'Не удалось обновить роль',
  deleteFailed: 'Не удалось удалить роль',
  assignFailed: 'Не удалось назначить роль',
  deleted: 'Роль успешно удалена',
  assigned: 'Роль успешно назначена пользователю',
  empty: 'Нет доступных ролей',
} as const;

export const roleErrorCodes = {
  creationFailed: 'CREATION_FAILED',
  updateFailed: 'UPDATE_FAILED',
  systemRoleReadOnly: 'SYSTEM_ROLE_READONLY',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([
  roleFormMessages.nameTooShort,
  roleFormMessages.scopeRefRequired,
  roleFormMessages.permissionRequired,
  roleFormMessages.wildcardNotAllowed,
  roleFormMessages.wildcardRoleProtected,
  roleFormMessages.permissionValidationFailed,
]);
