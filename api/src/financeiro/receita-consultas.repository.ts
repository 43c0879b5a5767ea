/** Reads and writes of the finance calls over receita / receita_detalhe (amounts in centavos). */
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { Executor } from '../db/database.js';
import type { DB } from '../db/schema.generated.js';
import { resolverAlerta } from '../notificacao/alertas.js';
import type { DetalheReceitaDto, FiltroReceita, LinhaReceita, ReceitaDto, StatusParcela } from './financeiro.schemas.js';
import { tipoDoAlerta, ymd } from './receita.repository.js';

type Eb = ExpressionBuilder<DB & { d: DB['receita_detalhe']; r: DB['receita'] }, 'd' | 'r'>;

/** 'Pendente' until paid ('PAGO'); a pending one past its due day is 'VENCIDO'; cancelled ones stay, marked. */
export const statusDaParcela = (hoje: string) =>
  sql<StatusParcela>`case when d.status = 'PAGO' then 'PAGO' when d.status = 'CANCELADO' then 'CANCELADO' when d.vencimento < ${hoje}::date then 'VENCIDO' else 'Pendente' end`;

const colunasDoDetalhe = (hoje: string) =>
  [
    'd.id',
    'd.valor as valorReceita',
    'd.forma_pagamento as formaPagamento',
    'd.parcela',
    ymd('d.vencimento').as('vencimento'),
    'd.dia_pagamento as diaPagamento',
    'd.responsavel_recebimento as resposavelRecebimento',
    'd.tipo_lancamento as tipoLancamento',
    statusDaParcela(hoje).as('status'),
  ] as const;

type DetalheLido = Omit<DetalheReceitaDto, 'diaPagamento'> & { diaPagamento: Date | null };
const detalheDto = (d: DetalheLido): DetalheReceitaDto => ({
  id: d.id,
  valorReceita: d.valorReceita,
  formaPagamento: d.formaPagamento,
  parcela: d.parcela,
  vencimento: d.vencimento,
  diaPagamento: d.diaPagamento ? d.diaPagamento.toISOString() : null,
  resposavelRecebimento: d.resposavelRecebimento,
  tipoLancamento: d.tipoLancamento,
  status: d.status,
});

export const detalhesDaReceita = async (db: Executor, receitaIds: number[], hoje: string) =>
  receitaIds.length === 0
    ? []
    : (
        await db
          .selectFrom('receita_detalhe as d')
          .innerJoin('receita as r', 'r.id', 'd.receita_id')
          .select([...colunasDoDetalhe(hoje), 'd.receita_id as receitaId'])
          .where('d.receita_id', 'in', receitaIds)
          .orderBy('d.receita_id')
          .orderBy('d.parcela')
          .orderBy('d.id')
          .execute()
      ).map((d) => ({ ...detalheDto(d as DetalheLido), receitaId: d.receitaId }));

/** One entry with its instalments (spec 02 §3 Receivable DTO), or undefined. */
export async function buscarReceita(db: Executor, id: number, hoje: string): Promise<ReceitaDto | undefined> {
  const r = await db
    .selectFrom('receita as r')
    .leftJoin('paciente as p', 'p.id', 'r.paciente_id')
    .select([
      'r.id',
      'r.orcamento_id as orcamentoId',
      'r.tipo as tipoReceita',
      'r.observacao',
      'r.nome_receita as nomeReceita',
      'r.ocorrencia',
      'r.quantidade_parcela as quantidadeParcela',
      ymd('r.vencimento_apartir').as('vencimentoApartir'),
      'r.forma_pagamento as formaPagamento',
      'r.valor_bruto as valorBruto',
      'r.ocorrencia_ativa as ocorrenciaAtiva',
      'r.periodo',
      'r.tipo_periodo as tipoPeriodo',
      ymd('r.data_limite').as('dataLimite'),
      'r.paciente_id as pacienteId',
      'p.nome as nomePaciente',
      'r.fornecedor',
      'r.status',
      'r.cancelado_por as canceladoPor',
      'r.cancelado_em as canceladoEm',
      'r.versao',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  const { status, canceladoEm, ...resto } = r;
  const detalhesReceitas = (await detalhesDaReceita(db, [id], hoje)).map(({ receitaId: _, ...d }) => d);
  return { ...resto, cancelada: status === 'CANCELADA', canceladoEm: canceladoEm ? canceladoEm.toISOString() : null, detalhesReceitas };
}

function filtrar(eb: Eb, f: FiltroReceita, hoje: string): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [eb('r.tipo', '=', f.tipoReceita ?? 'RECEITA')];
  if (f.dataInicio) conds.push(eb('d.vencimento', '>=', f.dataInicio));
  if (f.dataFim) conds.push(eb('d.vencimento', '<=', f.dataFim));
  if (f.formaPagamento) conds.push(eb('d.forma_pagamento', '=', f.formaPagamento));
  if (f.pacienteId) conds.push(eb('r.paciente_id', '=', f.pacienteId));
  if (f.fornecedor) conds.push(eb(sql`lower(r.fornecedor)`, 'like', `%${f.fornecedor.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`));
  if (f.nomePaciente)
    conds.push(
      eb(
        'r.paciente_id',
        'in',
        eb
          .selectFrom('paciente')
          .select('id')
          .where(sql`lower(nome)`, 'like', `%${f.nomePaciente.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`),
      ),
    );
  if (f.status === 'PAGO') conds.push(eb('d.status', '=', 'PAGO'));
  else if (f.status === 'CANCELADO') conds.push(eb('d.status', '=', 'CANCELADO'));
  else if (f.status === 'Pendente') conds.push(eb.and([eb('d.status', '=', 'PENDENTE'), eb('d.vencimento', '>=', hoje)]));
  else if (f.status === 'VENCIDO') conds.push(eb.and([eb('d.status', '=', 'PENDENTE'), eb('d.vencimento', '<', hoje)]));
  return eb.and(conds);
}

/** popularTabelaReceita: the filtered instalments by due day (then id), a page, and the totals of the whole filter. */
export async function paginaDeReceitas(db: Executor, filtro: FiltroReceita, page: number, size: number, hoje: string) {
  const base = db
    .selectFrom('receita_detalhe as d')
    .innerJoin('receita as r', 'r.id', 'd.receita_id')
    .where((eb) => filtrar(eb as unknown as Eb, filtro, hoje));
  const [linhas, somas] = await Promise.all([
    base
      .leftJoin('paciente as p', 'p.id', 'r.paciente_id')
      .select([
        ...colunasDoDetalhe(hoje),
        'r.id as idReceita',
        'r.tipo as tipoReceita',
        'r.nome_receita as nomeReceita',
        'r.ocorrencia',
        'r.quantidade_parcela as quantidadeParcela',
        'r.paciente_id as pacienteId',
        'p.nome as nomePaciente',
        'r.fornecedor',
        'r.orcamento_id as orcamentoId',
        sql<boolean>`r.status = 'CANCELADA'`.as('cancelada'),
      ])
      .orderBy('d.vencimento')
      .orderBy('d.id')
      .limit(size)
      .offset(page * size)
      .execute(),
    base
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(d.valor) filter (where d.status <> 'CANCELADO'), 0)`.as('total'),
        sql<string>`coalesce(sum(d.valor) filter (where d.status = 'PAGO'), 0)`.as('pago'),
        sql<string>`coalesce(sum(d.valor) filter (where d.status = 'PENDENTE' and d.vencimento >= ${hoje}::date), 0)`.as('pendente'),
        sql<string>`coalesce(sum(d.valor) filter (where d.status = 'PENDENTE' and d.vencimento < ${hoje}::date), 0)`.as('vencido'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const totalElements = Number(somas.n);
  const content: LinhaReceita[] = linhas.map((l) => ({ ...l, ...detalheDto(l as unknown as DetalheLido) }));
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
    totais: { total: Number(somas.total), pago: Number(somas.pago), pendente: Number(somas.pendente), vencido: Number(somas.vencido) },
  };
}

/** The instalments to pay, locked (a payment running beside waits, then finds them paid). */
export const detalhesParaPagar = (trx: Executor, ids: number[]) =>
  trx
    .selectFrom('receita_detalhe as d')
    .innerJoin('receita as r', 'r.id', 'd.receita_id')
    .select([
      'd.id',
      'd.status',
      'd.forma_pagamento',
      'd.valor',
      'd.parcela',
      'r.id as receitaId',
      'r.tipo',
      'r.paciente_id',
      'r.nome_receita',
      'r.status as statusReceita',
    ])
    .where('d.id', 'in', ids)
    .orderBy('d.id')
    .forUpdate('d')
    .execute();

export async function marcarPaga(
  trx: Executor,
  d: { id: number; tipo: 'RECEITA' | 'DESPESA' },
  forma: NonNullable<DetalheReceitaDto['formaPagamento']>,
  quem: { id: number | null; nome: string | null },
): Promise<boolean> {
  const feito = await trx
    .updateTable('receita_detalhe')
    .set((eb) => ({
      status: 'PAGO',
      dia_pagamento: sql<Date>`now()`,
      responsavel_recebimento: quem.nome,
      responsavel_recebimento_id: quem.id,
      forma_pagamento: forma,
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', d.id)
    .where('status', '=', 'PENDENTE')
    .executeTakeFirst();
  await resolverAlerta(trx, tipoDoAlerta(d.tipo), String(d.id));
  return Number(feito.numUpdatedRows) === 1;
}

/** Cancels an entry: the entry marked (who, when), its pending instalments CANCELADO, their alerts closed; paid ones stay. */
export async function cancelarReceita(trx: Executor, r: { id: number; tipo: 'RECEITA' | 'DESPESA' }, quem: string | null): Promise<number> {
  await trx
    .updateTable('receita')
    .set((eb) => ({
      status: 'CANCELADA',
      ocorrencia_ativa: false,
      cancelado_por: quem,
      cancelado_em: sql<Date>`now()`,
      usuario_alteracao: quem,
      horario_alteracao: sql<Date>`now()`,
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', r.id)
    .execute();
  const canceladas = await trx
    .updateTable('receita_detalhe')
    .set((eb) => ({ status: 'CANCELADO', cancelado_por: quem, cancelado_em: sql<Date>`now()`, versao: eb('versao', '+', 1) }))
    .where('receita_id', '=', r.id)
    .where('status', '=', 'PENDENTE')
    .returning('id')
    .execute();
  for (const c of canceladas) await resolverAlerta(trx, tipoDoAlerta(r.tipo), String(c.id));
  return canceladas.length;
}

/** The entry locked for an edit or a cancellation. */
export const receitaParaAlterar = (trx: Executor, id: number) =>
  trx
    .selectFrom('receita')
    .select(['id', 'tipo', 'status', 'versao', 'paciente_id', 'nome_receita', 'ocorrencia'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** A patient's debits (spec 02 §2.7, §3 Approved quote row): their receivables, newest first, with the instalments. */
export async function debitosDoPaciente(db: Executor, pacienteId: number, hoje: string) {
  const receitas = await db
    .selectFrom('receita as r')
    .leftJoin('orcamento as o', 'o.id', 'r.orcamento_id')
    .select([
      'r.id as idReceita',
      'r.orcamento_id as idOrcamento',
      'r.nome_receita as nomeReceita',
      'r.status',
      sql<Date>`coalesce(o.solicitacao, r.horario_cadastro)`.as('solicitacao'),
      sql<string>`coalesce(o.valor_liquido, r.valor_bruto)`.as('valorLiquido'),
    ])
    .where('r.paciente_id', '=', pacienteId)
    .where('r.tipo', '=', 'RECEITA')
    .orderBy(sql`coalesce(o.solicitacao, r.horario_cadastro)`, 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const detalhes = await detalhesDaReceita(
    db,
    receitas.map((r) => r.idReceita),
    hoje,
  );
  return receitas.map((r) => {
    const deste = detalhes.filter((d) => d.receitaId === r.idReceita).map(({ receitaId: _, ...d }) => d);
    const status =
      r.status === 'CANCELADA' ? 'CANCELADO' : deste.length > 0 && deste.every((d) => d.status === 'PAGO' || d.status === 'CANCELADO') ? 'PAGO' : 'Pendente';
    return {
      idOrcamento: r.idOrcamento,
      solicitacao: r.solicitacao.toISOString(),
      valorLiquido: Number(r.valorLiquido),
      status,
      idReceita: r.idReceita,
      nomeReceita: r.nomeReceita,
      detalhesReceitas: deste,
    };
  });
}

/** Pending instalments of active entries due up to `ate` (overdue ones included): the partial index on pending ones. */
export const parcelasAVencer = (trx: Executor, ate: string) =>
  trx
    .selectFrom('receita_detalhe as d')
    .innerJoin('receita as r', 'r.id', 'd.receita_id')
    .leftJoin('paciente as p', 'p.id', 'r.paciente_id')
    .select(['d.id', 'd.parcela', 'd.valor', ymd('d.vencimento').as('vencimento'), 'r.tipo', 'r.nome_receita', 'r.paciente_id', 'p.nome as nome_paciente'])
    .where('d.status', '=', 'PENDENTE')
    .where('d.vencimento', '<=', sql<string>`${ate}::date`)
    .where('r.status', '=', 'ATIVA')
    .orderBy('d.vencimento')
    .orderBy('d.id')
    .execute();

export async function pacienteExiste(trx: Executor, id: number | null | undefined): Promise<boolean> {
  if (!id) return true;
  return Boolean(await trx.selectFrom('paciente').select('id').where('id', '=', id).executeTakeFirst());
}

export const alterarDetalhe = (trx: Executor, id: number, d: { valor: number; vencimento: string; formaPagamento: DetalheReceitaDto['formaPagamento'] }) =>
  trx
    .updateTable('receita_detalhe')
    .set((eb) => ({ valor: d.valor, vencimento: d.vencimento, forma_pagamento: d.formaPagamento, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** After an edit: the entry's fields, and its total from the instalments not cancelled (a recurring one keeps its per-occurrence amount). */
export async function alterarReceita(
  trx: Executor,
  id: number,
  campos: { nome_receita: string; observacao?: string | null; fornecedor?: string | null; paciente_id?: number | null; usuario: string | null },
  recalcularTotal: boolean,
): Promise<void> {
  const soma = await trx
    .selectFrom('receita_detalhe')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('valor'), eb.val('0')).as('s'))
    .where('receita_id', '=', id)
    .where('status', '<>', 'CANCELADO')
    .executeTakeFirstOrThrow();
  const { usuario, ...resto } = campos;
  await trx
    .updateTable('receita')
    .set((eb) => ({
      ...resto,
      ...(recalcularTotal ? { valor_bruto: Number(soma.s) } : {}),
      usuario_alteracao: usuario,
      horario_alteracao: new Date(),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
