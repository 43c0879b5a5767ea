import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste, proximo } from '../test-support/agenda-fixtures.js';
import { eventually } from '../test-support/eventually.js';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import { AGENDAMENTO_MSG } from './agendamento.rules.js';
import type { Agendamento } from './agendamento.schemas.js';

let t: TestApp;
let admin: string;
let recepcao: string;
let medico: { id: number; token: string };
let paciente: number;
let catalogo: Awaited<ReturnType<typeof catalogoDemo>>;
const segunda = proximo('SEG');

beforeAll(async () => {
  t = await createTestApp({ portalUrl: 'https://portal.clinica.test' });
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  medico = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], { dias: ['SEG', 'TER', 'QUA', 'QUI', 'SEX'], inicio: '08:00', fim: '18:00' });
  paciente = await pacienteDeTeste(t, 'Márcia Agenda Teste', { celular: '11988887777' });
  catalogo = await catalogoDemo(t);
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/agendamento/',
  () => recepcao,
);
const reserva = (day: string, inicio: string, fim: string, extra: Record<string, unknown> = {}) => ({
  procedimentoId: catalogo.procedimentoId,
  medicoId: medico.id,
  tipoCompromissoId: catalogo.tipoCompromissoId,
  pacienteId: paciente,
  dataAgendamento: `${day}T${inicio}:00`,
  horaFinal: `${day}T${fim}:00`,
  ...extra,
});
const criar = async (day: string, inicio: string, fim: string, extra: Record<string, unknown> = {}, token = recepcao) =>
  call('POST', 'criar', reserva(day, inicio, fim, extra), token);
const criado = async (...args: Parameters<typeof criar>) => {
  const res = await criar(...args);
  expect(res.statusCode).toBe(201);
  return res.json<Agendamento>();
};
const messages = (res: { json: <T>() => T }) => res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario);

describe('booking', () => {
  it('books PENDENTE with every field of the contract, reads it back with the confirmation link, and audits it', async () => {
    const res = await criar(segunda, '09:00', '10:00', {
      salaId: catalogo.salaIds[0],
      etapaId: catalogo.etapaId,
      tipoAgendamento: 'RETORNO',
      observacao: '  Trazer exames  ',
    });
    expect(res.statusCode).toBe(201);
    const a = res.json<Agendamento>();
    expect(a).toEqual({
      id: expect.any(Number),
      pacienteId: paciente,
      infoPaciente: { id: paciente, nome: 'Márcia Agenda Teste', celular: '11988887777', telefone: null, email: null, ddi: '55' },
      procedimentoId: catalogo.procedimentoId,
      nomeProcedimento: 'Harmonização facial',
      medicoId: medico.id,
      nomeMedico: expect.stringMatching(/^Teste /),
      tipoCompromissoId: catalogo.tipoCompromissoId,
      nomeCompromisso: 'Consulta',
      cor: '#1976D2',
      salaId: catalogo.salaIds[0],
      nomeSala: 'Sala de teste A',
      etapaId: catalogo.etapaId,
      nomeEtapa: 'Procedimento',
      tipoAgendamento: 'RETORNO',
      ecirurgia: false,
      statusAgendamento: 'PENDENTE',
      dataAgendamento: `${segunda}T12:00:00.000Z`,
      horaFinal: `${segunda}T13:00:00.000Z`,
      observacao: 'Trazer exames',
      motivoCancelamento: null,
      chegadaDoPaciente: null,
      inicioConsulta: null,
      fimConsulta: null,
      versao: 1,
      usuarioCadastro: 'Recepção',
      horarioCadastro: expect.any(String),
      usuarioAlteracao: 'Recepção',
      horarioAlteracao: expect.any(String),
    });
    const one = await call('GET', `listar/${a.id}`);
    const codigo = (await t.db.selectFrom('agendamento').select('codigo_confirmacao').where('id', '=', a.id).executeTakeFirstOrThrow()).codigo_confirmacao;
    expect(one.json()).toEqual({ ...a, linkConfirmacao: `https://portal.clinica.test/#/confirmar-agendamento?agendamentoId=${codigo}` });
    const stored = await t.db.selectFrom('agendamento').select('valor').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(Number(stored.valor)).toBe(4200);
    expect(await t.auditCount('AGENDAMENTO_CRIADO')).toBe(1);
    expect(expectErrorList(await call('GET', 'listar/999999'), 404)).toBe(AGENDAMENTO_MSG.naoEncontrado);
  });

  it('rule 1: lists every missing field at once; an inactive patient or an unknown reference is not found', async () => {
    expect(messages(await call('POST', 'criar', {}))).toEqual([
      'PROCEDIMENTO É OBRIGATÓRIO.',
      'PROFISSIONAL É OBRIGATÓRIO.',
      'COMPROMISSO É OBRIGATÓRIO.',
      'DATA É OBRIGATÓRIO.',
      'HORA É OBRIGATÓRIA.',
      'PACIENTE É OBRIGATÓRIO.',
    ]);
    const inativo = await pacienteDeTeste(t, 'Paciente Inativo', { ativo: false });
    expect(expectErrorList(await criar(segunda, '10:00', '11:00', { pacienteId: inativo }), 400)).toBe('PACIENTE NÃO ENCONTRADO.');
    expect(expectErrorList(await criar(segunda, '10:00', '11:00', { pacienteId: 99999999 }), 400)).toBe('PACIENTE NÃO ENCONTRADO.');
    const recepcaoId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow()).id;
    const refs = await criar(segunda, '10:00', '11:00', {
      medicoId: recepcaoId,
      procedimentoId: 99999,
      tipoCompromissoId: 99999,
      salaId: 99999,
      etapaId: 99999,
    });
    expect(messages(refs)).toEqual([
      AGENDAMENTO_MSG.procedimentoNaoEncontrado,
      AGENDAMENTO_MSG.profissionalNaoEncontrado,
      AGENDAMENTO_MSG.compromissoNaoEncontrado,
      AGENDAMENTO_MSG.salaNaoEncontrada,
      AGENDAMENTO_MSG.etapaNaoEncontrada,
    ]);
    expect(expectErrorList(await criar(segunda, '10:00', '11:00', { infoPaciente: { celular: '' } }), 400)).toBe('CELULAR É OBRIGATÓRIO.');
    // an inactive commitment type is no longer offered for new bookings (issue 36 item 20)
    const tipoInativo = await t.db.insertInto('tipo_compromisso').values({ nome: 'Tipo desativado', ativo: false }).returning('id').executeTakeFirstOrThrow();
    expect(expectErrorList(await criar(segunda, '10:00', '11:00', { tipoCompromissoId: tipoInativo.id }), 400)).toBe(AGENDAMENTO_MSG.compromissoNaoEncontrado);
  });

  it('rule 2: 15-minute steps, end after start, one day, not before today', async () => {
    expect(expectErrorList(await criar(segunda, '10:10', '11:00'), 400)).toBe('HORÁRIO INVÁLIDO: USE INTERVALOS DE 15 MINUTOS.');
    expect(expectErrorList(await criar(segunda, '11:00', '11:00'), 400)).toBe('HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL');
    expect(expectErrorList(await call('POST', 'criar', { ...reserva(segunda, '17:00', '18:00'), horaFinal: `${addDays(segunda, 1)}T09:00:00` }), 400)).toBe(
      AGENDAMENTO_MSG.mesmoDia,
    );
    expect(expectErrorList(await criar(addDays(clinicDay(new Date()), -1), '10:00', '11:00'), 400)).toBe('A DATA NÃO PODE SER ANTERIOR A HOJE.');
  });

  it("rule 3: inside the doctor's hours of the day (weekly or a date range)", async () => {
    expect(expectErrorList(await criar(segunda, '07:30', '08:30'), 400)).toBe('Horário fora da disponibilidade do médico');
    expect(expectErrorList(await criar(segunda, '17:30', '18:15'), 400)).toBe('Horário fora da disponibilidade do médico');
    const domingo = proximo('DOM');
    expect(expectErrorList(await criar(domingo, '09:00', '10:00'), 400)).toBe('Horário fora da disponibilidade do médico');
    await t.db
      .insertInto('disponibilidade')
      .values({ medico_id: medico.id, periodo: true, data_inicial: domingo, data_final: domingo, hora_inicio: '09:00', hora_fim: '12:00' })
      .execute();
    await criado(domingo, '09:00', '10:00');
  });

  it('rule 4: no block of that day (one day, weekly, a range; no times = the whole day)', async () => {
    const terca = proximo('TER');
    const quarta = proximo('QUA');
    const quinta = proximo('QUI');
    await t.db
      .insertInto('bloqueio_medico')
      .values([
        { medico_id: medico.id, dia_especifico: terca, hora_inicial: '14:00', hora_final: '15:30' },
        { medico_id: medico.id, bloqueio_recorrente: true, dia_semana: 'QUA', hora_inicial: '12:00', hora_final: '13:00' },
        { medico_id: medico.id, periodo: true, data_inicial: quinta, data_final: quinta },
      ])
      .execute();
    expect(expectErrorList(await criar(terca, '13:00', '14:15'), 400)).toBe('Existe um bloqueio nesse dia de 14:00h as 15:30h');
    await criado(terca, '13:00', '14:00');
    expect(expectErrorList(await criar(quarta, '11:30', '12:30'), 400)).toBe('Existe um bloqueio nesse dia de 12:00h as 13:00h');
    expect(expectErrorList(await criar(quinta, '09:00', '09:30'), 400)).toBe('Existe um bloqueio nesse dia de 00:00h as 23:59h');
  });

  it('rule 5: booking as an exception needs EXCECAO_AGENDAMENTO; rule 6: no overlap of the doctor or the room, unless an exception', async () => {
    const quarta = proximo('QUA');
    const primeiro = await criado(quarta, '08:00', '09:00', { salaId: catalogo.salaIds[1] });
    expect(expectErrorList(await criar(quarta, '08:30', '09:30'), 409)).toBe('HORÁRIO OCUPADO');
    expect(expectErrorList(await criar(quarta, '08:30', '09:30', { ecirurgia: true }), 403)).toBe('Você não tem permissão para agendar como exceção.');
    const excecao = await criado(quarta, '08:30', '09:30', { ecirurgia: true }, admin);
    expect(excecao.ecirurgia).toBe(true);
    // touching ends do not collide
    await criado(quarta, '09:00', '09:15');
    // the same room with another doctor
    const outro = await medicoDeTeste(t);
    expect(expectErrorList(await criar(quarta, '08:45', '09:45', { medicoId: outro.id, salaId: catalogo.salaIds[1] }), 409)).toBe('HORÁRIO OCUPADO');
    await criado(quarta, '08:45', '09:45', { medicoId: outro.id, salaId: catalogo.salaIds[0] });
    // a cancelled appointment frees its slot
    await call('POST', `cancelarAgendamento?agendamentoId=${primeiro.id}`, { motivoCancelamento: 'Paciente pediu.' });
    await criado(quarta, '08:00', '08:30', { salaId: catalogo.salaIds[1] });
  });

  it("carries a foreign patient's dial code, so their mobile is never shown or edited as a Brazilian one (issue 36)", async () => {
    const portugues = await pacienteDeTeste(t, 'Joana Portuguesa Agenda', { celular: '912345678' });
    await t.db.updateTable('paciente').set({ ddi: '351' }).where('id', '=', portugues).execute();
    // (the rule tests above block Tuesday and Thursday afternoons)
    const a = await criado(proximo('SEX'), '16:00', '16:30', { pacienteId: portugues, infoPaciente: { celular: '912345678', telefone: null } });
    expect(a.infoPaciente).toMatchObject({ celular: '912345678', ddi: '351' });
    expect((await call('GET', `listar/${a.id}`)).json<Agendamento>().infoPaciente.ddi).toBe('351');
  });

  it('updates the patient phones the dialog corrected, with a history line', async () => {
    const sexta = proximo('SEX');
    await criado(sexta, '10:00', '10:30', {
      infoPaciente: { id: paciente, nome: 'Márcia Agenda Teste', celular: '(11) 97777-6666', telefone: '(11) 3333-4444', email: null },
    });
    const row = await t.db.selectFrom('paciente').select(['celular', 'telefone', 'versao']).where('id', '=', paciente).executeTakeFirstOrThrow();
    expect(row).toEqual({ celular: '11977776666', telefone: '1133334444', versao: 2 });
    const linha = await t.db.selectFrom('paciente_auditoria').select('descricao').where('paciente_id', '=', paciente).executeTakeFirstOrThrow();
    expect(linha.descricao).toContain("ALTERADO <<celular>> DE '11988887777' PARA '11977776666'");
  });

  it('never answers 500 to bad input', async () => {
    for (const body of [
      { medicoId: 'x' },
      { dataAgendamento: 12 },
      { procedimentoId: 1.5 },
      { outro: 1 },
      { medicoId: 99999999999 },
      { dataAgendamento: 'ontem', horaFinal: 'hoje', procedimentoId: 1, medicoId: 1, tipoCompromissoId: 1, pacienteId: 1 },
    ]) {
      const res = await call('POST', 'criar', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await call('PUT', 'atualizar', { id: 1 })).statusCode).toBe(400);
    expect((await call('POST', 'popularCalendario', { inicio: 'x', fim: 'y' })).statusCode).toBe(400);
    expect((await call('POST', 'verificarHorarioDisponivel', { medico: 1, inicio: '2026-02-30' })).statusCode).toBe(400);
  });

  it('needs CRIAR_AGENDAMENTOS to book and ROLE_AGENDAMENTOS to read', async () => {
    const semCriar = await t.createUser(['ROLE_AGENDAMENTOS', 'EDITAR_AGENDAMENTOS']);
    expect((await criar(segunda, '15:00', '16:00', {}, semCriar.token)).statusCode).toBe(403);
    const semAgenda = await t.createUser(['ROLE_PACIENTES', 'CRIAR_AGENDAMENTOS']);
    expect((await criar(segunda, '15:00', '16:00', {}, semAgenda.token)).statusCode).toBe(403);
    expect((await call('POST', 'popularCalendario', { inicio: segunda, fim: addDays(segunda, 1) }, semAgenda.token)).statusCode).toBe(403);
  });
});

describe('editing', () => {
  it('edits with the current versao (keeping what the body leaves out), refuses a stale one and never collides with itself', async () => {
    const quinta = proximo('QUI', addDays(clinicDay(new Date()), 7));
    const a = await criado(quinta, '14:00', '15:00', { observacao: 'Primeira' });
    const longer = await call('PUT', 'atualizar', { id: a.id, versao: a.versao, horaFinal: `${quinta}T15:30:00` });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ versao: 2, horaFinal: `${quinta}T18:30:00.000Z`, observacao: 'Primeira', dataAgendamento: a.dataAgendamento });
    const stale = await call('PUT', 'atualizar', { ...reserva(quinta, '14:00', '15:00'), id: a.id, versao: 1 });
    expect(expectErrorList(stale, 409)).toBe('Este agendamento foi alterado por outra pessoa. Recarregue e tente novamente.');
    // moved onto another appointment of the doctor
    const b = await criado(quinta, '16:00', '17:00');
    expect(
      expectErrorList(
        await call('PUT', 'atualizar', { id: b.id, versao: b.versao, dataAgendamento: `${quinta}T15:00:00`, horaFinal: `${quinta}T16:00:00` }),
        409,
      ),
    ).toBe('HORÁRIO OCUPADO');
    // the full model the dialog holds is accepted (read-only fields ignored)
    const full = await call('PUT', 'atualizar', {
      ...reserva(quinta, '16:00', '17:00'),
      id: b.id,
      versao: b.versao,
      statusAgendamento: 'CANCELADO',
      observacao: 'Sala trocada',
      salaId: catalogo.salaIds[0],
    });
    expect(full.json()).toMatchObject({ statusAgendamento: 'PENDENTE', observacao: 'Sala trocada', salaId: catalogo.salaIds[0], versao: 2 });
    expect(expectErrorList(await call('PUT', 'atualizar', { id: 999999, versao: 1 }), 404)).toBe(AGENDAMENTO_MSG.naoEncontrado);
    const semEditar = await t.createUser(['ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS']);
    expect((await call('PUT', 'atualizar', { id: b.id, versao: 2 }, semEditar.token)).statusCode).toBe(403);
  });

  it('keeps cancelled and finished appointments read-only', async () => {
    const sexta = proximo('SEX', addDays(clinicDay(new Date()), 7));
    const a = await criado(sexta, '08:00', '09:00');
    const cancelado = (await call('POST', `cancelarAgendamento?agendamentoId=${a.id}`, { motivoCancelamento: 'Imprevisto.' })).json<Agendamento>();
    expect(expectErrorList(await call('PUT', 'atualizar', { id: a.id, versao: cancelado.versao, observacao: 'x' }), 409)).toBe(
      'Agendamento cancelado não pode ser alterado.',
    );
    const b = await criado(sexta, '09:00', '10:00');
    await t.db.updateTable('agendamento').set({ status: 'FINALIZADO', inicio_consulta: new Date(), fim_consulta: new Date() }).where('id', '=', b.id).execute();
    expect(expectErrorList(await call('PUT', 'atualizar', { id: b.id, versao: b.versao, observacao: 'x' }), 409)).toBe(
      'Agendamento finalizado não pode ser alterado.',
    );
  });

  it('judges a past appointment only when it moves', async () => {
    const ontem = addDays(clinicDay(new Date()), -1);
    const { id } = await t.db
      .insertInto('agendamento')
      .values({
        paciente_id: paciente,
        procedimento_id: catalogo.procedimentoId,
        medico_id: medico.id,
        tipo_compromisso_id: catalogo.tipoCompromissoId,
        data_agendamento: `${ontem}T21:00:00Z`,
        hora_final: `${ontem}T21:30:00Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('PUT', 'atualizar', { id, versao: 1, observacao: 'Paciente faltou' })).statusCode).toBe(200);
    expect(expectErrorList(await call('PUT', 'atualizar', { id, versao: 2, horaFinal: `${ontem}T18:45:00` }), 400)).toBe(
      'A DATA NÃO PODE SER ANTERIOR A HOJE.',
    );
  });
});

describe('reading the agenda', () => {
  let dia: string;
  let ids: number[];
  beforeAll(async () => {
    dia = proximo('TER', addDays(clinicDay(new Date()), 14));
    const outroPaciente = await pacienteDeTeste(t, 'Joaquim Ávila Pesquisa');
    ids = [
      (await criado(dia, '08:00', '09:00', { salaId: catalogo.salaIds[0] })).id,
      (await criado(dia, '10:00', '11:00', { pacienteId: outroPaciente })).id,
      (await criado(dia, '11:00', '11:30')).id,
    ];
    await call('POST', `cancelarAgendamento?agendamentoId=${ids[2]}`, { motivoCancelamento: 'Remarcado.' });
  });

  it('fills the calendar with what starts in [inicio, fim), by start, filtered', async () => {
    const all = await call('POST', 'popularCalendario', { inicio: dia, fim: addDays(dia, 1), medicoId: medico.id });
    expect(all.json<Agendamento[]>().map((a) => a.id)).toEqual(ids);
    const sala = await call('POST', 'popularCalendario', {
      inicio: `${dia}T00:00:00`,
      fim: `${dia}T23:59:00`,
      salaId: catalogo.salaIds[0],
      medicoId: medico.id,
    });
    expect(sala.json<Agendamento[]>().map((a) => a.id)).toEqual([ids[0]]);
    const ativos = await call('POST', 'popularCalendario', { inicio: dia, fim: addDays(dia, 1), medicoId: medico.id, status: ['PENDENTE'] });
    expect(ativos.json<Agendamento[]>().map((a) => a.id)).toEqual(ids.slice(0, 2));
    const iso = await call('POST', 'popularCalendario', { inicio: `${dia}T14:00:00.000Z`, fim: `${dia}T14:15:00Z`, medicoId: medico.id });
    expect(iso.json<Agendamento[]>().map((a) => a.id)).toEqual([ids[2]]);
    expect(expectErrorList(await call('POST', 'popularCalendario', { inicio: dia, fim: addDays(dia, 63) }), 400)).toBe('O PERÍODO DEVE TER NO MÁXIMO 62 DIAS.');
    expect(expectErrorList(await call('POST', 'popularCalendario', { inicio: dia, fim: dia }), 400)).toBe('PERÍODO INVÁLIDO.');
  });

  it('the calendar read again after any change shows it: a booking, a cancelling, and a change made straight in the database', async () => {
    // a doctor and a patient of its own: the searches below count the others'
    const outro = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], { dias: ['TER'], inicio: '08:00', fim: '18:00' });
    const teodoro = await pacienteDeTeste(t, 'Teodoro Cache Teste');
    const semana = { inicio: dia, fim: addDays(dia, 7), medicoId: outro.id };
    const nomes = async () =>
      (await call('POST', 'popularCalendario', semana)).json<Agendamento[]>().map((a) => `${a.infoPaciente.nome} ${a.statusAgendamento}`);
    expect(await nomes()).toEqual([]);
    expect(await nomes()).toEqual([]);

    const novo = await criado(dia, '15:00', '15:30', { medicoId: outro.id, pacienteId: teodoro });
    expect(await nomes()).toEqual(['Teodoro Cache Teste PENDENTE']);
    await call('POST', `cancelarAgendamento?agendamentoId=${novo.id}`, { motivoCancelamento: 'Desistiu.' });
    expect(await nomes()).toEqual(['Teodoro Cache Teste CANCELADO']);

    // as another api process or a person at the database would: not through this app (its news
    // reaches the api when the database announces it: at once on PGlite, a moment later on PostgreSQL)
    await t.database.db.updateTable('paciente').set({ nome: 'Teodoro Renomeado' }).where('id', '=', teodoro).execute();
    expect(await eventually(nomes, (n) => n[0] === 'Teodoro Renomeado CANCELADO')).toEqual(['Teodoro Renomeado CANCELADO']);
  });

  it('searches page by page, newest first (or oldest first when asked), by patient name (accents and case ignored), doctor, state and days', async () => {
    const page = await call('POST', 'pesquisarAgendamentos?page=0&size=2', { medicoId: medico.id });
    const body = page.json<{ content: Agendamento[]; totalElements: number; totalPages: number; number: number; size: number }>();
    expect(body).toMatchObject({ number: 0, size: 2, totalPages: Math.ceil(body.totalElements / 2) });
    expect(body.content).toHaveLength(2);
    expect(body.content[0]!.dataAgendamento >= body.content[1]!.dataAgendamento).toBe(true);
    // oldest first when asked: the first of the oldest-first page is the last of the newest-first list
    const todas = (await call('POST', `pesquisarAgendamentos?size=100`, { medicoId: medico.id })).json<{ content: Agendamento[] }>().content;
    const antigas = (await call('POST', 'pesquisarAgendamentos?size=2&sort=dataAgendamento,asc', { medicoId: medico.id })).json<{ content: Agendamento[] }>();
    expect(antigas.content.map((a) => a.id)).toEqual(
      todas
        .slice(-2)
        .reverse()
        .map((a) => a.id),
    );
    expect(expectErrorList(await call('POST', 'pesquisarAgendamentos?sort=nome', {}), 400)).toMatch(/sort/);
    const nome = await call('POST', 'pesquisarAgendamentos', { nomePaciente: 'joaquim avila' });
    expect(nome.json<{ content: Agendamento[] }>().content.map((a) => a.id)).toEqual([ids[1]]);
    const dias = await call('POST', 'pesquisarAgendamentos', { medicoId: medico.id, dataInicio: dia, dataFim: dia, status: 'CANCELADO' });
    expect(dias.json<{ content: Agendamento[]; totalElements: number }>()).toMatchObject({ totalElements: 1, content: [{ id: ids[2] }] });
    expect((await call('POST', 'pesquisarAgendamentos')).statusCode).toBe(200);
    expect(expectErrorList(await call('POST', 'pesquisarAgendamentos?size=101', {}), 400)).toBe('O tamanho da página deve estar entre 1 e 100.');
  });

  it("lists the doctor's occupied slots of a day (not cancelled), leaving out the one being edited", async () => {
    const res = await call('POST', 'verificarHorarioDisponivel', { medico: medico.id, inicio: dia, procedimento: catalogo.procedimentoId });
    expect(res.json()).toEqual([
      { id: ids[0], horaInicial: '08:00', horaFinal: '09:00' },
      { id: ids[1], horaInicial: '10:00', horaFinal: '11:00' },
    ]);
    const editing = await call('POST', 'verificarHorarioDisponivel', { medico: medico.id, inicio: dia, ignorarId: ids[0] });
    expect(editing.json<{ id: number }[]>().map((s) => s.id)).toEqual([ids[1]]);
  });

  it('tells the logged doctor of his consultations started and not finished whose end has passed', async () => {
    const values = (inicio: Date, fim: Date, status: 'EM_ATENDIMENTO' | 'FINALIZADO') => ({
      paciente_id: paciente,
      procedimento_id: catalogo.procedimentoId,
      medico_id: medico.id,
      status,
      data_agendamento: inicio,
      hora_final: fim,
      inicio_consulta: inicio,
      fim_consulta: status === 'FINALIZADO' ? fim : null,
      // fixtures placed relative to now: as exceptions they never collide with the earlier tests' bookings
      excecao: true,
    });
    const hour = 3_600_000;
    const now = Date.now();
    const esquecido = await t.db
      .insertInto('agendamento')
      .values(values(new Date(now - 30 * hour), new Date(now - 29 * hour), 'EM_ATENDIMENTO'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('agendamento')
      .values(values(new Date(now - 28 * hour), new Date(now - 27 * hour), 'FINALIZADO'))
      .execute();
    await t.db
      .insertInto('agendamento')
      .values(values(new Date(now - hour / 2), new Date(now + hour / 2), 'EM_ATENDIMENTO'))
      .execute();
    const res = await call('GET', 'naoFinalizados', undefined, medico.token);
    expect(res.json<Agendamento[]>().map((a) => a.id)).toEqual([esquecido.id]);
    expect((await call('GET', 'naoFinalizados', undefined, recepcao)).json()).toEqual([]);
  });
});
