import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import { DEMO_PACIENTE_SEM_PROCEDIMENTO_CPF } from '../seed/seed-agenda.js';
import type { Procedimento } from './procedimento.repository.js';

let t: TestApp;
let admin: string;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/procedimento',
  () => admin,
);

describe('procedures', () => {
  it('lists the demo procedures with their stages in order', async () => {
    const res = await call('GET', '/listar', undefined, recepcao);
    expect(res.statusCode).toBe(200);
    const capilar = res.json<Procedimento[]>().find((p) => p.nome === 'Transplante capilar')!;
    expect(capilar.valor).toBe(1850000);
    expect(capilar.etapas.map((e) => e.nomeEtapa)).toEqual(['Avaliação', 'Pré-operatório', 'Procedimento', 'Pós 7 dias', 'Pós 30 dias', 'Retorno antigo']);
    const one = await call('GET', `/listar/${capilar.id}`);
    expect(one.json()).toEqual(capilar);
    expect(expectErrorList(await call('GET', '/listar/999999'), 404)).toBe('Procedimento não encontrado.');
    expect((await call('GET', '/listar/abc')).statusCode).toBe(400);
  });

  it("lists a patient's procedures from their appointments, most recent first; none for a patient without appointments", async () => {
    const com = (await t.db.selectFrom('paciente').select('id').orderBy('nome').orderBy('id').executeTakeFirstOrThrow()).id;
    const sem = (await t.db.selectFrom('paciente').select('id').where('cpf', '=', DEMO_PACIENTE_SEM_PROCEDIMENTO_CPF).executeTakeFirstOrThrow()).id;
    const lista = (await call('GET', `/pesquisarProcedimentosDoPaciente/${com}`, undefined, recepcao)).json<Procedimento[]>();
    expect(lista.length).toBeGreaterThan(0);
    const ultimos = await t.db
      .selectFrom('agendamento')
      .select(['procedimento_id'])
      .select((eb) => eb.fn.max('data_agendamento').as('ultimo'))
      .where('paciente_id', '=', com)
      .groupBy('procedimento_id')
      .orderBy('ultimo', 'desc')
      .execute();
    expect(lista.map((p) => p.id)).toEqual(ultimos.map((u) => u.procedimento_id));
    expect((await call('GET', `/pesquisarProcedimentosDoPaciente/${sem}`, undefined, recepcao)).json()).toEqual([]);
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', `/pesquisarProcedimentosDoPaciente/${com}`, undefined, estoque)).statusCode).toBe(403);
    expect((await call('GET', '/pesquisarProcedimentosDoPaciente/9999999999', undefined, recepcao)).statusCode).toBe(400);
  });

  it('is read by patients, agenda and finance, not by stock', async () => {
    const financeiro = await t.login('financeiro@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', '/listar', undefined, financeiro)).statusCode).toBe(200);
    expect((await call('GET', '/listar', undefined, estoque)).statusCode).toBe(403);
    expect((await call('GET', '/ListarDescricaoEtapa', undefined, estoque)).statusCode).toBe(403);
  });

  it('creates and edits a procedure with stages; refuses missing fields, duplicates and unknown stages; needs GERENCIAR_CONFIGURACOES', async () => {
    const etapas = (await call('GET', '/ListarDescricaoEtapa')).json<{ id: number; nomeEtapa: string }[]>();
    const avaliacao = etapas.find((e) => e.nomeEtapa === 'Avaliação')!;
    const procedimento = etapas.find((e) => e.nomeEtapa === 'Procedimento')!;
    const created = await call('POST', '/cadastro', { nome: '  Peeling   químico ', valor: 35050, etapas: [{ id: procedimento.id }, { id: avaliacao.id }] });
    expect(created.statusCode).toBe(201);
    const body = created.json<Procedimento>();
    expect(body).toMatchObject({ nome: 'Peeling químico', valor: 35050, etapas: [{ nomeEtapa: 'Procedimento' }, { nomeEtapa: 'Avaliação' }] });

    const edited = await call('PUT', '/editar', { id: body.id, nome: 'Peeling químico', valor: 40000, etapas: [{ id: avaliacao.id }] });
    expect(edited.json<Procedimento>()).toMatchObject({ valor: 40000, etapas: [{ nomeEtapa: 'Avaliação' }] });

    const invalid = await call('POST', '/cadastro', { nome: ' ', valor: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario)).toEqual(['NOME É OBRIGATÓRIO.', 'VALOR É OBRIGATÓRIO.']);
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'peeling QUÍMICO', valor: 1000 }), 409)).toBe('Já existe um procedimento com este nome.');
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'Outro', valor: 1000, etapas: [{ id: 999999 }] }), 400)).toBe('Etapa inexistente.');
    expect((await call('GET', `/listar/${body.id}`)).json<Procedimento>().valor).toBe(40000);
    expect((await call('POST', '/cadastro', { nome: 'Sem permissão', valor: 10 }, recepcao)).statusCode).toBe(403);
    expect(expectErrorList(await call('PUT', '/editar', { id: 999999, nome: 'Nenhum', valor: 10 }), 404)).toBe('Procedimento não encontrado.');
    expect((await call('POST', '/cadastro', { nome: 'Caro demais', valor: 1e13 })).statusCode).toBe(400);
    expect((await call('POST', '/cadastro', { nome: 'Centavos', valor: 1000.6 })).json<Procedimento>().valor).toBe(1001);
    expect((await call('POST', '/cadastro', { nome: 'Meio centavo', valor: 0.4 })).statusCode).toBe(400);
    expect(await t.auditCount('PROCEDIMENTO_CRIADO')).toBe(2);
    expect(await t.auditCount('PROCEDIMENTO_EDITADO')).toBe(1);
  });

  it('creates and edits stage descriptions; refuses blank and duplicate names; needs GERENCIAR_CONFIGURACOES', async () => {
    const created = await call('POST', '/cadastroDescricaoEtapa', { nomeEtapa: '  Pós   90 dias ', ordenacao: 9, estudoCaso: true });
    expect(created.statusCode).toBe(200);
    const etapa = created.json<{ id: number }>();
    expect(etapa).toEqual({ id: etapa.id, nomeEtapa: 'Pós 90 dias', ativo: true, ordenacao: 9, estudoCaso: true, quantidadeImagens: 6, versao: 1 });
    const edited = await call('POST', '/cadastroDescricaoEtapa', { id: etapa.id, nomeEtapa: 'Pós 90 dias', ativo: false, ordenacao: 9, quantidadeImagens: 3 });
    expect(edited.json()).toEqual({ id: etapa.id, nomeEtapa: 'Pós 90 dias', ativo: false, ordenacao: 9, estudoCaso: false, quantidadeImagens: 3, versao: 2 });
    expect((await call('POST', '/cadastroDescricaoEtapa', { id: etapa.id, nomeEtapa: 'Pós 90 dias', quantidadeImagens: 7 })).statusCode).toBe(400);
    expect(await t.auditCount('ETAPA_EDITADA')).toBe(1);
    expect(
      (await call('GET', '/ListarDescricaoEtapa', undefined, recepcao)).json<{ id: number; ativo: boolean }[]>().find((e) => e.id === etapa.id)?.ativo,
    ).toBe(false);
    expect(expectErrorList(await call('POST', '/cadastroDescricaoEtapa', { nomeEtapa: ' ' }), 400)).toBe('NOME É OBRIGATÓRIO.');
    expect(expectErrorList(await call('POST', '/cadastroDescricaoEtapa', { nomeEtapa: 'avaliação' }), 409)).toBe('Já existe uma etapa com este nome.');
    expect(expectErrorList(await call('POST', '/cadastroDescricaoEtapa', { id: 999999, nomeEtapa: 'Outra' }), 404)).toBe('Etapa inexistente.');
    expect((await call('POST', '/cadastroDescricaoEtapa', { nomeEtapa: 'Sem permissão' }, recepcao)).statusCode).toBe(403);
  });

  it('refuses a stale save of a procedure or a stage (409, nothing changed): each save names the version it edited', async () => {
    const desatualizado = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
    const lido = (await call('POST', '/cadastro', { nome: 'Concorrência', valor: 10000 })).json<Procedimento>();
    expect(lido.versao).toBe(1);
    const primeiro = await call('PUT', '/editar', { id: lido.id, versao: lido.versao, nome: 'Concorrência', valor: 15000 });
    expect(primeiro.json<Procedimento>()).toMatchObject({ valor: 15000, versao: 2 });
    const segundo = await call('PUT', '/editar', { id: lido.id, versao: lido.versao, nome: 'Concorrência', valor: 20000 });
    expect(expectErrorList(segundo, 409)).toBe(desatualizado);
    expect(segundo.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await call('GET', `/listar/${lido.id}`)).json<Procedimento>()).toMatchObject({ valor: 15000, versao: 2 });
    expect(expectErrorList(await call('PUT', '/editar', { id: 999999, versao: 1, nome: 'Nenhum', valor: 10 }), 404)).toBe('Procedimento não encontrado.');
    expect((await call('PUT', '/editar', { id: lido.id, versao: 0, nome: 'Concorrência', valor: 10 })).statusCode).toBe(400);

    const etapa = (await call('POST', '/cadastroDescricaoEtapa', { nomeEtapa: 'Etapa concorrida', ordenacao: 3 })).json<{ id: number; versao: number }>();
    const etapaSalva = await call('POST', '/cadastroDescricaoEtapa', { id: etapa.id, versao: etapa.versao, nomeEtapa: 'Etapa concorrida', ordenacao: 4 });
    expect(etapaSalva.json()).toMatchObject({ ordenacao: 4, versao: 2 });
    const etapaVelha = await call('POST', '/cadastroDescricaoEtapa', { id: etapa.id, versao: etapa.versao, nomeEtapa: 'Etapa concorrida', ativo: false });
    expect(expectErrorList(etapaVelha, 409)).toBe(desatualizado);
    const atual = (await call('GET', '/ListarDescricaoEtapa')).json<{ id: number; ativo: boolean; ordenacao: number }[]>().find((e) => e.id === etapa.id);
    expect(atual).toMatchObject({ ativo: true, ordenacao: 4 });
    expect(expectErrorList(await call('POST', '/cadastroDescricaoEtapa', { id: 999999, versao: 1, nomeEtapa: 'Outra' }), 404)).toBe('Etapa inexistente.');
  });

  it('deletes a procedure nobody used; refuses one with appointments or recorded stages (409, nothing deleted); needs GERENCIAR_CONFIGURACOES', async () => {
    const etapas = (await call('GET', '/ListarDescricaoEtapa')).json<{ id: number; nomeEtapa: string }[]>();
    const avaliacao = etapas.find((e) => e.nomeEtapa === 'Avaliação')!;
    const livre = (await call('POST', '/cadastro', { nome: 'Para excluir', valor: 10, etapas: [{ id: avaliacao.id }] })).json<Procedimento>();
    expect((await call('DELETE', `/excluir/${livre.id}`, undefined, recepcao)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/excluir/${livre.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect(expectErrorList(await call('GET', `/listar/${livre.id}`), 404)).toBe('Procedimento não encontrado.');
    expect(expectErrorList(await call('DELETE', `/excluir/${livre.id}`), 404)).toBe('Procedimento não encontrado.');
    expect((await call('DELETE', '/excluir/abc')).statusCode).toBe(400);

    const emUso = 'Não é possível excluir: o procedimento tem agendamentos ou etapas registradas de pacientes. Desative-o.';
    const comAgendamento = (await t.db.selectFrom('agendamento').select('procedimento_id').executeTakeFirstOrThrow()).procedimento_id;
    expect(expectErrorList(await call('DELETE', `/excluir/${comAgendamento}`), 409)).toBe(emUso);
    expect((await call('GET', `/listar/${comAgendamento}`)).statusCode).toBe(200);

    // a stage recorded for a patient, no appointment
    const comEtapa = (await call('POST', '/cadastro', { nome: 'Com etapa registrada', valor: 10, etapas: [{ id: avaliacao.id }] })).json<Procedimento>();
    const paciente = (await t.db.selectFrom('paciente').select('id').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('etapa_resposta')
      .values({
        configuracao_etapa_id: avaliacao.id,
        paciente_id: paciente,
        procedimento_id: comEtapa.id,
        data_registro: '2025-01-10',
        hora_inicial: '2025-01-10T12:00:00Z',
        hora_final: '2025-01-10T13:00:00Z',
      })
      .execute();
    expect(expectErrorList(await call('DELETE', `/excluir/${comEtapa.id}`), 409)).toBe(emUso);
    expect(await t.auditCount('PROCEDIMENTO_EXCLUIDO')).toBe(1);
  });
});
