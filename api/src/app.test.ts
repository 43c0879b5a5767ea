import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { authoritiesIn, evaluateAccess, parseAccess } from './auth/access-expression.js';
import { accessGuardPlugin } from './auth/access-guard.js';
import { ALL_AUTHORITIES } from './auth/authorities.js';
import { createTestApp, expectErrorList, bearer, type TestApp } from './test-support/test-app.js';

/** The contract's public calls (docs/api-contract.md, "Public calls"). */
const PUBLIC_ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/esqueciSenha',
  'POST /api/auth/validarUsuarioReset',
  'POST /api/auth/reset/:token',
  'GET /api/obterConfiguracoes',
  'GET /api/arquivos/white-label/:tipo',
  // the baldness scale's drawings (no patient data): an <img> asks for them without a token
  'GET /api/arquivos/grau-calvicie/:id/:tipo',
  'GET /api/ping/versao',
  'GET /api/docs',
  // public with the patient's confirmation code; with a numeric id the handler asks for ROLE_AGENDAMENTOS
  'GET /api/gerenciar/agendamento/confirmarAgendamento',
  // the patient's button on the confirmation page (code only)
  'POST /api/gerenciar/agendamento/confirmarAgendamento',
  // anyone holding a PDF asks whether the clinic issued it (the file itself is the credential)
  'POST /api/documento-emitido/verificar',
].sort();

/** The contract's authenticated calls. */
const GUARDED_ROUTES = [
  'GET /api/update/token/jwt',
  'POST /api/update/token/reset/:id',
  'GET /api/update/token/logout/:id',
  'GET /api/UsuarioManager/loggedUser',
  'GET /api/UsuarioManager/loginAs/:id',
  'POST /api/UsuarioManager/resetPwd',
  'POST /api/gerenciar/perfil/listar',
  'POST /api/gerenciar/perfil/cadastro',
  'PUT /api/gerenciar/perfil/editar/:id',
  'DELETE /api/gerenciar/perfil/deletarPerfil/:id',
  'GET /api/gerenciar/customizacaoInterface/listarWhiteLabel',
  'POST /api/gerenciar/customizacaoInterface/cadastroWhiteLabel',
  'POST /api/gerenciar/paciente/verificarPacienteCadastrado',
  'POST /api/gerenciar/paciente/cadastro',
  'PUT /api/gerenciar/paciente/editar',
  'GET /api/gerenciar/paciente/listar/:id',
  'POST /api/gerenciar/paciente/pesquisar',
  'GET /api/gerenciar/paciente/pesquisar/:name',
  'POST /api/gerenciar/paciente/ativarDesativarPaciente/:id',
  'GET /api/gerenciar/planoSaude/listarPlanoSaude',
  'POST /api/gerenciar/planoSaude/cadastroPlanoSaude',
  'DELETE /api/gerenciar/planoSaude/excluir/:id',
  'GET /api/gerenciar/pesquisaAtracao/listarPesquisaAtracao',
  'POST /api/gerenciar/pesquisaAtracao/cadastroPesquisaAtracao',
  'DELETE /api/gerenciar/pesquisaAtracao/excluir/:id',
  'POST /api/gerenciar/paciente/cadastroPulseiras',
  'GET /api/gerenciar/paciente/listarPulseiras',
  'DELETE /api/gerenciar/paciente/deletarPulseiras/:id',
  'POST /api/gerenciar/paciente/historicoAgendamento',
  'POST /api/gerenciar/paciente/verificarAptidaoParaAgendamento',
  'GET /api/gerenciar/procedimento/listar',
  'GET /api/gerenciar/procedimento/listar/:id',
  'GET /api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/:id',
  'POST /api/gerenciar/procedimento/cadastro',
  'PUT /api/gerenciar/procedimento/editar',
  'PUT /api/gerenciar/usuario/minhaFoto',
  'GET /api/gerenciar/procedimento/ListarDescricaoEtapa',
  'POST /api/gerenciar/procedimento/cadastroDescricaoEtapa',
  'DELETE /api/gerenciar/procedimento/excluir/:id',
  'GET /api/gerenciar/exames/listarExames',
  'POST /api/gerenciar/exames/cadastroExames',
  'DELETE /api/gerenciar/exames/excluir/:id',
  'POST /api/gerenciar/estoque/cadastroFabricante',
  'GET /api/gerenciar/estoque/listarFabricantes',
  'DELETE /api/gerenciar/estoque/deleteFabricante',
  'POST /api/gerenciar/estoque/cadastroUnidadeMedida',
  'GET /api/gerenciar/estoque/listarUnidadesMedida',
  'DELETE /api/gerenciar/estoque/deleteUnidadeMedida',
  'POST /api/gerenciar/estoque/cadastroSetor',
  'GET /api/gerenciar/estoque/listarSetor',
  'DELETE /api/gerenciar/estoque/deleteSetor',
  'POST /api/gerenciar/estoque/cadastro',
  'GET /api/gerenciar/estoque/listarProdutos',
  'DELETE /api/gerenciar/estoque/delete',
  'POST /api/gerenciar/estoque/lancarEntradaEstoque',
  'POST /api/gerenciar/estoque/lancarSaidaEstoque',
  'POST /api/gerenciar/estoque/devolucao',
  'POST /api/gerenciar/estoque/popularTabelaEntrada',
  'POST /api/gerenciar/estoque/popularTabelaSaida',
  'GET /api/gerenciar/estoque/listarInventario',
  'POST /api/gerenciar/estoque/exportMovimentacao',
  'POST /api/gerenciar/estoque/ajustarInventario',
  'GET /api/gerenciar/estoque/recall',
  'GET /api/gerenciar/estoque/pacientes',
  'GET /api/gerenciar/estoque/procedimentos',
  'GET /api/gerenciar/paciente/:id/lotes',
  'POST /api/gerenciar/financeiro/popularTabelaReceita',
  'POST /api/gerenciar/financeiro/lancarReceita',
  'GET /api/gerenciar/financeiro/buscarReceitas',
  'POST /api/gerenciar/financeiro/pagamentoReceita',
  'PUT /api/gerenciar/financeiro/editarReceita',
  'POST /api/gerenciar/financeiro/cancelarReceita',
  'GET /api/gerenciar/financeiro/debitosPaciente',
  'GET /api/gerenciar/orcamento/listaParcelamento',
  'POST /api/gerenciar/orcamento/cadastroParcelamento',
  'POST /api/gerenciar/financeiro/taxas/simular',
  'GET /api/gerenciar/financeiro/pix/configuracao',
  'POST /api/gerenciar/financeiro/pix/configuracao',
  'GET /api/gerenciar/financeiro/pix/parcela/:id',
  'GET /api/gerenciar/financeiro/fluxoCaixa',
  'POST /api/layout/listar',
  'GET /api/layout/listar/:id',
  'GET /api/layout/buscarLayoutFormulario/:id',
  'POST /api/layout/cadastro',
  'PUT /api/layout/atualizar',
  'DELETE /api/layout/delete/:id',
  'GET /api/layout/listarVariaveisAplicacao',
  'POST /api/layout/cadastroVariaveisAplicacao',
  'DELETE /api/layout/deletarVariaveisAplicacao/:id',
  'POST /api/layout/preencherLayout',
  'POST /api/layout/formatarTextoOrcamento',
  'POST /api/gerenciar/paciente/laudo',
  'POST /api/documento-emitido/registrar',
  'POST /api/gerenciar/formulario/resposta/cadastro',
  'POST /api/gerenciar/formulario/resposta/listar',
  'GET /api/gerenciar/formulario/resposta/listar/:id',
  'POST /api/gerenciar/formulario/resposta/upload',
  'GET /api/gerenciar/formulario/resposta/arquivo/:id',
  'POST /api/gerenciar/formulario/resposta/imprimir',
  'DELETE /api/gerenciar/formulario/deletarFomulario',
  'POST /api/gerenciar/formulario/listasRespostasPerguntasEstudoCaso',
  'GET /api/gerenciar/contrato/listar',
  'POST /api/gerenciar/contrato/listar',
  'POST /api/gerenciar/contrato/cadastro',
  'PUT /api/gerenciar/contrato/atualizar',
  'DELETE /api/gerenciar/contrato/delete/:id',
  'POST /api/gerenciar/contrato/uploadFile',
  'POST /api/gerenciar/contrato/assinar',
  'GET /api/gerenciar/contrato/arquivo/:id',
  'GET /api/gerenciar/contrato/imprimir/:id',
  'POST /api/gerenciar/paciente/gerarAtestado',
  'GET /api/gerenciar/paciente/buscarAtestado',
  'DELETE /api/gerenciar/paciente/deletarAtestado',
  'GET /api/gerenciar/paciente/imprimirAtestado/:id',
  'GET /api/gerenciar/prescricao/listartiposprescricao',
  'GET /api/gerenciar/prescricao/buscarEtapasPrecricao',
  'GET /api/gerenciar/prescricao/listar',
  'GET /api/gerenciar/prescricao/listar/:id',
  'POST /api/gerenciar/prescricao/listarPrescricaoPaciente',
  'GET /api/gerenciar/prescricao/listarPrescricaoId/:id',
  'POST /api/gerenciar/prescricao/cadastro',
  'PUT /api/gerenciar/prescricao/conferirErealizaarUploadArquivo/:id',
  'POST /api/gerenciar/prescricao/uploadArquivoPrescricao',
  'GET /api/gerenciar/prescricao/arquivo/:id',
  'DELETE /api/gerenciar/prescricao/deletarPrescricao',
  'GET /api/gerenciar/prescricao/imprimir/:id',
  'GET /api/gerenciar/paciente/buscarOrientacaoMedica',
  'POST /api/gerenciar/paciente/gerarOrientacaoMedica',
  'GET /api/gerenciar/formulario/listarTodos',
  'GET /api/gerenciar/formulario/listar/:id',
  'POST /api/gerenciar/formulario/cadastro',
  'PUT /api/gerenciar/formulario/editar',
  'POST /api/gerenciar/formulario/atualizarStatusFormulario',
  'GET /api/gerenciar/formulario/grauCalvicie/listarTodos',
  'POST /api/gerenciar/formulario/grauCalvicie/cadastro',
  'PUT /api/gerenciar/formulario/grauCalvicie/editar',
  'DELETE /api/gerenciar/formulario/grauCalvicie/excluir/:id',
  'POST /api/gerenciar/imagens/upload',
  'GET /api/gerenciar/imagens/arquivo/:id',
  'POST /api/gerenciar/imagens/listar',
  'POST /api/gerenciar/imagens/cadastro',
  'PUT /api/gerenciar/imagens/editar',
  'GET /api/gerenciar/imagens/listardescricaogrupos',
  'POST /api/gerenciar/imagens/estudocaso/listar',
  'POST /api/gerenciar/imagens/listarGruposEstudosDeCaso',
  'POST /api/gerenciar/imagens/listarPorFiltro',
  'GET /api/gerenciar/imagens/listar',
  'POST /api/gerenciar/estudoCaso/cadastro',
  'GET /api/gerenciar/estudoCaso/buscarEstudoPorPaciente/:id',
  'GET /api/gerenciar/estudoCaso/buscarEstudo/:id',
  'GET /api/gerenciar/estudoCaso/imagem/:id',
  'POST /api/gerenciar/estudoCaso/documento',
  'GET /api/gerenciar/assinatura/certificado',
  'PUT /api/gerenciar/assinatura/certificado',
  'DELETE /api/gerenciar/assinatura/certificado',
  'POST /api/gerenciar/agendamento/iniciarAgendamento/:id',
  'POST /api/gerenciar/agendamento/finalizarAgendamento',
  'POST /api/gerenciar/paciente/foto',
  'GET /api/gerenciar/paciente/foto/:id',
  'GET /api/gerenciar/sala/listar',
  'POST /api/gerenciar/sala/cadastroEedicao',
  'DELETE /api/gerenciar/sala/excluir/:id',
  'POST /api/gerenciar/compromisso/listar',
  'POST /api/gerenciar/compromisso/cadastro',
  'PUT /api/gerenciar/compromisso/editar',
  'DELETE /api/gerenciar/compromisso/excluir/:id',
  'GET /api/gerenciar/medico/listar',
  'GET /api/gerenciar/medico/listar/:id',
  'PUT /api/gerenciar/medico/editar',
  'POST /api/gerenciar/medico/cadastro',
  'DELETE /api/gerenciar/medico/excluir/:id',
  // spec 01 §7's GET /deletar{id}: an alias of excluir
  'GET /api/gerenciar/medico/deletar:id',
  'POST /api/gerenciar/medico/cadastrarGatilhoLembrete',
  'GET /api/gerenciar/medico/notificacaoMedico/:id',
  'GET /api/gerenciar/funcionario/listar',
  'GET /api/gerenciar/funcionario/listar/:id',
  'GET /api/gerenciar/funcionario/obterUsuariosSistema',
  'POST /api/gerenciar/funcionario/cadastro',
  'PUT /api/gerenciar/funcionario/editar',
  'DELETE /api/gerenciar/funcionario/excluir/:id',
  // a user's photo (Usuários, the top bar), sent as a patient's is
  'POST /api/gerenciar/usuario/foto',
  'GET /api/gerenciar/usuario/foto/:id',
  'GET /api/gerenciar/notificacao/limparNotificacoesDoMedico/:id',
  'GET /api/gerenciar/notificacao/marcarComoLida/:id',
  'GET /api/gerenciar/notificacao/medico/:id',
  'GET /api/gerenciar/notificacao/naoLidas',
  'GET /api/gerenciar/notificacao/notificarMedicoAgendamentoNaoFinalizado/:id',
  'GET /api/gerenciar/medico/listarDisponibilidade/:medicoId',
  'POST /api/gerenciar/medico/cadastroDisponibilidade',
  'DELETE /api/gerenciar/medico/deletarDisponibilidade/:id',
  'GET /api/gerenciar/medico/listarBloqueioMedico/:medicoId',
  'GET /api/gerenciar/medico/listarBloqueioMedico',
  'POST /api/gerenciar/medico/criarBloqueioMedico',
  'DELETE /api/gerenciar/medico/deletaBloqueioMedico/:id',
  'POST /api/gerenciar/agendamento/popularCalendario',
  'POST /api/gerenciar/agendamento/pesquisarAgendamentos',
  'GET /api/gerenciar/agendamento/listar/:id',
  'POST /api/gerenciar/agendamento/verificarHorarioDisponivel',
  'POST /api/gerenciar/agendamento/criar',
  'PUT /api/gerenciar/agendamento/atualizar',
  'POST /api/gerenciar/agendamento/cancelarAgendamento',
  'POST /api/gerenciar/agendamento/pacienteChegou',
  'GET /api/gerenciar/agendamento/naoFinalizados',
  'GET /api/gerenciar/orcamento/listarStatusOrcamento',
  'GET /api/dashboard/agenda',
  'GET /api/dashboard/pacientes',
  'GET /api/auditoria',
  'GET /api/auditoria/filtros',
  'GET /api/auditoria/csv',
  'GET /api/auditoria/paciente/:id',
  'GET /api/auditoria/paciente/:id/csv',
  'GET /api/auditoria/pacientes',
  'GET /api/relatorios/filtros',
  'GET /api/relatorios/agendamentos',
  'GET /api/relatorios/agendamentos/csv',
  'GET /api/relatorios/agendamentos/xlsx',
  'GET /api/relatorios/pacientes-novos',
  'GET /api/relatorios/pacientes-novos/csv',
  'GET /api/relatorios/pacientes-novos/xlsx',
  'GET /api/relatorios/procedimentos-realizados',
  'GET /api/relatorios/procedimentos-realizados/csv',
  'GET /api/relatorios/procedimentos-realizados/xlsx',
  'GET /api/relatorios/receita',
  'GET /api/relatorios/receita/csv',
  'GET /api/relatorios/receita/xlsx',
  'GET /api/gerenciar/campanha/listar',
  'POST /api/gerenciar/campanha/pesquisarFiltro',
  'POST /api/gerenciar/campanha/cadastro',
  'POST /api/gerenciar/campanha/desabilitarCampanha',
  'GET /api/gerenciar/campanha/historico/:id',
  'POST /api/gerenciar/orcamento/criarOrcamento',
  'POST /api/gerenciar/orcamento/popularTabelaOrcamento',
  'GET /api/gerenciar/orcamento/pesquisarOrcamento',
  'POST /api/gerenciar/orcamento/setarStatusOrcamento',
  'GET /api/gerenciar/orcamento/pacientes',
].sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const routes = () => t.app.routeAccessList.filter((r) => r.method !== 'HEAD');

describe('route registry', () => {
  it('registers exactly the contract calls, each with an access declaration', () => {
    for (const route of t.app.routeAccessList)
      expect({ route: `${route.method} ${route.url}`, access: typeof route.access }).toEqual({ route: `${route.method} ${route.url}`, access: 'string' });
    const publicOnes = routes()
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicOnes).toEqual(PUBLIC_ROUTES);
    const guarded = routes()
      .filter((r) => r.access !== 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(guarded).toEqual(GUARDED_ROUTES);
  });

  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    await app.register(
      fp(
        (i) => {
          i.decorate('deps', {} as never);
        },
        { name: 'deps' },
      ),
    );
    await app.register(accessGuardPlugin);
    expect(() => app.get('/sem-acesso', () => ({}))).toThrow(/sem declaração de acesso/);
    await app.close();
  });
});

describe('access guard on every guarded route', () => {
  const urlFor = (url: string, id: number) => url.replace(':id', String(id)).replace(':token', 'x');

  it('answers 401 "Sessão encerrada" without a token and with a forged one', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const url = urlFor(route.url, 1);
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect({ route: url, msg: expectErrorList(res, 401) }).toEqual({ route: url, msg: 'Sessão encerrada' });
      const forged = await t.app.inject({ method: route.method as 'GET', url, headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIxIn0.x') });
      expect(expectErrorList(forged, 401)).toBe('Sessão encerrada');
    }
  });

  it('answers 403 to a valid token that lacks any one of the needed authorities', async () => {
    const admin = await t.createUser([...ALL_AUTHORITIES]);
    const usersWithout = new Map<string, Awaited<ReturnType<TestApp['createUser']>>>();
    const nobody = await t.createUser([]);
    let checked = 0;
    for (const route of routes().filter((r) => r.access !== 'public' && r.access !== 'authenticated')) {
      const rule = parseAccess(route.access!);
      if (rule.kind !== 'expression') continue;
      // `self` routes: call them on someone else's id
      const url = urlFor(route.url, admin.id);
      const candidates = [{ label: 'sem autoridades', user: nobody, authorities: [] as string[] }];
      for (const missing of authoritiesIn(rule.node)) {
        const authorities = ALL_AUTHORITIES.filter((a) => a !== missing);
        if (!usersWithout.has(missing)) usersWithout.set(missing, await t.createUser(authorities));
        candidates.push({ label: `sem ${missing}`, user: usersWithout.get(missing)!, authorities });
      }
      for (const c of candidates) {
        if (evaluateAccess(rule.node, { authorities: new Set(c.authorities), isSelf: false })) continue;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(c.user.token), payload: route.method === 'GET' ? undefined : {} });
        expect({ route: `${route.method} ${url}`, caso: c.label, status: res.statusCode }).toEqual({
          route: `${route.method} ${url}`,
          caso: c.label,
          status: 403,
        });
        expect(expectErrorList(res, 403)).toBe('Usuário sem permissão para esta operação.');
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});

describe('OpenAPI document', () => {
  it('is served as JSON at /api/docs and lists every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of routes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect({ path, method: route.method, listed: Boolean(doc.paths[path]?.[route.method.toLowerCase()]) }).toEqual({
        path,
        method: route.method,
        listed: true,
      });
    }
    const login = doc.paths['/api/auth/login']?.post as { requestBody?: unknown; responses: Record<string, unknown> };
    expect(login.requestBody).toBeDefined();
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });
});

describe('headers', () => {
  it('sends security headers and Cache-Control: no-store on api answers', async () => {
    for (const url of ['/api/ping/versao', '/api/nao-existe', '/api/obterConfiguracoes']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers the version publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ping/versao' });
    expect(res.json()).toEqual({ versao: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
