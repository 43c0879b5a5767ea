import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toJson } from '../db/database.js';
import { clinicDay } from '../time/clinic-time.js';
import { medicoDeTeste, pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, decodeClaims, expectErrorList, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A demo user whose profile also holds the Início (the demo profiles start elsewhere). */
async function comInicio(email: string): Promise<string> {
  const { perfil_id } = await t.db.selectFrom('usuario').select('perfil_id').where('email', '=', email).executeTakeFirstOrThrow();
  const { authorities } = await t.db.selectFrom('perfil').select('authorities').where('id', '=', perfil_id).executeTakeFirstOrThrow();
  const held = authorities;
  if (!held.includes('ROLE_DASHBOARD')) {
    await t.db
      .updateTable('perfil')
      .set({ authorities: toJson([...held, 'ROLE_DASHBOARD']) })
      .where('id', '=', perfil_id)
      .execute();
  }
  return t.login(email);
}
afterAll(async () => {
  await t.close();
});

interface Agenda {
  data: string;
  medicoId: number | null;
  porStatus: Record<string, number>;
  aguardando: { id: number; paciente: { id: number; nome: string }; medicoNome: string; chegada: string }[];
  naoFinalizados: number;
  proximos: { id: number; dataAgendamento: string; status: string }[];
}
const agenda = (token: string) => t.app.inject({ method: 'GET', url: '/api/dashboard/agenda', headers: bearer(token) });
const pacientes = (token: string) => t.app.inject({ method: 'GET', url: '/api/dashboard/pacientes', headers: bearer(token) });

/** Today's appointments as the table holds them, counted here by status (one doctor's when given). */
async function hojePorStatus(medicoId?: number): Promise<Record<string, number>> {
  const hoje = clinicDay(new Date());
  const rows = await t.db.selectFrom('agendamento').select(['status', 'data_agendamento', 'medico_id']).execute();
  const counts: Record<string, number> = { PENDENTE: 0, CONFIRMADO: 0, EM_ATENDIMENTO: 0, FINALIZADO: 0, CANCELADO: 0 };
  for (const row of rows) if (clinicDay(row.data_agendamento) === hoje && (medicoId === undefined || row.medico_id === medicoId)) counts[row.status]!++;
  return counts;
}

/** An appointment of half an hour starting `offsetMs` from now (the same clinic day unless near midnight). */
async function agendamentoAgora(medicoId: number, status: 'CONFIRMADO' | 'EM_ATENDIMENTO', offsetMs = 0): Promise<number> {
  const paciente = await pacienteDeTeste(t, 'Paciente do Início');
  const procedimento = await t.db.selectFrom('procedimento').select('id').executeTakeFirstOrThrow();
  const inicio = new Date(Date.now() + offsetMs);
  const row = await t.db
    .insertInto('agendamento')
    .values({
      medico_id: medicoId,
      paciente_id: paciente,
      procedimento_id: procedimento.id,
      data_agendamento: inicio,
      hora_final: new Date(inicio.getTime() + 1_800_000),
      status,
      ...(status === 'EM_ATENDIMENTO' ? { inicio_consulta: inicio } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/dashboard/agenda', () => {
  it("gives the reception the clinic's day by status and who is waiting; marking an arrival adds the patient", async () => {
    const recepcao = await comInicio('recepcao@clinica.dev');
    const before = (await agenda(recepcao)).json<Agenda>();
    expect(before).toMatchObject({ data: clinicDay(new Date()), medicoId: null, proximos: [] });
    expect(before.porStatus).toEqual(await hojePorStatus());

    // an appointment of today, then the patient arrives
    const medico = await medicoDeTeste(t);
    const id = await agendamentoAgora(medico.id, 'CONFIRMADO');
    expect((await agenda(recepcao)).json<Agenda>().porStatus.CONFIRMADO).toBe(before.porStatus.CONFIRMADO! + 1);
    const chegou = await t.app.inject({
      method: 'POST',
      url: `/api/gerenciar/agendamento/pacienteChegou?id=${id}&chegou=true`,
      headers: bearer(await t.login('recepcao@clinica.dev')),
      payload: {},
    });
    expect(chegou.statusCode).toBe(200);
    const after = (await agenda(recepcao)).json<Agenda>();
    expect(after.aguardando.find((a) => a.id === id)).toMatchObject({ paciente: { nome: 'Paciente do Início' } });
    expect(after.aguardando).toHaveLength(before.aguardando.length + 1);
  });

  it("gives a doctor who sees the other professionals the clinic's day and their own next appointments; one who does not, their own day", async () => {
    const medicoToken = await comInicio('medico@clinica.dev');
    const medicoId = Number(decodeClaims(medicoToken).jti);
    const body = (await agenda(medicoToken)).json<Agenda>();
    expect(body.medicoId).toBeNull();
    expect(body.porStatus).toEqual(await hojePorStatus());
    const proximosNoBanco = await t.db
      .selectFrom('agendamento')
      .select('id')
      .where('medico_id', '=', medicoId)
      .where('data_agendamento', '>=', new Date())
      .where('status', 'in', ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO'])
      .orderBy('data_agendamento')
      .orderBy('id')
      .limit(5)
      .execute();
    expect(body.proximos.map((p) => p.id)).toEqual(proximosNoBanco.map((p) => p.id));

    // a consultation left running past its end counts as unfinished for its doctor only
    const outro = await medicoDeTeste(t, ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS']);
    const proprio = (await agenda(outro.token)).json<Agenda>();
    expect(proprio).toMatchObject({ medicoId: outro.id, naoFinalizados: 0, proximos: [] });
    expect(proprio.porStatus).toEqual(await hojePorStatus(outro.id));
    await agendamentoAgora(outro.id, 'EM_ATENDIMENTO', -3 * 3_600_000);
    expect((await agenda(outro.token)).json<Agenda>().naoFinalizados).toBe(1);
  });

  it('needs the Início and the agenda areas', async () => {
    const semAgenda = await t.createUser(['ROLE_DASHBOARD', 'ROLE_PACIENTES']);
    expect(expectErrorList(await agenda(semAgenda.token), 403)).toBe('Usuário sem permissão para esta operação.');
    const semInicio = await t.createUser(['ROLE_AGENDAMENTOS']);
    expect((await agenda(semInicio.token)).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/pacientes', () => {
  it('counts the patients registered this week and today; a new one adds to both', async () => {
    const recepcao = await comInicio('recepcao@clinica.dev');
    const before = (await pacientes(recepcao)).json<{ inicioSemana: string; novosSemana: number; novosHoje: number }>();
    // the week starts on the Monday on or before today
    expect(new Date(`${before.inicioSemana}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(before.inicioSemana <= clinicDay(new Date())).toBe(true);
    await pacienteDeTeste(t, 'Paciente Novo da Semana');
    const after = (await pacientes(recepcao)).json<{ novosSemana: number; novosHoje: number }>();
    expect(after).toEqual({ inicioSemana: before.inicioSemana, novosSemana: before.novosSemana + 1, novosHoje: before.novosHoje + 1 });
  });

  it('needs the patients area', async () => {
    const semPacientes = await t.createUser(['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS']);
    expect((await pacientes(semPacientes.token)).statusCode).toBe(403);
  });
});
