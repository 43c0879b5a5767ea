import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiError, ApiErrorList, invalidField, notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { registroDesatualizado } from '../errors/registro-desatualizado.js';
import { pageOf, paginaQuerySchema } from '../http/pagination.js';
import type { TypedApp } from '../http/typebox.js';
import { resolverAlerta } from '../notificacao/alertas.js';
import { clinicDay } from '../time/clinic-time.js';
import type { TipoReceita } from '../db/column-types.js';
import { FINANCEIRO_MSG as M } from './financeiro.messages.js';
import { planejarLancamento } from './receita-lancamento.js';
import {
  ACOES_RECEITA,
  OCORRENCIA,
  PERMISSAO,
  SITUACAO_DETALHE,
  SITUACAO_RECEITA,
  TIPO,
  DEBITOS_PACIENTE,
  debitoSchema,
  debitosQuerySchema,
  editarReceitaBodySchema,
  FINANCEIRO_BUSCAR,
  FINANCEIRO_CANCELAR,
  FINANCEIRO_CRIAR,
  FINANCEIRO_EDITAR,
  FINANCEIRO_PAGAR,
  FINANCEIRO_READ,
  filtroReceitaSchema,
  idReceitaQuerySchema,
  lancarReceitaBodySchema,
  pagamentoBodySchema,
  pagamentoQuerySchema,
  pagamentoRespostaSchema,
  paginaDeReceitasSchema,
  receitaSchema,
  TAGS,
  type DetalheReceitaDto,
  type ReceitaDto,
} from './financeiro.schemas.js';
import {
  alterarDetalhe,
  alterarReceita,
  buscarReceita,
  cancelarReceita,
  debitosDoPaciente,
  detalhesDaReceita,
  detalhesParaPagar,
  marcarPaga,
  pacienteExiste,
  paginaDeReceitas,
  receitaParaAlterar,
} from './receita-consultas.repository.js';
import { alertarSeVencendo, inserirReceita, tipoDoAlerta } from './receita.repository.js';

type Tipo = TipoReceita;
const tem = (request: FastifyRequest, autoridade: string): boolean => Boolean(request.auth?.user.perfil.authorities.includes(autoridade));
/** The per-kind gate of spec 02 §6 (CRIAR/EDITAR/CANCELAR_RECEITA for receivables, _DESPESA for payables). */
function exigir(request: FastifyRequest, acao: keyof typeof PERMISSAO, tipo: Tipo): void {
  const autoridade = PERMISSAO[acao][tipo];
  if (!tem(request, 'ROLE_FINANCEIRO') || !tem(request, autoridade)) throw new ApiError(403, MSG.semPermissao, `Requer: ROLE_FINANCEIRO && ${autoridade}`);
}
const quemDe = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });
const hojeNaClinica = () => clinicDay(new Date());

/** Contas a receber / a pagar (spec 01 §7 Finance) and the record's Débitos (spec 02 §7 Debits). */
export function receitaRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/financeiro/popularTabelaReceita',
    {
      config: { access: FINANCEIRO_READ },
      // the body is optional: a POST without one (the spec's query-only call) reads as {}
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary:
          'Tabela de contas a receber (tipoReceita RECEITA, padrão) ou a pagar (DESPESA): as parcelas do filtro por vencimento, paginadas, com os totais do filtro',
        querystring: paginaQuerySchema,
        body: filtroReceitaSchema,
        response: { 200: paginaDeReceitasSchema },
      },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      const filtro = request.body;
      if (filtro.dataInicio && filtro.dataFim && filtro.dataFim < filtro.dataInicio) throw new ApiErrorList(400, [invalidField(M.periodo, 'dataFim')]);
      return paginaDeReceitas(app.deps.db, filtro, page, size, hojeNaClinica());
    },
  );

  app.post(
    '/gerenciar/financeiro/lancarReceita',
    {
      config: { access: FINANCEIRO_CRIAR },
      schema: {
        tags: TAGS,
        summary:
          'Lançar uma conta a receber ou a pagar: única, parcelada (a partir de vencimentoApartir, mensal) ou recorrente (a cada periodo tipoPeriodo até dataLimite)',
        body: lancarReceitaBodySchema,
        response: { 201: receitaSchema },
      },
    },
    async (request, reply) => {
      const tipo = request.body.tipoReceita ?? TIPO.receita;
      exigir(request, 'criar', tipo);
      const hoje = hojeNaClinica();
      const plano = planejarLancamento(request.body, hoje);
      const receita = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await pacienteExiste(trx, plano.receita.pacienteId))) throw new ApiErrorList(400, [invalidField(M.pacienteNaoEncontrado, 'pacienteId')]);
        const id = await inserirReceita(trx, { ...plano.receita, usuario: request.auth?.user.nome ?? null }, plano.detalhes, hoje);
        await audit({
          acao: ACOES_RECEITA[tipo].lancada,
          entidade: 'receita',
          entidadeId: id,
          pacienteId: plano.receita.pacienteId ?? undefined,
          detalhes: {
            nome: plano.receita.nomeReceita,
            valorCentavos: plano.receita.valorBrutoCentavos,
            ocorrencia: plano.receita.ocorrencia,
            parcelas: plano.detalhes.length,
          },
        });
        return (await buscarReceita(trx, id, hoje))!;
      });
      return reply.code(201).send(receita);
    },
  );

  app.get(
    '/gerenciar/financeiro/buscarReceitas',
    {
      config: { access: FINANCEIRO_BUSCAR },
      schema: {
        tags: TAGS,
        summary: 'Um lançamento com a entrada e as parcelas (detalhesReceitas); pela aba Débitos, só a conta a receber de um paciente',
        querystring: idReceitaQuerySchema,
        response: { 200: receitaSchema },
      },
    },
    async (request) => {
      const receita = await buscarReceita(app.deps.db, Number(request.query.idReceita), hojeNaClinica());
      if (!receita) throw notFound(M.receitaNaoEncontrada);
      if (!tem(request, 'ROLE_FINANCEIRO') && (receita.tipoReceita !== TIPO.receita || receita.pacienteId === null)) throw notFound(M.receitaNaoEncontrada);
      return receita;
    },
  );

  app.post(
    '/gerenciar/financeiro/pagamentoReceita',
    {
      config: { access: FINANCEIRO_PAGAR },
      // the body is optional: a POST without one (the spec's query-only call) reads as {}
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary:
          'Pagar parcelas pendentes: ?idReceita (a parcela) &formaPagamento, ou o corpo detalhesReceitas [{ id, formaPagamento }] (aba Débitos). Registra quem recebeu e quando; uma parcela já paga ou cancelada é recusada (409). Com a Idempotency-Key, um clique duplo nunca paga duas vezes',
        querystring: pagamentoQuerySchema,
        body: pagamentoBodySchema,
        response: { 200: pagamentoRespostaSchema },
      },
    },
    async (request) => {
      const pedidos = new Map<number, DetalheReceitaDto['formaPagamento']>();
      if (request.query.idReceita) pedidos.set(Number(request.query.idReceita), request.query.formaPagamento ?? null);
      for (const d of request.body.detalhesReceitas ?? []) pedidos.set(d.id, d.formaPagamento ?? request.query.formaPagamento ?? null);
      if (pedidos.size === 0) throw new ApiErrorList(400, [invalidField(M.semParcelas, 'idReceita')]);
      const quem = quemDe(request);
      const hoje = hojeNaClinica();
      const pagas = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const detalhes = await detalhesParaPagar(trx, [...pedidos.keys()]);
        if (detalhes.length < pedidos.size) throw notFound(M.parcelaNaoEncontrada);
        for (const d of detalhes) {
          // finance pays with EDITAR_RECEITA / EDITAR_DESPESA; the Débitos tab pays a patient's receivable
          const peloFinanceiro = tem(request, 'ROLE_FINANCEIRO') && tem(request, `EDITAR_${d.tipo}`);
          const pelaFicha = tem(request, 'ROLE_PACIENTES') && tem(request, 'DEBITO_FICHA_PACIENTE') && d.tipo === TIPO.receita && d.paciente_id !== null;
          if (!peloFinanceiro && !pelaFicha) throw new ApiError(403, MSG.semPermissao, `Requer: ROLE_FINANCEIRO && EDITAR_${d.tipo}`);
          if (d.status === SITUACAO_DETALHE.pago) throw new ApiErrorList(409, [invalidField(M.jaPaga, 'idReceita')]);
          if (d.status === SITUACAO_DETALHE.cancelado || d.statusReceita === SITUACAO_RECEITA.cancelada)
            throw new ApiErrorList(409, [invalidField(M.parcelaCancelada, 'idReceita')]);
          const forma = pedidos.get(d.id) ?? d.forma_pagamento;
          if (!forma) throw new ApiErrorList(400, [invalidField(M.formaPagamento, 'formaPagamento')]);
          await marcarPaga(trx, { id: d.id, tipo: d.tipo }, forma, quem);
          await audit({
            acao: ACOES_RECEITA[d.tipo].paga,
            entidade: 'receita',
            entidadeId: d.receitaId,
            pacienteId: d.paciente_id ?? undefined,
            detalhes: { nome: d.nome_receita, parcela: d.parcela, valorCentavos: d.valor, formaPagamento: forma },
          });
        }
        const ids = new Set(detalhes.map((d) => d.id));
        const lidas = await detalhesDaReceita(trx, [...new Set(detalhes.map((d) => d.receitaId))], hoje);
        return lidas.filter((d) => ids.has(d.id)).map(({ receitaId: _, ...d }) => d);
      });
      return { titulo: M.pagaTitulo, mensagem: M.paga, detalhesReceitas: pagas };
    },
  );

  app.put(
    '/gerenciar/financeiro/editarReceita',
    {
      config: { access: FINANCEIRO_EDITAR },
      schema: {
        tags: TAGS,
        summary:
          'Editar um lançamento: nome, observação, fornecedor, paciente e as parcelas ainda pendentes (valor, vencimento, forma); pagas e canceladas não mudam',
        body: editarReceitaBodySchema,
        response: { 200: receitaSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const hoje = hojeNaClinica();
      if (b.nomeReceita !== undefined && !b.nomeReceita?.trim()) throw new ApiErrorList(400, [invalidField(M.nome, 'nomeReceita')]);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit): Promise<ReceitaDto> => {
        const atual = await receitaParaAlterar(trx, b.id);
        if (!atual) throw notFound(M.receitaNaoEncontrada);
        exigir(request, 'editar', atual.tipo);
        if (b.versao !== undefined && b.versao !== atual.versao) throw registroDesatualizado(b.versao, atual.versao);
        if (atual.status === SITUACAO_RECEITA.cancelada) throw new ApiErrorList(409, [invalidField(M.cancelada, 'id')]);
        if (b.pacienteId && !(await pacienteExiste(trx, b.pacienteId))) throw new ApiErrorList(400, [invalidField(M.pacienteNaoEncontrado, 'pacienteId')]);
        const antes = (await buscarReceita(trx, atual.id, hoje))!;
        const mudancas: { campo: string; antes: unknown; depois: unknown }[] = [];
        for (const d of b.detalhesReceitas ?? []) {
          const velho = antes.detalhesReceitas.find((x) => x.id === d.id);
          if (!velho) throw new ApiErrorList(400, [invalidField(M.parcelaNaoEncontrada, 'detalhesReceitas')]);
          const muda =
            (d.valorReceita !== undefined && d.valorReceita !== velho.valorReceita) ||
            (d.vencimento !== undefined && d.vencimento !== velho.vencimento) ||
            (d.formaPagamento !== undefined && d.formaPagamento !== velho.formaPagamento);
          if (!muda) continue;
          if (velho.status === SITUACAO_DETALHE.pago) throw new ApiErrorList(409, [invalidField(M.parcelaPagaNaoMuda, 'detalhesReceitas')]);
          if (velho.status === SITUACAO_DETALHE.cancelado) throw new ApiErrorList(409, [invalidField(M.cancelada, 'detalhesReceitas')]);
          await alterarDetalhe(trx, d.id, {
            valor: d.valorReceita ?? velho.valorReceita,
            vencimento: d.vencimento ?? velho.vencimento,
            formaPagamento: d.formaPagamento === undefined ? velho.formaPagamento : d.formaPagamento,
          });
          mudancas.push({
            campo: `parcela ${velho.parcela}`,
            antes: { valor: velho.valorReceita, vencimento: velho.vencimento },
            depois: { valor: d.valorReceita ?? velho.valorReceita, vencimento: d.vencimento ?? velho.vencimento },
          });
          // the alert follows the new due day and amount
          await resolverAlerta(trx, tipoDoAlerta(atual.tipo), String(d.id));
          await alertarSeVencendo(
            trx,
            {
              id: d.id,
              parcela: velho.parcela,
              valor: d.valorReceita ?? velho.valorReceita,
              vencimento: d.vencimento ?? velho.vencimento,
              tipo: atual.tipo,
              nomeReceita: b.nomeReceita?.trim() || atual.nome_receita,
              pacienteId: b.pacienteId === undefined ? atual.paciente_id : b.pacienteId,
            },
            hoje,
          );
        }
        for (const [campo, velho, novo] of [
          ['nomeReceita', antes.nomeReceita, b.nomeReceita?.trim()],
          ['observacao', antes.observacao, b.observacao === undefined ? undefined : b.observacao?.trim() || null],
          ['fornecedor', antes.fornecedor, b.fornecedor === undefined ? undefined : b.fornecedor?.trim() || null],
          ['pacienteId', antes.pacienteId, b.pacienteId],
        ] as const)
          if (novo !== undefined && novo !== velho) mudancas.push({ campo, antes: velho, depois: novo });
        await alterarReceita(
          trx,
          atual.id,
          {
            nome_receita: b.nomeReceita?.trim() || atual.nome_receita,
            ...(b.observacao !== undefined ? { observacao: b.observacao?.trim() || null } : {}),
            ...(b.fornecedor !== undefined ? { fornecedor: b.fornecedor?.trim() || null } : {}),
            ...(b.pacienteId !== undefined ? { paciente_id: b.pacienteId } : {}),
            usuario: request.auth?.user.nome ?? null,
          },
          atual.ocorrencia !== OCORRENCIA.recorrente,
        );
        await audit({
          acao: ACOES_RECEITA[atual.tipo].editada,
          entidade: 'receita',
          entidadeId: atual.id,
          pacienteId: atual.paciente_id ?? undefined,
          detalhes: { mudancas },
        });
        return (await buscarReceita(trx, atual.id, hoje))!;
      });
    },
  );

  app.post(
    '/gerenciar/financeiro/cancelarReceita',
    {
      config: { access: FINANCEIRO_CANCELAR },
      schema: {
        tags: TAGS,
        summary: 'Cancelar um lançamento: fica na lista, marcado (quem e quando); as parcelas pendentes são canceladas, as pagas ficam',
        querystring: idReceitaQuerySchema,
        response: { 200: receitaSchema },
      },
    },
    async (request) => {
      const hoje = hojeNaClinica();
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit): Promise<ReceitaDto> => {
        const atual = await receitaParaAlterar(trx, Number(request.query.idReceita));
        if (!atual) throw notFound(M.receitaNaoEncontrada);
        exigir(request, 'cancelar', atual.tipo);
        if (atual.status === SITUACAO_RECEITA.cancelada) throw new ApiErrorList(409, [invalidField(M.jaCancelada, 'idReceita')]);
        const parcelas = await cancelarReceita(trx, atual, request.auth?.user.nome ?? null);
        await audit({
          acao: ACOES_RECEITA[atual.tipo].cancelada,
          entidade: 'receita',
          entidadeId: atual.id,
          pacienteId: atual.paciente_id ?? undefined,
          detalhes: { nome: atual.nome_receita, parcelasCanceladas: parcelas },
        });
        return (await buscarReceita(trx, atual.id, hoje))!;
      });
    },
  );

  app.get(
    '/gerenciar/financeiro/debitosPaciente',
    {
      config: { access: `${DEBITOS_PACIENTE} || ${FINANCEIRO_READ}` },
      schema: {
        tags: TAGS,
        summary:
          "Aba Débitos da ficha: as contas a receber do paciente (orçamentos aprovados primeiro pela data), com valor líquido, status e as parcelas ('Detalhes dos débitos')",
        querystring: debitosQuerySchema,
        response: { 200: Type.Array(debitoSchema) },
      },
    },
    async (request) => debitosDoPaciente(app.deps.db, Number(request.query.pacienteId), hojeNaClinica()),
  );
}
