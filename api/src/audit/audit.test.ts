import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { auditedWrite, type AuditContext } from './audit.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const ctx: AuditContext = { actor: { id: 7, nome: 'Fulana' }, origin: { ip: '10.0.0.9', userAgent: 'jest' } };

describe('auditedWrite', () => {
  it('keeps the change and its audit row together', async () => {
    await auditedWrite(t.db, ctx, async (trx, audit) => {
      await trx.updateTable('white_label').set({ nome: 'Nova' }).where('id', '=', 1).execute();
      await audit({ acao: 'WHITE_LABEL_ALTERADO', entidade: 'white_label', entidadeId: 1, detalhes: { campos: ['nome'] } });
    });
    const rows = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'WHITE_LABEL_ALTERADO').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      usuario_id: 7,
      usuario_nome: 'Fulana',
      entidade_id: '1',
      ip: '10.0.0.9',
      user_agent: 'jest',
      detalhes: { campos: ['nome'] },
    });
    expect(rows[0]?.criado_em).toBeInstanceOf(Date);
  });

  it('leaves neither the change nor the audit row when the write fails after auditing', async () => {
    await expect(
      auditedWrite(t.db, ctx, async (trx, audit) => {
        await audit({ acao: 'FALHA_DEPOIS', entidade: 'white_label', entidadeId: 1 });
        await trx.updateTable('white_label').set({ cor_do_sistema: 'vermelho' }).where('id', '=', 1).execute();
      }),
    ).rejects.toThrow();
    const rows = await t.db.selectFrom('auditoria').select('id').where('acao', '=', 'FALHA_DEPOIS').execute();
    expect(rows).toHaveLength(0);
    const wl = await t.db.selectFrom('white_label').select('cor_do_sistema').executeTakeFirstOrThrow();
    expect(wl.cor_do_sistema).toBe('#008B90');
  });
});
