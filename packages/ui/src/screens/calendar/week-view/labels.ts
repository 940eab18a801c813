// Week view texts (issue 27, beyond the spec, so every wording here is ours). Weekday and month
// names, statuses and the client's name come from packages/domain's calendar rules.
export const weekViewLabels = {
  /** The section's heading, before the week's dates. */
  title: (week: string) => `Неделя: ${week}`,
  previousWeek: 'Предыдущая неделя',
  nextWeek: 'Следующая неделя',
  previousDay: 'Предыдущий день',
  nextDay: 'Следующий день',
  master: 'Мастер',
  timeAxis: 'Время',
  today: 'сегодня',
  dayOff: 'выходной',
  loading: 'Загружаем неделю…',
  noMaster: 'Выберите мастера, чтобы увидеть его неделю',
  empty: 'На этой неделе записей нет',
  /** A cell's name: the day and the hour, then what starts in it. */
  cell: (day: string, hour: string) => `${day}, ${hour}`,
  offHours: 'нерабочее время',
  hint: 'Стрелки — час и день, Home/End — начало и конец недели, Enter — открыть запись или день',
} as const;
