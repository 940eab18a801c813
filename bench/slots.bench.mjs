// Optimal-slot search (packages/domain rules/slots.ts): ms per master for the 14-day horizon, for
// 1 master and for 50 masters sharing 1,000 appointments. Seeded data, median of several runs.
import { tsImport } from 'tsx/esm/api';
import { smoke } from './support/smoke.mjs';

const { findOptimalSlots } = await tsImport(
  '../packages/domain/src/rules/slots.ts',
  import.meta.url,
);
const { addDays, formatTime } = await tsImport(
  '../packages/domain/src/rules/dates.ts',
  import.meta.url,
);
const { defaultSchedule, setCustomDay } = await tsImport(
  '../packages/domain/src/rules/schedule.ts',
  import.meta.url,
);

const TODAY = '2025-11-21';
const HORIZON = 14;
const DURATION_MIN = 60;
const STATUSES = ['scheduled', 'confirmed', 'completed', 'in_progress', 'cancelled', 'no_show'];

/** mulberry32: a small seeded generator, so every run measures the same data. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A default schedule with a lunch break on some days and a couple of days off, per master. */
function masterSchedule(random) {
  let schedule = defaultSchedule(TODAY);
  for (let d = 0; d <= HORIZON; d += 1) {
    const roll = random();
    const date = addDays(TODAY, d);
    if (roll < 0.1) schedule = setCustomDay(schedule, date, { isWorking: false, slots: [] });
    else if (roll < 0.4) {
      schedule = setCustomDay(schedule, date, {
        isWorking: true,
        slots: [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '20:00' },
        ],
      });
    }
  }
  return schedule;
}

/** `count` appointments spread over the masters and the horizon, never overlapping per master. */
function appointmentsFor(masterCount, count, random) {
  const taken = new Map();
  const byMaster = Array.from({ length: masterCount }, () => []);
  let placed = 0;
  while (placed < count) {
    const master = Math.floor(random() * masterCount);
    const date = addDays(TODAY, Math.floor(random() * (HORIZON + 1)));
    const start = 9 * 60 + Math.floor(random() * 36) * 15; // 09:00–17:45
    const length = [30, 45, 60, 90, 120][Math.floor(random() * 5)];
    const key = `${master} ${date}`;
    const busy = taken.get(key) ?? [];
    if (busy.some(([s, e]) => start < e && s < start + length)) continue;
    busy.push([start, start + length]);
    taken.set(key, busy);
    byMaster[master].push({
      date,
      startTime: formatTime(start),
      endTime: formatTime(Math.min(1439, start + length)),
      status: STATUSES[Math.floor(random() * STATUSES.length)],
    });
    placed += 1;
  }
  return byMaster;
}

const query = (schedule, appointments) => ({
  schedule,
  appointments,
  durationMin: DURATION_MIN,
  fromDate: TODAY,
  toDate: addDays(TODAY, HORIZON),
  today: TODAY,
  now: '10:20',
});

/**
 * Median ms per master over `runs` timed runs (each repeating the work `repeat` times, so a short
 * run still spans many clock ticks), after `warmup` untimed runs of the same work.
 */
function measure(masters, { warmup = 20, runs = 31, repeat = 1 } = {}) {
  const work = () => {
    let offered = 0;
    for (const { schedule, appointments } of masters) {
      offered += findOptimalSlots(query(schedule, appointments)).length;
    }
    return offered;
  };
  for (let i = 0; i < warmup; i += 1) work();
  const times = [];
  let offered = 0;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    for (let r = 0; r < repeat; r += 1) offered = work();
    times.push((performance.now() - t0) / repeat / masters.length);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], offered };
}

const random = seeded(20251121);

const single = [
  { schedule: masterSchedule(random), appointments: appointmentsFor(1, 20, random)[0] },
];
const fleetAppointments = appointmentsFor(50, 1000, random);
const fleet = fleetAppointments.map((appointments) => ({
  schedule: masterSchedule(random),
  appointments,
}));

const one = measure(single, smoke({ warmup: 200, runs: 31, repeat: 50 }, { warmup: 0, runs: 1 }));
const fifty = measure(fleet, smoke(undefined, { warmup: 0, runs: 1 }));

const row = (label, { median, offered }) =>
  console.log(
    `${label.padEnd(44)} ${median.toFixed(3).padStart(8)} ms per master (median; ${offered} slots offered)`,
  );
console.log(
  `optimal slots, ${HORIZON + 1} days (today..today+${HORIZON}), ${DURATION_MIN}-min service`,
);
row('1 master, 20 appointments', one);
row('50 masters, 1,000 appointments in the range', fifty);
