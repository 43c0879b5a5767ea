import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { addDays, clinicDay, clockOf } from '../time/clinic-time.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste, proximo } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Agendamento } from './agendamento.schemas.js';

let t: TestApp;
let recepcao: string;
let medico: { id: number; token: string };
let paciente: number;
let catalogo: Awaited<ReturnType<typeof catalogoDemo>>;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
  medico = await medicoDeTeste(t);
  paciente = await pacienteDeTeste(t, 'Beatriz Confirmação Souza');
  catalogo = await catalogoDemo(t);
});
afterAll(async () => {
  await t.close();
});

const url = (path: string) => `/api/gerenciar/agendamento/${path}`;
/** A fresh PENDENTE appointment, each in its own half hour of a coming Wednesday (08:00 to 18:00: 20 of them). */
const agendar = async (): Promise<Agendamento> => {
  const day = proximo('QUA', addDays(clinicDay(new Date()), 1));
  const start = 8 * 60 + 30 * slot++;
  const res = await t.app.inject({
    method: 'POST',
    url: url('criar'),
    headers: bearer(recepcao),
    payload: {
      procedimentoId: catalogo.procedimentoId,
      medicoId: medico.id,
      tipoCompromissoId: catalogo.tipoCompromissoId,
      pacienteId: paciente,
      dataAgendamento: `${day}T${clockOf(start)}:00`,
      horaFinal: `${day}T${clockOf(start + 30)}:00`,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Agendamento>();
};
const codigoDe = async (id: number) =>
  (await t.db.selectFrom('agendamento').select('codigo_confirmacao').where('id', '=', id).executeTakeFirstOrThrow()).codigo_confirmacao;
/** The link's calls are limited per address: each test calls from its own. */
let endereco = '';
let enderecos = 0;
beforeEach(() => {
  endereco = `198.51.100.${++enderecos}`;
});
const confirmar = (agendamentoId: string | number, token?: string, method: 'GET' | 'POST' = 'GET', remoteAddress = endereco) =>
  t.app.inject({ method, url: url(`confirmarAgendamento?agendamentoId=${agendamentoId}`), headers: token ? bearer(token) : {}, remoteAddress });
const confirmarPeloLink = (codigo: string, remoteAddress = endereco) => confirmar(codigo, undefined, 'POST', remoteAddress);
const situacao = (id: number) =>
  t.db.selectFrom('agendamento').select(['status', 'versao', 'usuario_alteracao']).where('id', '=', id).executeTakeFirstOrThrow();
/** The appointment's audit rows after its creation. */
const auditoria = (id: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['acao', 'detalhes', 'usuario_id'])
    .where('entidade', '=', 'agendamento')
    .where('entidade_id', '=', String(id))
    .where('acao', '!=', 'AGENDAMENTO_CRIADO')
    .execute();
const cancelar = (id: number, payload: unknown, token = recepcao) =>
  t.app.inject({ method: 'POST', url: url(`cancelarAgendamento?agendamentoId=${id}`), headers: bearer(token), payload: payload as object });
const chegou = (id: number, value: boolean, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: url(`pacienteChegou?id=${id}&chegou=${value}`), headers: bearer(recepcao), payload: payload as object });

describe('confirmation', () => {
  it('confirms by id for the staff (full name), and again changes nothing', async () => {
    const a = await agendar();
    const res = await confirmar(a.id, recepcao);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: a.id,
      statusAgendamento: 'CONFIRMADO',
      dataAgendamento: a.dataAgendamento,
      horaFinal: a.horaFinal,
      nomePaciente: 'Beatriz Confirmação Souza',
      nomeProcedimento: 'Harmonização facial',
      nomeMedico: a.nomeMedico,
    });
    expect((await confirmar(a.id, recepcao)).json()).toEqual(res.json());
    expect(await situacao(a.id)).toEqual({ status: 'CONFIRMADO', versao: 2, usuario_alteracao: 'Recepção' });
    expect(await auditoria(a.id)).toEqual([{ acao: 'AGENDAMENTO_CONFIRMADO', detalhes: { via: 'equipe' }, usuario_id: expect.any(Number) }]);
  });

  it('needs the agenda with a numeric id, and is not rate-limited for the staff', async () => {
    const a = await agendar();
    expect(expectErrorList(await confirmar(a.id), 401)).toBe('Sessão encerrada');
    const semAgenda = await t.createUser(['ROLE_PACIENTES']);
    expect(expectErrorList(await confirmar(a.id, semAgenda.token), 403)).toBe('Usuário sem permissão para esta operação.');
    expect(expectErrorList(await confirmar(999999, recepcao), 404)).toBe('Agendamento não encontrado.');
    expect((await confirmar('abc')).statusCode).toBe(400);
    for (let i = 0; i < 21; i++) expect((await confirmar(a.id, recepcao)).statusCode).toBe(200);
  });

  it('GET with the code only reads (first name only): link scanners open it by themselves', async () => {
    const a = await agendar();
    const codigo = await codigoDe(a.id);
    const res = await confirmar(codigo.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: a.id,
      statusAgendamento: 'PENDENTE',
      dataAgendamento: a.dataAgendamento,
      horaFinal: a.horaFinal,
      nomePaciente: 'Beatriz',
      nomeProcedimento: 'Harmonização facial',
      nomeMedico: a.nomeMedico,
    });
    expect((await confirmar(codigo)).json()).toEqual(res.json());
    expect(await situacao(a.id)).toEqual({ status: 'PENDENTE', versao: 1, usuario_alteracao: 'Recepção' });
    expect(await auditoria(a.id)).toEqual([]);
    expect(expectErrorList(await confirmar('00000000-0000-4000-8000-000000000000'), 404)).toBe('Agendamento não encontrado.');
  });

  it('POST with the code confirms once, through the link', async () => {
    const a = await agendar();
    const codigo = await codigoDe(a.id);
    const res = await confirmarPeloLink(codigo.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, statusAgendamento: 'CONFIRMADO', nomePaciente: 'Beatriz', nomeProcedimento: 'Harmonização facial' });
    expect((await confirmarPeloLink(codigo)).json()).toEqual(res.json());
    expect((await confirmar(codigo)).json()).toEqual(res.json());
    expect(await situacao(a.id)).toEqual({ status: 'CONFIRMADO', versao: 2, usuario_alteracao: 'Paciente (link de confirmação)' });
    expect(await auditoria(a.id)).toEqual([{ acao: 'AGENDAMENTO_CONFIRMADO', detalhes: { via: 'link' }, usuario_id: null }]);
    // the staff's numeric id is not the link's call
    expect((await confirmarPeloLink(String(a.id))).statusCode).toBe(400);
    expect(expectErrorList(await confirmarPeloLink('00000000-0000-4000-8000-000000000000'), 404)).toBe('Agendamento não encontrado.');
  });

  it('the link stops working once the appointment started, finished or was cancelled: 410 with no details', async () => {
    const cancelado = await agendar();
    await cancelar(cancelado.id, { motivoCancelamento: 'Paciente desistiu.' });
    const comecou = await agendar(); // its start has passed, still PENDENTE
    await t.db
      .updateTable('agendamento')
      .set({ data_agendamento: new Date(Date.now() - 10 * 60_000), hora_final: new Date(Date.now() + 20 * 60_000) })
      .where('id', '=', comecou.id)
      .execute();
    const emAtendimento = await agendar();
    await t.db.updateTable('agendamento').set({ status: 'EM_ATENDIMENTO', inicio_consulta: new Date() }).where('id', '=', emAtendimento.id).execute();
    const finalizado = await agendar();
    await t.db
      .updateTable('agendamento')
      .set({ status: 'FINALIZADO', inicio_consulta: new Date(), fim_consulta: new Date() })
      .where('id', '=', finalizado.id)
      .execute();
    for (const a of [cancelado, comecou, emAtendimento, finalizado]) {
      const antes = await situacao(a.id);
      const codigo = await codigoDe(a.id);
      for (const res of [await confirmar(codigo), await confirmarPeloLink(codigo)]) {
        expect(expectErrorList(res, 410)).toBe('Este link de confirmação não é mais válido.');
        expect(res.body).not.toMatch(/Beatriz|Harmoniza|Souza/);
        expect(res.body).not.toContain(a.nomeMedico);
      }
      expect(await situacao(a.id)).toEqual(antes);
    }
  });

  it('limits each of the link calls to 20 a minute per address', async () => {
    const codigo = await codigoDe((await agendar()).id);
    for (const chamar of [() => confirmar(codigo), () => confirmarPeloLink(codigo)]) {
      for (let i = 0; i < 20; i++) expect((await chamar()).statusCode).toBe(200);
      expect(expectErrorList(await chamar(), 429)).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
    }
    expect((await confirmar(codigo, undefined, 'GET', '198.51.100.250')).statusCode).toBe(200);
  });
});

describe('cancellation', () => {
  it('needs the reason, cancels PENDENTE or CONFIRMADO once, never a consultation under way', async () => {
    const a = await agendar();
    expect(expectErrorList(await cancelar(a.id, { motivoCancelamento: '  ' }), 400)).toBe('MOTIVO É OBRIGATÓRIO.');
    expect(expectErrorList(await cancelar(a.id, undefined), 400)).toBe('MOTIVO É OBRIGATÓRIO.');
    const res = await cancelar(a.id, { motivoCancelamento: ' Imprevisto do médico. ' });
    expect(res.json()).toMatchObject({ statusAgendamento: 'CANCELADO', motivoCancelamento: 'Imprevisto do médico.', versao: 2 });
    expect(expectErrorList(await cancelar(a.id, { motivoCancelamento: 'De novo' }), 409)).toBe('Agendamento cancelado não pode ser alterado.');
    const b = await agendar();
    await t.db.updateTable('agendamento').set({ status: 'EM_ATENDIMENTO', inicio_consulta: new Date() }).where('id', '=', b.id).execute();
    expect(expectErrorList(await cancelar(b.id, { motivoCancelamento: 'x' }), 409)).toBe('Agendamento em atendimento não pode ser cancelado.');
    expect(expectErrorList(await cancelar(999999, { motivoCancelamento: 'x' }), 404)).toBe('Agendamento não encontrado.');
    const semEditar = await t.createUser(['ROLE_AGENDAMENTOS']);
    expect((await cancelar(b.id, { motivoCancelamento: 'x' }, semEditar.token)).statusCode).toBe(403);
  });
});

/** A fresh appointment moved to start now (as an exception, off the slot rules): arrivals belong to the appointment's day. */
const agendarAgora = async (): Promise<Agendamento> => {
  const a = await agendar();
  const agora = new Date();
  await t.db
    .updateTable('agendamento')
    .set({ data_agendamento: agora, hora_final: new Date(agora.getTime() + 30 * 60_000), excecao: true })
    .where('id', '=', a.id)
    .execute();
  return { ...a, dataAgendamento: agora.toISOString() };
};

describe("the patient's arrival", () => {
  it('records the arrival once and notifies the doctor in the same transaction; clearing it sends nothing', async () => {
    const a = await agendarAgora();
    const res = await chegou(a.id, true, { ...a, statusAgendamento: 'PENDENTE' });
    expect(res.statusCode).toBe(200);
    const chegada = res.json<Agendamento>().chegadaDoPaciente;
    expect(chegada).toEqual(expect.any(String));
    const notificacoes = () => t.db.selectFrom('notificacao').selectAll().where('agendamento_id', '=', a.id).execute();
    expect(await notificacoes()).toEqual([
      expect.objectContaining({
        usuario_id: medico.id,
        tipo: 'PACIENTE_CHEGOU',
        paciente_id: paciente,
        lida: false,
        dados: expect.objectContaining({
          nomePaciente: 'Beatriz Confirmação Souza',
          idPaciente: paciente,
          idProcedimento: catalogo.procedimentoId,
          nomeProcedimento: 'Harmonização facial',
          dataAgendamento: a.dataAgendamento,
          idAgendamento: a.id,
          pacienteChegou: true,
          cabecalho: 'Paciente chegou',
          corpo: expect.stringMatching(/^Beatriz Confirmação Souza chegou para Harmonização facial \(\d\d:\d\d de \d\d\/\d\d\)\.$/),
        }),
      }),
    ]);
    // again: the first arrival time stays and the doctor is not told twice
    expect((await chegou(a.id, true)).json<Agendamento>().chegadaDoPaciente).toBe(chegada);
    expect(await notificacoes()).toHaveLength(1);
    expect((await chegou(a.id, false)).json<Agendamento>()).toMatchObject({ chegadaDoPaciente: null, versao: 3 });
    expect(await notificacoes()).toHaveLength(1);
  });

  it('is flagged only on the appointment’s day (spec 02 §4): days ahead it is refused and the doctor is not told', async () => {
    const a = await agendar();
    expect(expectErrorList(await chegou(a.id, true), 409)).toBe('A chegada do paciente só pode ser registrada no dia do agendamento.');
    expect(
      (await t.db.selectFrom('agendamento').select('chegada_do_paciente').where('id', '=', a.id).executeTakeFirstOrThrow()).chegada_do_paciente,
    ).toBeNull();
    expect(await t.db.selectFrom('notificacao').select('id').where('agendamento_id', '=', a.id).execute()).toEqual([]);
    // clearing stays possible whatever the day (it fixes a mistake)
    expect((await chegou(a.id, false)).statusCode).toBe(200);
  });

  it('refuses cancelled appointments and unknown ids, and bad query values', async () => {
    const a = await agendar();
    await cancelar(a.id, { motivoCancelamento: 'x' });
    expect(expectErrorList(await chegou(a.id, true), 409)).toBe('Agendamento cancelado não pode ser alterado.');
    expect(await t.db.selectFrom('notificacao').select('id').where('agendamento_id', '=', a.id).execute()).toEqual([]);
    expect(expectErrorList(await chegou(999999, true), 404)).toBe('Agendamento não encontrado.');
    const bad = await t.app.inject({ method: 'POST', url: url(`pacienteChegou?id=${a.id}&chegou=sim`), headers: bearer(recepcao), payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
