import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { reais } from '../layout/preenchimento.js';
import { CAMPANHA_MSG } from './campanha.messages.js';
import {
  campanhaPorId,
  historicoDaCampanha,
  insertCampanha,
  insertHistorico,
  listCampanhas,
  procedimentosExistentes,
  setAtivo,
  travarCampanha,
  updateCampanha,
  versaoDaCampanha,
  type CampanhaDados,
} from './campanha.repository.js';
import {
  CAMPANHA_CREATE,
  CAMPANHA_EDIT,
  CAMPANHA_READ,
  CAMPANHA_SAVE,
  CAMPANHA_TAGS,
  campanhaBodySchema,
  campanhaFiltroSchema,
  campanhaHistoricoSchema,
  campanhaListarQuerySchema,
  campanhaSchema,
  desabilitarBodySchema,
  type Campanha,
  type CampanhaBody,
} from './campanha.schemas.js';

/** A discount as a person reads it: 'R$ 50,00' or '10%'. */
export const descontoLegivel = (c: Pick<Campanha, 'tipoDesconto' | 'desconto'>): string =>
  c.tipoDesconto === 'VALOR_REAL' ? reais(c.desconto) : `${String(c.desconto).replace('.', ',')}%`;

/** The body's campaign, or every field's refusal (as the form shows them). */
export function dadosDaCampanha(body: CampanhaBody): CampanhaDados {
  const erros: ErrorItem[] = [];
  const nome = body.nome?.replace(/\s+/g, ' ').trim() ?? '';
  if (!nome) erros.push(invalidField(CAMPANHA_MSG.nome, 'nome'));
  if (!body.tipoDesconto) erros.push(invalidField(CAMPANHA_MSG.tipoDesconto, 'tipoDesconto'));
  let desconto = body.desconto ?? null;
  if (desconto === null) erros.push(invalidField(CAMPANHA_MSG.desconto, 'desconto'));
  else if (body.tipoDesconto === 'VALOR_REAL' && (!Number.isSafeInteger(desconto) || desconto <= 0))
    erros.push(invalidField(CAMPANHA_MSG.descontoInvalido, 'desconto'));
  else if (body.tipoDesconto === 'PORCENTAGEM') {
    desconto = Math.round(desconto * 100) / 100;
    if (desconto <= 0 || desconto > 100) erros.push(invalidField(CAMPANHA_MSG.percentualMaximo, 'desconto'));
  }
  const procedimentos = [...new Set(body.procedimentosSelecionados ?? [])];
  if (procedimentos.length === 0) erros.push(invalidField(CAMPANHA_MSG.procedimentos, 'procedimentosSelecionados'));
  if (erros.length > 0) throw new ApiErrorList(400, erros);
  return { nome, tipoDesconto: body.tipoDesconto!, desconto: desconto!, procedimentos, ...(body.status === undefined ? {} : { ativo: body.status }) };
}

/** What an edit changed, one line per field, as the history shows it. */
function mudancas(antes: Campanha, depois: Campanha): string[] {
  const linhas: string[] = [];
  const linha = (campo: string, de: string, para: string) => {
    if (de !== para) linhas.push(`ALTERADO <<${campo}>> DE '${de}' PARA '${para}'`);
  };
  linha('nome', antes.nome, depois.nome);
  linha('desconto', descontoLegivel(antes), descontoLegivel(depois));
  linha('status', antes.status ? 'Ativa' : 'Desabilitada', depois.status ? 'Ativa' : 'Desabilitada');
  const nomesAntes = new Map(antes.procedimentos.map((p) => [p.id, p.nome]));
  const nomesDepois = new Map(depois.procedimentos.map((p) => [p.id, p.nome]));
  for (const [id, nome] of nomesDepois) if (!nomesAntes.has(id)) linhas.push(`ADICIONADO <<procedimento>> '${nome}'`);
  for (const [id, nome] of nomesAntes) if (!nomesDepois.has(id)) linhas.push(`REMOVIDO <<procedimento>> '${nome}'`);
  return linhas;
}

const resumo = (c: Campanha) => ({
  nome: c.nome,
  tipoDesconto: c.tipoDesconto,
  desconto: c.desconto,
  status: c.status,
  procedimentos: c.procedimentosSelecionados,
});

/** Campaigns (spec 01 §7 Campaigns: listar, cadastro, historico/{id}, desabilitarCampanha, pesquisarFiltro). */
export function campanhaRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/campanha/listar',
    {
      config: { access: CAMPANHA_READ },
      schema: {
        tags: CAMPANHA_TAGS,
        summary: 'Campanhas por nome (status=true: só as ativas; procedimentoId: só as que o contêm)',
        querystring: campanhaListarQuerySchema,
        response: { 200: Type.Array(campanhaSchema) },
      },
    },
    async (request) =>
      listCampanhas(app.deps.db, {
        ...(request.query.status === undefined ? {} : { status: request.query.status === 'true' }),
        ...(request.query.procedimentoId === undefined ? {} : { procedimentoId: Number(request.query.procedimentoId) }),
      }),
  );

  app.post(
    '/gerenciar/campanha/pesquisarFiltro',
    {
      config: { access: CAMPANHA_READ },
      schema: {
        tags: CAMPANHA_TAGS,
        summary: 'Campanhas que atendem ao filtro (nome, status, procedimento, tipo de desconto), por nome',
        body: Type.Optional(campanhaFiltroSchema),
        response: { 200: Type.Array(campanhaSchema) },
      },
    },
    async (request) => listCampanhas(app.deps.db, request.body ?? {}),
  );

  app.post(
    '/gerenciar/campanha/cadastro',
    {
      config: { access: CAMPANHA_SAVE },
      schema: {
        tags: CAMPANHA_TAGS,
        summary: 'Criar (sem id, CRIAR_CAMPANHA) ou editar (com id e versao, EDITAR_E_VISUALIZAR_CAMPANHAS) uma campanha',
        body: campanhaBodySchema,
        response: { 200: campanhaSchema },
      },
    },
    async (request) => {
      const id = request.body.id ?? undefined;
      await app.checkAccess(request, id === undefined ? CAMPANHA_CREATE : CAMPANHA_EDIT);
      const dados = dadosDaCampanha(request.body);
      const existentes = await procedimentosExistentes(app.deps.db, dados.procedimentos);
      if (dados.procedimentos.some((p) => !existentes.has(p)))
        throw new ApiErrorList(400, [invalidField(CAMPANHA_MSG.procedimentoNaoEncontrado, 'procedimentosSelecionados')]);
      const usuario = request.auth?.user ?? null;
      const autor = usuario ? { id: usuario.id, nome: usuario.nome } : null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rethrow = (error: unknown): never => {
          if (isUniqueViolation(error)) throw new ApiErrorList(409, [invalidField(CAMPANHA_MSG.duplicada, 'nome')]);
          throw error;
        };
        if (id === undefined) {
          const novoId = await insertCampanha(trx, dados, usuario?.nome ?? null).catch(rethrow);
          const salva = (await campanhaPorId(trx, novoId))!;
          await insertHistorico(trx, {
            campanhaId: novoId,
            tipo: 'CRIADA',
            descricao: [`CRIAÇÃO DA CAMPANHA '${salva.nome}' (${descontoLegivel(salva)})`],
            usuario: autor,
          });
          await audit({ acao: 'CAMPANHA_CRIADA', entidade: 'campanha', entidadeId: novoId, detalhes: resumo(salva) });
          return salva;
        }
        await travarCampanha(trx, id);
        const antes = await campanhaPorId(trx, id);
        if (!antes) throw notFound(CAMPANHA_MSG.naoEncontrada);
        if (!(await updateCampanha(trx, id, request.body.versao, dados, usuario?.nome ?? null).catch(rethrow)))
          return recusaDeAtualizacao(await versaoDaCampanha(trx, id), request.body.versao, () => notFound(CAMPANHA_MSG.naoEncontrada));
        const salva = (await campanhaPorId(trx, id))!;
        await insertHistorico(trx, { campanhaId: id, tipo: 'ALTERADA', descricao: mudancas(antes, salva), usuario: autor });
        await audit({ acao: 'CAMPANHA_EDITADA', entidade: 'campanha', entidadeId: id, detalhes: { antes: resumo(antes), depois: resumo(salva) } });
        return salva;
      });
    },
  );

  app.post(
    '/gerenciar/campanha/desabilitarCampanha',
    {
      config: { access: CAMPANHA_EDIT },
      schema: {
        tags: CAMPANHA_TAGS,
        summary: 'Desabilitar uma campanha (status=true: habilitar de novo); os orçamentos já feitos com ela ficam como estão',
        body: desabilitarBodySchema,
        response: { 200: campanhaSchema },
      },
    },
    async (request) => {
      const { id, versao } = request.body;
      const ativo = request.body.status ?? false;
      const usuario = request.auth?.user ?? null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        await travarCampanha(trx, id);
        const antes = await campanhaPorId(trx, id);
        if (!antes) throw notFound(CAMPANHA_MSG.naoEncontrada);
        // already so: nothing to change, whatever version was read
        if (antes.status === ativo) return antes;
        if (!(await setAtivo(trx, id, versao, ativo, usuario?.nome ?? null)))
          return recusaDeAtualizacao(await versaoDaCampanha(trx, id), versao, () => notFound(CAMPANHA_MSG.naoEncontrada));
        const salva = (await campanhaPorId(trx, id))!;
        await insertHistorico(trx, {
          campanhaId: id,
          tipo: ativo ? 'HABILITADA' : 'DESABILITADA',
          descricao: [ativo ? 'CAMPANHA HABILITADA' : 'CAMPANHA DESABILITADA'],
          usuario: usuario ? { id: usuario.id, nome: usuario.nome } : null,
        });
        await audit({ acao: ativo ? 'CAMPANHA_HABILITADA' : 'CAMPANHA_DESABILITADA', entidade: 'campanha', entidadeId: id, detalhes: { nome: salva.nome } });
        return salva;
      });
    },
  );

  app.get(
    '/gerenciar/campanha/historico/:id',
    {
      config: { access: CAMPANHA_EDIT },
      schema: {
        tags: CAMPANHA_TAGS,
        summary: 'Histórico da campanha: quem mudou o quê, e quando (o mais recente primeiro)',
        params: idParamsSchema,
        response: { 200: Type.Array(campanhaHistoricoSchema) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if ((await versaoDaCampanha(app.deps.db, id)) === undefined) throw notFound(CAMPANHA_MSG.naoEncontrada);
      return historicoDaCampanha(app.deps.db, id);
    },
  );
}
