// Texts of the error pages and the placeholder; the spec gives only their links and buttons.

export const errorPageTexts = {
  notFoundCode: '404',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы нет. Откройте один из разделов:',
  forbiddenCode: '403',
  forbiddenTitle: 'Доступ запрещён',
  forbiddenText: 'У вас недостаточно прав для просмотра этой страницы.',
  serverErrorCode: '500',
  serverErrorTitle: 'Ошибка сервера',
  serverErrorText: 'Что-то пошло не так. Обновите страницу или попробуйте позже.',
  reload: 'Обновить страницу',
  toDashboard: 'На главную',
  back: 'Назад',
  placeholderTitle: 'Раздел в разработке',
  placeholderText: 'Этот экран ещё не готов. Маршрут уже работает, содержимое появится позже.',
} as const;
