import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_MEDICOS } from '../seed/seed-medicos.js';
import { medicoDeTeste } from '../test-support/agenda-fixtures.js';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import type { Medico } from './medico.schemas.js';

let t: TestApp;
let admin: string;
let recepcao: string;
let helena: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  helena = {
    id: (await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow()).id,
    token: await t.login('medico@clinica.dev'),
  };
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

describe('doctors', () => {
  it('lists the active doctors by name, with their record', async () => {
    const inativo = await medicoDeTeste(t, [], null);
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', inativo.id).execute();
    const res = await call('GET', 'listar', undefined, recepcao);
    expect(res.statusCode).toBe(200);
    const medicos = res.json<Medico[]>();
    expect(medicos.map((m) => m.nome)).toEqual(['Administrador', 'Dr. Rafael Lima', 'Dra. Helena Prado']);
    // the record the demo seed wrote (seed-medicos.ts)
    const { email, sabado: _sabado, registro_profissional, minutos_para_o_alerta, ...resto } = DEMO_MEDICOS[0];
    expect(medicos.find((m) => m.nome === 'Dra. Helena Prado')).toEqual({
      id: helena.id,
      nome: 'Dra. Helena Prado',
      email,
      cpf: '11144477735',
      registroProfissional: registro_profissional,
      ...resto,
      minutosParaOAlerta: String(minutos_para_o_alerta),
      foto: null,
    });
    expect((await call('GET', `listar/${inativo.id}`)).json()).toMatchObject({ id: inativo.id, registroProfissional: null, minutosParaOAlerta: null });
    const recepcaoId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('GET', `listar/${recepcaoId}`), 404)).toBe('Médico não encontrado.');
    expect(expectErrorList(await call('GET', 'listar/999999'), 404)).toBe('Médico não encontrado.');
  });

  it('is read by whoever sees the agenda, users or the professionals’ schedules, and nobody else', async () => {
    const visualizar = await t.createUser(['VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS']);
    const usuarios = await t.createUser(['ROLE_USUARIOS']);
    const financeiro = await t.login('financeiro@clinica.dev');
    expect((await call('GET', 'listar', undefined, visualizar.token)).statusCode).toBe(200);
    expect((await call('GET', `listar/${helena.id}`, undefined, usuarios.token)).statusCode).toBe(200);
    expect((await call('GET', 'listar', undefined, financeiro)).statusCode).toBe(403);
  });

  it('edits the doctor (name, e-mail and CPF are the login), keeping what the body leaves out', async () => {
    const medico = await medicoDeTeste(t, [], null);
    const before = (await call('GET', `listar/${medico.id}`)).json<Medico>();
    const res = await call('PUT', 'editar', {
      id: medico.id,
      nome: '  Dr.  Paulo   Lima ',
      registroProfissional: 'CRM-RJ 52-11111',
      celular: '(21) 99999-1234',
      cep: '20040-002',
      nascimento: '1970-01-31',
      minutosParaOAlerta: '10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...before,
      nome: 'Dr. Paulo Lima',
      registroProfissional: 'CRM-RJ 52-11111',
      celular: '21999991234',
      cep: '20040002',
      nascimento: '1970-01-31',
    });
    const again = await call('PUT', 'editar', { id: medico.id, email: 'paulo.lima@clinica.test' });
    expect(again.json()).toMatchObject({ nome: 'Dr. Paulo Lima', email: 'paulo.lima@clinica.test', celular: '21999991234' });
    expect(await t.auditCount('MEDICO_EDITADO')).toBe(2);
  });

  it("checks name, CPF and e-mail at once; another user's e-mail or CPF is a conflict", async () => {
    const medico = await medicoDeTeste(t, [], null);
    const bad = await call('PUT', 'editar', { id: medico.id, nome: ' ', cpf: '123.456.789-00', email: 'sem-arroba', nascimento: '2990-01-01' });
    expect(messages(bad)).toEqual(['NOME É OBRIGATÓRIO.', 'CPF INVÁLIDO.', 'Informe um email válido.', 'NASCIMENTO INVÁLIDO.']);
    expect(expectErrorList(await call('PUT', 'editar', { id: medico.id, email: 'medico@clinica.dev' }), 409)).toBe('Já existe um usuário com este e-mail.');
    expect(expectErrorList(await call('PUT', 'editar', { id: medico.id, cpf: '111.444.777-35' }), 409)).toBe('Já existe um usuário com este CPF.');
    expect(expectErrorList(await call('PUT', 'editar', { id: 999999, nome: 'X' }), 404)).toBe('Médico não encontrado.');
    expect((await call('PUT', 'editar', { id: medico.id, nome: 'X', desconhecido: 1 })).statusCode).toBe(400);
    // only user management edits doctors, not the doctor himself
    expect((await call('PUT', 'editar', { id: helena.id, nome: 'Helena' }, helena.token)).statusCode).toBe(403);
  });
});

describe('reminder trigger', () => {
  it('lets the doctor set his own reminder (1 to 59 minutes, empty = off), user management anyone’s, nobody else', async () => {
    const own = await call('POST', 'cadastrarGatilhoLembrete', { medicoId: helena.id, horarioGatilho: '30' }, helena.token);
    expect(own.json()).toEqual({ medicoId: helena.id, horarioGatilho: '30' });
    expect((await call('GET', `notificacaoMedico/${helena.id}`, undefined, recepcao)).json()).toEqual({ medicoId: helena.id, horarioGatilho: '30' });
    expect((await call('POST', 'cadastrarGatilhoLembrete', { medicoId: helena.id, horarioGatilho: 5 })).json()).toEqual({
      medicoId: helena.id,
      horarioGatilho: '5',
    });
    expect((await call('POST', 'cadastrarGatilhoLembrete', { medicoId: helena.id, horarioGatilho: '' }, helena.token)).json()).toEqual({
      medicoId: helena.id,
      horarioGatilho: null,
    });
    for (const horarioGatilho of ['0', '60', 'x', -1]) {
      expect(expectErrorList(await call('POST', 'cadastrarGatilhoLembrete', { medicoId: helena.id, horarioGatilho }, helena.token), 400)).toBe(
        'O lembrete deve ser de 1 a 59 minutos.',
      );
    }
    const adminId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'admin@clinica.dev').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('POST', 'cadastrarGatilhoLembrete', { medicoId: adminId, horarioGatilho: '10' }, helena.token), 403)).toBe(
      'Usuário sem permissão para esta operação.',
    );
    expect((await call('POST', 'cadastrarGatilhoLembrete', { medicoId: helena.id, horarioGatilho: '10' }, recepcao)).statusCode).toBe(403);
    expect(expectErrorList(await call('POST', 'cadastrarGatilhoLembrete', { medicoId: 999999, horarioGatilho: '10' }), 404)).toBe('Médico não encontrado.');
    expect((await t.app.inject({ method: 'POST', url: '/api/gerenciar/medico/cadastrarGatilhoLembrete', payload: { medicoId: helena.id } })).statusCode).toBe(
      401,
    );
  });
});
