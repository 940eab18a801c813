// What a request names, read the way administrators wrote it when the assistant was tried on the
// demo (issue 19): the 12-hour clock, masters by surname, periods, local phone numbers.
import { describe, expect, it } from 'vitest';
import { extractEntities, firstNameNominative, surnameNominative } from './entities.ts';

// Tuesday 24 November 2026.
const TODAY = '2026-11-24';

describe('names in their cases (lvovich)', () => {
  it('brings surnames and first names to the nominative', () => {
    expect(surnameNominative('Ковалёву')).toBe('Ковалёва');
    expect(surnameNominative('Ковалёвой')).toBe('Ковалёва');
    expect(surnameNominative('Морозовой')).toBe('Морозова');
    expect(surnameNominative('Орлов')).toBe('Орлов');
    expect(firstNameNominative('Анны')).toBe('Анна');
    expect(firstNameNominative('Марии')).toBe('Мария');
    expect(firstNameNominative('Наталье')).toBe('Наталья');
  });
});

describe('the demo phrasings', () => {
  it('"запиши Ковалёву на лазер завтра в 12:00"', () => {
    expect(extractEntities('запиши Ковалёву на лазер завтра в 12:00', TODAY, 'book')).toEqual({
      client: 'Ковалёва',
      service: 'laser',
      date: '2026-11-25',
      time: '12:00',
    });
  });

  it('"кто свободен в пятницу после 15": a day and the earliest start, no name', () => {
    expect(extractEntities('кто свободен в пятницу после 15', TODAY, 'find_slots')).toEqual({
      date: '2026-11-27',
      after: '15:00',
    });
  });

  it('"в 3 часа дня", "в 7 вечера", "после 5 вечера" are afternoon hours; "на 10 утра" is not', () => {
    expect(extractEntities('запиши Иванову на воск в 3 часа дня', TODAY, 'book').time).toBe(
      '15:00',
    );
    expect(extractEntities('перенеси Орлову на 7 вечера', TODAY).time).toBe('19:00');
    expect(extractEntities('кто свободен завтра после 5 вечера', TODAY).after).toBe('17:00');
    expect(extractEntities('запиши Смирнову на 10 утра', TODAY).time).toBe('10:00');
  });

  it('a master named by surname: after "к", and for the intents about masters', () => {
    expect(
      extractEntities('поставь Петрову к Морозовой на электро в 11', TODAY, 'book'),
    ).toMatchObject({ client: 'Петрова', master: 'Морозова' });
    expect(extractEntities('зарплата Анны', TODAY, 'master_salary')).toEqual({ master: 'Анна' });
    expect(
      extractEntities('сколько у Морозовой записей завтра', TODAY, 'count_appointments'),
    ).toEqual({ master: 'Морозова', date: '2026-11-25' });
    expect(extractEntities('запиши Иванову к Анне Ковалёвой', TODAY, 'book')).toMatchObject({
      client: 'Иванова',
      master: 'Анна Ковалёва',
    });
  });

  it('periods: this, the last and the next week or month, and a named month', () => {
    expect(extractEntities('выручка за неделю', TODAY, 'revenue')).toEqual({ period: 'week' });
    expect(extractEntities('выручка за прошлую неделю', TODAY, 'revenue')).toEqual({
      period: 'week',
      date: '2026-11-17',
    });
    // A month looking back is the latest one so far; a count of a month ahead is the next one.
    expect(extractEntities('выручка за декабрь', TODAY, 'revenue')).toEqual({
      period: 'month',
      date: '2025-12-01',
    });
    expect(extractEntities('сколько записей в декабре', TODAY, 'count_appointments')).toEqual({
      period: 'month',
      date: '2026-12-01',
    });
    expect(extractEntities('выручка за 3 декабря', TODAY, 'revenue')).toEqual({
      period: 'day',
      date: '2026-12-03',
    });
  });

  it('statuses for a count or a list', () => {
    const status = (text: string) => extractEntities(text, TODAY, 'count_appointments').status;
    expect(status('сколько отменённых записей завтра')).toBe('cancelled');
    expect(status('сколько подтверждённых записей завтра')).toBe('confirmed');
    expect(status('сколько неподтверждённых записей завтра')).toBe('scheduled');
    expect(status('сколько человек не пришли вчера')).toBe('no_show');
  });

  it('a rescheduled appointment’s new day is the last one named', () => {
    expect(
      extractEntities(
        'перенеси запись Петровой с пятницы на понедельник',
        TODAY,
        'reschedule_appointment',
      ),
    ).toEqual({ client: 'Петрова', date: '2026-11-30', was: '2026-11-27' });
  });

  it('phones with the country code, with 8 or 80, and local ones', () => {
    const phone = (text: string) => extractEntities(text, TODAY, 'find_client').phone;
    expect(phone('чей номер +375 29 555-01-01')).toBe('375295550101');
    expect(phone('чей номер 8 029 555 01 01')).toBe('375295550101');
    expect(phone('чей номер 8 916 123-45-67')).toBe('79161234567');
    expect(phone('кто это 29 555-01-01')).toBe('295550101');
    expect(phone('запиши в 12:00 28.11')).toBeUndefined();
  });
});
