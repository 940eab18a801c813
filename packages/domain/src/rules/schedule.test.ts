import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  masterScheduleSchema,
  type DaySchedule,
  type MasterSchedule,
} from '../schemas/schedule.ts';
import { scheduleDialogTexts } from '../messages/schedule.ts';
import { addDays, eachDate } from './dates.ts';
import {
  addSlot,
  applyTemplateConfirmText,
  applyTemplateToRange,
  canRemoveSlot,
  clearCustomDay,
  defaultSchedule,
  hasScheduleChanged,
  effectiveDay,
  isScheduleActiveOn,
  removeSlot,
  setCustomDay,
  setTemplateDay,
  templateAppliedText,
  toggleWorking,
  updateSlot,
  validateDay,
  validateSchedule,
  validateTemplateRange,
  weekdayOf,
  workingSlots,
  workingWeekdays,
} from './schedule.ts';

const TODAY = '2025-11-21'; // a Friday

const day = (isWorking: boolean, ...slots: [string, string][]): DaySchedule => ({
  isWorking,
  slots: slots.map(([start, end]) => ({ start, end })),
});

describe('defaultSchedule', () => {
  const schedule = defaultSchedule(TODAY);

  it('works Monday to Friday 09:00–18:00, Saturday 10:00–16:00, not on Sunday', () => {
    for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(schedule.template[weekday]).toEqual(day(true, ['09:00', '18:00']));
    }
    expect(schedule.template.saturday).toEqual(day(true, ['10:00', '16:00']));
    expect(schedule.template.sunday).toEqual(day(false));
    expect(schedule.customDays).toEqual({});
  });

  it('is active from today to three months ahead', () => {
    expect(schedule.activeFrom).toBe(TODAY);
    expect(schedule.activeUntil).toBe('2026-02-21');
    expect(defaultSchedule('2025-11-30').activeUntil).toBe('2026-02-28');
  });

  it('is a valid wire schedule that passes the save checks', () => {
    expect(masterScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(validateSchedule(schedule)).toEqual([]);
  });

  it('shares no slot objects between days', () => {
    const fresh = defaultSchedule(TODAY);
    expect(fresh.template.monday.slots[0]).not.toBe(fresh.template.tuesday.slots[0]);
  });

  it('lists its working weekdays for the master card', () => {
    expect(workingWeekdays(schedule)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
  });
});

describe('effectiveDay', () => {
  const schedule: MasterSchedule = {
    ...defaultSchedule(TODAY),
    customDays: {
      '2025-11-22': day(false),
      '2025-11-23': day(true, ['12:00', '15:00']),
      '2026-03-01': day(true, ['09:00', '10:00']),
    },
  };

  it('maps dates to template weekdays', () => {
    expect(weekdayOf('2025-11-17')).toBe('monday');
    expect(weekdayOf('2025-11-23')).toBe('sunday');
  });

  it('uses the template when there is no custom day', () => {
    expect(effectiveDay(schedule, '2025-11-24')).toEqual(day(true, ['09:00', '18:00']));
  });

  it('prefers the custom day over the template', () => {
    expect(effectiveDay(schedule, '2025-11-22')).toEqual(day(false));
    expect(effectiveDay(schedule, '2025-11-23')).toEqual(day(true, ['12:00', '15:00']));
  });

  it('is a day off outside activeFrom..activeUntil, custom day or not', () => {
    expect(isScheduleActiveOn(schedule, '2025-11-20')).toBe(false);
    expect(effectiveDay(schedule, '2025-11-20')).toEqual(day(false));
    expect(isScheduleActiveOn(schedule, '2026-02-21')).toBe(true);
    expect(effectiveDay(schedule, '2026-02-23')).toEqual(day(false));
    expect(effectiveDay(schedule, '2026-03-01')).toEqual(day(false));
  });

  it('returns a copy the caller may change', () => {
    const copy = effectiveDay(schedule, '2025-11-24');
    copy.slots[0]!.start = '07:00';
    expect(schedule.template.monday.slots[0]!.start).toBe('09:00');
  });

  it('gives slots only for working days', () => {
    expect(workingSlots(day(true, ['09:00', '10:00']))).toEqual([{ start: '09:00', end: '10:00' }]);
    expect(workingSlots(day(false, ['09:00', '10:00']))).toEqual([]);
  });
});

describe('editing a day', () => {
  it('turning a day on gives one 09:00–18:00 slot; turning it off clears its slots', () => {
    expect(toggleWorking(day(false))).toEqual(day(true, ['09:00', '18:00']));
    expect(toggleWorking(day(true, ['10:00', '12:00'], ['13:00', '16:00']))).toEqual(day(false));
  });

  it('adds a slot from the previous end to one hour later', () => {
    expect(addSlot(day(true, ['09:00', '13:00']))).toEqual(
      day(true, ['09:00', '13:00'], ['13:00', '14:00']),
    );
    expect(addSlot(day(true, ['09:00', '12:00'], ['13:00', '14:30']))).toEqual(
      day(true, ['09:00', '12:00'], ['13:00', '14:30'], ['14:30', '15:30']),
    );
  });

  it('adds 09:00–18:00 to a day without slots', () => {
    expect(addSlot(day(true))).toEqual(day(true, ['09:00', '18:00']));
  });

  it('adds 09:00–18:00 when the previous end is not a time yet', () => {
    expect(addSlot(day(true, ['09:00', '']))).toEqual(day(true, ['09:00', ''], ['09:00', '18:00']));
  });

  it('stops a new slot at 23:59', () => {
    expect(addSlot(day(true, ['20:00', '23:30'])).slots[1]).toEqual({
      start: '23:30',
      end: '23:59',
    });
  });

  it('removes a slot only when more than one is left', () => {
    const two = day(true, ['09:00', '12:00'], ['13:00', '18:00']);
    expect(canRemoveSlot(two)).toBe(true);
    expect(removeSlot(two, 0)).toEqual(day(true, ['13:00', '18:00']));
    expect(removeSlot(two, 1)).toEqual(day(true, ['09:00', '12:00']));
    const one = day(true, ['09:00', '18:00']);
    expect(canRemoveSlot(one)).toBe(false);
    expect(removeSlot(one, 0)).toBe(one);
  });

  it('ignores a removal outside the list', () => {
    const two = day(true, ['09:00', '12:00'], ['13:00', '18:00']);
    expect(removeSlot(two, 2)).toBe(two);
    expect(removeSlot(two, -1)).toBe(two);
  });

  it('updates one end of a slot', () => {
    const two = day(true, ['09:00', '12:00'], ['13:00', '18:00']);
    expect(updateSlot(two, 1, { end: '19:00' })).toEqual(
      day(true, ['09:00', '12:00'], ['13:00', '19:00']),
    );
    expect(updateSlot(two, 0, { start: '08:00', end: '11:00' })).toEqual(
      day(true, ['08:00', '11:00'], ['13:00', '18:00']),
    );
    expect(updateSlot(two, 5, { end: '19:00' })).toBe(two);
    expect(updateSlot(two, -1, { end: '19:00' })).toBe(two);
  });

  it('never changes the day it was given', () => {
    const original = day(true, ['09:00', '12:00'], ['13:00', '18:00']);
    const snapshot = JSON.parse(JSON.stringify(original)) as DaySchedule;
    addSlot(original);
    removeSlot(original, 0);
    updateSlot(original, 0, { start: '10:00' });
    toggleWorking(original);
    expect(original).toEqual(snapshot);
  });
});

describe('editing the schedule', () => {
  const schedule = defaultSchedule(TODAY);

  it('replaces a template weekday', () => {
    const next = setTemplateDay(schedule, 'sunday', day(true, ['11:00', '15:00']));
    expect(next.template.sunday).toEqual(day(true, ['11:00', '15:00']));
    expect(schedule.template.sunday).toEqual(day(false));
  });

  it('sets and clears a custom day', () => {
    const withCustom = setCustomDay(schedule, '2025-11-24', day(false));
    expect(effectiveDay(withCustom, '2025-11-24')).toEqual(day(false));
    expect(schedule.customDays).toEqual({});
    const cleared = clearCustomDay(withCustom, '2025-11-24');
    expect(cleared.customDays).toEqual({});
    expect(effectiveDay(cleared, '2025-11-24')).toEqual(day(true, ['09:00', '18:00']));
  });
});

describe('applying the template to a range', () => {
  const base: MasterSchedule = {
    ...defaultSchedule(TODAY),
    customDays: {
      '2025-11-30': day(true, ['10:00', '12:00']), // a Sunday inside the range
      '2025-12-01': day(false), // a Monday inside the range
      '2026-01-15': day(true, ['10:00', '12:00']), // outside the range
    },
  };

  it('needs both dates, the start not after the end', () => {
    expect(validateTemplateRange('', '2025-12-01')).toBe('Выберите диапазон дат');
    expect(validateTemplateRange('2025-12-01', undefined)).toBe('Выберите диапазон дат');
    expect(validateTemplateRange(null, null)).toBe('Выберите диапазон дат');
    expect(validateTemplateRange('2025-12-01', '2025-13-01')).toBe('Выберите диапазон дат');
    expect(validateTemplateRange('2025-12-02', '2025-12-01')).toBe(
      'Дата начала должна быть раньше даты окончания',
    );
    expect(validateTemplateRange('2025-12-01', '2025-12-01')).toBeNull();
  });

  it('copies working template days and deletes custom entries of days off', () => {
    const { schedule, days, workingDays } = applyTemplateToRange(base, '2025-11-24', '2025-12-07');
    expect(days).toBe(14);
    expect(workingDays).toBe(12);
    expect(schedule.customDays['2025-11-30']).toBeUndefined();
    expect(schedule.customDays['2025-12-01']).toEqual(day(true, ['09:00', '18:00']));
    expect(schedule.customDays['2025-11-29']).toEqual(day(true, ['10:00', '16:00']));
    expect(schedule.customDays['2026-01-15']).toEqual(day(true, ['10:00', '12:00']));
    expect(Object.keys(schedule.customDays)).toHaveLength(13);
  });

  it('sets the active dates to the range', () => {
    const { schedule } = applyTemplateToRange(base, '2025-11-24', '2025-12-07');
    expect(schedule.activeFrom).toBe('2025-11-24');
    expect(schedule.activeUntil).toBe('2025-12-07');
  });

  it('gives custom days their own slot copies', () => {
    const { schedule } = applyTemplateToRange(base, '2025-11-24', '2025-11-25');
    expect(schedule.customDays['2025-11-24']!.slots[0]).not.toBe(schedule.template.monday.slots[0]);
  });

  it('changes nothing for an unusable range', () => {
    expect(applyTemplateToRange(base, '2025-12-07', '2025-11-24')).toEqual({
      schedule: base,
      days: 0,
      workingDays: 0,
    });
  });

  it('words the confirmation and the result as the spec does', () => {
    expect(applyTemplateConfirmText(14)).toBe(
      'Применить шаблон к 14 дням? Индивидуальные настройки будут сброшены к шаблону.',
    );
    const result = applyTemplateToRange(base, '2025-11-24', '2025-12-07');
    expect(templateAppliedText(result)).toBe('Шаблон применен к 14 дням. Создано 12 рабочих дней.');
  });

  it('makes every day of the range follow the template', () => {
    const dates = fc
      .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 60 }))
      .map(([offset, length]) => [addDays(TODAY, offset), addDays(TODAY, offset + length)]);
    fc.assert(
      fc.property(dates, ([from, to]) => {
        const result = applyTemplateToRange(base, from!, to!);
        const range = eachDate(from!, to!);
        expect(result.days).toBe(range.length);
        let working = 0;
        for (const date of range) {
          const expected = base.template[weekdayOf(date)];
          expect(effectiveDay(result.schedule, date)).toEqual(
            expected.isWorking ? expected : day(false),
          );
          if (expected.isWorking) working += 1;
        }
        expect(result.workingDays).toBe(working);
      }),
    );
  });
});

describe('save checks', () => {
  it('passes a valid day and ignores the slots of a day off', () => {
    expect(validateDay(day(true, ['09:00', '12:00'], ['12:00', '18:00']))).toEqual([]);
    expect(validateDay(day(false, ['18:00', '09:00']))).toEqual([]);
  });

  it('needs a slot on a working day', () => {
    expect(validateDay(day(true))).toEqual(['В рабочем дне должен быть хотя бы один интервал']);
  });

  it('needs HH:MM times', () => {
    expect(validateDay(day(true, ['09:00', '']))).toEqual([
      'Укажите время интервала в формате ЧЧ:ММ',
    ]);
    expect(validateDay(day(true, ['9', '18:00']))).toEqual([
      'Укажите время интервала в формате ЧЧ:ММ',
    ]);
  });

  it('needs each start strictly before its end', () => {
    const expected = ['Время начала интервала должно быть раньше времени окончания'];
    expect(validateDay(day(true, ['18:00', '09:00']))).toEqual(expected);
    expect(validateDay(day(true, ['09:00', '09:00']))).toEqual(expected);
  });

  it('rejects overlapping slots, in any order', () => {
    expect(validateDay(day(true, ['13:00', '18:00'], ['09:00', '13:30']))).toEqual([
      'Интервалы не должны пересекаться',
    ]);
  });

  it('reports each kind once, in a fixed order', () => {
    expect(
      validateDay(
        day(
          true,
          ['10:00', '09:00'],
          ['xx', '10:00'],
          ['11:00', '10:00'],
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ),
      ),
    ).toEqual([
      'Укажите время интервала в формате ЧЧ:ММ',
      'Время начала интервала должно быть раньше времени окончания',
      'Интервалы не должны пересекаться',
    ]);
  });

  it('prefixes template days with their name and custom days with their date', () => {
    const schedule: MasterSchedule = {
      ...defaultSchedule(TODAY),
      customDays: {
        '2025-12-05': day(true, ['12:00', '11:00']),
        '2025-12-01': day(true),
        '2025-12-02': day(true, ['09:00', '10:00']),
      },
    };
    schedule.template.monday = day(true);
    schedule.template.sunday = day(true, ['15:00', '14:00']);
    expect(validateSchedule(schedule)).toEqual([
      'Шаблон понедельник: В рабочем дне должен быть хотя бы один интервал',
      'Шаблон воскресенье: Время начала интервала должно быть раньше времени окончания',
      '2025-12-01: В рабочем дне должен быть хотя бы один интервал',
      '2025-12-05: Время начала интервала должно быть раньше времени окончания',
    ]);
  });

  it('names every template weekday', () => {
    const schedule = defaultSchedule(TODAY);
    for (const weekday of Object.keys(schedule.template) as (keyof typeof schedule.template)[]) {
      schedule.template[weekday] = day(true);
    }
    expect(validateSchedule(schedule).map((m) => m.split(':')[0])).toEqual([
      'Шаблон понедельник',
      'Шаблон вторник',
      'Шаблон среда',
      'Шаблон четверг',
      'Шаблон пятница',
      'Шаблон суббота',
      'Шаблон воскресенье',
    ]);
  });
});

describe('schedule dialog texts', () => {
  it('names the master in the subtitle', () => {
    expect(scheduleDialogTexts.title).toBe('Управление расписанием');
    expect(scheduleDialogTexts.subtitle('Анна Петрова')).toBe(
      'Настройка расписания для Анна Петрова',
    );
  });
});

describe('hasScheduleChanged', () => {
  const schedule = defaultSchedule(TODAY);
  it('is false for the same content, whatever order the custom days were stored in', () => {
    const a = {
      ...schedule,
      customDays: {
        '2025-07-01': { isWorking: false, slots: [] },
        '2025-07-02': { isWorking: false, slots: [] },
      },
    };
    const b = {
      ...schedule,
      customDays: {
        '2025-07-02': { isWorking: false, slots: [] },
        '2025-07-01': { isWorking: false, slots: [] },
      },
    };
    expect(hasScheduleChanged(a, b)).toBe(false);
  });
  it('is true for a changed slot, a new custom day or new active dates', () => {
    expect(hasScheduleChanged(schedule, { ...schedule, activeUntil: '2030-01-01' })).toBe(true);
    expect(
      hasScheduleChanged(schedule, {
        ...schedule,
        customDays: { '2025-07-01': { isWorking: false, slots: [] } },
      }),
    ).toBe(true);
    expect(
      hasScheduleChanged(schedule, {
        ...schedule,
        template: {
          ...schedule.template,
          monday: { isWorking: true, slots: [{ start: '10:00', end: '18:00' }] },
        },
      }),
    ).toBe(true);
  });
});
