import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpfFromBase } from '../auth/cpf.js';
import type { Paciente } from '../paciente/paciente.schemas.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste, proximo } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { FILTRO_MSG } from './auditoria-filtro.js';
import type { AuditoriaLinha } from './auditoria.schemas.js';

type Pagina = { content: AuditoriaLinha[]; totalElements: number };
type Usuario = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: string;
let auditor: Usuario;
let editor: Usuario;
let atracaoId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  auditor = await t.createUser(['ROLE_LOG']);
  editor = await t.createUser(['ROLE_PACIENTES', 'CRIAR_NOVO_PACIENTE', 'ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'EDITAR_AGENDAMENTOS']);
  atracaoId = (await t.db.selectFrom('pesquisa_atracao').select('id').where('nome', '=', 'Instagram').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = auditor.token, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token), query });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const pagina = async (query: Record<string, string>): Promise<Pagina> => {
  const res = await get('/auditoria', auditor.token, query);
  expect(res.statusCode).toBe(200);
  return res.json<Pagina>();
};
const nomeDe = async (id: number) => (await t.db.selectFrom('usuario').select('nome').where('id', '=', id).executeTakeFirstOrThrow()).nome;

let cpfCounter = 0;
const novoCpf = () => cpfFromBase(String(600000000 + (process.pid % 1000) * 1000 + ++cpfCounter).slice(-9));

async function criarPaciente(token = editor.token): Promise<Paciente> {
  const res = await send(
    'POST',
    '/gerenciar/paciente/cadastro',
    {
      nome: 'Helena Auditada',
      nascimento: '1988-03-14',
      cpf: novoCpf(),
      rg: '4455667',
      nomeMae: 'Mãe Teste',
      email: 'helena@exemplo.com.br',
      ddi: '55',
      celular: '(11) 9 8765-4321',
      pesquisaAtracao: atracaoId,
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      observacoes: 'primeira consulta',
    },
    token,
  );
  expect(res.statusCode).toBe(201);
  return res.json<Paciente>();
}

async function editarPaciente(p: Paciente, changes: Record<string, unknown>, token = editor.token): Promise<Paciente> {
  const { auditorias: _a, ...body } = p;
  const res = await send('PUT', '/gerenciar/paciente/editar', { ...body, ...changes }, token);
  expect(res.statusCode).toBe(200);
  return res.json<Paciente>();
}

describe('access', () => {
  it('answers 403 on every route to a user without ROLE_LOG, and 401 without a session', async () => {
    const outro = await t.createUser(['ROLE_PACIENTES', 'ROLE_USUARIOS', 'ROLE_AGENDAMENTOS', 'GERENCIAR_USUARIOS_DO_SISTEMA']);
    const p = await pacienteDeTeste(t, 'Paciente Permissões');
    for (const url of [
      '/auditoria',
      '/auditoria/filtros',
      '/auditoria/csv',
      `/auditoria/paciente/${p}`,
      `/auditoria/paciente/${p}/csv`,
      '/auditoria/pacientes?busca=pa',
    ]) {
      expect({ url, msg: expectErrorList(await get(url, outro.token), 403) }).toEqual({ url, msg: 'Usuário sem permissão para esta operação.' });
      const anonymous = await t.app.inject({ method: 'GET', url: `/api${url}` });
      expect({ url, msg: expectErrorList(anonymous, 401) }).toEqual({ url, msg: 'Sessão encerrada' });
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});

describe('GET /auditoria', () => {
  it("shows a patient edit's changes with Portuguese labels and old → new values, who did it and the patient", async () => {
    const p = await criarPaciente();
    await editarPaciente(p, { nascimento: '1990-05-20', nomeMae: 'Maria Souza', cidade: 'Recife', observacoes: 'sigiloso' });
    const { content, totalElements } = await pagina({ pacienteId: String(p.id), acao: 'PACIENTE_EDITADO' });
    expect(totalElements).toBe(1);
    expect(content[0]).toEqual({
      id: expect.any(Number),
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      usuario: { id: editor.id, nome: await nomeDe(editor.id) },
      impersonador: null,
      acao: 'PACIENTE_EDITADO',
      acaoDescricao: 'Paciente editado',
      // the patient is named in its own column
      alvo: null,
      area: 'Pacientes',
      entidade: 'paciente',
      entidadeId: String(p.id),
      paciente: { id: p.id, nome: 'Helena Auditada' },
      ip: expect.any(String),
      alteracoes: [
        // the stored values travel too, for a screen in another language (issue 36 item 20)
        {
          campo: 'nascimento',
          rotulo: 'Data de nascimento',
          antes: '14/03/1988',
          depois: '20/05/1990',
          oculto: false,
          bruto: { tipo: 'data', antes: '1988-03-14', depois: '1990-05-20' },
        },
        { campo: 'nomeMae', rotulo: 'Nome da mãe', antes: 'Mãe Teste', depois: 'Maria Souza', oculto: false },
        { campo: 'cidade', rotulo: 'Cidade', antes: 'São Paulo', depois: 'Recife', oculto: false },
        // free text: the trail says it changed, not what it says (as the record's history)
        { campo: 'observacoes', rotulo: 'Observações', antes: null, depois: null, oculto: true },
      ],
    });
    // the record's own history still reads its line
    const stored = await t.db.selectFrom('auditoria').select('detalhes').where('id', '=', content[0]!.id).executeTakeFirstOrThrow();
    expect(stored.detalhes).toMatchObject({ alteracoes: expect.stringContaining("ALTERADO <<nomeMae>> DE 'Mãe Teste' PARA 'Maria Souza'") });
  });

  const nomeDoPerfil = async (id: number) => (await t.db.selectFrom('perfil').select('nome').where('id', '=', id).executeTakeFirstOrThrow()).nome;

  it("shows an employee edit's before/after as changes, naming the employee and the profiles", async () => {
    const funcionario = await t.createUser(['ROLE_AGENDAMENTOS']);
    const outroPerfil = (await t.createUser(['ROLE_PACIENTES'])).perfilId;
    const antes = await nomeDe(funcionario.id);
    const res = await send('PUT', '/gerenciar/funcionario/editar', { id: funcionario.id, nome: 'Joana Prado', perfilId: outroPerfil, ativo: false }, admin);
    expect(res.statusCode).toBe(200);
    const { content } = await pagina({ acao: 'FUNCIONARIO_EDITADO' });
    const linha = content.find((l) => l.entidadeId === String(funcionario.id))!;
    expect(linha).toMatchObject({
      acaoDescricao: 'Funcionário editado',
      alvo: 'Joana Prado',
      area: 'Usuários',
      paciente: null,
      usuario: { nome: 'Administrador' },
    });
    expect(linha.alteracoes).toEqual([
      { campo: 'nome', rotulo: 'Nome', antes, depois: 'Joana Prado', oculto: false },
      { campo: 'ativo', rotulo: 'Ativo', antes: 'Sim', depois: 'Não', oculto: false, bruto: { tipo: 'booleano', antes: true, depois: false } },
      { campo: 'perfilId', rotulo: 'Perfil', antes: await nomeDoPerfil(funcionario.perfilId), depois: await nomeDoPerfil(outroPerfil), oculto: false },
    ]);

    // a removed employee is still named: by the name the row kept
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gerenciar/funcionario/excluir/${funcionario.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const excluido = (await pagina({ acao: 'FUNCIONARIO_EXCLUIDO' })).content.find((l) => l.entidadeId === String(funcionario.id));
    expect(excluido).toMatchObject({ acaoDescricao: 'Funcionário excluído', alvo: 'Joana Prado' });
    // the profile it had, by name
    expect(excluido!.alteracoes.find((a) => a.campo === 'perfilId')).toMatchObject({ antes: await nomeDoPerfil(outroPerfil), depois: null });
  });

  it("names the profile of a profile's rows, its areas and permissions, start page and team by their labels", async () => {
    const criado = await send('POST', '/gerenciar/perfil/cadastro', { nome: 'Auditoria externa', authorities: ['ROLE_LOG'] }, admin);
    expect(criado.statusCode).toBe(201);
    const perfil = criado.json<{ id: number }>();
    const body = {
      id: perfil.id,
      nome: 'Auditoria interna',
      defaultHome: 'home.logs',
      perfilEquipe: 'COMERCIAL',
      authorities: ['ROLE_LOG', 'ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'],
    };
    expect((await send('PUT', `/gerenciar/perfil/editar/${perfil.id}`, body, admin)).statusCode).toBe(200);
    const linhas = (await pagina({ area: 'Usuários', size: '100' })).content.filter((l) => l.entidade === 'perfil' && l.entidadeId === String(perfil.id));
    expect(linhas.map((l) => [l.acaoDescricao, l.alvo])).toEqual([
      ['Perfil editado', 'Auditoria interna'],
      ['Perfil criado', 'Auditoria externa'],
    ]);
    expect(linhas[0]!.alteracoes).toEqual([
      { campo: 'nome', rotulo: 'Nome', antes: 'Auditoria externa', depois: 'Auditoria interna', oculto: false },
      {
        campo: 'authorities',
        rotulo: 'Permissões',
        antes: 'Auditorias',
        depois: 'Auditorias, Usuários, Cadastrar e editar usuários e perfis',
        oculto: false,
      },
      { campo: 'defaultHome', rotulo: 'Página inicial', antes: 'Início', depois: 'Auditorias', oculto: false },
      { campo: 'perfilEquipe', rotulo: 'Equipe', antes: 'Atendimento', depois: 'Comercial', oculto: false },
    ]);
    expect(JSON.stringify(linhas)).not.toMatch(/ROLE_|home\./);
  });

  it('says as whom an administrator entered ("Entrar como")', async () => {
    const recepcao = await t.db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow();
    expect((await get(`/UsuarioManager/loginAs/${recepcao.id}`, admin)).statusCode).toBe(200);
    const [linha] = (await pagina({ acao: 'LOGIN_COMO', size: '1' })).content;
    expect(linha).toMatchObject({ acaoDescricao: 'Entrou como outro usuário', alvo: recepcao.nome, entidadeId: String(recepcao.id) });
  });

  it("folds each session's entry and exit away on 'ocultarLogins=true', unless the action filter asks for them", async () => {
    const quem = await t.createUser([]);
    await t.db
      .insertInto('auditoria')
      .values(
        ['LOGIN', 'LOGIN_FALHOU', 'LOGOUT', 'SENHA_ALTERADA', 'LOGIN'].map((acao) => ({
          acao,
          usuario_id: quem.id,
          usuario_nome: 'Sessões',
          entidade: 'sessao',
        })),
      )
      .execute();
    const acoes = async (query: Record<string, string>) => (await pagina({ usuarioId: String(quem.id), ...query })).content.map((l) => l.acao).sort();
    expect(await acoes({})).toEqual(['LOGIN', 'LOGIN', 'LOGIN_FALHOU', 'LOGOUT', 'SENHA_ALTERADA']);
    expect(await acoes({ ocultarLogins: 'false' })).toEqual(['LOGIN', 'LOGIN', 'LOGIN_FALHOU', 'LOGOUT', 'SENHA_ALTERADA']);
    expect(await acoes({ ocultarLogins: 'true' })).toEqual(['LOGIN_FALHOU', 'SENHA_ALTERADA']);
    expect((await pagina({ usuarioId: String(quem.id), ocultarLogins: 'true' })).totalElements).toBe(2);
    expect(await acoes({ ocultarLogins: 'true', acao: 'LOGIN' })).toEqual(['LOGIN', 'LOGIN']);
    const csv = await get('/auditoria/csv', auditor.token, { usuarioId: String(quem.id), ocultarLogins: 'true' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Entrou no sistema');
    expect(csv.body).toContain('Senha alterada');
  });

  it('filters by whole local days of the period (America/Sao_Paulo), inclusive', async () => {
    const marcador = await t.createUser([]);
    // 23:30 of 1 November in São Paulo is already 2 November in UTC
    const rows = [
      { criado_em: '2026-11-01T03:10:00Z', acao: 'LOGIN' }, // 00:10 of 1 November
      { criado_em: '2026-11-02T02:30:00Z', acao: 'LOGOUT' }, // 23:30 of 1 November
      { criado_em: '2026-11-02T03:00:00Z', acao: 'LOGIN' }, // 00:00 of 2 November
      { criado_em: '2026-10-31T23:00:00Z', acao: 'LOGIN' }, // 20:00 of 31 October
    ];
    await t.db
      .insertInto('auditoria')
      .values(rows.map((r) => ({ ...r, usuario_id: marcador.id, usuario_nome: 'Marcador', entidade: 'sessao' })))
      .execute();
    const instantes = async (query: Record<string, string>) =>
      (await pagina({ usuarioId: String(marcador.id), ...query })).content.map((l) => new Date(l.criadoEm).toISOString());
    expect(await instantes({ inicio: '2026-11-01', fim: '2026-11-01' })).toEqual(['2026-11-02T02:30:00.000Z', '2026-11-01T03:10:00.000Z']);
    expect(await instantes({ inicio: '2026-11-02' })).toEqual(['2026-11-02T03:00:00.000Z']);
    expect(await instantes({ fim: '2026-10-31' })).toEqual(['2026-10-31T23:00:00.000Z']);
    expect(await instantes({ inicio: '2026-10-31', fim: '2026-11-30', acao: 'LOGOUT' })).toEqual(['2026-11-02T02:30:00.000Z']);
    // an empty parameter (a cleared field) is no filter
    expect(await instantes({ inicio: '', fim: '' })).toHaveLength(4);
  });

  it('filters by user, area, action and patient; pages newest first with the total', async () => {
    const p = await criarPaciente();
    const editado = await editarPaciente(p, { cidade: 'Olinda' });
    await editarPaciente(editado, { cidade: 'Recife' });
    await send('POST', `/gerenciar/paciente/ativarDesativarPaciente/${p.id}`, { ativo: false }, editor.token);

    const doPaciente = await pagina({ pacienteId: String(p.id) });
    expect(doPaciente.content.map((l) => l.acao)).toEqual(['PACIENTE_DESATIVADO', 'PACIENTE_EDITADO', 'PACIENTE_EDITADO', 'PACIENTE_CRIADO']);
    expect(doPaciente.totalElements).toBe(4);

    const doEditor = await pagina({ usuarioId: String(editor.id), size: '100' });
    expect(doEditor.content.length).toBeGreaterThanOrEqual(4);
    expect(doEditor.content.every((l) => l.usuario?.id === editor.id)).toBe(true);

    const usuarios = await pagina({ area: 'Usuários', size: '100' });
    expect(usuarios.content.length).toBeGreaterThan(0);
    expect(new Set(usuarios.content.map((l) => l.area))).toEqual(new Set(['Usuários']));
    const pacientes = await pagina({ area: 'Pacientes', usuarioId: String(editor.id) });
    expect(new Set(pacientes.content.map((l) => l.area))).toEqual(new Set(['Pacientes']));
    expect((await pagina({ area: 'Agenda', pacienteId: String(p.id) })).totalElements).toBe(0);

    await t.db.insertInto('auditoria').values({ acao: 'ALGO_ANTIGO_FEITO', usuario_nome: 'Sistema' }).execute();
    const outros = await pagina({ area: 'Outros' });
    expect(outros.content.find((l) => l.acao === 'ALGO_ANTIGO_FEITO')).toMatchObject({
      area: 'Outros',
      acaoDescricao: 'Algo antigo feito',
      usuario: { id: null, nome: 'Sistema' },
    });

    const edicoes = await pagina({ acao: 'PACIENTE_EDITADO', pacienteId: String(p.id) });
    expect(edicoes.content.map((l) => l.alteracoes[0]!.depois)).toEqual(['Recife', 'Olinda']);

    // pages: 0-based, newest first, no row twice, the same total on each
    const paginas = [await pagina({ pacienteId: String(p.id), size: '3' }), await pagina({ pacienteId: String(p.id), size: '3', page: '1' })];
    expect(paginas.map((x) => x.content.length)).toEqual([3, 1]);
    expect(paginas.map((x) => x.totalElements)).toEqual([4, 4]);
    expect([...paginas[0]!.content, ...paginas[1]!.content].map((l) => l.id)).toEqual(doPaciente.content.map((l) => l.id));
    expect(await pagina({ pacienteId: String(p.id), page: '7' })).toEqual({ content: [], totalElements: 4 });

    const todas = (await pagina({ size: '100' })).content;
    for (let i = 1; i < todas.length; i++) {
      const [a, b] = [todas[i - 1]!, todas[i]!];
      expect(a.criadoEm > b.criadoEm || (a.criadoEm === b.criadoEm && a.id > b.id)).toBe(true);
    }
  });

  it('names both users on a row written inside an "Entrar como" session, and finds it by either', async () => {
    const recepcao = await t.db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow();
    const adminUser = await t.db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'admin@clinica.dev').executeTakeFirstOrThrow();
    const como = (await get(`/UsuarioManager/loginAs/${recepcao.id}`, admin)).json<{ token: string }>().token;
    const p = await pacienteDeTeste(t, 'Paciente Entrar Como');
    expect((await get(`/gerenciar/paciente/listar/${p}`, como)).statusCode).toBe(200);

    const { content } = await pagina({ pacienteId: String(p) });
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      acao: 'PACIENTE_ACESSADO',
      acaoDescricao: 'Ficha do paciente aberta',
      usuario: { id: recepcao.id, nome: recepcao.nome },
      impersonador: { id: adminUser.id, nome: adminUser.nome },
      paciente: { id: p, nome: 'Paciente Entrar Como' },
    });
    // the administrator's filter shows what was done in their name too
    const doAdmin = await pagina({ usuarioId: String(adminUser.id), pacienteId: String(p) });
    expect(doAdmin.content.map((l) => l.id)).toEqual([content[0]!.id]);
  });

  it('refuses bad filters with a 400 in Portuguese, on the list and on the CSV', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ inicio: '2026-11-30', fim: '2026-11-01' }, FILTRO_MSG.periodo],
      [{ inicio: '01/11/2026' }, FILTRO_MSG.inicio],
      [{ inicio: '2026-02-30' }, FILTRO_MSG.inicio],
      [{ fim: '2026-13-01' }, FILTRO_MSG.fim],
      [{ fim: '99999-12-31' }, FILTRO_MSG.fim],
      [{ usuarioId: 'abc' }, FILTRO_MSG.usuario],
      [{ pacienteId: '-1' }, FILTRO_MSG.paciente],
      [{ area: 'Finanças' }, FILTRO_MSG.area],
      [{ acao: "x' OR 1=1" }, FILTRO_MSG.acao],
      [{ ocultarLogins: 'sim' }, FILTRO_MSG.ocultarLogins],
    ];
    for (const [query, message] of cases) {
      expect({ query, msg: expectErrorList(await get('/auditoria', auditor.token, query), 400) }).toEqual({ query, msg: message });
      expect({ query, msg: expectErrorList(await get('/auditoria/csv', auditor.token, query), 400) }).toEqual({ query, msg: message });
    }
    expect(expectErrorList(await get('/auditoria', auditor.token, { size: '1000' }), 400)).toBe('O tamanho da página deve estar entre 1 e 100.');
    expect(expectErrorList(await get('/auditoria', auditor.token, { size: '0' }), 400)).toBe('O tamanho da página deve estar entre 1 e 100.');
    expect(expectErrorList(await get('/auditoria', auditor.token, { page: '-1' }), 400)).toBe(FILTRO_MSG.pagina);
    expect(expectErrorList(await get('/auditoria', auditor.token, { page: '9999999' }), 400)).toBe(FILTRO_MSG.pagina);
    expect((await get('/auditoria?zz=1')).statusCode).toBe(400);
    expect((await get('/auditoria?inicio=2026-11-01&inicio=2026-11-02')).statusCode).toBe(400);
  });
});

describe('GET /auditoria/filtros', () => {
  it('offers the users who appear in the trail (current name, or the last one of a removed user), the areas and every action', async () => {
    await t.db.insertInto('auditoria').values({ acao: 'LOGIN', usuario_id: 987654, usuario_nome: 'Ex-funcionária', entidade: 'sessao' }).execute();
    const res = await get('/auditoria/filtros');
    expect(res.statusCode).toBe(200);
    const filtros = res.json<{ usuarios: { id: number; nome: string }[]; areas: string[]; acoes: { codigo: string; descricao: string }[] }>();
    expect(filtros.usuarios).toEqual(
      expect.arrayContaining([
        { id: editor.id, nome: await nomeDe(editor.id) },
        { id: 987654, nome: 'Ex-funcionária' },
      ]),
    );
    expect(filtros.usuarios.map((u) => u.id)).not.toContain(auditor.id);
    const nomes = filtros.usuarios.map((u) => u.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(filtros.areas).toEqual(['Pacientes', 'Agenda', 'Usuários', 'Configurações', 'Estoque', 'Financeiro', 'Outros']);
    expect(filtros.acoes).toEqual(
      expect.arrayContaining([
        { codigo: 'PACIENTE_ACESSADO', descricao: 'Ficha do paciente aberta' },
        { codigo: 'LOGIN_COMO', descricao: 'Entrou como outro usuário' },
        { codigo: 'PACIENTE_EDITADO', descricao: 'Paciente editado' },
      ]),
    );
  });
});

describe('GET /auditoria/pacientes', () => {
  it('finds the patients the trail mentions by part of the name (accents aside) or the start of the CPF, never one it does not mention', async () => {
    const auditado = await criarPaciente();
    await pacienteDeTeste(t, 'Helena Nunca Auditada');
    const buscar = async (busca: string) => (await get('/auditoria/pacientes', auditor.token, { busca })).json<{ id: number; nome: string }[]>();
    const porNome = await buscar('hélena aud');
    expect(porNome.map((p) => p.id)).toContain(auditado.id);
    expect(porNome.map((p) => p.nome)).not.toContain('Helena Nunca Auditada');
    expect((await buscar(auditado.cpf!.slice(0, 5))).map((p) => p.id)).toContain(auditado.id);
    expect(await buscar('h')).toEqual([]);
  });
});

describe('GET /auditoria/paciente/:id', () => {
  it("lists who saw or changed the patient's data, newest first, and nothing of other patients", async () => {
    const medico = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], { dias: ['SEG', 'TER', 'QUA', 'QUI', 'SEX'], inicio: '08:00', fim: '18:00' });
    const catalogo = await catalogoDemo(t);
    const p = await criarPaciente();
    const outro = await criarPaciente();
    const leitor = await t.createUser(['ROLE_PACIENTES']);
    expect((await get(`/gerenciar/paciente/listar/${p.id}`, leitor.token)).statusCode).toBe(200);
    await editarPaciente(p, { profissao: 'Arquiteta' });
    await editarPaciente(outro, { profissao: 'Professora' });
    // a booking that corrects the patient's mobile: the appointment and the patient edit both land on the patient
    const dia = proximo('TER');
    const agendamento = await send(
      'POST',
      '/gerenciar/agendamento/criar',
      {
        procedimentoId: catalogo.procedimentoId,
        medicoId: medico.id,
        tipoCompromissoId: catalogo.tipoCompromissoId,
        pacienteId: p.id,
        dataAgendamento: `${dia}T09:00:00`,
        horaFinal: `${dia}T10:00:00`,
        infoPaciente: { celular: '(11) 9 1111-2222' },
      },
      editor.token,
    );
    expect(agendamento.statusCode).toBe(201);

    const res = await get(`/auditoria/paciente/${p.id}`);
    expect(res.statusCode).toBe(200);
    const relatorio = res.json<{ paciente: { id: number; nome: string; cpf: string | null }; eventos: AuditoriaLinha[]; truncado: boolean }>();
    expect(relatorio.paciente).toEqual({ id: p.id, nome: 'Helena Auditada', cpf: p.cpf });
    expect(relatorio.truncado).toBe(false);
    const eventos = relatorio.eventos.map((l) => [l.acao, l.usuario?.id, l.area]);
    expect(eventos).toEqual([
      ['AGENDAMENTO_CRIADO', editor.id, 'Agenda'],
      ['PACIENTE_EDITADO', editor.id, 'Pacientes'],
      ['PACIENTE_EDITADO', editor.id, 'Pacientes'],
      ['PACIENTE_ACESSADO', leitor.id, 'Pacientes'],
      ['PACIENTE_CRIADO', editor.id, 'Pacientes'],
    ]);
    expect(relatorio.eventos.every((l) => l.paciente?.id === p.id)).toBe(true);
    // WhatsApp follows the mobile (ehWhatsapp)
    expect(relatorio.eventos[1]!.alteracoes).toEqual([
      { campo: 'celular', rotulo: 'Celular', antes: '11987654321', depois: '11911112222', oculto: false },
      { campo: 'whatsApp', rotulo: 'WhatsApp', antes: '11987654321', depois: '11911112222', oculto: false },
    ]);
    expect(relatorio.eventos[2]!.alteracoes).toEqual([{ campo: 'profissao', rotulo: 'Profissão', antes: null, depois: 'Arquiteta', oculto: false }]);

    const csv = await get(`/auditoria/paciente/${p.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="auditoria-paciente-${p.id}.csv"`);
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas).toHaveLength(1 + relatorio.eventos.length);
    expect(linhas[2]).toContain('Celular: 11987654321 → 11911112222');
  });

  it("answers 404 'Paciente não encontrado.' for an unknown patient", async () => {
    expect(expectErrorList(await get('/auditoria/paciente/999999'), 404)).toBe('Paciente não encontrado.');
    expect(expectErrorList(await get('/auditoria/paciente/999999/csv'), 404)).toBe('Paciente não encontrado.');
    expect((await get('/auditoria/paciente/abc')).statusCode).toBe(400);
  });
});

describe('a day around now', () => {
  it('finds what was just written in the clinic day it happened', async () => {
    const p = await pacienteDeTeste(t, 'Paciente Hoje');
    await get(`/gerenciar/paciente/listar/${p}`, editor.token);
    const [linha] = (await pagina({ pacienteId: String(p) })).content;
    const dia = clinicDay(new Date(linha!.criadoEm));
    const total = async (query: Record<string, string>): Promise<number> => (await pagina({ pacienteId: String(p), ...query })).totalElements;
    expect(await total({ inicio: dia, fim: dia })).toBe(1);
    expect(await total({ inicio: addDays(dia, 1) })).toBe(0);
    expect(await total({ fim: addDays(dia, -1) })).toBe(0);
  });
});
