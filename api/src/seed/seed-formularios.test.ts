import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { findResposta, listRespostas } from '../formulario/resposta.repository.js';
import { FICHA_ANAMNESE } from '../formulario/resposta.routes.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_FICHA_PERGUNTAS, seedFormulariosDemo } from './seed-formularios.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo forms', () => {
  it("holds the active anamnesis form, filled for the first demo appointment's patient and procedure by its doctor, every question answered", async () => {
    const formulario = await t.db.selectFrom('formulario').selectAll().where('nome', '=', FICHA_ANAMNESE).executeTakeFirstOrThrow();
    expect(formulario.ativo).toBe(true);
    const agendamento = await t.db.selectFrom('agendamento').select(['paciente_id', 'procedimento_id', 'medico_id']).orderBy('id').executeTakeFirstOrThrow();
    const linhas = await listRespostas(t.db, agendamento.paciente_id, agendamento.procedimento_id);
    const linha = linhas.find((l) => l.nome === FICHA_ANAMNESE)!;
    expect(linha).toBeDefined();
    const resposta = (await findResposta(t.db, linha.id))!;
    expect(resposta.perguntas.map((p) => p.pergunta)).toEqual(DEMO_FICHA_PERGUNTAS.map((p) => p.pergunta));
    expect(resposta.respostaPerguntas).toHaveLength(DEMO_FICHA_PERGUNTAS.length);
    expect(resposta.respostaPerguntas.map((r) => r.simouNao ?? r.respostaOpcao ?? r.resposta)).toEqual([
      'NAO',
      'SIM',
      'Mista',
      'Linhas de expressão na testa e ao redor dos olhos.',
    ]);
    expect(resposta.respostaPerguntas.some((r) => r.restricao)).toBe(false);
    const medico = await t.db.selectFrom('formulario_resposta').select('medico_id').where('id', '=', linha.id).executeTakeFirstOrThrow();
    expect(medico.medico_id).toBe(agendamento.medico_id);
  });

  it('is added once', async () => {
    expect(await seedFormulariosDemo(t.db)).toBe(false);
    expect((await t.db.selectFrom('formulario').select('id').where('nome', '=', FICHA_ANAMNESE).execute()).length).toBe(1);
  });
});
