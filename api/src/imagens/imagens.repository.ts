import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { EtapaDados } from './etapa.validation.js';
import type { EtapaAuditoria, EtapaGrupo, EtapaImagem } from './imagens.schemas.js';

export const ARQUIVO_PATH = '/gerenciar/imagens/arquivo/';
export const urlOf = (arquivoId: string): string => `${ARQUIVO_PATH}${arquivoId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The file id inside an urlArmazenamento ('/gerenciar/imagens/arquivo/{uuid}', '/api' prefix allowed). */
export const arquivoIdOf = (url: string): string | undefined => {
  const id = url.replace(/^\/api/, '').startsWith(ARQUIVO_PATH) ? url.replace(/^\/api/, '').slice(ARQUIVO_PATH.length) : '';
  return UUID.test(id) ? id : undefined;
};

export type { EtapaAuditoria, EtapaGrupo, EtapaImagem };

/** One group per active stage of the procedure, in the procedure's order, with this patient's answers. */
export async function listGrupos(db: Executor, pacienteId: number, procedimentoId: number): Promise<EtapaGrupo[]> {
  const rows = await db
    .selectFrom('procedimento_etapa as pe')
    .innerJoin('configuracao_etapa as c', 'c.id', 'pe.configuracao_etapa_id')
    .leftJoin('etapa_resposta as r', (join) =>
      join.onRef('r.configuracao_etapa_id', '=', 'c.id').on('r.paciente_id', '=', pacienteId).on('r.procedimento_id', '=', procedimentoId),
    )
    .select([
      'c.id as configuracao_id',
      'c.nome_etapa',
      'c.quantidade_imagens',
      'r.id',
      sql<string | null>`to_char(r.data_registro, 'YYYY-MM-DD')`.as('data_registro'),
      'r.hora_inicial',
      'r.hora_final',
      'r.observacao',
      'r.usuario_interno_id',
      'r.horario_cadastro',
      'r.usuario_cadastro',
      'r.versao',
    ])
    .where('pe.procedimento_id', '=', procedimentoId)
    .where('c.ativo', '=', true)
    .orderBy('pe.ordenacao')
    .execute();
  const ids = rows.map((r) => r.id).filter((id): id is number => id !== null);
  const [imagens, auditorias] = ids.length
    ? await Promise.all([
        db
          .selectFrom('etapa_imagem as i')
          .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
          .select(['i.id', 'i.etapa_resposta_id', 'i.arquivo_id', 'i.exibe_no_estudo_caso', 'i.ordenacao', 'a.mime_type', 'a.nome_original', 'a.tamanho'])
          .where('i.etapa_resposta_id', 'in', ids)
          .orderBy('i.ordenacao')
          .orderBy('i.id')
          .execute(),
        db
          .selectFrom('etapa_auditoria as e')
          .leftJoin('usuario as u', 'u.id', 'e.autor')
          .select(['e.id', 'e.etapa_resposta_id', 'e.autor', 'u.nome', 'e.descricao', 'e.data_acao'])
          .where('e.etapa_resposta_id', 'in', ids)
          .orderBy('e.data_acao', 'desc')
          .orderBy('e.id', 'desc')
          .execute(),
      ])
    : [[], []];
  return rows.map((r) => ({
    id: r.id,
    configuracoesEtapaId: r.configuracao_id,
    nomeEtapa: r.nome_etapa,
    quantidadeImagens: r.quantidade_imagens,
    dataRegistro: r.data_registro,
    horaInicial: r.hora_inicial?.toISOString() ?? null,
    horaFinal: r.hora_final?.toISOString() ?? null,
    observacao: r.observacao,
    imagens: imagens
      .filter((i) => i.etapa_resposta_id === r.id)
      .map((i) => ({
        id: i.id,
        urlArmazenamento: urlOf(i.arquivo_id),
        exibeNoEstudoCaso: i.exibe_no_estudo_caso,
        ordenacao: i.ordenacao,
        mimeType: i.mime_type,
        name: i.nome_original,
        size: Number(i.tamanho),
      })),
    auditorias: auditorias
      .filter((a) => a.etapa_resposta_id === r.id)
      .map((a) => ({ id: Number(a.id), autor: a.autor, nomeAutor: a.nome, descricao: a.descricao, dataAcao: a.data_acao.toISOString() })),
    pacienteId,
    procedimentoId,
    usuarioInternoId: r.usuario_interno_id,
    horarioCadastro: r.horario_cadastro?.toISOString() ?? null,
    usuarioCadastro: r.usuario_cadastro,
    versao: r.versao,
  }));
}

/** The files a stage refers to, with the stage holding each (if any), locked until the commit: two saves cannot take one file. */
export const lockArquivosDaEtapa = (trx: Executor, ids: string[]) =>
  trx
    .selectFrom('arquivo as a')
    .leftJoin('etapa_imagem as i', 'i.arquivo_id', 'a.id')
    .select(['a.id', 'a.mime_type', 'a.nome_original', 'a.usuario_cadastro', 'a.usuario_id', 'a.vinculado', 'i.etapa_resposta_id'])
    .where('a.id', 'in', ids)
    .orderBy('a.id')
    .forUpdate('a')
    .execute();

/** A file with the stage image holding it, if any (who may download it is the route's to judge). */
export const findArquivo = (db: Executor, id: string) =>
  db
    .selectFrom('arquivo as a')
    .leftJoin('etapa_imagem as i', 'i.arquivo_id', 'a.id')
    .select(['a.id', 'a.mime_type', 'a.caminho', 'a.usuario_id', 'a.vinculado', 'i.id as imagem_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();

export async function deleteEtapaImagens(trx: Executor, grupoId: number): Promise<void> {
  await trx.deleteFrom('etapa_imagem').where('etapa_resposta_id', '=', grupoId).execute();
}

export async function insertEtapaImagens(
  trx: Executor,
  values: { etapa_resposta_id: number; arquivo_id: string; exibe_no_estudo_caso: boolean; ordenacao: number }[],
): Promise<void> {
  await trx.insertInto('etapa_imagem').values(values).execute();
}

/** Whether the stage is one of the procedure's. */
export async function etapaNoProcedimento(trx: Executor, procedimentoId: number, etapaId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('procedimento_etapa')
    .select('procedimento_id')
    .where('procedimento_id', '=', procedimentoId)
    .where('configuracao_etapa_id', '=', etapaId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A patient's answer to a stage; answers its id. One per patient, procedure and stage (unique constraint). */
export async function insertEtapaResposta(
  trx: Executor,
  chave: { configuracoesEtapaId: number; pacienteId: number; procedimentoId: number },
  dados: EtapaDados,
  autor: { id: number | null; nome: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('etapa_resposta')
    .values({
      configuracao_etapa_id: chave.configuracoesEtapaId,
      paciente_id: chave.pacienteId,
      procedimento_id: chave.procedimentoId,
      data_registro: dados.dataRegistro,
      hora_inicial: dados.horaInicial,
      hora_final: dados.horaFinal,
      observacao: dados.observacao,
      usuario_interno_id: autor.id,
      usuario_cadastro: autor.nome,
      usuario_alteracao: autor.nome,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored answer (its day as 'YYYY-MM-DD' in `data`), locked until the commit. */
export const lockEtapaResposta = (trx: Executor, id: number) =>
  trx
    .selectFrom('etapa_resposta')
    .select(['id', 'versao', 'paciente_id', 'procedimento_id', 'configuracao_etapa_id', 'hora_inicial', 'hora_final', 'observacao'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('data_registro'), eb.val('YYYY-MM-DD')]).as('data'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function updateEtapaResposta(trx: Executor, id: number, dados: EtapaDados, usuario: string | null): Promise<void> {
  await trx
    .updateTable('etapa_resposta')
    .set((eb) => ({
      data_registro: dados.dataRegistro,
      hora_inicial: dados.horaInicial,
      hora_final: dados.horaFinal,
      observacao: dados.observacao,
      usuario_alteracao: usuario,
      horario_alteracao: new Date(),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The files the stage holds now (id and original name). */
export const arquivosDaEtapa = (trx: Executor, grupoId: number) =>
  trx
    .selectFrom('etapa_imagem as i')
    .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
    .select(['a.id', 'a.nome_original'])
    .where('i.etapa_resposta_id', '=', grupoId)
    .execute();

/** A line of the stage's change history (etapa_auditoria), shown on the Etapas tab as `auditorias`. */
export async function insertHistoricoEtapa(trx: Executor, grupoId: number, autor: number | null, descricao: string): Promise<void> {
  await trx.insertInto('etapa_auditoria').values({ etapa_resposta_id: grupoId, autor, descricao }).execute();
}
