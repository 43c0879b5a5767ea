import type { Executor } from '../db/database.js';
import type { Formulario, Pergunta } from './formulario.schemas.js';

/** A form with one of its versions (the current one unless `versao`). */
const versaoQuery = (db: Executor) =>
  db
    .selectFrom('formulario as f')
    .innerJoin('formulario_versao as v', 'v.formulario_id', 'f.id')
    .select([
      'f.id',
      'f.ativo',
      'f.versao as versao_atual',
      'f.usuario_cadastro',
      'f.horario_cadastro',
      'v.id as versao_id',
      'v.versao',
      'v.nome',
      'v.usuario_cadastro as versao_usuario',
      'v.horario_cadastro as versao_horario',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof versaoQuery>['executeTakeFirstOrThrow']>>;

async function withPerguntas(db: Executor, rows: Row[]): Promise<Formulario[]> {
  if (rows.length === 0) return [];
  const perguntas = await db
    .selectFrom('formulario_pergunta')
    .selectAll()
    .where(
      'formulario_versao_id',
      'in',
      rows.map((r) => r.versao_id),
    )
    .orderBy('ordenacao')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    ativo: r.ativo,
    versao: r.versao,
    versaoAtual: r.versao_atual,
    perguntas: perguntas
      .filter((p) => p.formulario_versao_id === r.versao_id)
      .map((p): Pergunta => ({
        id: p.id,
        pergunta: p.pergunta,
        exibirCamposSimouNao: p.exibir_campos_sim_ou_nao,
        exibirCampoRestricao: p.exibir_campo_restricao,
        exibirGrauCalvicie: p.exibir_grau_calvicie,
        exibePulseiraVermelha: p.exibe_pulseira_vermelha,
        textoComplementar: p.texto_complementar,
        opcoesAdicionais: p.opcoes_adicionais,
        ordenacao: p.ordenacao,
      })),
    usuarioCadastro: r.usuario_cadastro,
    horarioCadastro: r.horario_cadastro.toISOString(),
    usuarioAlteracao: r.versao_usuario,
    horarioAlteracao: r.versao_horario.toISOString(),
  }));
}

/** Forms in their current version, by name; `ativo`: only active (true) or inactive (false) ones. */
export async function listFormularios(db: Executor, ativo?: boolean): Promise<Formulario[]> {
  let query = versaoQuery(db).whereRef('v.versao', '=', 'f.versao').orderBy('f.nome').orderBy('f.id');
  if (ativo !== undefined) query = query.where('f.ativo', '=', ativo);
  return withPerguntas(db, await query.execute());
}

/** The form in its current version, or in `versao`; undefined when either does not exist. */
export async function findFormulario(db: Executor, id: number, versao?: number): Promise<Formulario | undefined> {
  const query = versaoQuery(db).where('f.id', '=', id);
  const rows = await (versao === undefined ? query.whereRef('v.versao', '=', 'f.versao') : query.where('v.versao', '=', versao)).execute();
  return (await withPerguntas(db, rows))[0];
}

/** Locks the form row (edits of one form queue) and answers its current version, or undefined. */
export const lockFormulario = (trx: Executor, id: number) =>
  trx.selectFrom('formulario').select(['id', 'versao', 'ativo']).where('id', '=', id).forUpdate().executeTakeFirst();

export type PerguntaDados = Omit<Pergunta, 'id'>;

export async function insertFormulario(trx: Executor, nome: string, ativo: boolean, usuario: string | null): Promise<number> {
  const row = await trx
    .insertInto('formulario')
    .values({ nome, ativo, versao: 1, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes version `versao` of the form with its questions (never changed afterwards). */
export async function insertVersao(
  trx: Executor,
  formularioId: number,
  versao: number,
  nome: string,
  perguntas: PerguntaDados[],
  usuario: string | null,
): Promise<void> {
  const { id } = await trx
    .insertInto('formulario_versao')
    .values({ formulario_id: formularioId, versao, nome, usuario_cadastro: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (perguntas.length === 0) return;
  await trx
    .insertInto('formulario_pergunta')
    .values(
      perguntas.map((p) => ({
        formulario_versao_id: id,
        pergunta: p.pergunta,
        exibir_campos_sim_ou_nao: p.exibirCamposSimouNao,
        exibir_campo_restricao: p.exibirCampoRestricao,
        exibir_grau_calvicie: p.exibirGrauCalvicie,
        exibe_pulseira_vermelha: p.exibePulseiraVermelha,
        texto_complementar: p.textoComplementar,
        opcoes_adicionais: p.opcoesAdicionais,
        ordenacao: p.ordenacao,
      })),
    )
    .execute();
}

/** The form's current name, version and status. */
export async function updateFormulario(
  trx: Executor,
  id: number,
  dados: { nome: string; versao: number; ativo: boolean },
  usuario: string | null,
): Promise<void> {
  await trx
    .updateTable('formulario')
    .set({ ...dados, usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', id)
    .execute();
}

/** False when there is no such form. */
export async function setStatusFormulario(trx: Executor, id: number, ativo: boolean, usuario: string | null): Promise<boolean> {
  const row = await trx
    .updateTable('formulario')
    .set({ ativo, usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
