// The offline assistant's small Russian helpers: the dd.mm / weekday fallback for days, service
// types, names in their cases.
import { describe, expect, it } from 'vitest';
import { nameMatches, nameStem, parseDate, parseServiceType, sameName } from './russian.ts';

// Saturday 21 November 2026.
const TODAY = '2026-11-21';

describe('days', () => {
  it('reads сегодня, завтра, послезавтра', () => {
    expect(parseDate('сколько записей сегодня', TODAY)).toBe('2026-11-21');
    expect(parseDate('окно завтра', TODAY)).toBe('2026-11-22');
    expect(parseDate('Послезавтра в 10:00', TODAY)).toBe('2026-11-23');
  });

  it('reads weekdays as the nearest such day, today included', () => {
    expect(parseDate('в пятницу в 15:00', TODAY)).toBe('2026-11-27');
    expect(parseDate('в понедельник', TODAY)).toBe('2026-11-23');
    expect(parseDate('во вторник', TODAY)).toBe('2026-11-24');
    expect(parseDate('в среду', TODAY)).toBe('2026-11-25');
    expect(parseDate('в четверг', TODAY)).toBe('2026-11-26');
    expect(parseDate('в субботу', TODAY)).toBe('2026-11-21');
    expect(parseDate('в следующую субботу', TODAY)).toBe('2026-11-28');
    expect(parseDate('в воскресенье', TODAY)).toBe('2026-11-22');
  });

  it('reads dates written as numbers or with a month name', () => {
    expect(parseDate('на 25.11 в 15:00', TODAY)).toBe('2026-11-25');
    expect(parseDate('на 03.01', TODAY)).toBe('2027-01-03');
    expect(parseDate('на 05.12.2026', TODAY)).toBe('2026-12-05');
    expect(parseDate('на 2 декабря', TODAY)).toBe('2026-12-02');
    expect(parseDate('на 10 мая', TODAY)).toBe('2027-05-10');
  });

  it('gives null when no day is named, and never reads a time as a date', () => {
    expect(parseDate('найди окно у Анны', TODAY)).toBeNull();
    expect(parseDate('в 15:00', TODAY)).toBeNull();
    expect(parseDate('на 31.02', TODAY)).toBeNull();
  });
});

describe('services', () => {
  it('reads the four types in any form', () => {
    expect(parseServiceType('на лазер')).toBe('laser');
    expect(parseServiceType('лазерная эпиляция')).toBe('laser');
    expect(parseServiceType('на электро')).toBe('electro');
    expect(parseServiceType('электроэпиляция')).toBe('electro');
    expect(parseServiceType('на воск')).toBe('wax');
    expect(parseServiceType('восковая депиляция')).toBe('wax');
    expect(parseServiceType('на консультацию')).toBe('consultation');
    expect(parseServiceType('на стрижку')).toBeNull();
  });
});

describe('names in their cases', () => {
  it('stems every case of a name alike', () => {
    for (const form of ['Анна', 'Анны', 'Анне', 'Анну', 'Анной']) {
      expect(nameStem(form), form).toBe('анн');
    }
    for (const form of ['Иванова', 'Иванову', 'Ивановой', 'Иванов']) {
      expect(nameStem(form), form).toBe('иванов');
    }
    for (const form of ['Мария', 'Марии', 'Марию', 'Марией']) {
      expect(nameStem(form), form).toBe('мари');
    }
    expect(sameName('Алёны', 'Алена')).toBe(true);
    expect(sameName('Анны', 'Инна')).toBe(false);
    expect(sameName('Ольги', 'Ольга')).toBe(true);
  });

  it('matches a full name by any of its words in any case', () => {
    expect(nameMatches('Анна Петрова', 'Анны')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Иванову')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Иванову Марию')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Петрову')).toBe(false);
  });
});
