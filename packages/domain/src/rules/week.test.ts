import { describe, expect, it } from 'vitest';
import type { MasterSchedule } from '../schemas/schedule.ts';
import { weekdayIndex } from './dates.ts';
import {
  blocksStartingIn,
  hourRows,
  isWorkingHour,
  layoutDayBlocks,
  moveInGrid,
  shiftWeek,
  weekDays,
  weekLayout,
  weekTitle,
} from './week.ts';

const at = (
  id: string,
  date: string,
  startTime: string,
  endTime: string,
  status = 'scheduled',
) => ({
  id,
  date,
  startTime,
  endTime,
  status,
});

describe('weekDays', () => {
  it('lists Monday to Sunday of the week holding the date, across a month and a year', () => {
    expect(weekDays('2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDays('2026-11-30')[0]).toBe('2026-11-30');
    expect(weekDays('2026-12-06')[0]).toBe('2026-11-30');
    expect(weekDays('2026-01-01')[0]).toBe('2025-12-29');
    expect(weekDays('2027-03-10').map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shifts by whole weeks', () => {
    expect(shiftWeek('2026-12-02', 1)).toBe('2026-12-09');
    expect(shiftWeek('2026-12-02', -1)).toBe('2026-11-25');
  });

  it('titles the week within a month, across two and across a year', () => {
    expect(weekTitle('2026-12-09')).toBe('7 – 13 декабря 2026');
    expect(weekTitle('2026-12-02')).toBe('30 ноября – 6 декабря 2026');
    expect(weekTitle('2026-01-01')).toBe('29 декабря 2025 – 4 января 2026');
  });
});

describe('layoutDayBlocks', () => {
  it('puts overlapping appointments side by side and others full width', () => {
    const blocks = layoutDayBlocks([
      at('a', '2026-12-01', '10:00', '11:00'),
      at('b', '2026-12-01', '10:30', '11:30'),
      at('c', '2026-12-01', '11:00', '12:00'),
      at('d', '2026-12-01', '13:00', '14:00'),
    ]);
    const place = Object.fromEntries(blocks.map((b) => [b.appointment.id, [b.lane, b.lanes]]));
    // a and b overlap; c starts when a ends and takes its lane: one group of two lanes.
    expect(place).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
    expect(blocks.find((b) => b.appointment.id === 'd')).toMatchObject({ start: 780, end: 840 });
  });

  it('leaves out cancelled and no-show appointments and unreadable times', () => {
    const blocks = layoutDayBlocks([
      at('a', '2026-12-01', '10:00', '11:00', 'cancelled'),
      at('b', '2026-12-01', '10:00', '11:00', 'no_show'),
      at('c', '2026-12-01', '11:00', '10:00'),
      at('d', '2026-12-01', 'x', '10:00'),
      at('e', '2026-12-01', '10:00:00', '10:30:00', 'confirmed'),
    ]);
    expect(blocks.map((b) => [b.appointment.id, b.lane, b.lanes])).toEqual([['e', 0, 1]]);
  });
});

describe('weekLayout', () => {
  const day = { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] };
  const off = { isWorking: false, slots: [] };
  const schedule: MasterSchedule = {
    template: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { isWorking: true, slots: [{ start: '10:00', end: '16:00' }] },
      sunday: off,
    },
    customDays: { '2026-12-02': { isWorking: true, slots: [{ start: '12:00', end: '20:30' }] } },
    activeFrom: '2026-11-01',
    activeUntil: '2027-02-01',
  } as MasterSchedule;

  it("takes each day's effective working time, marks today and places the week's appointments", () => {
    const layout = weekLayout({
      date: '2026-12-03',
      today: '2026-12-01',
      schedule,
      appointments: [
        at('a', '2026-12-01', '10:00', '11:00'),
        at('b', '2026-12-06', '07:30', '08:00'),
        at('c', '2026-12-08', '10:00', '11:00'),
      ],
    });
    expect(layout.days.map((d) => d.date)).toEqual(weekDays('2026-12-03'));
    expect(layout.days.map((d) => d.isToday)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(layout.days[2]?.working).toEqual([{ start: 720, end: 1230 }]);
    expect(layout.days[5]?.working).toEqual([{ start: 600, end: 960 }]);
    expect(layout.days[6]?.working).toEqual([]);
    expect(layout.days[1]?.blocks.map((b) => b.appointment.id)).toEqual(['a']);
    // Sunday's 07:30 is outside working time: it still shows, and the axis starts at 07:00.
    expect(layout.days[6]?.blocks.map((b) => b.appointment.id)).toEqual(['b']);
    expect(layout.days.flatMap((d) => d.blocks).map((b) => b.appointment.id)).not.toContain('c');
    expect(layout.hours).toEqual({ start: 420, end: 1260 });
  });

  it('shows 09:00–18:00 for a master without a schedule or appointments', () => {
    const layout = weekLayout({
      date: '2026-12-03',
      today: '2026-12-03',
      schedule: null,
      appointments: [],
    });
    expect(layout.hours).toEqual({ start: 540, end: 1080 });
    expect(layout.days.every((d) => d.working.length === 0 && d.blocks.length === 0)).toBe(true);
  });

  it('cuts the axis into hour rows, and tells working hours and the blocks starting in each', () => {
    expect(hourRows({ start: 540, end: 720 })).toEqual([540, 600, 660]);
    const working = [{ start: 570, end: 630 }];
    expect(isWorkingHour(working, 540)).toBe(true);
    expect(isWorkingHour(working, 600)).toBe(true);
    expect(isWorkingHour(working, 630)).toBe(false);
    const blocks = layoutDayBlocks([
      at('a', '2026-12-01', '10:00', '11:00'),
      at('b', '2026-12-01', '10:59', '11:30'),
      at('c', '2026-12-01', '11:00', '12:00'),
    ]);
    expect(blocksStartingIn(blocks, 600).map((b) => b.appointment.id)).toEqual(['a', 'b']);
  });
});

describe('moveInGrid', () => {
  const size = { rows: 9, columns: 7 };
  it('moves by one cell with the arrows and stops at the edges', () => {
    expect(moveInGrid({ row: 3, column: 3 }, 'ArrowUp', size)).toEqual({ row: 2, column: 3 });
    expect(moveInGrid({ row: 3, column: 3 }, 'ArrowDown', size)).toEqual({ row: 4, column: 3 });
    expect(moveInGrid({ row: 3, column: 3 }, 'ArrowLeft', size)).toEqual({ row: 3, column: 2 });
    expect(moveInGrid({ row: 3, column: 3 }, 'ArrowRight', size)).toEqual({ row: 3, column: 4 });
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 8, column: 6 }, 'ArrowRight', size)).toEqual({ row: 8, column: 6 });
  });

  it('jumps with Home, End, Ctrl+Home, Ctrl+End, PageUp and PageDown; ignores other keys', () => {
    const cell = { row: 4, column: 3 };
    expect(moveInGrid(cell, 'Home', size)).toEqual({ row: 4, column: 0 });
    expect(moveInGrid(cell, 'End', size)).toEqual({ row: 4, column: 6 });
    expect(moveInGrid(cell, 'Home', size, true)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid(cell, 'End', size, true)).toEqual({ row: 8, column: 6 });
    expect(moveInGrid(cell, 'PageUp', size)).toEqual({ row: 0, column: 3 });
    expect(moveInGrid(cell, 'PageDown', size)).toEqual({ row: 8, column: 3 });
    expect(moveInGrid(cell, 'Enter', size)).toBeNull();
  });
});
