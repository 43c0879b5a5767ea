import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import { regraAptidao } from './historico-agendamento.routes.js';

let t: TestApp;
let recepcao: string;
let pacienteId: number;
let procedimentoId: number;
let medicoId: number;
let avaliacaoId: number;
let procedimentoEtapaId: number;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
  // a fresh patient and appointments made here, so the expectations do not depend on the demo data
  pacienteId = (
    await t.db
      .insertInto('paciente')
      .values({ nome: 'Paciente Histórico', estrangeiro: true, usuario_cadastro: 'Teste' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Harmonização facial').executeTakeFirstOrThrow()).id;
  medicoId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow()).id;
  avaliacaoId = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Avaliação').executeTakeFirstOrThrow()).id;
  procedimentoEtapaId = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Procedimento').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token = recepcao) =>
  t.app.inject({ method: 'POST', url: `/api/gerenciar/paciente/${url}`, headers: bearer(token), payload: payload as object });
const body = () => ({ procedimento: procedimentoId, idPaciente: pacienteId });

const agendar = (etapaId: number, inicio: string, status: string, extra: Record<string, unknown> = {}) =>
  t.db
    .insertInto('agendamento')
    .values({
      paciente_id: pacienteId,
      procedimento_id: procedimentoId,
      medico_id: medicoId,
      etapa_id: etapaId,
      status: status as 'PENDENTE',
      data_agendamento: inicio,
      hora_final: new Date(new Date(inicio).getTime() + 3600_000).toISOString(),
      usuario_cadastro: 'Recepção',
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('appointment history and fitness', () => {
  it('has no fitness before an evaluation, pending while it is not finished, apto once it is', async () => {
    expect((await post('verificarAptidaoParaAgendamento', body())).json()).toEqual({ status: '', apto: null, valor: 4200 });
    await agendar(avaliacaoId, '2026-01-03T12:00:00Z', 'CANCELADO', { motivo_cancelamento: 'Imprevisto do médico.' });
    expect((await post('verificarAptidaoParaAgendamento', body())).json()).toEqual({ status: '', apto: null, valor: 4200 });
    const { id } = await agendar(avaliacaoId, '2026-01-10T12:00:00Z', 'CONFIRMADO');
    expect((await post('verificarAptidaoParaAgendamento', body())).json()).toEqual({ status: 'Exame(s) pendente(s)', apto: false, valor: 4200 });
    await t.db
      .updateTable('agendamento')
      .set({ status: 'FINALIZADO', inicio_consulta: '2026-01-10T12:00:00Z', fim_consulta: '2026-01-10T12:40:00Z' })
      .where('id', '=', id)
      .execute();
    expect((await post('verificarAptidaoParaAgendamento', body())).json()).toEqual({ status: 'apto', apto: true, valor: 4200 });
  });

  it("lists the patient's appointments of the procedure, newest first, with names and consultation state", async () => {
    await agendar(procedimentoEtapaId, '2026-02-01T13:00:00Z', 'CANCELADO', { motivo_cancelamento: 'Paciente pediu para remarcar.', valor: 4200 });
    await agendar(procedimentoEtapaId, '2026-02-08T13:00:00Z', 'EM_ATENDIMENTO', { inicio_consulta: '2026-02-08T13:05:00Z', valor: 4200 });
    const res = await post('historicoAgendamento', body());
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((r) => [r.dataAgendamento, r.status, r.statusConsulta, r.etapa])).toEqual([
      ['2026-02-08T13:00:00.000Z', 'EM_ATENDIMENTO', 'EM_ATENDIMENTO', 'Procedimento'],
      ['2026-02-01T13:00:00.000Z', 'CANCELADO', 'NAO_INICIADA', 'Procedimento'],
      ['2026-01-10T12:00:00.000Z', 'FINALIZADO', 'FINALIZADA', 'Avaliação'],
      ['2026-01-03T12:00:00.000Z', 'CANCELADO', 'NAO_INICIADA', 'Avaliação'],
    ]);
    expect(rows[1]).toMatchObject({
      medicoId,
      medico: 'Dra. Helena Prado',
      procedimento: 'Harmonização facial',
      valor: 4200,
      motivoCancelamento: 'Paciente pediu para remarcar.',
      usuarioCadastro: 'Recepção',
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'status',
        'statusConsulta',
        'dataAgendamento',
        'horaFinal',
        'medicoId',
        'medico',
        'procedimento',
        'valor',
        'etapa',
        'motivoCancelamento',
        'observacao',
        'chegadaDoPaciente',
        'inicioConsulta',
        'fimConsulta',
        'usuarioCadastro',
        'horarioCadastro',
        'usuarioAlteracao',
        'horarioAlteracao',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      inicioConsulta: '2026-02-08T13:05:00.000Z',
      fimConsulta: null,
      chegadaDoPaciente: null,
      usuarioAlteracao: 'Não listado',
      observacao: null,
    });
    expect(rows[2]!.valor).toBeNull();
    // another procedure's appointments stay out
    const outro = await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Limpeza de pele').executeTakeFirstOrThrow();
    expect((await post('historicoAgendamento', { procedimento: outro.id, idPaciente: pacienteId })).json()).toEqual([]);
  });

  it('decides fitness by the evaluation alone (the exams issue adds its condition to the same rule)', async () => {
    expect(regraAptidao([])).toEqual({ status: '', apto: null });
    expect(regraAptidao(['CANCELADO'])).toEqual({ status: '', apto: null });
    expect(regraAptidao(['CANCELADO', 'PENDENTE'])).toEqual({ status: 'Exame(s) pendente(s)', apto: false });
    expect(regraAptidao(['EM_ATENDIMENTO'])).toEqual({ status: 'Exame(s) pendente(s)', apto: false });
    expect(regraAptidao(['CONFIRMADO', 'FINALIZADO'])).toEqual({ status: 'apto', apto: true });
    expect((await post('verificarAptidaoParaAgendamento', { procedimento: 2147483647, idPaciente: pacienteId })).json()).toEqual({
      status: '',
      apto: null,
      valor: null,
    });
  });

  it('needs AGENDAMENTOS_FICHA_PACIENTE and bounded ids', async () => {
    const semAba = await t.createUser(['ROLE_PACIENTES']);
    expect((await post('historicoAgendamento', body(), semAba.token)).statusCode).toBe(403);
    expect((await post('verificarAptidaoParaAgendamento', body(), semAba.token)).statusCode).toBe(403);
    expect((await post('historicoAgendamento', { procedimento: 'x', idPaciente: 1 })).statusCode).toBe(400);
    expect((await post('historicoAgendamento', { procedimento: 1 })).statusCode).toBe(400);
  });
});
