import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_MEDICOS } from '../seed/seed-medicos.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste, proximo } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
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
      ativo: true,
      perfilId: { id: expect.any(Number), nome: 'Médico' },
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

describe('a doctor who leaves', () => {
  const perfilId = async (nome: string) => (await t.db.selectFrom('perfil').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()).id;
  const loggedUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(token) });
  let catalogo: Awaited<ReturnType<typeof catalogoDemo>> | undefined;
  const agendar = async (medicoId: number, dia: string, inicio: string) => {
    catalogo ??= await catalogoDemo(t);
    const pacienteId = await pacienteDeTeste(t, 'Paciente do médico que saiu');
    return t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/agendamento/criar',
      headers: bearer(recepcao),
      payload: {
        procedimentoId: catalogo.procedimentoId,
        medicoId,
        tipoCompromissoId: catalogo.tipoCompromissoId,
        pacienteId,
        dataAgendamento: `${dia}T${inicio}:00`,
        horaFinal: `${dia}T${inicio.replace(/:00$/, ':30')}:00`,
      },
    });
  };

  it('is deactivated like any user: his sessions end at once, the agenda no longer offers him, his appointments stay', async () => {
    const medico = await medicoDeTeste(t);
    const dia = proximo('QUA');
    const marcado = await agendar(medico.id, dia, '10:00');
    expect(marcado.statusCode).toBe(201);
    const agendamentoId = marcado.json<{ id: number }>().id;
    expect((await loggedUser(medico.token)).statusCode).toBe(200);

    const off = await call('PUT', 'editar', { id: medico.id, ativo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Medico>()).toMatchObject({ id: medico.id, ativo: false });
    // his open screens are told why at their next call
    expect(expectErrorList(await loggedUser(medico.token), 401)).toBe('Seu acesso foi desativado.');
    const sessoes = await t.db.selectFrom('sessao').select('revoked_at').where('usuario_id', '=', medico.id).execute();
    expect(sessoes.every((s) => s.revoked_at !== null)).toBe(true);
    // the agenda's list leaves him out, the users screen's keeps him, after the active ones
    expect((await call('GET', 'listar', undefined, recepcao)).json<Medico[]>().map((m) => m.id)).not.toContain(medico.id);
    const todos = (await call('GET', 'listar?situacao=todos')).json<Medico[]>();
    expect(todos.find((m) => m.id === medico.id)).toMatchObject({ ativo: false });
    expect(todos.map((m) => m.ativo)).toEqual([...todos.map((m) => m.ativo)].sort((a, b) => Number(b) - Number(a)));
    expect((await call('GET', 'listar?situacao=outra')).statusCode).toBe(400);
    expect((await call('GET', `listar/${medico.id}`)).json<Medico>().ativo).toBe(false);
    // nobody books him; what was booked stays
    expect(expectErrorList(await agendar(medico.id, dia, '14:00'), 400)).toBe('PROFISSIONAL NÃO ENCONTRADO.');
    const mantido = await t.db.selectFrom('agendamento').select('medico_id').where('id', '=', agendamentoId).executeTakeFirst();
    expect(mantido?.medico_id).toBe(medico.id);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhes')
      .where('acao', '=', 'MEDICO_EDITADO')
      .where('entidade_id', '=', String(medico.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detalhes).toMatchObject({ antes: { ativo: true }, depois: { ativo: false }, sessoesEncerradas: 1 });

    // back: booked and listed again
    expect((await call('PUT', 'editar', { id: medico.id, ativo: true })).json<Medico>().ativo).toBe(true);
    expect((await call('GET', 'listar', undefined, recepcao)).json<Medico[]>().map((m) => m.id)).toContain(medico.id);
    expect((await agendar(medico.id, dia, '15:00')).statusCode).toBe(201);
  });

  it("changes the doctor's profile; refuses an unknown or empty one, and his own deactivation", async () => {
    const medico = await medicoDeTeste(t, [], null);
    const recepcaoPerfil = await perfilId('Recepção');
    const res = await call('PUT', 'editar', { id: medico.id, perfilId: { id: recepcaoPerfil, nome: 'Recepção' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Medico>().perfilId).toEqual({ id: recepcaoPerfil, nome: 'Recepção' });
    expect((await loggedUser(medico.token)).json<{ authorities: string[] }>().authorities).toContain('ROLE_AGENDAMENTOS');
    expect(expectErrorList(await call('PUT', 'editar', { id: medico.id, perfilId: 999999 }), 400)).toBe('Perfil não encontrado.');
    expect(expectErrorList(await call('PUT', 'editar', { id: medico.id, perfilId: null }), 400)).toBe('PERFIL É OBRIGATÓRIO.');
    expect((await call('PUT', 'editar', { id: medico.id, ativo: 'não' })).statusCode).toBe(400);
    // left out: kept
    expect((await call('PUT', 'editar', { id: medico.id, nome: 'Dr. Sem Perfil Novo' })).json<Medico>()).toMatchObject({
      ativo: true,
      perfilId: { id: recepcaoPerfil },
    });

    const gestor = await medicoDeTeste(t, ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'], null);
    expect(expectErrorList(await call('PUT', 'editar', { id: gestor.id, ativo: false }, gestor.token), 409)).toBe('Você não pode desativar o próprio usuário.');
    expect((await call('PUT', 'editar', { id: medico.id, ativo: false }, recepcao)).statusCode).toBe(403);
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
