import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { FormaPagamento, FormaPagamentoEntrada, StatusOrcamento } from '../db/column-types.js';
import { nomeContem } from '../paciente/paciente-busca.repository.js';
import { addDays, clinicInstant } from '../time/clinic-time.js';
import { dividirEmParcelas } from './parcelas.js';
import type { LinhaOrcamento, Orcamento, OrcamentoFiltro, Proposta } from './orcamento.schemas.js';

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** What the quote form needs of the procedure, the campaign, the patient and the professional. */
export const precoDoProcedimento = (db: Executor, id: number) =>
  db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos']).where('id', '=', id).executeTakeFirst();

export async function campanhaDoOrcamento(db: Executor, id: number, procedimentoId: number) {
  const row = await db
    .selectFrom('campanha as c')
    .select([
      'c.id',
      'c.nome',
      'c.ativo',
      'c.tipo_desconto',
      'c.desconto_centavos',
      'c.desconto_percentual',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('campanha_procedimento as cp')
              .select('cp.campanha_id')
              .whereRef('cp.campanha_id', '=', 'c.id')
              .where('cp.procedimento_id', '=', procedimentoId),
          )
          .as('contem'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, contem: Boolean(row.contem) };
}

export const pacienteExiste = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('paciente').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const ehMedico = async (db: Executor, usuarioId: number): Promise<boolean> =>
  (await db.selectFrom('usuario').select('eh_medico').where('id', '=', usuarioId).executeTakeFirst())?.eh_medico === true;

export interface PropostaNova {
  formaPagamento: FormaPagamento;
  quantidadeParcelas: number;
  valorParcela: number;
  entrada: { forma: FormaPagamentoEntrada; valor: number } | null;
  ordenacao: number;
}

export interface OrcamentoNovo {
  pacienteId: number;
  profissionalId: number;
  procedimentoId: number;
  campanhaId: number | null;
  valorBruto: number;
  desconto: number;
  propostas: PropostaNova[];
}

export async function insertOrcamento(trx: Executor, o: OrcamentoNovo, usuario: string | null): Promise<number> {
  const { id } = await trx
    .insertInto('orcamento')
    .values({
      paciente_id: o.pacienteId,
      profissional_id: o.profissionalId,
      procedimento_id: o.procedimentoId,
      campanha_id: o.campanhaId,
      valor_bruto: o.valorBruto,
      desconto: o.desconto,
      usuario_cadastro: usuario,
      usuario_alteracao: usuario,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orcamento_proposta')
    .values(
      o.propostas.map((p) => ({
        orcamento_id: id,
        ordenacao: p.ordenacao,
        forma_pagamento: p.formaPagamento,
        quantidade_parcelas: p.quantidadeParcelas,
        valor_parcela: p.valorParcela,
        tem_entrada: p.entrada !== null,
        forma_pagamento_entrada: p.entrada?.forma ?? null,
        valor_entrada: p.entrada?.valor ?? null,
      })),
    )
    .execute();
  return id;
}

/** One quote as the dialog opens it (spec 02 §3 Fetched quote); `somenteAprovadas`: only the chosen proposal. */
export async function buscarOrcamento(db: Executor, id: number, somenteAprovadas = false): Promise<Orcamento | undefined> {
  const o = await db
    .selectFrom('orcamento as o')
    .innerJoin('paciente as p', 'p.id', 'o.paciente_id')
    .innerJoin('usuario as u', 'u.id', 'o.profissional_id')
    .innerJoin('procedimento as pr', 'pr.id', 'o.procedimento_id')
    .leftJoin('campanha as c', 'c.id', 'o.campanha_id')
    .leftJoin('receita as r', 'r.orcamento_id', 'o.id')
    .select([
      'o.id',
      'o.paciente_id',
      'o.profissional_id',
      'u.nome as profissional',
      'o.procedimento_id',
      'pr.nome as nome_procedimento',
      'o.campanha_id',
      'c.nome as campanha',
      'o.status',
      'o.valor_bruto',
      'o.desconto',
      'o.valor_liquido',
      'o.solicitacao',
      'o.versao',
      'o.usuario_cadastro',
      'o.usuario_alteracao',
      'o.horario_alteracao',
      'p.nome as nome_paciente',
      'p.email',
      'p.celular',
      'p.telefone',
      'r.id as receita_id',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!o) return undefined;
  let propostas = db.selectFrom('orcamento_proposta').selectAll().where('orcamento_id', '=', id).orderBy('ordenacao').orderBy('id');
  if (somenteAprovadas) propostas = propostas.where('escolhido', '=', true);
  const liquido = Number(o.valor_liquido);
  return {
    id: o.id,
    idOrcamento: o.id,
    pacienteId: o.paciente_id,
    profissionalId: o.profissional_id,
    profissional: o.profissional,
    procedimentoId: o.procedimento_id,
    nomeProcedimento: o.nome_procedimento,
    campanhaId: o.campanha_id,
    campanha: o.campanha,
    status: o.status,
    valorBruto: Number(o.valor_bruto),
    desconto: Number(o.desconto),
    valorLiquido: liquido,
    solicitacao: iso(o.solicitacao),
    versao: o.versao,
    usuarioCadastro: o.usuario_cadastro,
    usuarioAlteracao: o.usuario_alteracao,
    horarioAlteracao: iso(o.horario_alteracao),
    infoPaciente: { id: o.paciente_id, nome: o.nome_paciente, email: o.email, celular: o.celular, telefone: o.telefone },
    propostasDePagamentos: (await propostas.execute()).map((p): Proposta => {
      const entrada = p.tem_entrada ? Number(p.valor_entrada) : 0;
      return {
        id: p.id,
        formaPagamento: p.forma_pagamento,
        quantidadeParcelas: p.quantidade_parcelas,
        valorDaParcela: Number(p.valor_parcela),
        parcelas: dividirEmParcelas(liquido, p.quantidade_parcelas, Math.min(entrada, liquido)).parcelas,
        escolhido: p.escolhido,
        temEntrada: p.tem_entrada,
        entrada: p.tem_entrada && p.forma_pagamento_entrada ? { formaPagamentoEntrada: p.forma_pagamento_entrada, valorEntrada: entrada } : null,
        status: p.escolhido ? 'APROVADO' : null,
        ordenacao: p.ordenacao,
      };
    }),
    receitaId: o.receita_id,
  };
}

/** The quote row locked for its approval or cancellation (concurrent ones wait here, then see its new status). */
export const travarOrcamento = (trx: Executor, id: number) =>
  trx.selectFrom('orcamento').select(['id', 'status', 'paciente_id', 'valor_liquido', 'versao']).where('id', '=', id).forUpdate().executeTakeFirst();

export const propostaDoOrcamento = (trx: Executor, orcamentoId: number, propostaId: number) =>
  trx
    .selectFrom('orcamento_proposta')
    .select(['id', 'forma_pagamento', 'quantidade_parcelas', 'tem_entrada', 'forma_pagamento_entrada', 'valor_entrada'])
    .where('orcamento_id', '=', orcamentoId)
    .where('id', '=', propostaId)
    .executeTakeFirst();

export async function marcarStatus(trx: Executor, id: number, status: StatusOrcamento, usuario: string | null): Promise<void> {
  await trx
    .updateTable('orcamento')
    .set((eb) => ({ status, usuario_alteracao: usuario, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function escolherProposta(trx: Executor, propostaId: number): Promise<void> {
  await trx.updateTable('orcamento_proposta').set({ escolhido: true }).where('id', '=', propostaId).execute();
}

/** The filter as SQL: a date range on the request's clinic day, the patient's and campaign's names, ids and status. */
function filtrado(db: Executor, f: OrcamentoFiltro) {
  let q = db
    .selectFrom('orcamento as o')
    .innerJoin('paciente as p', 'p.id', 'o.paciente_id')
    .innerJoin('usuario as u', 'u.id', 'o.profissional_id')
    .innerJoin('procedimento as pr', 'pr.id', 'o.procedimento_id')
    .leftJoin('campanha as c', 'c.id', 'o.campanha_id');
  if (f.idOrcamento) q = q.where('o.id', '=', f.idOrcamento);
  if (f.pacienteId) q = q.where('o.paciente_id', '=', f.pacienteId);
  if (f.procedimentoId) q = q.where('o.procedimento_id', '=', f.procedimentoId);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.dataInicio) q = q.where('o.solicitacao', '>=', clinicInstant(f.dataInicio, 0));
  if (f.dataFinal) q = q.where('o.solicitacao', '<', clinicInstant(addDays(f.dataFinal, 1), 0));
  const nomePaciente = f.nomePaciente?.trim();
  if (nomePaciente) q = q.where(nomeContem(nomePaciente, 'p.nome_busca'));
  const nomeCampanha = f.nomeCampanha?.trim();
  if (nomeCampanha) q = q.where(sql<boolean>`strpos(lower(c.nome), lower(${nomeCampanha})) > 0`);
  return q;
}

/** A page of the quote list, newest first (spec 02 §2.3, §3 Quote list row). */
export async function paginaDeOrcamentos(
  db: Executor,
  f: OrcamentoFiltro,
  page: number,
  size: number,
): Promise<{ content: LinhaOrcamento[]; totalElements: number }> {
  const [rows, total] = await Promise.all([
    filtrado(db, f)
      .select([
        'o.id',
        'o.paciente_id',
        'p.nome as nome_paciente',
        'u.nome as profissional',
        'o.procedimento_id',
        'pr.nome as procedimento',
        'o.solicitacao',
        'c.nome as campanha',
        'o.status',
        'o.valor_liquido',
      ])
      .orderBy('o.solicitacao', 'desc')
      .orderBy('o.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    filtrado(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map((r) => ({
      idOrcamento: r.id,
      pacienteId: r.paciente_id,
      nomePaciente: r.nome_paciente,
      profissional: r.profissional,
      procedimentoId: r.procedimento_id,
      procedimento: r.procedimento,
      solicitacao: iso(r.solicitacao),
      campanha: r.campanha,
      status: r.status,
      valorLiquido: Number(r.valor_liquido),
    })),
    totalElements: Number(total.n),
  };
}
