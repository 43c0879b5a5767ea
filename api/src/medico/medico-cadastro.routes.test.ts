import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpfFromBase } from '../auth/cpf.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { apiCaller, bearer, createTestApp, decodeClaims, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Medico } from './medico.schemas.js';

let t: TestApp;
let admin: string;
let perfis: { id: number; nome: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  perfis = (await t.app.inject({ method: 'POST', url: '/api/gerenciar/perfil/listar', headers: bearer(admin), payload: {} })).json();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/medico/',
  () => admin,
);
const perfil = (nome: string) => perfis.find((p) => p.nome === nome)!.id;
let cpfCounter = 0;
const novoCpf = () => cpfFromBase(String(400000000 + ++cpfCounter * 7919));
let emailCounter = 0;
const SENHA = 'Segredo123';
const messages = (res: { json: <T>() => T }) => res.json<{ mensagemUsuario: string; campo?: string }[]>().map((e) => [e.campo, e.mensagemUsuario]);
const loggedUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(token) });

/** A doctor registered through the call, with his own e-mail and CPF. */
async function cadastrar(extra: Record<string, unknown> = {}): Promise<Medico> {
  const res = await call('POST', 'cadastro', {
    nome: `Dr. Teste ${++emailCounter}`,
    email: `medico.teste${emailCounter}@clinica.test`,
    cpf: novoCpf(),
    perfilId: perfil('Médico'),
    senha: SENHA,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Medico>();
}

describe('cadastro', () => {
  it('creates a doctor who logs in as one, answers as listar/{id} and is listed', async () => {
    const cpf = novoCpf();
    const res = await call('POST', 'cadastro', {
      id: null,
      nome: '  Dra.  Marta   Reis ',
      email: 'marta.reis@clinica.test',
      cpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
      registroProfissional: 'CRM-SP 123456',
      celular: '(11) 99876-5432',
      cep: '01310-100',
      cidade: 'São Paulo',
      nascimento: '1980-05-20',
      minutosParaOAlerta: '10',
      perfilId: { id: perfil('Médico'), nome: 'Médico' },
      senha: SENHA,
    });
    expect(res.statusCode).toBe(201);
    const marta = res.json<Medico>();
    expect(marta).toEqual({
      id: expect.any(Number),
      nome: 'Dra. Marta Reis',
      email: 'marta.reis@clinica.test',
      cpf,
      registroProfissional: 'CRM-SP 123456',
      rg: null,
      telefone: null,
      celular: '11998765432',
      cep: '01310100',
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      cidade: 'São Paulo',
      estado: null,
      pais: null,
      nascimento: '1980-05-20',
      // the reminder is set by cadastrarGatilhoLembrete
      minutosParaOAlerta: null,
      foto: null,
      ativo: true,
      perfilId: { id: perfil('Médico'), nome: 'Médico' },
    });
    expect((await call('GET', `listar/${marta.id}`)).json()).toEqual(marta);
    expect((await call('GET', 'listar')).json<Medico[]>()).toContainEqual(marta);
    const token = await t.login('marta.reis@clinica.test', SENHA);
    expect(decodeClaims(token)).toMatchObject({ nome: 'Dra. Marta Reis', ehMedico: true });
    // an employee's calls do not see her
    expect((await t.app.inject({ method: 'GET', url: `/api/gerenciar/funcionario/listar/${marta.id}`, headers: bearer(admin) })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhes')
      .where('acao', '=', 'MEDICO_CRIADO')
      .where('entidade_id', '=', String(marta.id))
      .execute();
    expect(audit).toEqual([
      { detalhes: { depois: { nome: 'Dra. Marta Reis', email: 'marta.reis@clinica.test', cpf, registroProfissional: 'CRM-SP 123456' } } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(SENHA);
  });

  it('checks every field at once, the profile, a taken e-mail or CPF, and bad input (no 5xx)', async () => {
    const all = await call('POST', 'cadastro', { nome: ' ', email: 'sem-arroba', cpf: '123', nascimento: '2990-01-01', senha: 'curta' });
    expect(all.statusCode).toBe(400);
    expect(messages(all)).toEqual([
      ['nome', 'NOME É OBRIGATÓRIO.'],
      ['cpf', 'CPF INVÁLIDO.'],
      ['email', 'Informe um email válido.'],
      ['nascimento', 'NASCIMENTO INVÁLIDO.'],
      ['perfilId', 'PERFIL É OBRIGATÓRIO.'],
      ['senha', 'A senha deve ter no mínimo 8 caracteres, com letras e números.'],
    ]);
    const base = { nome: 'Dr. Base', email: 'base@clinica.test', cpf: novoCpf(), senha: SENHA };
    expect(expectErrorList(await call('POST', 'cadastro', { ...base, perfilId: 999999 }), 400)).toBe('Perfil não encontrado.');
    expect(expectErrorList(await call('POST', 'cadastro', { ...base, perfilId: null }), 400)).toBe('PERFIL É OBRIGATÓRIO.');
    expect((await call('POST', 'cadastro', { ...base, perfilId: perfil('Médico') })).statusCode).toBe(201);
    expect(expectErrorList(await call('POST', 'cadastro', { ...base, email: 'BASE@clinica.test', cpf: novoCpf(), perfilId: perfil('Médico') }), 409)).toBe(
      'Já existe um usuário com este e-mail.',
    );
    // an employee's CPF counts too: the login is one
    const recepcao = await t.db.selectFrom('usuario').select('cpf').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow();
    expect(expectErrorList(await call('POST', 'cadastro', { ...base, email: 'outro@clinica.test', cpf: recepcao.cpf, perfilId: perfil('Médico') }), 409)).toBe(
      'Já existe um usuário com este CPF.',
    );
    for (const body of [
      { ...base, perfilId: 'x' },
      { ...base, perfilId: perfil('Médico'), id: 5 },
      { ...base, perfilId: perfil('Médico'), idioma: 'fr' },
      { ...base, perfilId: perfil('Médico'), ehMedico: true },
      { ...base, perfilId: perfil('Médico'), ativo: false },
      { ...base, perfilId: perfil('Médico'), nascimento: '20/05/1980' },
      { ...base, perfilId: perfil('Médico'), nome: 'x'.repeat(201) },
      null,
    ]) {
      expect((await call('POST', 'cadastro', body)).statusCode).toBe(400);
    }
  });
});

describe('excluir', () => {
  it('deletes a doctor: his sessions end at once (his token answers 401), he is no longer listed', async () => {
    const medico = await cadastrar();
    const token = await t.login(medico.email, SENHA);
    expect((await loggedUser(token)).statusCode).toBe(200);
    const res = await call('DELETE', `excluir/${medico.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(expectErrorList(await loggedUser(token), 401)).toBe('Sessão encerrada');
    expect(expectErrorList(await call('GET', 'listar', undefined, token), 401)).toBe('Sessão encerrada');
    expect((await t.loginRaw({ email: medico.email, senha: SENHA })).statusCode).toBe(401);
    expect(expectErrorList(await call('GET', `listar/${medico.id}`), 404)).toBe('Médico não encontrado.');
    expect((await call('GET', 'listar')).json<Medico[]>().map((m) => m.id)).not.toContain(medico.id);
    expect(expectErrorList(await call('DELETE', `excluir/${medico.id}`), 404)).toBe('Médico não encontrado.');
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhes')
      .where('acao', '=', 'MEDICO_EXCLUIDO')
      .where('entidade_id', '=', String(medico.id))
      .execute();
    expect(audit).toEqual([{ detalhes: { antes: expect.objectContaining({ nome: medico.nome, email: medico.email }), sessoesEncerradas: 1 } }]);
  });

  it('refuses (409) a doctor with appointments, availability or blocks, naming them; deletes once the schedule is empty', async () => {
    const comEscala = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], { dias: ['SEG'], inicio: '08:00', fim: '12:00' });
    await t.db.insertInto('bloqueio_medico').values({ medico_id: comEscala.id, dia_especifico: '2031-01-06' }).execute();
    expect(expectErrorList(await call('DELETE', `excluir/${comEscala.id}`), 409)).toBe(
      'Não é possível excluir: o médico tem disponibilidades na escala e bloqueios de agenda.',
    );
    await t.db.deleteFrom('disponibilidade').where('medico_id', '=', comEscala.id).execute();
    expect(expectErrorList(await call('DELETE', `excluir/${comEscala.id}`), 409)).toBe('Não é possível excluir: o médico tem bloqueios de agenda.');
    // the refusal changed nothing: his session still works
    expect((await loggedUser(comEscala.token)).statusCode).toBe(200);
    await t.db.deleteFrom('bloqueio_medico').where('medico_id', '=', comEscala.id).execute();
    expect((await call('DELETE', `excluir/${comEscala.id}`)).statusCode).toBe(200);

    const comAgenda = await medicoDeTeste(t, [], null);
    const { procedimentoId } = await catalogoDemo(t);
    const pacienteId = await pacienteDeTeste(t, 'Paciente do Médico');
    await t.db
      .insertInto('agendamento')
      .values({
        paciente_id: pacienteId,
        procedimento_id: procedimentoId,
        medico_id: comAgenda.id,
        data_agendamento: new Date('2031-01-06T12:00:00Z'),
        hora_final: new Date('2031-01-06T13:00:00Z'),
        // even a cancelled one: the history keeps naming him
        status: 'CANCELADO',
        motivo_cancelamento: 'Teste',
      })
      .execute();
    expect(expectErrorList(await call('DELETE', `excluir/${comAgenda.id}`), 409)).toBe('Não é possível excluir: o médico tem agendamentos.');
    expect((await call('GET', `listar/${comAgenda.id}`)).statusCode).toBe(200);
    expect(await t.auditCount('MEDICO_EXCLUIDO')).toBeGreaterThanOrEqual(1);
  });

  it('refuses to delete himself, and ids that are not doctors', async () => {
    const gestor = await medicoDeTeste(t, ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'], null);
    expect(expectErrorList(await call('DELETE', `excluir/${gestor.id}`, undefined, gestor.token), 409)).toBe('Você não pode excluir o próprio usuário.');
    const recepcao = await t.db.selectFrom('usuario').select('id').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow();
    expect(expectErrorList(await call('DELETE', `excluir/${recepcao.id}`), 404)).toBe('Médico não encontrado.');
    expect(expectErrorList(await call('DELETE', 'excluir/999999'), 404)).toBe('Médico não encontrado.');
    expect((await call('DELETE', 'excluir/abc')).statusCode).toBe(400);
  });

  it('GET deletar{id} (no slash, spec 01 §7) is the same call', async () => {
    const medico = await cadastrar();
    const token = await t.login(medico.email, SENHA);
    expect((await call('GET', `deletar/${medico.id}`)).statusCode).toBe(404);
    expect((await call('GET', `deletar${medico.id}`)).json()).toEqual({});
    expect(expectErrorList(await loggedUser(token), 401)).toBe('Sessão encerrada');
    expect(expectErrorList(await call('GET', `deletar${medico.id}`), 404)).toBe('Médico não encontrado.');
    expect((await call('GET', 'deletar')).statusCode).toBe(400);
    expect((await call('GET', 'deletarX')).statusCode).toBe(400);
    expect(await t.auditCount('MEDICO_EXCLUIDO')).toBeGreaterThanOrEqual(1);
  });
});

describe('permissions', () => {
  it('cadastro, excluir and deletar need GERENCIAR_USUARIOS_DO_SISTEMA (as editar)', async () => {
    const medico = await cadastrar();
    const leitor = await t.createUser(['ROLE_USUARIOS', 'ROLE_AGENDAMENTOS']);
    const helena = await t.login('medico@clinica.dev');
    const body = { nome: 'Dr. Sem Permissão', email: 'sem.permissao@clinica.test', cpf: novoCpf(), perfilId: perfil('Médico'), senha: SENHA };
    for (const token of [leitor.token, helena]) {
      expect(expectErrorList(await call('POST', 'cadastro', body, token), 403)).toBe('Usuário sem permissão para esta operação.');
      expect(expectErrorList(await call('DELETE', `excluir/${medico.id}`, undefined, token), 403)).toBe('Usuário sem permissão para esta operação.');
      expect(expectErrorList(await call('GET', `deletar${medico.id}`, undefined, token), 403)).toBe('Usuário sem permissão para esta operação.');
    }
    // the doctor may not delete himself either way
    const propria = await t.login(medico.email, SENHA);
    expect((await call('DELETE', `excluir/${medico.id}`, undefined, propria)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/gerenciar/medico/cadastro', payload: body })).statusCode).toBe(401);
    const gestor = await t.createUser(['GERENCIAR_USUARIOS_DO_SISTEMA']);
    expect((await call('DELETE', `excluir/${medico.id}`, undefined, gestor.token)).statusCode).toBe(200);
  });
});
