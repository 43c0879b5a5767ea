import type { Executor } from '../db/database.js';
import { findFormulario } from './formulario.repository.js';
import type { Resposta, RespostaLinha, RespostaPergunta } from './resposta.schemas.js';

/** The record's filled forms and uploaded form files (migration 0031). */
export const ARQUIVO_RESPOSTA_PATH = '/gerenciar/formulario/resposta/arquivo/';

const linhaQuery = (db: Executor) =>
  db
    .selectFrom('formulario_resposta as r')
    .leftJoin('usuario as u', 'u.id', 'r.medico_id')
    .leftJoin('arquivo as a', 'a.id', 'r.arquivo_id')
    .leftJoin('formulario_versao as v', 'v.id', 'r.formulario_versao_id')
    .select([
      'r.id',
      'r.nome',
      'r.formulario_id',
      'r.paciente_id',
      'r.procedimento_id',
      'r.horario_cadastro',
      'r.medico_id',
      'u.nome as nome_medico',
      'r.restricao',
      'r.arquivo_id',
      'a.nome_original',
      'a.mime_type',
      'a.caminho',
      'r.versao',
      'v.versao as versao_formulario',
      'r.usuario_cadastro',
      'r.usuario_alteracao',
      'r.horario_alteracao',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof linhaQuery>['executeTakeFirstOrThrow']>>;

const linhaDe = (r: Row): RespostaLinha => ({
  id: r.id,
  type: r.arquivo_id ? 'ARQUIVO' : 'FORMULARIO',
  nome: r.nome,
  formulario: r.formulario_id,
  horarioCadastro: r.horario_cadastro.toISOString(),
  medico: r.medico_id,
  nomeMedico: r.nome_medico,
  restricao: r.restricao ? 1 : 0,
  nomeArquivo: r.nome_original,
  mimeType: r.mime_type,
  idEstudo: null,
});

/** spec 02 §2.12: a case study's row in the forms list is named so. */
export const NOME_ESTUDO_CASOS = 'Estudo de casos';

/**
 * The patient's case studies of this procedure, or of none (the header's dialog records them for the
 * patient), as rows of the forms list: the doctor is who recorded it, if a doctor.
 */
async function estudosDaLista(db: Executor, pacienteId: number, procedimentoId: number): Promise<RespostaLinha[]> {
  const rows = await db
    .selectFrom('estudo_caso as e')
    .leftJoin('usuario as u', (join) => join.onRef('u.id', '=', 'e.usuario_id').on('u.eh_medico', '=', true))
    .select(['e.id', 'e.horario_cadastro', 'u.id as medico_id', 'u.nome as nome_medico'])
    .where('e.paciente_id', '=', pacienteId)
    .where((eb) => eb.or([eb('e.procedimento_id', '=', procedimentoId), eb('e.procedimento_id', 'is', null)]))
    .orderBy('e.horario_cadastro', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: 'ESTUDO_CASO',
    nome: NOME_ESTUDO_CASOS,
    formulario: null,
    horarioCadastro: r.horario_cadastro.toISOString(),
    medico: r.medico_id,
    nomeMedico: r.nome_medico,
    restricao: 0,
    nomeArquivo: null,
    mimeType: null,
    idEstudo: r.id,
  }));
}

/** The patient's filled forms, files and case studies in the procedure, newest first. */
export async function listRespostas(db: Executor, pacienteId: number, procedimentoId: number): Promise<RespostaLinha[]> {
  const rows = await linhaQuery(db)
    .where('r.paciente_id', '=', pacienteId)
    .where('r.procedimento_id', '=', procedimentoId)
    .orderBy('r.horario_cadastro', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const estudos = await estudosDaLista(db, pacienteId, procedimentoId);
  // both lists come newest first; a stable sort keeps each one's own order on equal instants
  return [...rows.map(linhaDe), ...estudos].sort((a, b) => Date.parse(b.horarioCadastro) - Date.parse(a.horarioCadastro));
}

export const findRespostaRow = (db: Executor, id: number) => linhaQuery(db).where('r.id', '=', id).executeTakeFirst();
export type RespostaRow = Row;

/** The answer set with the questions of the form version it was filled on. */
export async function findResposta(db: Executor, id: number): Promise<Resposta | undefined> {
  const r = await findRespostaRow(db, id);
  if (!r) return undefined;
  const formulario = r.formulario_id && r.versao_formulario ? await findFormulario(db, r.formulario_id, r.versao_formulario) : undefined;
  const respostas = await db.selectFrom('formulario_resposta_pergunta').selectAll().where('resposta_id', '=', id).orderBy('id').execute();
  return {
    ...linhaDe(r),
    versao: r.versao,
    versaoFormulario: r.versao_formulario,
    paciente: r.paciente_id,
    procedimento: r.procedimento_id,
    perguntas: formulario?.perguntas ?? [],
    respostaPerguntas: respostas.map((p): RespostaPergunta => ({
      perguntaId: p.pergunta_id,
      resposta: p.resposta,
      simouNao: p.sim_ou_nao as RespostaPergunta['simouNao'],
      respostaOpcao: p.resposta_opcao,
      restricao: p.restricao,
      grauCalvicie: p.grau_calvicie_id,
    })),
    arquivo: r.arquivo_id ? `${ARQUIVO_RESPOSTA_PATH}${r.id}` : null,
    usuarioCadastro: r.usuario_cadastro,
    usuarioAlteracao: r.usuario_alteracao,
    horarioAlteracao: r.horario_alteracao.toISOString(),
  };
}

export const lockResposta = (trx: Executor, id: number) =>
  trx.selectFrom('formulario_resposta').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Replaces the answer set's answers. */
export async function gravarRespostas(trx: Executor, respostaId: number, respostas: RespostaPergunta[]): Promise<void> {
  await trx.deleteFrom('formulario_resposta_pergunta').where('resposta_id', '=', respostaId).execute();
  if (respostas.length === 0) return;
  await trx
    .insertInto('formulario_resposta_pergunta')
    .values(
      respostas.map((p) => ({
        resposta_id: respostaId,
        pergunta_id: p.perguntaId,
        resposta: p.resposta,
        sim_ou_nao: p.simouNao,
        resposta_opcao: p.respostaOpcao,
        restricao: p.restricao,
        grau_calvicie_id: p.grauCalvicie,
      })),
    )
    .execute();
}

/** Every answer of the patient's filled forms (in the procedure, when given), oldest form first, in question order. */
export async function respostasDoPaciente(db: Executor, pacienteId: number, procedimentoId: number | null) {
  let query = db
    .selectFrom('formulario_resposta_pergunta as rp')
    .innerJoin('formulario_resposta as r', 'r.id', 'rp.resposta_id')
    .innerJoin('formulario_pergunta as p', 'p.id', 'rp.pergunta_id')
    .leftJoin('grau_calvicie as g', 'g.id', 'rp.grau_calvicie_id')
    .select([
      'r.nome as formulario',
      'r.horario_cadastro',
      'p.pergunta',
      'p.exibir_campos_sim_ou_nao',
      'rp.resposta',
      'rp.resposta_opcao',
      'rp.sim_ou_nao',
      'rp.restricao',
      'g.grau',
    ])
    .where('r.paciente_id', '=', pacienteId);
  if (procedimentoId !== null) query = query.where('r.procedimento_id', '=', procedimentoId);
  return query.orderBy('r.horario_cadastro').orderBy('r.id').orderBy('p.ordenacao').orderBy('p.id').execute();
}

/** The baldness degrees among `ids`, id → name. */
export async function grausPorId(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('grau_calvicie').select(['id', 'grau']).where('id', 'in', ids).execute();
  return new Map(rows.map((g) => [g.id, g.grau]));
}

export const procedimentoExiste = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('procedimento').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The form version row: by form and number, or the number of a version row. */
export const versaoIdDe = async (db: Executor, formularioId: number, versao: number): Promise<number> =>
  (await db.selectFrom('formulario_versao').select('id').where('formulario_id', '=', formularioId).where('versao', '=', versao).executeTakeFirstOrThrow()).id;
export const numeroDaVersao = async (db: Executor, versaoId: number): Promise<number> =>
  (await db.selectFrom('formulario_versao').select('versao').where('id', '=', versaoId).executeTakeFirstOrThrow()).versao;

export async function inserirResposta(
  trx: Executor,
  dados: {
    paciente_id: number;
    procedimento_id: number;
    nome: string;
    formulario_id?: number;
    formulario_versao_id?: number;
    arquivo_id?: string;
    medico_id: number | null;
    restricao?: boolean;
    usuario: string | null;
  },
): Promise<number> {
  const { usuario, ...values } = dados;
  const row = await trx
    .insertInto('formulario_resposta')
    .values({ ...values, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function atualizarResposta(
  trx: Executor,
  id: number,
  dados: { medico_id: number | null; restricao: boolean; versao: number; usuario: string | null },
): Promise<void> {
  const { usuario, ...values } = dados;
  await trx
    .updateTable('formulario_resposta')
    .set({ ...values, usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function excluirResposta(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('formulario_resposta').where('id', '=', id).execute();
}

/** The ids of the patient's forms and files in the procedure, oldest first. */
export const fichasDoProcedimento = (db: Executor, pacienteId: number, procedimentoId: number) =>
  db
    .selectFrom('formulario_resposta')
    .select('id')
    .where('paciente_id', '=', pacienteId)
    .where('procedimento_id', '=', procedimentoId)
    .orderBy('horario_cadastro')
    .orderBy('id')
    .execute();
