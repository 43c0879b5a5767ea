import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { inTransaction } from './transaction.js';
import { withWriteClock } from './write-clock.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the write clock', () => {
  it('stays for reads; moves after each write and again when a transaction ends, committed or not', async () => {
    const { db, clock } = withWriteClock(database.db);
    await db.selectFrom('sala').select('id').execute();
    expect(clock.generation).toBe(0);

    await db.insertInto('sala').values({ nome: 'Sala do relógio' }).execute();
    expect(clock.generation).toBe(1);

    let during = -1;
    await inTransaction(db, async (trx) => {
      await trx.updateTable('sala').set({ nome: 'Sala do relógio 2' }).where('nome', '=', 'Sala do relógio').execute();
      during = clock.generation;
    });
    expect(during).toBe(2);
    expect(clock.generation).toBe(3);

    await expect(
      inTransaction(db, async (trx) => {
        await sql`DELETE FROM sala WHERE nome = 'Sala do relógio 2'`.execute(trx);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(clock.generation).toBe(5);
    expect(await db.selectFrom('sala').select('nome').where('nome', '=', 'Sala do relógio 2').execute()).toHaveLength(1);
  });
});
