import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Layout, LayoutListar, TipoLayout, Variavel } from './layout.schemas.js';

const layoutQuery = (db: Executor) =>
  db
    .selectFrom('layout as l')
    .leftJoin('procedimento as p', 'p.id', 'l.procedimento_id')
    .leftJoin('formulario as f', 'f.id', 'l.formulario_id')
    .select([
      'l.id',
      'l.nome',
      'l.texto',
      'l.procedimento_id',
      'p.nome as nome_procedimento',
      'l.tipo_layout',
      'l.formulario_id',
      'f.nome as nome_formulario',
      'l.usuario_cadastro',
      'l.horario_cadastro',
      'l.usuario_alteracao',
      'l.horario_alteracao',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof layoutQuery>['executeTakeFirstOrThrow']>>;

async function withExames(db: Executor, rows: Row[]): Promise<Layout[]> {
  if (rows.length === 0) return [];
  const exames = await db
    .selectFrom('layout_exame as le')
    .innerJoin('exame as e', 'e.id', 'le.exame_id')
    .select(['le.layout_id', 'e.id', 'e.nome'])
    .where(
      'le.layout_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('le.ordenacao')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    texto: r.texto,
    procedimentoId: r.procedimento_id,
    nomeProcedimento: r.nome_procedimento,
    tipoLayout: r.tipo_layout,
    formularioId: r.formulario_id,
    nomeFormulario: r.nome_formulario,
    exames: exames.filter((e) => e.layout_id === r.id).map((e) => ({ id: e.id, nome: e.nome })),
    info: {
      usuarioCadastro: r.usuario_cadastro,
      horarioCadastro: r.horario_cadastro.toISOString(),
      usuarioAlteracao: r.usuario_alteracao,
      horarioAlteracao: r.horario_alteracao.toISOString(),
    },
  }));
}

/** Layouts by type and name; `procedimento`: that procedure's and the ones for any procedure. */
export async function listLayouts(db: Executor, filtro: LayoutListar): Promise<Layout[]> {
  let query = layoutQuery(db)
    .orderBy('l.tipo_layout')
    .orderBy(sql`lower(l.nome)`)
    .orderBy('l.id');
  if (filtro.tipoDeLayout) query = query.where('l.tipo_layout', '=', filtro.tipoDeLayout);
  if (filtro.procedimento) query = query.where((eb) => eb.or([eb('l.procedimento_id', '=', filtro.procedimento!), eb('l.procedimento_id', 'is', null)]));
  if (filtro.formularioId) query = query.where('l.formulario_id', '=', filtro.formularioId);
  const nome = filtro.nome?.trim();
  if (nome) query = query.where(sql<boolean>`strpos(lower(l.nome), lower(${nome})) > 0`);
  return withExames(db, await query.execute());
}

export async function findLayout(db: Executor, id: number): Promise<Layout | undefined> {
  return (await withExames(db, await layoutQuery(db).where('l.id', '=', id).execute()))[0];
}

/** The newest layout linked to a form (the form's print), or undefined. */
export async function findLayoutDoFormulario(db: Executor, formularioId: number): Promise<Layout | undefined> {
  const rows = await layoutQuery(db)
    .where('l.formulario_id', '=', formularioId)
    .orderBy('l.horario_alteracao', 'desc')
    .orderBy('l.id', 'desc')
    .limit(1)
    .execute();
  return (await withExames(db, rows))[0];
}

export const existeOrcamento = async (db: Executor, exceto?: number): Promise<boolean> => {
  let query = db.selectFrom('layout').select('id').where('tipo_layout', '=', 'ORCAMENTO');
  if (exceto !== undefined) query = query.where('id', '<>', exceto);
  return (await query.executeTakeFirst()) !== undefined;
};

export interface LayoutDados {
  nome: string;
  texto: string;
  procedimentoId: number | null;
  tipoLayout: TipoLayout;
  formularioId: number | null;
  exames: number[];
}

const colunas = (dados: LayoutDados) => ({
  nome: dados.nome,
  texto: dados.texto,
  procedimento_id: dados.procedimentoId,
  tipo_layout: dados.tipoLayout,
  formulario_id: dados.formularioId,
});

async function setExames(trx: Executor, layoutId: number, exames: number[]): Promise<void> {
  await trx.deleteFrom('layout_exame').where('layout_id', '=', layoutId).execute();
  if (exames.length === 0) return;
  await trx
    .insertInto('layout_exame')
    .values(exames.map((exameId, ordenacao) => ({ layout_id: layoutId, exame_id: exameId, ordenacao })))
    .execute();
}

export async function insertLayout(trx: Executor, dados: LayoutDados, usuario: string | null): Promise<number> {
  const { id } = await trx
    .insertInto('layout')
    .values({ ...colunas(dados), usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setExames(trx, id, dados.exames);
  return id;
}

/** False when there is no such layout. */
export async function updateLayout(trx: Executor, id: number, dados: LayoutDados, usuario: string | null): Promise<boolean> {
  const row = await trx
    .updateTable('layout')
    .set({ ...colunas(dados), usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await setExames(trx, id, dados.exames);
  return true;
}

export const deleteLayout = (trx: Executor, id: number) =>
  trx.deleteFrom('layout').where('id', '=', id).returning(['id', 'nome', 'tipo_layout']).executeTakeFirst();

const variavelColumns = ['id', 'nome', 'descricao', 'valor', 'menu', 'ativo', 'bloqueado', 'versao'] as const;

/** The catalogue: the system's first, then the clinic's, by name. */
export const listVariaveis = (db: Executor): Promise<Variavel[]> =>
  db.selectFrom('variavel_aplicacao').select(variavelColumns).orderBy('bloqueado', 'desc').orderBy('nome').execute();

export const findVariavel = (db: Executor, id: number): Promise<Variavel | undefined> =>
  db.selectFrom('variavel_aplicacao').select(variavelColumns).where('id', '=', id).executeTakeFirst();

export interface VariavelDados {
  nome: string;
  descricao: string;
  valor: string;
  menu: Variavel['menu'];
  ativo: boolean;
}

export const insertVariavel = (trx: Executor, dados: VariavelDados, usuario: string | null): Promise<Variavel> =>
  trx
    .insertInto('variavel_aplicacao')
    .values({ ...dados, bloqueado: false, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning(variavelColumns)
    .executeTakeFirstOrThrow();

/**
 * Only the clinic's own variables change, and only while at `versao` (any, when not given); undefined
 * when there is none with this id, it is the system's or it is at another version.
 */
export const updateVariavel = (
  trx: Executor,
  id: number,
  versao: number | undefined,
  dados: VariavelDados,
  usuario: string | null,
): Promise<Variavel | undefined> =>
  trx
    .updateTable('variavel_aplicacao')
    .set((eb) => ({ ...dados, usuario_alteracao: usuario, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .where('bloqueado', '=', false)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning(variavelColumns)
    .executeTakeFirst();

export const deleteVariavel = (trx: Executor, id: number) =>
  trx.deleteFrom('variavel_aplicacao').where('id', '=', id).where('bloqueado', '=', false).returning(variavelColumns).executeTakeFirst();
