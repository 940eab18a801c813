// Writes corpus.json: labelled Russian requests for the offline assistant (intent + entities),
// relative to TODAY (a Tuesday). Run `node generate.mjs` after changing a template; the split into
// training and held-out test is fixed here (every fifth templated utterance of each intent is held
// out, every third hand-written one).
import { writeFileSync } from 'node:fs';

const TODAY = '2026-11-24';
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(rnd() * list.length)];

// [as written, nominative]
const CLIENTS = [
  ['Ковалёву', 'Ковалёва'],
  ['Ковалевой', 'Ковалёва'],
  ['Иванову', 'Иванова'],
  ['Петровой', 'Петрова'],
  ['Смирнову', 'Смирнова'],
  ['Соколовой', 'Соколова'],
  ['Орлову', 'Орлова'],
  ['Зайцеву', 'Зайцева'],
  ['Фёдорову', 'Фёдорова'],
  ['федорову', 'Фёдорова'],
  ['Ильину', 'Ильина'],
  ['Никитиной', 'Никитина'],
  ['Оксану Ковалёву', 'Оксана Ковалёва'],
  ['Елизавету Ковалеву', 'Елизавета Ковалёва'],
  ['Марину Волкову', 'Марина Волкова'],
  ['Попову', 'Попова'],
  ['Егорову', 'Егорова'],
  ['Лебедеву', 'Лебедева'],
];
const CLIENTS_GEN = [
  ['Ковалёвой', 'Ковалёва'],
  ['Ковалевой', 'Ковалёва'],
  ['Ивановой', 'Иванова'],
  ['Петровой', 'Петрова'],
  ['Смирновой', 'Смирнова'],
  ['Орловой', 'Орлова'],
  ['Зайцевой', 'Зайцева'],
  ['Фёдоровой', 'Фёдорова'],
  ['Оксаны Ковалёвой', 'Оксана Ковалёва'],
  ['Поповой', 'Попова'],
  ['Егоровой', 'Егорова'],
];
const CLIENTS_NOM = [
  'Ковалёва',
  'Ковалева',
  'Иванова',
  'Петрова',
  'Смирнова',
  'Орлова',
  'Зайцева',
  'Оксана Ковалёва',
  'Попова',
  'Егорова',
  'Лебедева',
];
// master after "у" / "к" / "мастера": [written, nominative]
const MASTERS_GEN = [
  ['Анны', 'Анна'],
  ['Марии', 'Мария'],
  ['Елены', 'Елена'],
  ['Екатерины', 'Екатерина'],
  ['Натальи', 'Наталья'],
  ['Светланы', 'Светлана'],
];
const MASTERS_DAT = [
  ['Анне', 'Анна'],
  ['Марии', 'Мария'],
  ['Елене', 'Елена'],
  ['Екатерине', 'Екатерина'],
  ['Наталье', 'Наталья'],
  ['Светлане', 'Светлана'],
];
const SERVICES = [
  ['лазер', 'laser'],
  ['лазерную эпиляцию', 'laser'],
  ['лазерку', 'laser'],
  ['электро', 'electro'],
  ['электроэпиляцию', 'electro'],
  ['воск', 'wax'],
  ['восковую депиляцию', 'wax'],
  ['шугаринг', 'wax'],
  ['консультацию', 'consultation'],
];
// [written, date]
const DAYS = [
  ['сегодня', '2026-11-24'],
  ['завтра', '2026-11-25'],
  ['послезавтра', '2026-11-26'],
  ['в пятницу', '2026-11-27'],
  ['в четверг', '2026-11-26'],
  ['в субботу', '2026-11-28'],
  ['в понедельник', '2026-11-30'],
  ['3 декабря', '2026-12-03'],
  ['28.11', '2026-11-28'],
  ['через неделю', '2026-12-01'],
  ['на завтра', '2026-11-25'],
  ['в среду', '2026-11-25'],
];
const TIMES = [
  ['в 12:00', '12:00'],
  ['в 15:30', '15:30'],
  ['на 10', '10:00'],
  ['в 11', '11:00'],
  ['в полдень', '12:00'],
  ['в 16.00', '16:00'],
  ['к 14', '14:00'],
  ['в 9:30', '09:30'],
];
const AFTER = [
  ['после 15', '15:00'],
  ['после 12', '12:00'],
  ['после 17:00', '17:00'],
];
const PARTS = [
  ['утром', 'morning'],
  ['вечером', 'evening'],
  ['днём', 'afternoon'],
  ['с утра', 'morning'],
];
const PHONES = [
  ['+7 916 123-45-67', '79161234567'],
  ['89031112233', '79031112233'],
  ['+79265554433', '79265554433'],
];
const REASONS = [
  ['клиент заболел', 'клиент заболел'],
  ['по просьбе клиента', 'по просьбе клиента'],
  ['мастер на больничном', 'мастер на больничном'],
];

const out = [];
function add(intent, text, entities = {}) {
  out.push({ text: text.replace(/\s+/g, ' ').trim(), intent, entities });
}
function many(n, intent, make) {
  const seen = new Set();
  for (let i = 0, guard = 0; i < n && guard < n * 20; guard += 1) {
    const [text, entities] = make();
    const clean = text.replace(/\s+/g, ' ').trim();
    if (seen.has(clean)) continue;
    seen.add(clean);
    add(intent, clean, entities);
    i += 1;
  }
}
const maybe = (s, p = 0.5) => (rnd() < p ? s : '');

// ----- book
const BOOK = [
  'запиши',
  'запишите',
  'поставь',
  'забей',
  'запиши пожалуйста',
  'нужно записать',
  'оформи запись на',
  'давай запишем',
  'зопиши',
  'впиши',
];
many(60, 'book', () => {
  const [cw, cn] = pick(CLIENTS);
  const [sw, st] = pick(SERVICES);
  const [dw, d] = pick(DAYS);
  const [tw, t] = pick(TIMES);
  const withMaster = rnd() < 0.3;
  const [mw, mn] = pick(MASTERS_DAT);
  const order = rnd() < 0.5;
  const text = order
    ? `${pick(BOOK)} ${cw} на ${sw} ${dw} ${tw} ${withMaster ? `к ${mw}` : ''}`
    : `${pick(BOOK)} ${cw} ${dw} ${tw} на ${sw} ${withMaster ? `к мастеру ${mw}` : ''}`;
  return [
    text,
    { client: cn, service: st, date: d, time: t, ...(withMaster ? { master: mn } : {}) },
  ];
});
many(14, 'book', () => {
  const [cw, cn] = pick(CLIENTS);
  const [sw, st] = pick(SERVICES);
  return [`${pick(BOOK)} ${cw} на ${sw}`, { client: cn, service: st }];
});
many(8, 'book', () => {
  const [sw, st] = pick(SERVICES);
  const [dw, d] = pick(DAYS);
  return [
    `${pick(['новая запись', 'хочу записать клиентку', 'надо записать клиента', 'запись'])} на ${sw} ${dw}`,
    { service: st, date: d },
  ];
});

// ----- cancel
const CANCEL = ['отмени', 'отменить', 'отмените', 'сними', 'убери', 'удали', 'отмена'];
many(34, 'cancel_appointment', () => {
  const [cw, cn] = pick(CLIENTS_GEN);
  const withDay = rnd() < 0.5;
  const [dw, d] = pick(DAYS.slice(0, 8));
  const withReason = rnd() < 0.4;
  const [rw, r] = pick(REASONS);
  const head = pick(CANCEL);
  const what = pick(['запись', 'последнюю запись', 'визит', 'запись клиентки', 'бронь']);
  const text = `${head} ${what} ${cw} ${withDay ? dw : ''} ${withReason ? `, причина: ${rw}` : ''}`;
  return [
    text,
    { client: cn, ...(withDay ? { date: d } : {}), ...(withReason ? { reason: r } : {}) },
  ];
});
many(6, 'cancel_appointment', () => {
  const [cw, cn] = pick(CLIENTS_NOM.map((n) => [n, n.replace('Ковалева', 'Ковалёва')]));
  return [
    `${cw} ${pick(['не придёт, отмени', 'заболела, отменяй запись', 'отказалась, сними запись'])}`,
    { client: cn },
  ];
});

// ----- reschedule
const MOVE = ['перенеси', 'перенесите', 'передвинь', 'сдвинь', 'перезапиши', 'перенести'];
many(36, 'reschedule_appointment', () => {
  const [cw, cn] = pick(CLIENTS_GEN);
  const [aw, an] = pick(CLIENTS);
  const [dw, d] = pick(DAYS);
  const [tw, t] = pick(TIMES);
  const form = rnd();
  if (form < 0.2)
    return [
      `${pick(MOVE)} ${aw} на ${dw.replace(/^(в|на) /, '')} ${tw}`,
      { client: an, date: d, time: t },
    ];
  if (form < 0.4)
    return [
      `${pick(MOVE)} запись ${cw} на ${dw.replace(/^(в|на) /, '')} ${tw}`,
      { client: cn, date: d, time: t },
    ];
  if (form < 0.7) return [`${pick(MOVE)} запись ${cw} ${tw}`, { client: cn, time: t }];
  return [
    `${pick(['можно перенести', 'нужно перенести', 'давай перенесём'])} ${aw} ${dw}`,
    { client: an, date: d },
  ];
});

// ----- confirm online bookings
many(24, 'confirm_online', () => {
  const head = pick(['подтверди', 'подтвердить', 'подтверди все', 'прими', 'одобри']);
  const what = pick([
    'новые онлайн-записи',
    'онлайн записи',
    'записи с сайта',
    'новые заявки',
    'онлайн-бронирования',
    'заявки из виджета',
    'новые записи с сайта',
  ]);
  const withDay = rnd() < 0.3;
  const [dw, d] = pick(DAYS.slice(0, 4));
  return [
    `${head} ${what} ${withDay ? `на ${dw.replace(/^(в|на) /, '')}` : ''}`,
    withDay ? { date: d } : {},
  ];
});
many(8, 'confirm_online', () => [
  pick([
    'есть новые онлайн записи? подтверди',
    'какие новые заявки с сайта',
    'покажи неподтвержденные онлайн записи',
    'новые бронирования из виджета',
    'что пришло с сайта',
    'онлайн заявки',
    'непотвержденные записи с сайта',
    'заявки с сайта подтверди',
  ]),
  {},
]);

// ----- find slots
const FREE = [
  'кто свободен',
  'найди окно',
  'найди свободное окно',
  'есть окна',
  'свободные окошки',
  'когда можно записать',
  'подбери время',
  'свободное время',
  'есть свободные слоты',
  'кто может принять',
];
many(46, 'find_slots', () => {
  const [dw, d] = pick(DAYS);
  const e = { date: d };
  let text = `${pick(FREE)}`;
  if (rnd() < 0.4) {
    const [mw, mn] = pick(MASTERS_GEN);
    text += ` у ${mw}`;
    e.master = mn;
  }
  if (rnd() < 0.6) {
    const [sw, st] = pick(SERVICES);
    text += ` на ${sw}`;
    e.service = st;
  }
  text += ` ${dw}`;
  const r = rnd();
  if (r < 0.3) {
    const [aw, a] = pick(AFTER);
    text += ` ${aw}`;
    e.after = a;
  } else if (r < 0.55) {
    const [pw, p] = pick(PARTS);
    text += ` ${pw}`;
    e.part = p;
  }
  return [text + maybe('?', 0.3), e];
});

// ----- count appointments
many(30, 'count_appointments', () => {
  const [dw, d] = pick(DAYS);
  const e = { date: d };
  let text = `${pick(['сколько записей', 'сколько у нас записей', 'скока записей', 'сколько клиентов записано', 'число записей', 'количество записей', 'сколько визитов'])} ${dw}`;
  if (rnd() < 0.3) {
    const [mw, mn] = pick(MASTERS_GEN);
    text += ` у ${mw}`;
    e.master = mn;
  }
  return [text + maybe('?', 0.4), e];
});

// ----- list appointments
many(30, 'list_appointments', () => {
  const [dw, d] = pick(DAYS);
  const e = { date: d };
  let text = `${pick(['покажи записи', 'какие записи', 'кто записан', 'список записей', 'расписание', 'что у нас', 'кто придёт', 'кто приходит', 'покажи расписание'])} ${dw}`;
  if (rnd() < 0.35) {
    const [mw, mn] = pick(MASTERS_GEN);
    text += ` у ${mw}`;
    e.master = mn;
  }
  if (rnd() < 0.15) {
    text = `${text} отменённые`;
    e.status = 'cancelled';
  }
  return [text, e];
});

// ----- find client
many(30, 'find_client', () => {
  const r = rnd();
  if (r < 0.35) {
    const [pw, p] = pick(PHONES);
    return [
      `${pick(['найди клиента по телефону', 'чей номер', 'кто это', 'найди клиентку с номером'])} ${pw}`,
      { phone: p },
    ];
  }
  const name = pick(CLIENTS_NOM);
  const nom = name.replace('Ковалева', 'Ковалёва');
  if (r < 0.7)
    return [
      `${pick(['найди клиента', 'найди клиентку', 'покажи клиента', 'карточка клиента', 'найти'])} ${name}`,
      { client: nom },
    ];
  const [gw, gn] = pick(CLIENTS_GEN);
  return [`${pick(['телефон', 'номер телефона', 'контакты', 'карточку'])} ${gw}`, { client: gn }];
});

// ----- revenue
many(28, 'revenue', () => {
  const r = rnd();
  const head = pick([
    'выручка',
    'какая выручка',
    'сколько заработали',
    'доход',
    'сколько денег',
    'касса',
    'оборот',
    'сколько визитов и выручка',
    'выручку покажи',
  ]);
  if (r < 0.35) {
    const [dw, d] = pick(DAYS.slice(0, 4));
    return [
      `${head} ${dw.replace(/^в |^на /, 'за ')}`.replace('за сегодня', 'за сегодня'),
      { date: d, period: 'day' },
    ];
  }
  if (r < 0.7)
    return [
      `${head} ${pick(['за неделю', 'за эту неделю', 'на этой неделе'])}`,
      { period: 'week' },
    ];
  return [`${head} ${pick(['за месяц', 'за этот месяц', 'в этом месяце'])}`, { period: 'month' }];
});

// ----- master salary
many(22, 'master_salary', () => {
  const head = pick([
    'зарплата',
    'сколько заработала',
    'какая зарплата у',
    'сколько получит',
    'зп',
    'заработок',
  ]);
  if (rnd() < 0.5) {
    const [mw, mn] = pick(MASTERS_GEN);
    return [`${head} ${head.endsWith('у') ? '' : 'у'} ${mw} ${maybe('за месяц')}`, { master: mn }];
  }
  return [
    `${pick(['моя зарплата', 'сколько я заработала', 'моя зп в этом месяце', 'сколько я получу', 'мой заработок'])}`,
    {},
  ];
});

// ----- add client
many(26, 'add_client', () => {
  const [first, last] = pick([
    ['Ольга', 'Смирнова'],
    ['Ирина', 'Волкова'],
    ['Дарья', 'Орлова'],
    ['Алина', 'Зайцева'],
    ['Юлия', 'Егорова'],
    ['Татьяна', 'Лебедева'],
  ]);
  const [pw, p] = pick(PHONES);
  const head = pick([
    'добавь клиента',
    'новый клиент',
    'создай клиентку',
    'заведи карточку',
    'добавить клиентку',
    'внеси клиента',
  ]);
  if (rnd() < 0.6)
    return [`${head} ${first} ${last} ${pw}`, { client: `${first} ${last}`, phone: p }];
  return [`${head} ${first} ${last}`, { client: `${first} ${last}` }];
});

// ----- help / small talk
for (const text of [
  'привет',
  'что ты умеешь',
  'помощь',
  'помоги',
  'как тобой пользоваться',
  'спасибо',
  'добрый день',
  'ты кто',
  'хелп',
  'что можно спросить',
  'расскажи что умеешь',
  'здравствуй',
])
  add('help', text);

// Split: every fifth utterance of each intent (by position) is held out.
const counts = {};
for (const item of out) {
  counts[item.intent] = (counts[item.intent] ?? 0) + 1;
  item.split = counts[item.intent] % 5 === 0 ? 'test' : 'train';
}

// ----- written by hand, not from the templates: what administrators typed when the assistant was
// tried on the demo (issue 19) and their variants; every third is held out, so the test set also
// has phrasings no template makes (the 12-hour clock, surnames of masters, periods, local phones).
const HANDWRITTEN = [
  [
    'book',
    'запиши Ковалёву на лазер завтра в 12:00',
    { client: 'Ковалёва', service: 'laser', date: '2026-11-25', time: '12:00' },
  ],
  [
    'book',
    'запиши Оксану Ковалёву на лазер подмышек в пятницу в 3 часа дня',
    { client: 'Оксана Ковалёва', service: 'laser', date: '2026-11-27', time: '15:00' },
  ],
  [
    'book',
    'поставь Петрову к Морозовой на электро послезавтра в 11',
    {
      client: 'Петрова',
      master: 'Морозова',
      service: 'electro',
      date: '2026-11-26',
      time: '11:00',
    },
  ],
  [
    'book',
    'забей Смирнову на воск голени в субботу на 10 утра',
    { client: 'Смирнова', service: 'wax', date: '2026-11-28', time: '10:00' },
  ],
  [
    'book',
    'запиши Лебедеву на шугаринг бикини в четверг в 7 вечера',
    { client: 'Лебедева', service: 'wax', date: '2026-11-26', time: '19:00' },
  ],
  [
    'book',
    'надо записать Орлову на консультацию 3 декабря в полдень',
    { client: 'Орлова', service: 'consultation', date: '2026-12-03', time: '12:00' },
  ],
  [
    'book',
    'запишите пожалуйста Иванову Марию на лазер ног через неделю в 16:30',
    { client: 'Мария Иванова', service: 'laser', date: '2026-12-01', time: '16:30' },
  ],
  [
    'book',
    'запиши Зайцеву на лазерку завтра к 14 к Анне',
    { client: 'Зайцева', service: 'laser', date: '2026-11-25', time: '14:00', master: 'Анна' },
  ],
  [
    'book',
    'запиши клиентку Попову на электроэпиляцию лица завтра в 9:30',
    { client: 'Попова', service: 'electro', date: '2026-11-25', time: '09:30' },
  ],
  [
    'book',
    'поставь Егорову на воск к Павловой в субботу в 2 часа дня',
    { client: 'Егорова', service: 'wax', master: 'Павлова', date: '2026-11-28', time: '14:00' },
  ],
  ['cancel_appointment', 'отмени последнюю запись Ковалёвой', { client: 'Ковалёва' }],
  [
    'cancel_appointment',
    'отмени запись Петровой на завтра, клиентка заболела',
    { client: 'Петрова', date: '2026-11-25', reason: 'клиентка заболела' },
  ],
  [
    'cancel_appointment',
    'сними бронь Соколовой в пятницу',
    { client: 'Соколова', date: '2026-11-27' },
  ],
  [
    'cancel_appointment',
    'Зайцева не сможет прийти в четверг, отмени',
    { client: 'Зайцева', date: '2026-11-26' },
  ],
  [
    'cancel_appointment',
    'удали запись Фёдоровой по причине: переезд',
    { client: 'Фёдорова', reason: 'переезд' },
  ],
  [
    'cancel_appointment',
    'отмените визит Егоровой послезавтра',
    { client: 'Егорова', date: '2026-11-26' },
  ],
  [
    'reschedule_appointment',
    'перенеси Иванову на завтра в 16:00',
    { client: 'Иванова', date: '2026-11-25', time: '16:00' },
  ],
  [
    'reschedule_appointment',
    'перенеси запись Петровой с пятницы на понедельник',
    { client: 'Петрова', date: '2026-11-30' },
  ],
  [
    'reschedule_appointment',
    'передвинь запись Смирновой на 17:30',
    { client: 'Смирнова', time: '17:30' },
  ],
  [
    'reschedule_appointment',
    'можно перенести Лебедеву на послезавтра на 12?',
    { client: 'Лебедева', date: '2026-11-26', time: '12:00' },
  ],
  ['reschedule_appointment', 'перенеси Орлову на 5 вечера', { client: 'Орлова', time: '17:00' }],
  [
    'reschedule_appointment',
    'сдвинь запись Зайцевой на четверг в 11',
    { client: 'Зайцева', date: '2026-11-26', time: '11:00' },
  ],
  ['confirm_online', 'подтверди все новые онлайн-записи', {}],
  ['confirm_online', 'есть новые записи с сайта? подтверди их', {}],
  ['confirm_online', 'прими новые онлайн заявки', {}],
  ['find_slots', 'кто свободен в пятницу после 15', { date: '2026-11-27', after: '15:00' }],
  [
    'find_slots',
    'есть окно на лазер завтра утром?',
    { service: 'laser', date: '2026-11-25', part: 'morning' },
  ],
  ['find_slots', 'когда свободна Морозова в четверг', { master: 'Морозова', date: '2026-11-26' }],
  [
    'find_slots',
    'свободные окна у Павловой на воск в субботу после 3 дня',
    { master: 'Павлова', service: 'wax', date: '2026-11-28', after: '15:00' },
  ],
  [
    'find_slots',
    'кто может взять клиентку на электро послезавтра',
    { service: 'electro', date: '2026-11-26' },
  ],
  [
    'find_slots',
    'есть свободное время у Соколовой в понедельник вечером',
    { master: 'Соколова', date: '2026-11-30', part: 'evening' },
  ],
  ['count_appointments', 'сколько записей завтра', { date: '2026-11-25' }],
  ['count_appointments', 'сколько записей на этой неделе', { period: 'week' }],
  [
    'count_appointments',
    'сколько отменённых записей в пятницу',
    { date: '2026-11-27', status: 'cancelled' },
  ],
  [
    'count_appointments',
    'сколько у Морозовой записей завтра',
    { master: 'Морозова', date: '2026-11-25' },
  ],
  [
    'count_appointments',
    'сколько всего записей в декабре',
    { period: 'month', date: '2026-12-01' },
  ],
  [
    'count_appointments',
    'сколько подтверждённых записей на завтра',
    { date: '2026-11-25', status: 'confirmed' },
  ],
  ['list_appointments', 'кто записан на завтра к Анне', { date: '2026-11-25', master: 'Анна' }],
  [
    'list_appointments',
    'расписание Павловой на субботу',
    { master: 'Павлова', date: '2026-11-28' },
  ],
  ['list_appointments', 'кто не пришёл сегодня', { date: '2026-11-24', status: 'no_show' }],
  [
    'list_appointments',
    'покажи все записи на следующей неделе',
    { period: 'week', date: '2026-12-01' },
  ],
  ['list_appointments', 'что у Морозовой в пятницу', { master: 'Морозова', date: '2026-11-27' }],
  [
    'list_appointments',
    'покажи отменённые записи за эту неделю',
    { period: 'week', status: 'cancelled' },
  ],
  ['find_client', 'найди клиентку по телефону +375 29 555-01-01', { phone: '375295550101' }],
  ['find_client', 'чей это номер 8 029 555 01 01', { phone: '375295550101' }],
  ['find_client', 'найди Ковалёву', { client: 'Ковалёва' }],
  ['find_client', 'есть у нас клиент Орлов?', { client: 'Орлов' }],
  ['find_client', 'телефон Оксаны Ковалёвой', { client: 'Оксана Ковалёва' }],
  ['find_client', 'кто это 29 555-01-01', { phone: '295550101' }],
  ['revenue', 'выручка за неделю', { period: 'week' }],
  ['revenue', 'какая выручка за прошлую неделю', { period: 'week', date: '2026-11-17' }],
  ['revenue', 'сколько заработал салон в этом месяце', { period: 'month' }],
  ['revenue', 'выручка за октябрь', { period: 'month', date: '2026-10-01' }],
  ['revenue', 'касса за вчера', { period: 'day', date: '2026-11-23' }],
  ['revenue', 'сколько денег было за прошлый месяц', { period: 'month', date: '2026-10-24' }],
  ['master_salary', 'зарплата Анны', { master: 'Анна' }],
  ['master_salary', 'сколько заработала Морозова в этом месяце', { master: 'Морозова' }],
  ['master_salary', 'зп Марии Ивановой', { master: 'Мария Иванова' }],
  ['master_salary', 'моя зарплата за месяц', {}],
  ['master_salary', 'сколько получит Павлова', { master: 'Павлова' }],
  ['master_salary', 'какая зп у Соколовой', { master: 'Соколова' }],
  [
    'add_client',
    'добавь клиента Ольга Смирнова +7 916 123-45-67',
    { client: 'Ольга Смирнова', phone: '79161234567' },
  ],
  [
    'add_client',
    'новая клиентка Дарья Орлова, телефон 80291234567',
    { client: 'Дарья Орлова', phone: '375291234567' },
  ],
  ['add_client', 'заведи карточку на Алину Зайцеву', { client: 'Алина Зайцева' }],
  ['add_client', 'создай клиента Татьяна Лебедева', { client: 'Татьяна Лебедева' }],
  [
    'add_client',
    'внеси новую клиентку Юлия Егорова +375 33 111 22 33',
    { client: 'Юлия Егорова', phone: '375331112233' },
  ],
  // Added after the held-out run: "сколько заработала <мастер>" was taken for revenue.
  ['master_salary', 'сколько заработала Светлана за этот месяц', { master: 'Светлана' }],
  ['master_salary', 'сколько заработала Белова', { master: 'Белова' }],
  // A client's appointments (a list whose name is no master's lists that client's).
  ['list_appointments', 'покажи записи Оксаны Ковалёвой', { master: 'Оксана Ковалёва' }],
  [
    'list_appointments',
    'какие записи у Петровой на следующей неделе',
    { master: 'Петрова', period: 'week', date: '2026-12-01' },
  ],
];
HANDWRITTEN.forEach(([intent, text, entities], index) => {
  out.push({ text, intent, entities, split: index % 3 === 2 ? 'test' : 'train', source: 'hand' });
  counts[intent] += 1;
});
writeFileSync(
  new URL('./corpus.json', import.meta.url),
  `${JSON.stringify({ today: TODAY, utterances: out }, null, 2)}\n`,
);
console.log(out.length, counts);
