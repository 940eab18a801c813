import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with the BOM, separates by semicolons and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['Мастер', 'Выручка'],
        ['Анна', 2000.5],
      ]),
    ).toBe(`${CSV_BOM}Мастер;Выручка\r\nАнна;2000.5\r\n`);
  });

  it('quotes fields holding separators, quotes, line breaks or edge spaces; empties stay empty', () => {
    expect(toCsv([['a;b', 'say "hi"', 'two\nlines', ' pad', null]])).toBe(
      `${CSV_BOM}"a;b";"say ""hi""";"two\nlines";" pad";\r\n`,
    );
  });
});
