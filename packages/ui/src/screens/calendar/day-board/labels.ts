// Day board texts (issue 13, beyond the spec, so every wording here is ours). Status labels and the
// client's name come from packages/domain's calendar messages and rules.
export const dayBoardLabels = {
  /** The board's region: one column per master on a time axis. */
  board: (date: string) => `Записи по мастерам на ${date}`,
  timeAxis: 'Время',
  dayOff: 'Выходной',
  noMasters: 'В студии нет мастеров',
  free: 'Свободно',
  /** The window's name: its visible 'Свободно 14:15–16:30' first (label in name). */
  freeWindow: (interval: string, master: string) =>
    `Свободно ${interval}, мастер ${master}: новая запись`,
  /** Ends a block's name, after its visible text. */
  blockMaster: (master: string) => `мастер ${master}`,
  moving: 'Переносим…',
  move: 'Перенести',
  moveFor: (client: string, start: string) => `Перенести запись: ${client}, ${start}`,
  dismiss: 'Закрыть',
  roleDescription: 'перемещаемая запись',
  instructions:
    'Пробел — взять запись. Стрелки вверх и вниз — время с шагом 15 минут, влево и вправо — другой мастер. Пробел — поставить, Escape — отменить. Enter — открыть запись.',
  announceStart: (client: string) => `Запись взята: ${client}.`,
  announceOver: (client: string, master: string, start: string) =>
    `${client}: мастер ${master}, начало ${start}.`,
  announceDrop: (client: string, master: string, start: string) =>
    `${client} переносится к мастеру ${master} на ${start}.`,
  announceCancel: (client: string) => `Перенос отменён: ${client} остаётся на месте.`,
  /** When the moved appointment would leave the day. */
  outOfDay: 'Запись не помещается в этот день',
} as const;
