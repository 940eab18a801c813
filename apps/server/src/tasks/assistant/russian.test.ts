// The offline assistant's reading of Russian requests: days, times, services, names in their cases.
import { describe, expect, it } from 'vitest';
import {
  nameMatches,
  nameStem,
  nominative,
  parseDate,
  parseIntent,
  parseRequest,
  parseServiceType,
  parseTime,
  sameName,
} from './russian.ts';

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

describe('times', () => {
  it('reads HH:MM, H:MM and "в 15"', () => {
    expect(parseTime('в пятницу в 15:00')).toBe('15:00');
    expect(parseTime('в 9:30 завтра')).toBe('09:30');
    expect(parseTime('завтра в 15')).toBe('15:00');
    expect(parseTime('завтра в 11 часов')).toBe('11:00');
  });

  it('gives null without a time, and never reads a date as a time', () => {
    expect(parseTime('сколько записей сегодня')).toBeNull();
    expect(parseTime('на 25.11')).toBeNull();
    expect(parseTime('на 2 декабря')).toBeNull();
    expect(parseTime('в 25:00')).toBeNull();
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

  it('guesses the nominative to show', () => {
    expect(nominative('Анны')).toBe('Анна');
    expect(nominative('Анне')).toBe('Анна');
    expect(nominative('Анну')).toBe('Анна');
    expect(nominative('Анной')).toBe('Анна');
    expect(nominative('Иванову')).toBe('Иванова');
    expect(nominative('Ивановой')).toBe('Иванова');
    expect(nominative('Марии')).toBe('Мария');
    expect(nominative('Ольги')).toBe('Ольга');
    expect(nominative('Анна')).toBe('Анна');
    expect(nominative('петрову')).toBe('Петрова');
  });

  it('matches a full name by any of its words in any case', () => {
    expect(nameMatches('Анна Петрова', 'Анны')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Иванову')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Иванову Марию')).toBe(true);
    expect(nameMatches('Иванова Мария', 'Петрову')).toBe(false);
  });
});

describe('requests', () => {
  it('reads "найди окно у Анны на лазер завтра"', () => {
    expect(parseRequest('найди окно у Анны на лазер завтра', TODAY)).toEqual({
      intent: 'find_slots',
      date: '2026-11-22',
      time: null,
      serviceType: 'laser',
      masterName: 'Анны',
      clientName: null,
    });
  });

  it('reads "сколько записей сегодня"', () => {
    expect(parseRequest('Сколько записей сегодня?', TODAY)).toMatchObject({
      intent: 'count_appointments',
      date: TODAY,
    });
  });

  it('reads "запиши Иванову на воск в пятницу в 15:00"', () => {
    expect(parseRequest('запиши Иванову на воск в пятницу в 15:00', TODAY)).toEqual({
      intent: 'book',
      date: '2026-11-27',
      time: '15:00',
      serviceType: 'wax',
      masterName: null,
      clientName: 'Иванову',
    });
  });

  it('reads a booking with a full client name and a master', () => {
    expect(
      parseRequest('Запишите Иванову Марию к Анне на лазер завтра в 12:30', TODAY),
    ).toMatchObject({
      intent: 'book',
      clientName: 'Иванову Марию',
      masterName: 'Анне',
      time: '12:30',
      date: '2026-11-22',
      serviceType: 'laser',
    });
  });

  it('takes anything else as a request for help', () => {
    expect(parseIntent('привет')).toBe('help');
    expect(parseIntent('какая погода')).toBe('help');
    expect(parseIntent('есть свободное время у Ольги?')).toBe('find_slots');
  });
});
