import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { medicoDeTeste } from '../test-support/agenda-fixtures.js';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import type { Bloqueio, Disponibilidade } from './medico.schemas.js';

let t: TestApp;
let admin: string;
let recepcao: string;
let medico: number;
let consulta: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  medico = (await medicoDeTeste(t, [], null)).id;
  consulta = (await t.db.selectFrom('tipo_compromisso').select('id').where('nome', '=', 'Consulta').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/medico/',
  () => admin,
);
const messages = (res: { json: <T>() => T }) => res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario);

describe('availability (Escala)', () => {
  it('creates weekly and date-range entries, edits and deletes them; lists weekly first', async () => {
    const segunda = await call('POST', 'cadastroDisponibilidade', {
      medico,
      dia: 'SEG',
      horaInicio: '08:00',
      horaFim: '12:00',
      tipoCompromisso: consulta,
      periodo: false,
      dataInicial: '2026-01-01',
    });
    expect(segunda.statusCode).toBe(201);
    const s = segunda.json<Disponibilidade>();
    expect(s).toEqual({
      id: expect.any(Number),
      medico,
      dia: 'SEG',
      horaInicio: '08:00',
      horaFim: '12:00',
      tipoCompromisso: consulta,
      nomeCompromisso: 'Consulta',
      periodo: false,
      dataInicial: null,
      dataFinal: null,
    });
    const periodo = (
      await call('POST', 'cadastroDisponibilidade', {
        medico,
        dia: 'TER',
        horaInicio: '09:00:00',
        horaFim: '13:00',
        periodo: true,
        dataInicial: '2026-12-19',
        dataFinal: '2026-12-20',
      })
    ).json<Disponibilidade>();
    expect(periodo).toMatchObject({
      dia: null,
      periodo: true,
      dataInicial: '2026-12-19',
      dataFinal: '2026-12-20',
      horaInicio: '09:00',
      tipoCompromisso: null,
      nomeCompromisso: null,
    });
    const domingo = (await call('POST', 'cadastroDisponibilidade', { medico, dia: 'DOM', horaInicio: '10:00', horaFim: '11:00' })).json<Disponibilidade>();
    const edited = await call('POST', 'cadastroDisponibilidade', { ...s, horaFim: '13:00', nomeCompromisso: 'ignorado' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...s, horaFim: '13:00' });
    const list = await call('GET', `listarDisponibilidade/${medico}`, undefined, recepcao);
    expect(list.json<Disponibilidade[]>().map((d) => d.id)).toEqual([domingo.id, s.id, periodo.id]);
    expect((await call('DELETE', `deletarDisponibilidade/${domingo.id}`)).json()).toEqual({});
    expect(expectErrorList(await call('DELETE', `deletarDisponibilidade/${domingo.id}`), 404)).toBe('Disponibilidade não encontrada.');
    expect(expectErrorList(await call('POST', 'cadastroDisponibilidade', { ...s, id: 999999 }), 404)).toBe('Disponibilidade não encontrada.');
  });

  it('refuses an entry overlapping another of the same doctor and day kind', async () => {
    const outro = (await medicoDeTeste(t, [], null)).id;
    await call('POST', 'cadastroDisponibilidade', { medico: outro, dia: 'QUA', horaInicio: '08:00', horaFim: '12:00' });
    expect(expectErrorList(await call('POST', 'cadastroDisponibilidade', { medico: outro, dia: 'QUA', horaInicio: '11:00', horaFim: '14:00' }), 409)).toBe(
      'Já existe uma disponibilidade neste horário.',
    );
    expect((await call('POST', 'cadastroDisponibilidade', { medico: outro, dia: 'QUA', horaInicio: '12:00', horaFim: '18:00' })).statusCode).toBe(201);
    // a date range is another kind of day: it may cover Wednesdays
    await call('POST', 'cadastroDisponibilidade', {
      medico: outro,
      periodo: true,
      dataInicial: '2026-12-01',
      dataFinal: '2026-12-10',
      horaInicio: '08:00',
      horaFim: '12:00',
    });
    expect(
      expectErrorList(
        await call('POST', 'cadastroDisponibilidade', {
          medico: outro,
          periodo: true,
          dataInicial: '2026-12-10',
          dataFinal: '2026-12-12',
          horaInicio: '10:00',
          horaFim: '11:00',
        }),
        409,
      ),
    ).toBe('Já existe uma disponibilidade neste horário.');
  });

  it('checks day, times and dates with the screen messages', async () => {
    expect(messages(await call('POST', 'cadastroDisponibilidade', { medico, periodo: false }))).toEqual([
      'DIA É OBRIGATÓRIO.',
      'HORA É OBRIGATÓRIA.',
      'HORA É OBRIGATÓRIA.',
    ]);
    expect(messages(await call('POST', 'cadastroDisponibilidade', { medico, dia: 'SEX', horaInicio: '10:00', horaFim: '09:00' }))).toEqual([
      'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL',
    ]);
    expect(messages(await call('POST', 'cadastroDisponibilidade', { medico, periodo: true, dataInicial: '', horaInicio: '08:00', horaFim: '09:00' }))).toEqual([
      'DATA É OBRIGATÓRIO.',
      'DATA É OBRIGATÓRIO.',
    ]);
    expect(
      messages(
        await call('POST', 'cadastroDisponibilidade', {
          medico,
          periodo: true,
          dataInicial: '2026-12-10',
          dataFinal: '2026-12-01',
          horaInicio: '08:00',
          horaFim: '09:00',
        }),
      ),
    ).toEqual(['DATA FINAL ANTERIOR À INICIAL.']);
    expect(
      messages(
        await call('POST', 'cadastroDisponibilidade', {
          medico,
          periodo: true,
          dataInicial: '2026-02-30',
          dataFinal: '2026-03-01',
          horaInicio: '08:00',
          horaFim: '09:00',
        }),
      ),
    ).toEqual(['DATA INVÁLIDA.']);
    expect(
      expectErrorList(
        await call('POST', 'cadastroDisponibilidade', { medico, dia: 'SEX', horaInicio: '08:00', horaFim: '09:00', tipoCompromisso: 99999 }),
        400,
      ),
    ).toBe('COMPROMISSO NÃO ENCONTRADO.');
    const recepcaoId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('POST', 'cadastroDisponibilidade', { medico: recepcaoId, dia: 'SEX', horaInicio: '08:00', horaFim: '09:00' }), 404)).toBe(
      'Médico não encontrado.',
    );
    for (const bad of [{ medico, dia: 'XYZ' }, { medico, horaInicio: '8h' }, { medico, horaInicio: '24:00' }, { medico: 'x' }, {}]) {
      expect((await call('POST', 'cadastroDisponibilidade', bad)).statusCode).toBe(400);
    }
  });

  it('leaves changes to user management', async () => {
    expect((await call('POST', 'cadastroDisponibilidade', { medico, dia: 'SEX', horaInicio: '08:00', horaFim: '09:00' }, recepcao)).statusCode).toBe(403);
    expect((await call('DELETE', 'deletarDisponibilidade/1', undefined, recepcao)).statusCode).toBe(403);
  });
});

describe('blocks (Bloqueios)', () => {
  it('saves the three kinds, dropping the fields of the others, and lists those of a day', async () => {
    const novo = async (body: Record<string, unknown>) => {
      const res = await call('POST', 'criarBloqueioMedico', { medicoId: medico, ...body });
      expect(res.statusCode).toBe(201);
      return res.json<Bloqueio>();
    };
    const dia = await novo({ diaEspecifico: '2026-12-15', horaInicial: '14:00', horaFinal: '16:00', observacao: ' Congresso ', diaSemana: 'SEG' });
    expect(dia).toEqual({
      id: expect.any(Number),
      medicoId: medico,
      tipoCompromissoEnum: 'AVULSO',
      observacao: 'Congresso',
      diaEspecifico: '2026-12-15',
      horaInicial: '14:00',
      horaFinal: '16:00',
      bloqueioRecorrente: false,
      diaSemana: null,
      periodo: false,
      dataInicial: null,
      dataFinal: null,
      usuarioCadastro: 'Administrador',
      horarioCadastro: expect.any(String),
      usuarioAlteracao: 'Administrador',
      horarioAlteracao: expect.any(String),
    });
    const almoco = await novo({ bloqueioRecorrente: true, diaSemana: 'TER', horaInicial: '12:00', horaFinal: '13:00', diaEspecifico: '2026-12-01' });
    expect(almoco).toMatchObject({ diaEspecifico: null, diaSemana: 'TER', periodo: false });
    const dezembro = await novo({
      bloqueioRecorrente: true,
      diaSemana: 'TER',
      periodo: true,
      dataInicial: '2026-12-01',
      dataFinal: '2026-12-31',
      horaInicial: '17:00',
      horaFinal: '18:00',
    });
    const ferias = await novo({ periodo: true, dataInicial: '2026-12-14', dataFinal: '2026-12-18' });
    expect(ferias).toMatchObject({ horaInicial: null, horaFinal: null, diaSemana: null });

    const doDia = async (query: string) =>
      (await call('GET', `listarBloqueioMedico?medicoId=${medico}&${query}`, undefined, recepcao))
        .json<Bloqueio[]>()
        .map((b) => b.id)
        .sort();
    // Tuesday 2026-12-15: the congress, the lunch, December's Tuesdays, the vacation
    expect(await doDia('diaEspecifico=15-12-2026')).toEqual([dia.id, almoco.id, dezembro.id, ferias.id].sort());
    expect(await doDia('diaEspecifico=2026-12-22&diaSemana=TER')).toEqual([almoco.id, dezembro.id].sort());
    expect(await doDia('diaEspecifico=05-01-2027')).toEqual([almoco.id]);
    expect(await doDia('diaSemana=TER')).toEqual([almoco.id, dezembro.id].sort());
    const all = await call('GET', `listarBloqueioMedico/${medico}`, undefined, recepcao);
    expect(all.json<Bloqueio[]>().map((b) => b.id)).toEqual([almoco.id, dezembro.id, ferias.id, dia.id]);
    expect(expectErrorList(await call('GET', `listarBloqueioMedico?medicoId=${medico}&diaEspecifico=31-02-2026`), 400)).toBe('DATA INVÁLIDA.');
    expect((await call('GET', `listarBloqueioMedico?medicoId=${medico}&diaEspecifico=amanha`)).statusCode).toBe(400);

    // edit (the audit fields sent back are ignored), delete
    const edited = await call('POST', 'criarBloqueioMedico', { ...dia, horaFinal: '17:00', usuarioCadastro: 'outro' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: dia.id, horaFinal: '17:00', usuarioCadastro: 'Administrador' });
    expect((await call('DELETE', `deletaBloqueioMedico/${dia.id}`)).json()).toEqual({});
    expect(expectErrorList(await call('DELETE', `deletaBloqueioMedico/${dia.id}`), 404)).toBe('Bloqueio não encontrado.');
  });

  it('checks each kind with the screen messages', async () => {
    const erros = async (body: Record<string, unknown>) => messages(await call('POST', 'criarBloqueioMedico', { medicoId: medico, ...body }));
    expect(await erros({})).toEqual(['DATA É OBRIGATÓRIO.']);
    expect(await erros({ bloqueioRecorrente: true })).toEqual(['DIA É OBRIGATÓRIO.']);
    expect(await erros({ bloqueioRecorrente: true, diaSemana: 'SEG', periodo: true, dataInicial: '2026-12-10' })).toEqual(['DATA É OBRIGATÓRIO.']);
    expect(await erros({ periodo: true, dataInicial: '2026-12-10', dataFinal: '2026-12-01' })).toEqual(['DATA FINAL ANTERIOR À INICIAL.']);
    expect(await erros({ diaEspecifico: '2026-12-10', horaInicial: '10:00', horaFinal: '09:00' })).toEqual(['HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL']);
    expect(await erros({ diaEspecifico: '2026-12-10', horaInicial: '10:00' })).toEqual(['HORA É OBRIGATÓRIA.']);
    expect((await call('POST', 'criarBloqueioMedico', { medicoId: medico, diaEspecifico: '2026-12-10' }, recepcao)).statusCode).toBe(403);
    expect(expectErrorList(await call('POST', 'criarBloqueioMedico', { medicoId: 999999, diaEspecifico: '2026-12-10' }), 404)).toBe('Médico não encontrado.');
    expect(expectErrorList(await call('GET', 'listarBloqueioMedico/999999'), 404)).toBe('Médico não encontrado.');
  });
});
