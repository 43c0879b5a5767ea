import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';

let t: TestDatabase;
const ID = 'ab12cd34-0000-4000-8000-000000000001';
beforeAll(async () => {
  t = await createTestDatabase({ upTo: '0004-procedimentos-agendamentos-etapas' });
});
afterAll(async () => {
  await t.close();
});

describe('migration 0005 (arquivo.caminho)', () => {
  it('fills in where older uploads already are and who sent them, then guards the column', async () => {
    const usuario = await t.db
      .insertInto('perfil')
      .values({ nome: 'Perfil', default_home: 'home.dashboard', perfil_equipe: 'ATENDIMENTO', authorities: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((perfil) =>
        t.db
          .insertInto('usuario')
          .values({ nome: 'Quem Enviou', email: 'quem@clinica.test', cpf: '52998224725', senha_hash: 'x', perfil_id: perfil.id })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    // a row as migration 0004 made it (no caminho, no usuario_cadastro yet)
    await (t.db as unknown as Kysely<{ arquivo: Record<string, unknown> }>)
      .insertInto('arquivo')
      .values({ id: ID, mime_type: 'image/png', nome_original: 'a.png', tamanho: 10, usuario_id: usuario.id })
      .execute();
    expect(await t.migrate('0005-arquivo-caminho')).toEqual(['0005-arquivo-caminho']);
    const row = await t.db.selectFrom('arquivo').select(['caminho', 'usuario_cadastro']).where('id', '=', ID).executeTakeFirstOrThrow();
    expect(row).toEqual({ caminho: `ab/${ID}`, usuario_cadastro: 'Quem Enviou' });

    const insert = (id: string, caminho: string, mime = 'image/png') =>
      t.db.insertInto('arquivo').values({ id, mime_type: mime, nome_original: 'b', tamanho: 1, caminho }).execute();
    await expect(insert('ab12cd34-0000-4000-8000-000000000002', '../fora')).rejects.toThrow();
    await expect(insert('ab12cd34-0000-4000-8000-000000000003', '/etc/passwd')).rejects.toThrow();
    await expect(insert('ab12cd34-0000-4000-8000-000000000004', `ab/${ID}`)).rejects.toThrow();
    await expect(insert('ab12cd34-0000-4000-8000-000000000005', 'ab/x', 'text/html')).rejects.toThrow();
    await insert('ab12cd34-0000-4000-8000-000000000006', 'ab/ab12cd34-0000-4000-8000-000000000006');
  });
});
