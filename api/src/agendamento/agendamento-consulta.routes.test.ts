import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let recepcao: string;
let doutora: string;
let base: { paciente_id: number; procedimento_id: number; medico_id: number };
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
  doutora = await t.login('medico@clinica.dev');
  const paciente = await t.db.insertInto('paciente').values({ nome: 'Paciente Consulta', estrangeiro: true }).returning('id').executeTakeFirstOrThrow();
  const procedimento = await t.db.selectFrom('procedimento').select('id').orderBy('id').executeTakeFirstOrThrow();
  const medico = await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
  base = { paciente_id: paciente.id, procedimento_id: procedimento.id, medico_id: medico.id };
});
afterAll(async () => {
  await t.close();
});

// several consultations of one doctor at the same time: booked as exceptions (the agenda refuses overlaps otherwise)
const agendar = async (status: 'PENDENTE' | 'CONFIRMADO' | 'CANCELADO' | 'FINALIZADO' = 'CONFIRMADO', inicio = new Date(Date.now() - 600_000)) =>
  (
    await t.db
      .insertInto('agendamento')
      .values({
        ...base,
        excecao: true,
        status,
        data_agendamento: inicio,
        hora_final: new Date(inicio.getTime() + 2400_000),
        motivo_cancelamento: status === 'CANCELADO' ? 'Teste' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const iniciar = (id: number, token = doutora) =>
  t.app.inject({ method: 'POST', url: `/api/gerenciar/agendamento/iniciarAgendamento/${id}`, headers: bearer(token) });
const finalizar = (ids: unknown, token = recepcao) =>
  t.app.inject({ method: 'POST', url: '/api/gerenciar/agendamento/finalizarAgendamento/', headers: bearer(token), payload: ids as object });

describe('consultation start and finish', () => {
  it('starts once, then finishes, recording both times', async () => {
    const id = await agendar();
    const started = await iniciar(id);
    expect(started.statusCode).toBe(200);
    const body = started.json<{ status: string; inicioConsulta: string; fimConsulta: null }>();
    expect(body).toMatchObject({ id, status: 'EM_ATENDIMENTO', fimConsulta: null });
    // starting again changes nothing
    expect((await iniciar(id)).json()).toEqual(body);
    const finished = await finalizar([id]);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<{ status: string; fimConsulta: string }[]>()[0]).toMatchObject({ id, status: 'FINALIZADO', inicioConsulta: body.inicioConsulta });
    expect(expectErrorList(await iniciar(id), 409)).toBe('Agendamento já finalizado.');
  });

  it('refuses a cancelled start, and finishes all listed or none', async () => {
    expect(expectErrorList(await iniciar(await agendar('CANCELADO')), 409)).toBe('Agendamento cancelado não pode ser iniciado.');
    const emAtendimento = await agendar();
    await iniciar(emAtendimento);
    const naoIniciado = await agendar();
    expect(expectErrorList(await finalizar([emAtendimento, naoIniciado]), 409)).toBe('Só é possível finalizar agendamentos em atendimento.');
    const still = await t.db.selectFrom('agendamento').select('status').where('id', '=', emAtendimento).executeTakeFirstOrThrow();
    expect(still.status).toBe('EM_ATENDIMENTO');
    expect(expectErrorList(await iniciar(999999), 404)).toBe('Agendamento não encontrado.');
    expect((await finalizar([])).statusCode).toBe(400);
    expect((await finalizar(['x'])).statusCode).toBe(400);
  });

  it('refuses a start before the appointment’s time (spec 02 §4), so nothing can be finished early either', async () => {
    const amanha = await agendar('CONFIRMADO', new Date(Date.now() + 24 * 3600_000));
    expect(expectErrorList(await iniciar(amanha), 409)).toBe('O atendimento só pode ser iniciado a partir do horário do agendamento.');
    expect(expectErrorList(await finalizar([amanha]), 409)).toBe('Só é possível finalizar agendamentos em atendimento.');
    const daquiAPouco = await agendar('PENDENTE', new Date(Date.now() + 60_000));
    expect((await iniciar(daquiAPouco)).statusCode).toBe(409);
    const row = await t.db.selectFrom('agendamento').select(['status', 'inicio_consulta']).where('id', 'in', [amanha, daquiAPouco]).execute();
    expect(row).toEqual([
      { status: 'CONFIRMADO', inicio_consulta: null },
      { status: 'PENDENTE', inicio_consulta: null },
    ]);
  });

  it("is the appointment's doctor's to start: reception and another doctor are refused (issue 36 item 19)", async () => {
    const id = await agendar();
    const admin = await t.login('admin@clinica.dev');
    for (const token of [recepcao, admin])
      expect(expectErrorList(await iniciar(id, token), 403)).toBe('Somente o médico do agendamento pode iniciar o atendimento.');
    const row = await t.db.selectFrom('agendamento').select(['status', 'inicio_consulta']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'CONFIRMADO', inicio_consulta: null });
    expect((await iniciar(id)).statusCode).toBe(200);
    // reception still finishes it (the doctor's warning lists it until someone does)
    expect((await finalizar([id], recepcao)).statusCode).toBe(200);
  });

  it('needs ROLE_AGENDAMENTOS', async () => {
    const semAgenda = await t.createUser(['ROLE_PACIENTES']);
    expect((await iniciar(await agendar(), semAgenda.token)).statusCode).toBe(403);
  });
});
