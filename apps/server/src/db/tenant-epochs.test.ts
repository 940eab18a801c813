// A list's counter (migration 0021) moves with every change to a row the list is read from, for that
// license only, whoever makes it; a kept answer (tenant-epochs.ts) is given again only while the
// counter stands still (on PGlite followed through its announcements, on PostgreSQL read). Each
// row is changed in SQL here; on PostgreSQL also through a second connection pool, as another
// server process would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './database.ts';
import { openTestDatabase, testDatabaseUrl, testEngines, type TestDatabase } from './testing.ts';
import { followTenantEpochs, keptAnswers } from './tenant-epochs.ts';

const engines = testEngines('tenant-epochs.test');

describe.each(engines)('tenant epochs on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let test: TestDatabase;
    /** The same database through a pool of its own (PostgreSQL), or the same one (PGlite). */
    let other: Database;
    let counter = 0;

    beforeAll(async () => {
      test = await openTestDatabase(engine);
      // As the server does: PGlite follows the counters' announcements, PostgreSQL reads them.
      await followTenantEpochs(test.database);
      other =
        engine === 'postgres'
          ? await openDatabase({ url: testDatabaseUrl, schema: test.schema, poolSize: 2 })
          : test.database;
    });
    afterAll(async () => {
      if (other && other !== test?.database) await other.close();
      await test?.dispose();
    });

    const run = (text: string, database = test.database) => database.db.execute(sql.raw(text));
    const one = async (text: string) =>
      (await queryRows<{ id: string }>(test.database.db, sql.raw(text)))[0]!.id;
    const epochOf = async (licenseId: string) =>
      (
        await queryRows<{ n: string }>(
          test.database.db,
          sql`select coalesce((select n::text from tenant_epochs
                where license_id = ${licenseId} and list = 'studios'), '0') as n`,
        )
      )[0]!.n;
    /** Whether `change` moved the studios counter of each license in `licenses`. */
    async function moved(licenses: string[], change: () => Promise<unknown>): Promise<boolean[]> {
      const before = await Promise.all(licenses.map(epochOf));
      await change();
      const after = await Promise.all(licenses.map(epochOf));
      return licenses.map((_, i) => after[i] !== before[i]);
    }
    const newLicense = () =>
      one(`insert into licenses (name) values ('Список ${(counter += 1)}') returning id`);
    const newStudio = (licenseId: string) =>
      one(
        `insert into studios (license_id, name, country_id, city, address, phone, time_zone)
         select '${licenseId}', 'Студия ${(counter += 1)}', id, 'Минск', 'ул. Ленина, 1',
                '+375291112233', 'Europe/Minsk' from countries where code = 'BY' returning id`,
      );
    const newMaster = (licenseId: string, studioId: string) =>
      one(
        `insert into masters (license_id, name, phone, studio_id, qualification)
         values ('${licenseId}', 'Мастер ${(counter += 1)}', '+375291112234', '${studioId}',
                 'Мастер') returning id`,
      );

    it('moves for the license whose studio is added, changed or removed, and no other', async () => {
      const [mine, theirs] = [await newLicense(), await newLicense()];
      let studioId = '';
      expect(await moved([mine, theirs], async () => (studioId = await newStudio(mine)))).toEqual([
        true,
        false,
      ]);
      expect(
        await moved([mine, theirs], () =>
          run(`update studios set phone = '+375290000000' where id = '${studioId}'`),
        ),
      ).toEqual([true, false]);
      expect(
        await moved([mine, theirs], () => run(`delete from studios where id = '${studioId}'`)),
      ).toEqual([true, false]);
    });

    it('moves when a master comes, goes, is renamed or moves studio; not for the rest of its card', async () => {
      const licenseId = await newLicense();
      const [first, second] = [await newStudio(licenseId), await newStudio(licenseId)];
      let masterId = '';
      expect(
        await moved([licenseId], async () => (masterId = await newMaster(licenseId, first))),
      ).toEqual([true]);
      const update = (set: string) => () =>
        run(`update masters set ${set} where id = '${masterId}'`);
      expect(await moved([licenseId], update(`name = 'Другое имя'`))).toEqual([true]);
      expect(await moved([licenseId], update(`studio_id = '${second}'`))).toEqual([true]);
      // The list shows a master's id only: its phone, schedule and the like change nothing there.
      expect(await moved([licenseId], update(`phone = '+375299999999', notes = 'Отпуск'`))).toEqual(
        [false],
      );
      expect(
        await moved([licenseId], () => run(`delete from masters where id = '${masterId}'`)),
      ).toEqual([true]);
    });

    it('never shows a number it showed before', async () => {
      const licenseId = await newLicense();
      const seen = new Set<string>([await epochOf(licenseId)]);
      const studioId = await newStudio(licenseId);
      seen.add(await epochOf(licenseId));
      await run(`delete from tenant_epochs where license_id = '${licenseId}'`);
      await run(`update studios set city = 'Гомель' where id = '${studioId}'`);
      expect(seen.has(await epochOf(licenseId))).toBe(false);
    });

    it('gives a kept answer while the counter stands, and a new one after any change', async () => {
      const licenseId = await newLicense();
      const studioId = await newStudio(licenseId);
      const answers = keptAnswers<string>(test.database.db, 'studios');
      let made = 0;
      /** What the list would be made of: the studio's city, read now. */
      const ask = (query = 'all') =>
        answers.answer(licenseId, query, async () => {
          made += 1;
          const [row] = await queryRows<{ city: string }>(
            test.database.db,
            sql`select city from studios where id = ${studioId}`,
          );
          return `${query}:${row!.city}`;
        });
      expect(await ask()).toBe('all:Минск');
      expect(await ask()).toBe('all:Минск');
      expect(made).toBe(1);
      // Another query of the same list is an answer of its own.
      expect(await ask('page 2')).toBe('page 2:Минск');
      expect(made).toBe(2);
      // Changed through another pool (another process on PostgreSQL): the very next answer has it.
      await run(`update studios set city = 'Брест' where id = '${studioId}'`, other);
      expect(await ask()).toBe('all:Брест');
      expect(made).toBe(3);
      // Another license's change leaves this one's answer kept.
      await newStudio(await newLicense());
      expect(await ask()).toBe('all:Брест');
      expect(made).toBe(3);
    });

    it('starts over when the kept answers reach their number or their size', async () => {
      const licenseId = await newLicense();
      const made: string[] = [];
      const asker = (limits: { answers: number; size: number }) => {
        const answers = keptAnswers<string>(test.database.db, 'studios', limits);
        return (answer: string) =>
          answers.answer(licenseId, answer, async () => {
            made.push(answer);
            return answer;
          });
      };
      const byNumber = asker({ answers: 2, size: 1_000 });
      for (const answer of ['a', 'b', 'a', 'b']) await byNumber(answer);
      expect(made).toEqual(['a', 'b']);
      // A third answer: two are kept at most, so the store starts over with it.
      for (const answer of ['c', 'a', 'c']) await byNumber(answer);
      expect(made).toEqual(['a', 'b', 'c', 'a']);

      made.length = 0;
      const bySize = asker({ answers: 100, size: 10 });
      for (const answer of ['aaaa', 'bbbb', 'aaaa', 'bbbb']) await bySize(answer);
      expect(made).toEqual(['aaaa', 'bbbb']);
      // 8 units kept; 4 more would make 12 of 10: the store starts over with the new one.
      for (const answer of ['cccc', 'aaaa', 'cccc']) await bySize(answer);
      expect(made).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    });

    it('moves every license’s counter when the tables are emptied (a truncate names no license)', async () => {
      const [first, second] = [await newLicense(), await newLicense()];
      await newStudio(first);
      await newStudio(second);
      expect(await moved([first, second], () => run('truncate masters, studios cascade'))).toEqual([
        true,
        true,
      ]);
    });
  });
});
