import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiErrorList, badRequest, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { pageOf } from '../http/pagination.js';
import type { TypedApp } from '../http/typebox.js';
import { criarReceitaDoOrcamento } from './receita.repository.js';
import { dividirEmParcelas } from './parcelas.js';
import { ORCAMENTO_MSG } from './orcamento.messages.js';
import {
  buscarOrcamento,
  campanhaDoOrcamento,
  ehMedico,
  escolherProposta,
  insertOrcamento,
  marcarStatus,
  pacienteExiste,
  paginaDeOrcamentos,
  precoDoProcedimento,
  propostaDoOrcamento,
  travarOrcamento,
  type PropostaNova,
} from './orcamento.repository.js';
import {
  FORMAS_ENTRADA,
  MAX_PARCELAS_CARTAO,
  ORCAMENTO_APPROVE,
  ORCAMENTO_CANCEL,
  ORCAMENTO_CREATE,
  ORCAMENTO_LIST,
  ORCAMENTO_TAGS,
  ORCAMENTO_VIEW,
  PACIENTES_LIMITE,
  listaQuerySchema,
  orcamentoBodySchema,
  pacienteDoOrcamentoSchema,
  pacientesQuerySchema,
  orcamentoFiltroSchema,
  orcamentoSchema,
  paginaOrcamentosSchema,
  pesquisarQuerySchema,
  setarStatusQuerySchema,
  type OrcamentoBody,
} from './orcamento.schemas.js';
import { Type } from 'typebox';
import type { FormaPagamentoEntrada } from '../db/column-types.js';
import { searchByName } from '../paciente/paciente-busca.repository.js';

interface CampanhaDoOrcamento {
  tipo_desconto: 'VALOR_REAL' | 'PORCENTAGEM';
  desconto_centavos: number | null;
  desconto_percentual: string | number | null;
}

/**
 * The gross value of a quote (spec 02 §5): the procedure's price, minus the campaign's fixed amount or
 * percentage (rounded to the centavo), never below 0.
 */
export function valorBrutoComCampanha(precoCentavos: number, campanha: CampanhaDoOrcamento | null): number {
  if (!campanha) return precoCentavos;
  const desconto =
    campanha.tipo_desconto === 'VALOR_REAL'
      ? Number(campanha.desconto_centavos ?? 0)
      : Math.round((precoCentavos * Number(campanha.desconto_percentual ?? 0)) / 100);
  return Math.max(0, precoCentavos - desconto);
}

const campoDaProposta = (i: number, campo: string) => `propostasDePagamentos[${i}].${campo}`;

/**
 * Every rule of spec 02 §5 'Quote form' the body alone decides, with the form's messages: what is
 * required, the discount, each proposal's method, instalments and entry. `bruto`: the gross value the
 * server computed (undefined while the procedure is unknown).
 */
export function errosDoOrcamento(body: OrcamentoBody, bruto: number | undefined): { erros: ErrorItem[]; propostas: PropostaNova[] } {
  const erros: ErrorItem[] = [];
  if (!body.profissionalId) erros.push(invalidField(ORCAMENTO_MSG.profissional, 'profissionalId'));
  if (!body.pacienteId) erros.push(invalidField(ORCAMENTO_MSG.paciente, 'pacienteId'));
  if (!body.procedimentoId) erros.push(invalidField(ORCAMENTO_MSG.procedimento, 'procedimentoId'));
  const valorBruto = body.valorBruto ?? null;
  if (valorBruto === null || valorBruto < 1) erros.push(invalidField(ORCAMENTO_MSG.valor, 'valorBruto'));
  const desconto = body.desconto ?? 0;
  if (desconto < 0) erros.push(invalidField(ORCAMENTO_MSG.descontoNaoPermitido, 'desconto'));
  else if (valorBruto !== null && valorBruto >= 1 && desconto > valorBruto) erros.push(invalidField(ORCAMENTO_MSG.descontoMaior, 'desconto'));
  const liquido = bruto !== undefined && desconto >= 0 && desconto <= bruto ? bruto - desconto : undefined;

  const lista = body.propostasDePagamentos ?? [];
  if (lista.length === 0) erros.push(invalidField(ORCAMENTO_MSG.camposInvalidos, 'propostasDePagamentos'));
  const propostas: PropostaNova[] = [];
  lista.forEach((p, i) => {
    const antes = erros.length;
    if (!p.formaPagamento) erros.push(invalidField(ORCAMENTO_MSG.formaPagamento, campoDaProposta(i, 'formaPagamento')));
    let quantidade = 1;
    if (p.formaPagamento === 'CREDITO') {
      const q = p.quantidadeParcelas ?? null;
      if (q === null) erros.push(invalidField(ORCAMENTO_MSG.quantidade, campoDaProposta(i, 'quantidadeParcelas')));
      else if (q < 1 || q > MAX_PARCELAS_CARTAO) erros.push(invalidField(ORCAMENTO_MSG.quantidadeNaoPermitida, campoDaProposta(i, 'quantidadeParcelas')));
      else quantidade = q;
    }
    let entrada: PropostaNova['entrada'] = null;
    if (p.temEntrada) {
      const forma = p.entrada?.formaPagamentoEntrada ?? null;
      const valor = p.entrada?.valorEntrada ?? null;
      if (valor === null) erros.push(invalidField(ORCAMENTO_MSG.valor, campoDaProposta(i, 'entrada.valorEntrada')));
      else if (valor < 1) erros.push(invalidField(ORCAMENTO_MSG.quantidadeNaoPermitida, campoDaProposta(i, 'entrada.valorEntrada')));
      else if (liquido !== undefined && valor > liquido) erros.push(invalidField(ORCAMENTO_MSG.entradaMaior, campoDaProposta(i, 'entrada.valorEntrada')));
      if (forma === null) erros.push(invalidField(ORCAMENTO_MSG.formaPagamento, campoDaProposta(i, 'entrada.formaPagamentoEntrada')));
      else if (!(FORMAS_ENTRADA as readonly string[]).includes(forma))
        erros.push(invalidField(ORCAMENTO_MSG.entradaCredito, campoDaProposta(i, 'entrada.formaPagamentoEntrada')));
      if (erros.length === antes && valor !== null && forma !== null) entrada = { forma: forma as FormaPagamentoEntrada, valor };
    }
    if (erros.length === antes && liquido !== undefined && p.formaPagamento) {
      const { parcelas } = dividirEmParcelas(liquido, quantidade, entrada?.valor ?? 0);
      propostas.push({
        formaPagamento: p.formaPagamento,
        quantidadeParcelas: quantidade,
        valorParcela: parcelas[0] ?? 0,
        entrada,
        ordenacao: p.ordenacao ?? i,
      });
    }
  });
  return { erros, propostas };
}

/** Quotes (spec 02 §7 Quotes, base /gerenciar/orcamento): criarOrcamento, popularTabelaOrcamento, pesquisarOrcamento, setarStatusOrcamento. */
export function orcamentoRoutes(app: TypedApp): void {
  const { db } = app.deps;

  app.post(
    '/gerenciar/orcamento/criarOrcamento',
    {
      config: { access: ORCAMENTO_CREATE },
      schema: {
        tags: ORCAMENTO_TAGS,
        summary: 'Criar um orçamento PENDENTE com suas propostas de pagamento (valores em centavos; regras do formulário no servidor)',
        body: orcamentoBodySchema,
        response: { 200: orcamentoSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const usuario = request.auth!.user;
      const erros: ErrorItem[] = [];
      const procedimento = body.procedimentoId ? await precoDoProcedimento(db, body.procedimentoId) : undefined;
      if (body.procedimentoId && !procedimento) erros.push(invalidField(ORCAMENTO_MSG.procedimentoNaoEncontrado, 'procedimentoId'));
      if (body.pacienteId && !(await pacienteExiste(db, body.pacienteId))) erros.push(invalidField(ORCAMENTO_MSG.pacienteNaoEncontrado, 'pacienteId'));
      if (body.profissionalId && (body.profissionalId !== usuario.id || !(await ehMedico(db, usuario.id))))
        erros.push(invalidField(ORCAMENTO_MSG.profissionalLogado, 'profissionalId'));
      const campanha = body.campanhaId && procedimento ? await campanhaDoOrcamento(db, body.campanhaId, procedimento.id) : undefined;
      if (body.campanhaId && procedimento) {
        if (!campanha) erros.push(invalidField(ORCAMENTO_MSG.campanhaNaoEncontrada, 'campanhaId'));
        else if (!campanha.ativo) erros.push(invalidField(ORCAMENTO_MSG.campanhaDesabilitada, 'campanhaId'));
        else if (!campanha.contem) erros.push(invalidField(ORCAMENTO_MSG.campanhaDoProcedimento, 'campanhaId'));
      }
      const bruto = procedimento ? valorBrutoComCampanha(Number(procedimento.valor_centavos), campanha ?? null) : undefined;
      if (bruto === 0) erros.push(invalidField(ORCAMENTO_MSG.valorValido, 'valorBruto'));
      const validado = errosDoOrcamento(body, bruto);
      const todos = [...validado.erros, ...erros];
      if (todos.length > 0) throw new ApiErrorList(400, todos);
      if (body.valorBruto !== bruto)
        throw new ApiErrorList(409, [
          { ...invalidField(ORCAMENTO_MSG.valorMudou, 'valorBruto'), mensagemDesenvolvedor: `valorBruto enviado ${body.valorBruto}, calculado ${bruto}` },
        ]);
      return auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const id = await insertOrcamento(
          trx,
          {
            pacienteId: body.pacienteId!,
            profissionalId: usuario.id,
            procedimentoId: body.procedimentoId!,
            campanhaId: body.campanhaId ?? null,
            valorBruto: bruto!,
            desconto: body.desconto ?? 0,
            propostas: validado.propostas,
          },
          usuario.nome,
        );
        const salvo = (await buscarOrcamento(trx, id))!;
        await audit({
          acao: 'ORCAMENTO_CRIADO',
          entidade: 'orcamento',
          entidadeId: id,
          pacienteId: salvo.pacienteId,
          detalhes: {
            procedimento: salvo.nomeProcedimento,
            campanha: salvo.campanha,
            valorBruto: salvo.valorBruto,
            desconto: salvo.desconto,
            propostas: salvo.propostasDePagamentos.length,
          },
        });
        return salvo;
      });
    },
  );

  app.get(
    '/gerenciar/orcamento/pacientes',
    {
      config: { access: ORCAMENTO_CREATE },
      schema: {
        tags: ORCAMENTO_TAGS,
        summary: `Pacientes ativos cujo nome contém o texto (até ${PACIENTES_LIMITE}), com e-mail e telefones, para o formulário do orçamento`,
        querystring: pacientesQuerySchema,
        response: { 200: Type.Array(pacienteDoOrcamentoSchema) },
      },
    },
    async (request) =>
      (await searchByName(db, request.query.nome, PACIENTES_LIMITE)).map((p) => ({
        id: p.id,
        nome: p.nome,
        email: p.email,
        celular: p.celular,
        telefone: p.telefone,
        ddi: p.ddi,
      })),
  );

  app.post(
    '/gerenciar/orcamento/popularTabelaOrcamento',
    {
      config: { access: ORCAMENTO_LIST },
      schema: {
        tags: ORCAMENTO_TAGS,
        summary: 'Lista de orçamentos do filtro, o mais recente primeiro, 20 por página (sem ORCAMENTO: só os aprovados de um paciente)',
        querystring: listaQuerySchema,
        body: Type.Optional(orcamentoFiltroSchema),
        response: { 200: paginaOrcamentosSchema },
      },
    },
    async (request) => {
      const filtro = request.body ?? {};
      if (!app.hasAccess(request, 'ORCAMENTO') && (!filtro.pacienteId || filtro.status !== 'APROVADO'))
        throw new ApiErrorList(403, [{ mensagemUsuario: ORCAMENTO_MSG.semPermissaoLista, mensagemDesenvolvedor: 'DEBITO_FICHA_PACIENTE sem ORCAMENTO' }]);
      if (filtro.dataInicio && filtro.dataFinal && filtro.dataFinal < filtro.dataInicio) throw badRequest('A data final não pode ser anterior à inicial.');
      const { page, size } = pageOf(request.query);
      const { content, totalElements } = await paginaDeOrcamentos(db, filtro, page, size);
      return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
    },
  );

  app.get(
    '/gerenciar/orcamento/pesquisarOrcamento',
    {
      config: { access: ORCAMENTO_VIEW },
      schema: {
        tags: ORCAMENTO_TAGS,
        summary: 'Um orçamento com o paciente, as propostas (somenteAprovadas=true: só a aprovada) e a receita da aprovação',
        querystring: pesquisarQuerySchema,
        response: { 200: orcamentoSchema },
      },
    },
    async (request) => {
      const orcamento = await buscarOrcamento(db, Number(request.query.orcamentoId), request.query.somenteAprovadas === 'true');
      // the record's Débitos tab (without EDITAR_VISUALIZAR_ORCAMENTOS) opens approved quotes only
      if (!orcamento || (orcamento.status !== 'APROVADO' && !app.hasAccess(request, ORCAMENTO_APPROVE))) throw notFound(ORCAMENTO_MSG.naoEncontrado);
      return orcamento;
    },
  );

  app.post(
    '/gerenciar/orcamento/setarStatusOrcamento',
    {
      config: { access: `${ORCAMENTO_APPROVE} || ${ORCAMENTO_CANCEL}` },
      schema: {
        tags: ORCAMENTO_TAGS,
        summary:
          'APROVADO com propostaId (EDITAR_VISUALIZAR_ORCAMENTOS): escolhe a proposta e cria a receita com entrada e parcelas, na mesma transação; CANCELADO (CANCELAR_ORCAMENTOS): só um pendente',
        querystring: setarStatusQuerySchema,
        response: { 200: orcamentoSchema },
      },
    },
    async (request) => {
      const { status } = request.query;
      const id = Number(request.query.orcamentoId);
      await app.checkAccess(request, status === 'APROVADO' ? ORCAMENTO_APPROVE : ORCAMENTO_CANCEL);
      const propostaId = request.query.propostaId === undefined ? undefined : Number(request.query.propostaId);
      if (status === 'APROVADO' && propostaId === undefined) throw badRequest(ORCAMENTO_MSG.propostaNaoEncontrada, 'propostaId ausente');
      const usuario = request.auth!.user;
      return auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        // concurrent approvals wait on this lock; the later ones then see APROVADO and get the 409
        const atual = await travarOrcamento(trx, id);
        if (!atual) throw notFound(ORCAMENTO_MSG.naoEncontrado);
        if (atual.status === 'APROVADO') throw conflict(ORCAMENTO_MSG.jaAprovado, `orçamento ${id} já APROVADO`);
        if (atual.status === 'CANCELADO') throw conflict(ORCAMENTO_MSG.cancelado, `orçamento ${id} CANCELADO`);
        if (status === 'CANCELADO') {
          await marcarStatus(trx, id, 'CANCELADO', usuario.nome);
          await audit({ acao: 'ORCAMENTO_CANCELADO', entidade: 'orcamento', entidadeId: id, pacienteId: atual.paciente_id });
          return (await buscarOrcamento(trx, id))!;
        }
        const proposta = await propostaDoOrcamento(trx, id, propostaId!);
        if (!proposta) throw notFound(ORCAMENTO_MSG.propostaNaoEncontrada);
        await escolherProposta(trx, proposta.id);
        await marcarStatus(trx, id, 'APROVADO', usuario.nome);
        const { receitaId } = await criarReceitaDoOrcamento(trx, {
          orcamentoId: id,
          pacienteId: atual.paciente_id,
          valorCentavos: Number(atual.valor_liquido),
          proposta: {
            formaPagamento: proposta.forma_pagamento,
            quantidadeParcelas: proposta.quantidade_parcelas,
            temEntrada: proposta.tem_entrada,
            formaPagamentoEntrada: proposta.forma_pagamento_entrada,
            valorEntrada: proposta.valor_entrada === null ? null : Number(proposta.valor_entrada),
          },
          usuario: usuario.nome,
        });
        await audit({
          acao: 'ORCAMENTO_APROVADO',
          entidade: 'orcamento',
          entidadeId: id,
          pacienteId: atual.paciente_id,
          detalhes: { propostaId: proposta.id, formaPagamento: proposta.forma_pagamento, quantidadeParcelas: proposta.quantidade_parcelas, receitaId },
        });
        return (await buscarOrcamento(trx, id))!;
      });
    },
  );
}
