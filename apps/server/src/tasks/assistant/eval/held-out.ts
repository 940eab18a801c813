// The held-out evaluation set: requests written by hand, the way a receptionist or an owner types
// them into the chat (paraphrases, typos, word orders, colloquial forms, follow-ups, corrections,
// a subject changed mid-dialogue), independently of the corpus's templates. It is NEVER used for
// training (intents.ts trains on corpus/corpus.json only); tests/api/assistant-eval.test.ts runs
// every dialogue against a real server on the demo data and checks that the task was done.
//
// How a dialogue says what "done" is, in terms of the demo data (resolved when the test runs, so the
// figures never go stale): '@today', '@tomorrow', '@+N' (N days on), '@mon'…'@sun' (that weekday,
// today or the next one), '@week' / '@week_end' (this week's Monday / Sunday), '@month' /
// '@month_end', '@nextweek' / '@nextweek_end'; '#client:Имя Фамилия' and '#master:Имя Фамилия' are
// that person's id.

/** The intents a request may have, the ones the assistant learns later included. */
export type HeldOutIntent =
  | 'book'
  | 'cancel_appointment'
  | 'reschedule_appointment'
  | 'confirm_online'
  | 'confirm_day'
  | 'find_slots'
  | 'count_appointments'
  | 'list_appointments'
  | 'find_client'
  | 'count_clients'
  | 'client_visit'
  | 'revenue'
  | 'master_salary'
  | 'add_client'
  | 'help';

type Args = Record<string, string | number>;

/** What the dialogue's last reply must have done. */
export type HeldOutExpectation =
  /** A read: the last reply ran this tool with (at least) these arguments, and the API answered. */
  | { tool: string; args?: Args }
  /** Free windows looked up for that day (and that master when named). */
  | { slots: { date: string; master?: string } }
  /** The clients found include this one (by name, phone or e-mail). */
  | { found: string }
  /** The number of clients: all of them, the active ones, or those new this month. */
  | { clients: 'all' | 'active' | 'new' }
  /** A client's next or last visit: its day as dd.mm in the reply, or that there is none. */
  | { visit: { client: string; which: 'next' | 'last' } }
  /** A write awaiting the user's "да", with these arguments (a booking may instead say it's taken). */
  | { confirm: string; args?: Args }
  /**
   * A write about one of a client's open appointments (on `date` when given): exactly one → it
   * awaits "да" for that appointment (with `args`); none → the reply says so; several → a question.
   */
  | { about: { client: string; date?: string }; confirm: string; args?: Args }
  /** All unconfirmed bookings of the day, awaiting one "да" (none: the reply says so). */
  | { confirmDay: string }
  /** The assistant asks for the piece named (it cannot do the task without it). */
  | { asks: 'client' | 'service' | 'date' | 'time' | 'reason' | 'reschedule' | 'phone' | 'choice' }
  /** A plain answer: the help, a refusal. */
  | { says: string };

export interface HeldOutDialogue {
  /** The user's messages, in order. */
  say: readonly string[];
  /** The intent of the request message (`at`, default the first). */
  intent: HeldOutIntent;
  /** What the request message names (only what is labelled is scored). */
  entities?: Args;
  at?: number;
  expect: HeldOutExpectation;
}

const T = '@tomorrow';
const ANNA = '#master:Анна Ковалёва';
const MARIA = '#master:Мария Иванова';
const ELENA = '#master:Елена Белова';
const MOROZOVA = '#master:Наталья Морозова';
const SOKOLOVA = '#master:Екатерина Соколова';
const EGOROVA = 'Татьяна Егорова';
const KOMAROV = 'Александр Комаров';

export const HELD_OUT: readonly HeldOutDialogue[] = [
  // ----- counting appointments
  {
    say: ['сколько записей завтра'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['скока завтра записано?'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['Сколько у нас записей на сегодня'],
    intent: 'count_appointments',
    entities: { date: '@today' },
    expect: { tool: 'count_appointments', args: { date: '@today' } },
  },
  {
    say: ['сегодня много народу?'],
    intent: 'count_appointments',
    entities: { date: '@today' },
    expect: { tool: 'count_appointments', args: { date: '@today' } },
  },
  {
    say: ['количество визитов послезавтра'],
    intent: 'count_appointments',
    entities: { date: '@+2' },
    expect: { tool: 'count_appointments', args: { date: '@+2' } },
  },
  {
    say: ['сколько записей в пятницу'],
    intent: 'count_appointments',
    entities: { date: '@fri' },
    expect: { tool: 'count_appointments', args: { date: '@fri' } },
  },
  {
    say: ['скольк записей на четверг'],
    intent: 'count_appointments',
    entities: { date: '@thu' },
    expect: { tool: 'count_appointments', args: { date: '@thu' } },
  },
  {
    say: ['сколько записей на этой неделе?'],
    intent: 'count_appointments',
    expect: { tool: 'list_appointments', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['сколько записей на следующей неделе'],
    intent: 'count_appointments',
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@nextweek', to_date: '@nextweek_end' },
    },
  },
  {
    say: ['сколько записей у Анны завтра'],
    intent: 'count_appointments',
    entities: { date: T, master: 'Анна' },
    expect: { tool: 'count_appointments', args: { date: T, master_id: ANNA } },
  },
  {
    say: ['завтра сколько клиентов у Марии?'],
    intent: 'count_appointments',
    entities: { date: T, master: 'Мария' },
    expect: { tool: 'count_appointments', args: { date: T, master_id: MARIA } },
  },
  {
    say: ['сколько отмен было на этой неделе'],
    intent: 'count_appointments',
    entities: { status: 'cancelled' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@week', to_date: '@week_end', status: 'cancelled' },
    },
  },
  {
    say: ['сколько неподтверждённых записей на завтра'],
    intent: 'count_appointments',
    entities: { date: T, status: 'scheduled' },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, status: 'scheduled' } },
  },
  {
    say: ['сколько записей завтра', 'а послезавтра?'],
    intent: 'count_appointments',
    expect: { tool: 'count_appointments', args: { date: '@+2' } },
  },
  {
    say: ['сколько записей на завтра', 'а у Елены?'],
    intent: 'count_appointments',
    expect: { tool: 'count_appointments', args: { date: T, master_id: ELENA } },
  },
  {
    say: ['сколько записей в среду', 'нет, в четверг'],
    intent: 'count_appointments',
    expect: { tool: 'count_appointments', args: { date: '@thu' } },
  },
  {
    say: ['сколько записей сегодня', 'а на завтра'],
    intent: 'count_appointments',
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['записей завтра много?'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['сколько записей у Морозовой в пятницу'],
    intent: 'count_appointments',
    entities: { date: '@fri', master: 'Морозова' },
    expect: { tool: 'count_appointments', args: { date: '@fri', master_id: MOROZOVA } },
  },
  {
    say: ['сколька записей послезавтра'],
    intent: 'count_appointments',
    entities: { date: '@+2' },
    expect: { tool: 'count_appointments', args: { date: '@+2' } },
  },

  // ----- listing appointments, the day of one master
  {
    say: ['кто записан на завтра'],
    intent: 'list_appointments',
    entities: { date: T },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T } },
  },
  {
    say: ['покажи записи на сегодня'],
    intent: 'list_appointments',
    entities: { date: '@today' },
    expect: { tool: 'list_appointments', args: { from_date: '@today', to_date: '@today' } },
  },
  {
    say: ['кто придёт в пятницу'],
    intent: 'list_appointments',
    entities: { date: '@fri' },
    expect: { tool: 'list_appointments', args: { from_date: '@fri', to_date: '@fri' } },
  },
  {
    say: ['расписание Анны на завтра'],
    intent: 'list_appointments',
    entities: { date: T, master: 'Анна' },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: ANNA } },
  },
  {
    say: ['что у Марии Ивановой завтра'],
    intent: 'list_appointments',
    entities: { date: T, master: 'Мария Иванова' },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: MARIA } },
  },
  {
    say: ['покажи день Елены Беловой в среду'],
    intent: 'list_appointments',
    entities: { date: '@wed' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@wed', to_date: '@wed', master_id: ELENA },
    },
  },
  {
    say: ['кто сегодня у Соколовой'],
    intent: 'list_appointments',
    entities: { date: '@today', master: 'Соколова' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@today', to_date: '@today', master_id: SOKOLOVA },
    },
  },
  {
    say: ['список записей на послезавтра'],
    intent: 'list_appointments',
    entities: { date: '@+2' },
    expect: { tool: 'list_appointments', args: { from_date: '@+2', to_date: '@+2' } },
  },
  {
    say: ['покажи отменённые записи за эту неделю'],
    intent: 'list_appointments',
    entities: { status: 'cancelled' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@week', to_date: '@week_end', status: 'cancelled' },
    },
  },
  {
    say: ['какие записи у Анны в четверг'],
    intent: 'list_appointments',
    entities: { date: '@thu', master: 'Анна' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@thu', to_date: '@thu', master_id: ANNA },
    },
  },
  {
    say: ['кто записан к Наталье Морозовой на завтра'],
    intent: 'list_appointments',
    entities: { date: T },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: MOROZOVA } },
  },
  {
    say: ['покажи записи клиентки Егоровой', 'Татьяна'],
    intent: 'list_appointments',
    expect: { tool: 'list_appointments', args: { client_id: `#client:${EGOROVA}` } },
  },
  {
    say: ['когда записан Комаров Александр?'],
    intent: 'list_appointments',
    expect: { tool: 'list_appointments', args: { client_id: `#client:${KOMAROV}` } },
  },
  {
    say: ['кто записан на завтра', 'а к Анне?'],
    intent: 'list_appointments',
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: ANNA } },
  },
  {
    say: ['покажи записи на сегодня', 'а на послезавтра'],
    intent: 'list_appointments',
    expect: { tool: 'list_appointments', args: { from_date: '@+2', to_date: '@+2' } },
  },
  {
    say: ['расписание Марии на сегодня'],
    intent: 'list_appointments',
    entities: { date: '@today', master: 'Мария' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@today', to_date: '@today', master_id: MARIA },
    },
  },
  {
    say: ['завтра у Анны кто?'],
    intent: 'list_appointments',
    entities: { date: T, master: 'Анна' },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: ANNA } },
  },
  {
    say: ['кто на завтра записан к Елене'],
    intent: 'list_appointments',
    entities: { date: T, master: 'Елена' },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T, master_id: ELENA } },
  },
  {
    say: ['покажи расписание Морозовой на пятницу'],
    intent: 'list_appointments',
    entities: { date: '@fri', master: 'Морозова' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@fri', to_date: '@fri', master_id: MOROZOVA },
    },
  },
  {
    say: ['записи на завтра покажи плиз'],
    intent: 'list_appointments',
    entities: { date: T },
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T } },
  },

  // ----- free times
  {
    say: ['кто свободен завтра после 16:00'],
    intent: 'find_slots',
    entities: { date: T, after: '16:00' },
    expect: { slots: { date: T } },
  },
  {
    say: ['кто свободен завтра после 16'],
    intent: 'find_slots',
    entities: { date: T, after: '16:00' },
    expect: { slots: { date: T } },
  },
  {
    say: ['есть окна завтра утром?'],
    intent: 'find_slots',
    entities: { date: T, part: 'morning' },
    expect: { slots: { date: T } },
  },
  {
    say: ['свободное время у Анны в четверг'],
    intent: 'find_slots',
    entities: { date: '@thu', master: 'Анна' },
    expect: { slots: { date: '@thu', master: ANNA } },
  },
  {
    say: ['когда свободна Мария завтра'],
    intent: 'find_slots',
    entities: { date: T, master: 'Мария' },
    expect: { slots: { date: T, master: MARIA } },
  },
  {
    say: ['найди окошко на воск в пятницу вечером'],
    intent: 'find_slots',
    entities: { date: '@fri', service: 'wax', part: 'evening' },
    expect: { slots: { date: '@fri' } },
  },
  {
    say: ['свободные окна у Елены Беловой послезавтра'],
    intent: 'find_slots',
    entities: { date: '@+2' },
    expect: { slots: { date: '@+2', master: ELENA } },
  },
  {
    say: ['есть что свободное сегодня вечером'],
    intent: 'find_slots',
    entities: { date: '@today', part: 'evening' },
    expect: { slots: { date: '@today' } },
  },
  {
    say: ['у кого есть время завтра с 10 до 12'],
    intent: 'find_slots',
    entities: { date: T },
    expect: { slots: { date: T } },
  },
  {
    say: ['окна на лазер у Анны завтра'],
    intent: 'find_slots',
    entities: { date: T, service: 'laser', master: 'Анна' },
    expect: { slots: { date: T, master: ANNA } },
  },
  {
    say: ['свободна ли Морозова в пятницу'],
    intent: 'find_slots',
    entities: { date: '@fri', master: 'Морозова' },
    expect: { slots: { date: '@fri', master: MOROZOVA } },
  },
  {
    say: ['кто может принять в четверг после обеда'],
    intent: 'find_slots',
    entities: { date: '@thu', part: 'afternoon' },
    expect: { slots: { date: '@thu' } },
  },
  {
    say: ['найди свободное время на электроэпиляцию завтра'],
    intent: 'find_slots',
    entities: { date: T, service: 'electro' },
    expect: { slots: { date: T } },
  },
  {
    say: ['кто свободен завтра', 'а в пятницу?'],
    intent: 'find_slots',
    expect: { slots: { date: '@fri' } },
  },
  {
    say: ['окна у Анны завтра', 'а у Марии?'],
    intent: 'find_slots',
    expect: { slots: { date: T, master: MARIA } },
  },
  {
    say: ['кто свободен в среду утром'],
    intent: 'find_slots',
    entities: { date: '@wed', part: 'morning' },
    expect: { slots: { date: '@wed' } },
  },
  {
    say: ['свободн окна завтра'],
    intent: 'find_slots',
    entities: { date: T },
    expect: { slots: { date: T } },
  },
  {
    say: ['есть свободное время у Соколовой в четверг?'],
    intent: 'find_slots',
    entities: { date: '@thu', master: 'Соколова' },
    expect: { slots: { date: '@thu', master: SOKOLOVA } },
  },
  {
    say: ['подбери окно на консультацию послезавтра'],
    intent: 'find_slots',
    entities: { date: '@+2', service: 'consultation' },
    expect: { slots: { date: '@+2' } },
  },
  {
    say: ['когда Анна свободна в пятницу после 15'],
    intent: 'find_slots',
    entities: { date: '@fri', after: '15:00', master: 'Анна' },
    expect: { slots: { date: '@fri', master: ANNA } },
  },

  // ----- finding clients
  {
    say: ['найди клиента +79997536565'],
    intent: 'find_client',
    entities: { phone: '79997536565' },
    expect: { found: KOMAROV },
  },
  {
    say: ['чей номер 8 999 753 65 65'],
    intent: 'find_client',
    entities: { phone: '79997536565' },
    expect: { found: KOMAROV },
  },
  {
    say: ['найди Егорову'],
    intent: 'find_client',
    entities: { client: 'Егорова' },
    expect: { found: EGOROVA },
  },
  {
    say: ['найди клиентку Оксану Ковалёву'],
    intent: 'find_client',
    entities: { client: 'Оксана Ковалёва' },
    expect: { found: 'Оксана Ковалёва' },
  },
  {
    say: ['телефон Марины Поповой'],
    intent: 'find_client',
    entities: { client: 'Марина Попова' },
    expect: { found: 'Марина Попова' },
  },
  {
    say: ['найди клиента oksana.komarova@mail.ru'],
    intent: 'find_client',
    expect: { found: 'Оксана Комарова' },
  },
  {
    say: ['есть у нас клиент Кузьмин?'],
    intent: 'find_client',
    entities: { client: 'Кузьмин' },
    expect: { found: 'Никита Кузьмин' },
  },
  {
    say: ['найди клиента Зайцева'],
    intent: 'find_client',
    entities: { client: 'Зайцева' },
    expect: { found: 'Дарья Зайцева' },
  },
  {
    say: ['чей это телефон +375 33 743 52 14'],
    intent: 'find_client',
    entities: { phone: '375337435214' },
    expect: { found: 'Александра Комарова' },
  },
  {
    say: ['контакты Ирины Фёдоровой'],
    intent: 'find_client',
    entities: { client: 'Ирина Фёдорова' },
    expect: { found: 'Ирина Фёдорова' },
  },
  {
    say: ['найди клиентку Романову'],
    intent: 'find_client',
    entities: { client: 'Романова' },
    expect: { found: 'Маргарита Романова' },
  },
  {
    say: ['найди клиента', 'Семёнова'],
    intent: 'find_client',
    expect: { found: 'Ольга Семёнова' },
  },
  {
    say: ['найди клиента по телефону 79858439990'],
    intent: 'find_client',
    entities: { phone: '79858439990' },
    expect: { found: 'Максим Попов' },
  },
  {
    say: ['кто такая Алина Андреева'],
    intent: 'find_client',
    entities: { client: 'Алина Андреева' },
    expect: { found: 'Алина Андреева' },
  },
  {
    say: ['найди клиента maksim.popov@gmail.com'],
    intent: 'find_client',
    expect: { found: 'Максим Попов' },
  },

  // ----- counting clients
  { say: ['сколько клиентов в базе?'], intent: 'count_clients', expect: { clients: 'all' } },
  { say: ['сколько у нас клиентов'], intent: 'count_clients', expect: { clients: 'all' } },
  { say: ['сколько всего клиентов'], intent: 'count_clients', expect: { clients: 'all' } },
  { say: ['сколько активных клиентов'], intent: 'count_clients', expect: { clients: 'active' } },
  {
    say: ['сколько новых клиентов в этом месяце'],
    intent: 'count_clients',
    expect: { clients: 'new' },
  },
  { say: ['скока клиентов в базе'], intent: 'count_clients', expect: { clients: 'all' } },
  { say: ['число клиентов'], intent: 'count_clients', expect: { clients: 'all' } },
  { say: ['сколько новых клиентов за месяц'], intent: 'count_clients', expect: { clients: 'new' } },
  {
    say: ['сколько записей завтра', 'а клиентов в базе сколько?'],
    intent: 'count_clients',
    at: 1,
    expect: { clients: 'all' },
  },
  {
    say: ['какая у нас клиентская база, сколько человек'],
    intent: 'count_clients',
    expect: { clients: 'all' },
  },

  // ----- a client's next and last visit
  {
    say: ['когда следующий визит Татьяны Егоровой'],
    intent: 'client_visit',
    expect: { visit: { client: EGOROVA, which: 'next' } },
  },
  {
    say: ['когда Комаров Александр придёт в следующий раз'],
    intent: 'client_visit',
    expect: { visit: { client: KOMAROV, which: 'next' } },
  },
  {
    say: ['когда последний раз была Ольга Семёнова'],
    intent: 'client_visit',
    expect: { visit: { client: 'Ольга Семёнова', which: 'last' } },
  },
  {
    say: ['последний визит Дарьи Зайцевой'],
    intent: 'client_visit',
    expect: { visit: { client: 'Дарья Зайцева', which: 'last' } },
  },
  {
    say: ['когда была у нас Егорова в последний раз?', 'Татьяна'],
    intent: 'client_visit',
    expect: { visit: { client: EGOROVA, which: 'last' } },
  },
  {
    say: ['ближайшая запись Марины Поповой'],
    intent: 'client_visit',
    expect: { visit: { client: 'Марина Попова', which: 'next' } },
  },
  {
    say: ['когда следующая запись у Никиты Кузьмина'],
    intent: 'client_visit',
    expect: { visit: { client: 'Никита Кузьмин', which: 'next' } },
  },
  {
    say: ['когда приходила Ирина Фёдорова последний раз'],
    intent: 'client_visit',
    expect: { visit: { client: 'Ирина Фёдорова', which: 'last' } },
  },

  // ----- revenue and salary
  {
    say: ['выручка за неделю'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['сколько заработали сегодня'],
    intent: 'revenue',
    entities: { date: '@today' },
    expect: { tool: 'revenue', args: { from_date: '@today', to_date: '@today' } },
  },
  {
    say: ['какая выручка в этом месяце'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@month', to_date: '@month_end' } },
  },
  {
    say: ['касса за сегодня'],
    intent: 'revenue',
    entities: { date: '@today' },
    expect: { tool: 'revenue', args: { from_date: '@today', to_date: '@today' } },
  },
  {
    say: ['доход за месяц'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@month', to_date: '@month_end' } },
  },
  {
    say: ['выручка за прошлую неделю'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@lastweek', to_date: '@lastweek_end' } },
  },
  {
    say: ['сколько денег сделали за неделю'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['выручка за сегодня', 'а за неделю?'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['оборот за этот месяц'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@month', to_date: '@month_end' } },
  },
  {
    say: ['выручка вчера'],
    intent: 'revenue',
    entities: { date: '@-1' },
    expect: { tool: 'revenue', args: { from_date: '@-1', to_date: '@-1' } },
  },
  {
    say: ['зарплата Анны'],
    intent: 'master_salary',
    entities: { master: 'Анна' },
    expect: { tool: 'master_salary', args: { master_id: ANNA } },
  },
  {
    say: ['сколько заработала Морозова'],
    intent: 'master_salary',
    entities: { master: 'Морозова' },
    expect: { tool: 'master_salary', args: { master_id: MOROZOVA } },
  },
  {
    say: ['какая зп у Марии Ивановой в этом месяце'],
    intent: 'master_salary',
    expect: { tool: 'master_salary', args: { master_id: MARIA } },
  },
  {
    say: ['зарплата мастера Елены'],
    intent: 'master_salary',
    entities: { master: 'Елена' },
    expect: { tool: 'master_salary', args: { master_id: ELENA } },
  },
  {
    say: ['сколько получит Соколова за месяц'],
    intent: 'master_salary',
    entities: { master: 'Соколова' },
    expect: { tool: 'master_salary', args: { master_id: SOKOLOVA } },
  },
  {
    say: ['зарплата Анны', 'а у Марии?'],
    intent: 'master_salary',
    expect: { tool: 'master_salary', args: { master_id: MARIA } },
  },

  // ----- booking
  {
    say: [
      'запиши клиента Александр Комаров на воск к мастеру Анна Ковалёва послезавтра в 09:00',
      'подмышки',
    ],
    intent: 'book',
    entities: { client: KOMAROV, service: 'wax', date: '@+2', time: '09:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@+2', start_time: '09:00' },
    },
  },
  {
    say: ['запиши Егорову на лазер к Анне в четверг в 11:00', 'Татьяну', 'подмышки'],
    intent: 'book',
    entities: { client: 'Егорова', service: 'laser', date: '@thu', time: '11:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@thu', start_time: '11:00', master_id: ANNA },
    },
  },
  {
    say: ['запиши Татьяну Егорову на консультацию в среду в 12'],
    intent: 'book',
    entities: { client: EGOROVA, service: 'consultation', date: '@wed', time: '12:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@wed', start_time: '12:00' },
    },
  },
  {
    say: ['запиши клиента Комаров Александр на лазер подмышек к Анне в пятницу в 10'],
    intent: 'book',
    entities: { service: 'laser', date: '@fri', time: '10:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@fri', start_time: '10:00', master_id: ANNA },
    },
  },
  {
    say: ['запиши Егорову на лазер подмышек', 'Татьяна Егорова', 'в четверг', 'в 11'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@thu', start_time: '11:00' },
    },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек к Анне в среду в 11', 'нет, на четверг'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@thu', start_time: '11:00' },
    },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек к Анне в среду в 11', 'нет, в 12'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@wed', start_time: '12:00' },
    },
  },
  {
    say: ['запиши на воск ног', 'Комаров Александр', 'в пятницу в 16:00'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@fri', start_time: '16:00' },
    },
  },
  {
    say: ['запиши Дарью Зайцеву на воск голеней в четверг в 15'],
    intent: 'book',
    entities: { client: 'Дарья Зайцева', service: 'wax', date: '@thu', time: '15:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: '#client:Дарья Зайцева', date: '@thu', start_time: '15:00' },
    },
  },
  {
    say: ['запишите Никиту Кузьмина на электроэпиляцию лица в среду в 16:00'],
    intent: 'book',
    entities: { client: 'Никита Кузьмин', service: 'electro', date: '@wed', time: '16:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: '#client:Никита Кузьмин', date: '@wed', start_time: '16:00' },
    },
  },
  {
    say: ['поставь Марину Попову на лазер голеней к Анне на четверг на 14:00'],
    intent: 'book',
    entities: { client: 'Марина Попова', service: 'laser', date: '@thu', time: '14:00' },
    expect: {
      confirm: 'create_appointment',
      args: {
        client_id: '#client:Марина Попова',
        date: '@thu',
        start_time: '14:00',
        master_id: ANNA,
      },
    },
  },
  {
    say: ['запиши Семёнову Ольгу на воск подмышек', 'в пятницу', 'в 12:00'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: '#client:Ольга Семёнова', date: '@fri', start_time: '12:00' },
    },
  },
  {
    say: ['запиши Татьяну Егорову на завтра'],
    intent: 'book',
    entities: { client: EGOROVA, date: T },
    expect: { asks: 'service' },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек в четверг'],
    intent: 'book',
    expect: { asks: 'time' },
  },
  { say: ['запиши на лазер в четверг в 11'], intent: 'book', expect: { asks: 'client' } },
  {
    say: [
      'хочу записать Комарова Александра на лазер подмышек к Анне',
      'Александр Комаров',
      'в пятницу в 11:00',
    ],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@fri', start_time: '11:00', master_id: ANNA },
    },
  },
  {
    say: ['запиши Фёдорову Ирину на электро подмышек к Марии в четверг в 10'],
    intent: 'book',
    entities: { service: 'electro', date: '@thu', time: '10:00' },
    expect: {
      confirm: 'create_appointment',
      args: {
        client_id: '#client:Ирина Фёдорова',
        date: '@thu',
        start_time: '10:00',
        master_id: MARIA,
      },
    },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек в четверг утром'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@thu' },
    },
  },
  {
    say: ['запись: Комаров Александр, воск подмышки, пятница 17:00'],
    intent: 'book',
    entities: { service: 'wax', date: '@fri', time: '17:00' },
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@fri', start_time: '17:00' },
    },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек к Анне в четверг в 11', 'отмена'],
    intent: 'book',
    expect: { says: 'ничего не меняю' },
  },

  // ----- cancelling
  {
    say: ['отмени завтрашнюю запись клиента Татьяна Егорова, причина: заболела'],
    intent: 'cancel_appointment',
    entities: { client: EGOROVA, date: T, reason: 'заболела' },
    expect: {
      about: { client: EGOROVA, date: T },
      confirm: 'cancel_appointment',
      args: { reason: 'заболела' },
    },
  },
  {
    say: ['отмени запись Егоровой на завтра, клиент заболел', 'Татьяна'],
    intent: 'cancel_appointment',
    entities: { client: 'Егорова', date: T },
    expect: { about: { client: EGOROVA, date: T }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отмени клиента Комаров Александр, причина: уехал'],
    intent: 'cancel_appointment',
    entities: { reason: 'уехал' },
    expect: {
      about: { client: KOMAROV },
      confirm: 'cancel_appointment',
      args: { reason: 'уехал' },
    },
  },
  {
    say: ['снимите запись Марины Поповой, по просьбе клиента'],
    intent: 'cancel_appointment',
    expect: { about: { client: 'Марина Попова' }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отмени послезавтрашнюю запись Татьяны Егоровой, причина — не сможет'],
    intent: 'cancel_appointment',
    entities: { date: '@+2' },
    expect: { about: { client: EGOROVA, date: '@+2' }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отмени запись Татьяны Егоровой в пятницу', 'заболела'],
    intent: 'cancel_appointment',
    expect: { about: { client: EGOROVA, date: '@fri' }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отмени запись, по просьбе клиента', 'Комаров Александр'],
    intent: 'cancel_appointment',
    expect: { about: { client: KOMAROV }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отменить визит Ольги Семёновой послезавтра, причина: командировка'],
    intent: 'cancel_appointment',
    entities: { date: '@+2', reason: 'командировка' },
    expect: {
      about: { client: 'Ольга Семёнова', date: '@+2' },
      confirm: 'cancel_appointment',
      args: { reason: 'командировка' },
    },
  },
  {
    say: ['убери запись Никиты Кузьмина, он не придёт, причина: заболел'],
    intent: 'cancel_appointment',
    expect: { about: { client: 'Никита Кузьмин' }, confirm: 'cancel_appointment' },
  },
  {
    say: ['отмени запись Дарьи Зайцевой, причина: передумала'],
    intent: 'cancel_appointment',
    expect: { about: { client: 'Дарья Зайцева' }, confirm: 'cancel_appointment' },
  },
  {
    say: ['Татьяна Егорова не придёт завтра, отмени, причина: заболела'],
    intent: 'cancel_appointment',
    expect: { about: { client: EGOROVA, date: T }, confirm: 'cancel_appointment' },
  },
  { say: ['отмени запись'], intent: 'cancel_appointment', expect: { asks: 'client' } },

  // ----- moving
  {
    say: ['перенеси Егорову с завтра на пятницу', 'Татьяна'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: EGOROVA, date: T },
      confirm: 'reschedule_appointment',
      args: { date: '@fri' },
    },
  },
  {
    say: ['перенеси запись Александра Комарова на пятницу в 16:00', 'Александр'],
    intent: 'reschedule_appointment',
    entities: { date: '@fri', time: '16:00' },
    expect: {
      about: { client: KOMAROV },
      confirm: 'reschedule_appointment',
      args: { date: '@fri', start_time: '16:00' },
    },
  },
  {
    say: ['перенесите Марину Попову на 18:00'],
    intent: 'reschedule_appointment',
    entities: { time: '18:00' },
    expect: {
      about: { client: 'Марина Попова' },
      confirm: 'reschedule_appointment',
      args: { start_time: '18:00' },
    },
  },
  {
    say: ['перенеси завтрашнюю запись Татьяны Егоровой на 17:00'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: EGOROVA, date: T },
      confirm: 'reschedule_appointment',
      args: { start_time: '17:00' },
    },
  },
  {
    say: ['сдвинь Никиту Кузьмина на час позже'],
    intent: 'reschedule_appointment',
    expect: { about: { client: 'Никита Кузьмин' }, confirm: 'reschedule_appointment' },
  },
  {
    say: ['перенеси завтрашнюю запись Татьяны Егоровой', 'на пятницу в 12:00'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: EGOROVA, date: T },
      confirm: 'reschedule_appointment',
      args: { date: '@fri', start_time: '12:00' },
    },
  },
  {
    say: ['перезапиши Ольгу Семёнову с послезавтра на четверг'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: 'Ольга Семёнова', date: '@+2' },
      confirm: 'reschedule_appointment',
      args: { date: '@thu' },
    },
  },
  {
    say: ['перенеси Зайцеву Дарью на следующую пятницу в 15:00'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: 'Дарья Зайцева' },
      confirm: 'reschedule_appointment',
      args: { start_time: '15:00' },
    },
  },
  {
    say: ['перенеси Татьяну Егорову с завтра на пятницу', 'нет, на четверг'],
    intent: 'reschedule_appointment',
    expect: {
      about: { client: EGOROVA, date: T },
      confirm: 'reschedule_appointment',
      args: { date: '@thu' },
    },
  },
  { say: ['перенеси запись'], intent: 'reschedule_appointment', expect: { asks: 'client' } },

  // ----- confirming bookings
  {
    say: ['подтверди новые онлайн-записи'],
    intent: 'confirm_online',
    expect: { tool: 'list_appointments' },
  },
  {
    say: ['есть новые заявки с сайта? подтверди их'],
    intent: 'confirm_online',
    expect: { tool: 'list_appointments' },
  },
  { say: ['прими онлайн заявки'], intent: 'confirm_online', expect: { tool: 'list_appointments' } },
  { say: ['подтверди все записи на завтра'], intent: 'confirm_day', expect: { confirmDay: T } },
  {
    say: ['подтверди все неподтверждённые записи на завтра'],
    intent: 'confirm_day',
    expect: { confirmDay: T },
  },
  { say: ['подтверди завтрашние записи'], intent: 'confirm_day', expect: { confirmDay: T } },
  { say: ['подтверди всех на послезавтра'], intent: 'confirm_day', expect: { confirmDay: '@+2' } },
  {
    say: ['сколько записей завтра', 'подтверди их все'],
    intent: 'confirm_day',
    at: 1,
    expect: { confirmDay: T },
  },

  // ----- adding clients
  {
    say: ['добавь клиента Ольга Смирнова +7 916 123-45-67'],
    intent: 'add_client',
    entities: { client: 'Ольга Смирнова', phone: '79161234567' },
    expect: { confirm: 'create_client', args: { name: 'Ольга Смирнова', phone: '79161234567' } },
  },
  {
    say: ['новый клиент Вера Соколова, телефон 8 916 765 43 21'],
    intent: 'add_client',
    entities: { client: 'Вера Соколова', phone: '79167654321' },
    expect: { confirm: 'create_client', args: { name: 'Вера Соколова', phone: '79167654321' } },
  },
  {
    say: ['заведи карточку: Анастасия Белкина +375 29 111-22-33'],
    intent: 'add_client',
    entities: { phone: '375291112233' },
    expect: {
      confirm: 'create_client',
      args: { name: 'Анастасия Белкина', phone: '375291112233' },
    },
  },
  {
    say: ['добавь нового клиента', 'Полина Гришина'],
    intent: 'add_client',
    expect: { confirm: 'create_client', args: { name: 'Полина Гришина' } },
  },
  {
    say: ['создай клиента Кира Лаврова'],
    intent: 'add_client',
    entities: { client: 'Кира Лаврова' },
    expect: { confirm: 'create_client', args: { name: 'Кира Лаврова' } },
  },
  {
    say: ['добавь клиентку Инна Фомина 89161112233'],
    intent: 'add_client',
    entities: { phone: '79161112233' },
    expect: { confirm: 'create_client', args: { name: 'Инна Фомина', phone: '79161112233' } },
  },

  // ----- help and things it does not do
  { say: ['что ты умеешь?'], intent: 'help', expect: { says: 'Я понимаю просьбы' } },
  { say: ['привет'], intent: 'help', expect: { says: 'Я понимаю просьбы' } },
  { say: ['помоги'], intent: 'help', expect: { says: 'Я понимаю просьбы' } },
  { say: ['как тобой пользоваться'], intent: 'help', expect: { says: 'Я понимаю просьбы' } },

  // ----- a new request while a question is pending, and the subject changed mid-dialogue
  {
    say: ['найди клиента Комаров', 'найди клиента +79997536565'],
    intent: 'find_client',
    at: 1,
    expect: { found: KOMAROV },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек', 'сколько записей завтра'],
    intent: 'count_appointments',
    at: 1,
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['отмени запись Егоровой', 'кто свободен завтра после 16'],
    intent: 'find_slots',
    at: 1,
    expect: { slots: { date: T } },
  },
  {
    say: ['запиши на воск', 'выручка за неделю'],
    intent: 'revenue',
    at: 1,
    expect: { tool: 'revenue', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['запиши Комарову на лазер', 'покажи записи на завтра'],
    intent: 'list_appointments',
    at: 1,
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T } },
  },
  {
    say: ['перенеси запись', 'сколько клиентов в базе?'],
    intent: 'count_clients',
    at: 1,
    expect: { clients: 'all' },
  },
  {
    say: ['добавь нового клиента', 'найди клиента +79997536565'],
    intent: 'find_client',
    at: 1,
    expect: { found: KOMAROV },
  },
  {
    say: ['запиши Татьяну Егорову на лазер подмышек в четверг', 'кто свободен в четверг после 16'],
    intent: 'find_slots',
    at: 1,
    expect: { slots: { date: '@thu' } },
  },
  {
    say: ['сколько записей завтра', 'найди Егорову'],
    intent: 'find_client',
    at: 1,
    expect: { found: EGOROVA },
  },
  {
    say: ['выручка за неделю', 'зарплата Анны'],
    intent: 'master_salary',
    at: 1,
    expect: { tool: 'master_salary', args: { master_id: ANNA } },
  },
  {
    say: ['отмени запись', 'подтверди новые онлайн-записи'],
    intent: 'confirm_online',
    at: 1,
    expect: { tool: 'list_appointments' },
  },
  {
    say: [
      'запиши Татьяну Егорову на лазер подмышек к Анне в четверг в 11',
      'сколько записей в четверг',
    ],
    intent: 'count_appointments',
    at: 1,
    expect: { tool: 'count_appointments', args: { date: '@thu' } },
  },
  {
    say: ['найди клиента Комаров', 'Александр Комаров'],
    intent: 'find_client',
    expect: { found: KOMAROV },
  },
  {
    say: ['кто свободен завтра', 'запиши клиента Александр Комаров на воск голеней завтра в 18:00'],
    intent: 'book',
    at: 1,
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: T, start_time: '18:00' },
    },
  },
  {
    say: ['сколько записей в пятницу', 'кто из них к Анне?'],
    intent: 'list_appointments',
    at: 1,
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@fri', to_date: '@fri', master_id: ANNA },
    },
  },

  // ----- colloquial, typos, word order
  {
    say: ['завтра сколько записей'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['на завтра записи скок'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['записи на завтро'],
    intent: 'list_appointments',
    expect: { tool: 'list_appointments', args: { from_date: T, to_date: T } },
  },
  {
    say: ['кто свабоден завтра'],
    intent: 'find_slots',
    entities: { date: T },
    expect: { slots: { date: T } },
  },
  {
    say: ['выручку покажи за неделю'],
    intent: 'revenue',
    expect: { tool: 'revenue', args: { from_date: '@week', to_date: '@week_end' } },
  },
  {
    say: ['зопиши Татьяну Егорову на лазер подмышек к Анне в четверг в 11'],
    intent: 'book',
    expect: {
      confirm: 'create_appointment',
      args: { client_id: `#client:${EGOROVA}`, date: '@thu', start_time: '11:00' },
    },
  },
  {
    say: ['отмени пожалуйста запись Комаров Александр причина уехал'],
    intent: 'cancel_appointment',
    expect: { about: { client: KOMAROV }, confirm: 'cancel_appointment' },
  },
  {
    say: ['Анна завтра свободна?'],
    intent: 'find_slots',
    entities: { date: T },
    expect: { slots: { date: T, master: ANNA } },
  },
  {
    say: ['сколько сегодня записей у Марии'],
    intent: 'count_appointments',
    entities: { date: '@today', master: 'Мария' },
    expect: { tool: 'count_appointments', args: { date: '@today', master_id: MARIA } },
  },
  {
    say: ['выручка сегодня какая'],
    intent: 'revenue',
    entities: { date: '@today' },
    expect: { tool: 'revenue', args: { from_date: '@today', to_date: '@today' } },
  },
  {
    say: ['кто у Анны сегодня'],
    intent: 'list_appointments',
    entities: { date: '@today' },
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@today', to_date: '@today', master_id: ANNA },
    },
  },
  { say: ['найди номер Егоровой'], intent: 'find_client', expect: { found: EGOROVA } },
  {
    say: ['а сколько завтра записей-то?'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['СКОЛЬКО ЗАПИСЕЙ ЗАВТРА'],
    intent: 'count_appointments',
    entities: { date: T },
    expect: { tool: 'count_appointments', args: { date: T } },
  },
  {
    say: ['свободные окна завтра у кого есть'],
    intent: 'find_slots',
    entities: { date: T },
    expect: { slots: { date: T } },
  },
  {
    say: ['зарплата у Анны какая'],
    intent: 'master_salary',
    expect: { tool: 'master_salary', args: { master_id: ANNA } },
  },
  { say: ['клиентов в базе сколько'], intent: 'count_clients', expect: { clients: 'all' } },
  {
    say: ['Татьяне Егоровой когда следующая запись?'],
    intent: 'client_visit',
    expect: { visit: { client: EGOROVA, which: 'next' } },
  },
  {
    say: ['кто свободен в чт после 16'],
    intent: 'find_slots',
    expect: { slots: { date: '@thu' } },
  },
  {
    say: ['записи Марии на пт'],
    intent: 'list_appointments',
    expect: {
      tool: 'list_appointments',
      args: { from_date: '@fri', to_date: '@fri', master_id: MARIA },
    },
  },

  // ----- written-out executions: the "да" performs it
  {
    say: ['добавь клиента Тамара Проверкина +7 916 000-11-22', 'да'],
    intent: 'add_client',
    expect: { tool: 'create_client', args: { name: 'Тамара Проверкина' } },
  },
  {
    say: ['добавь клиента Тамара Проверкина +7 916 000-11-23', 'нет'],
    intent: 'add_client',
    expect: { says: 'ничего не меняю' },
  },
  {
    say: ['запиши клиента Комаров Александр на лазер подмышек в пятницу в 10', 'да'],
    intent: 'book',
    expect: {
      tool: 'create_appointment',
      args: { client_id: `#client:${KOMAROV}`, date: '@fri', start_time: '10:00' },
    },
  },
];
