import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { toJson } from './database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('database', () => {
  it('returns count(*) and bigserial ids as numbers on both drivers', async () => {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from perfil`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
    const row = await t.db
      .insertInto('auditoria')
      .values({ acao: 'TESTE', detalhes: toJson({ a: 1 }) })
      .returning(['id', 'detalhes', 'criado_em'])
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('number');
    expect(row.detalhes).toEqual({ a: 1 });
    expect(row.criado_em).toBeInstanceOf(Date);
  });

  it('keeps the audit table append-only (UPDATE and DELETE refused by a trigger)', async () => {
    const row = await t.db.insertInto('auditoria').values({ acao: 'X' }).returning('id').executeTakeFirstOrThrow();
    await expect(t.db.updateTable('auditoria').set({ acao: 'Y' }).where('id', '=', row.id).execute()).rejects.toThrow(/somente inserção/);
    await expect(t.db.deleteFrom('auditoria').where('id', '=', row.id).execute()).rejects.toThrow(/somente inserção/);
    const again = await t.db.selectFrom('auditoria').select('acao').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(again.acao).toBe('X');
  });

  it('rolls back a failed transaction and serves queries afterwards', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('auditoria').values({ acao: 'DENTRO' }).execute();
        throw new Error('falha');
      }),
    ).rejects.toThrow('falha');
    const n = await t.db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('acao', '=', 'DENTRO')
      .executeTakeFirstOrThrow();
    expect(n.n).toBe(0);
  });

  it('has the default white label row', async () => {
    const wl = await t.db.selectFrom('white_label').selectAll().executeTakeFirstOrThrow();
    expect(wl.cor_do_sistema).toBe('#008B90');
    expect(wl.titulo_da_pagida).toBe('Clínica — Portal');
  });
});
