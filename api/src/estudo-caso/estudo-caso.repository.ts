import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { ARQUIVO_PATH } from '../imagens/imagens.repository.js';

/** Where the case study serves its images (CRIAR_ESTUDO_CASO), beside the stage tab's own path. */
export const IMAGEM_ESTUDO_PATH = '/gerenciar/estudoCaso/imagem/';
/** spec 02 §3: the case study's images are joined by ';;'. */
export const SEPARADOR_IMAGENS = ';;';

export interface FiltroGrupos {
  pacienteId: number;
  procedimentoId?: number;
  configuracoesEtapaId?: number;
  /** 'YYYY-MM-DD', inclusive */
  dataInicio?: string;
  dataFim?: string;
  /** only the images marked exibeNoEstudoCaso */
  somenteMarcadas?: boolean;
  /** only the stages configured as case-study stages */
  somenteEtapasEstudo?: boolean;
}

export interface ImagemEstudo {
  urlArmazenamento: string;
  mimeType: string;
  name: string;
  exibeNoEstudoCaso: boolean;
}
export interface GrupoEstudo {
  id: number;
  configuracoesEtapaId: number;
  nomeEtapa: string;
  procedimentoId: number;
  nomeProcedimento: string;
  dataRegistro: string | null;
  observacao: string | null;
  usuarioCadastro: string | null;
  imagens: ImagemEstudo[];
}

/**
 * The patient's registered stages (every procedure, or one), oldest first, each with its images
 * (spec 02 §5: the mime type contains 'image'); with `somenteMarcadas` only the images marked for the
 * case study, and a stage left without one is not listed.
 */
export async function gruposDoPaciente(db: Executor, filtro: FiltroGrupos, urlDe: (arquivoId: string) => string): Promise<GrupoEstudo[]> {
  let query = db
    .selectFrom('etapa_resposta as r')
    .innerJoin('configuracao_etapa as c', 'c.id', 'r.configuracao_etapa_id')
    .innerJoin('procedimento as p', 'p.id', 'r.procedimento_id')
    .select([
      'r.id',
      'r.configuracao_etapa_id',
      'c.nome_etapa',
      'r.procedimento_id',
      'p.nome as procedimento_nome',
      sql<string | null>`to_char(r.data_registro, 'YYYY-MM-DD')`.as('data_registro'),
      'r.observacao',
      'r.usuario_cadastro',
    ])
    .where('r.paciente_id', '=', filtro.pacienteId);
  if (filtro.procedimentoId !== undefined) query = query.where('r.procedimento_id', '=', filtro.procedimentoId);
  if (filtro.configuracoesEtapaId !== undefined) query = query.where('r.configuracao_etapa_id', '=', filtro.configuracoesEtapaId);
  if (filtro.dataInicio !== undefined) query = query.where('r.data_registro', '>=', filtro.dataInicio);
  if (filtro.dataFim !== undefined) query = query.where('r.data_registro', '<=', filtro.dataFim);
  if (filtro.somenteEtapasEstudo) query = query.where('c.estudo_caso', '=', true);
  const rows = await query
    .orderBy(sql`r.data_registro asc nulls last`)
    .orderBy('r.id')
    .execute();
  if (rows.length === 0) return [];
  let imagensQuery = db
    .selectFrom('etapa_imagem as i')
    .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
    .select(['i.etapa_resposta_id', 'i.arquivo_id', 'i.exibe_no_estudo_caso', 'a.mime_type', 'a.nome_original'])
    .where(
      'i.etapa_resposta_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('a.mime_type', 'like', '%image%');
  if (filtro.somenteMarcadas) imagensQuery = imagensQuery.where('i.exibe_no_estudo_caso', '=', true);
  const imagens = await imagensQuery.orderBy('i.ordenacao').orderBy('i.id').execute();
  const grupos = rows.map((r) => ({
    id: r.id,
    configuracoesEtapaId: r.configuracao_etapa_id,
    nomeEtapa: r.nome_etapa,
    procedimentoId: r.procedimento_id,
    nomeProcedimento: r.procedimento_nome,
    dataRegistro: r.data_registro,
    observacao: r.observacao,
    usuarioCadastro: r.usuario_cadastro,
    imagens: imagens
      .filter((i) => i.etapa_resposta_id === r.id)
      .map((i) => ({ urlArmazenamento: urlDe(i.arquivo_id), mimeType: i.mime_type, name: i.nome_original, exibeNoEstudoCaso: i.exibe_no_estudo_caso })),
  }));
  return filtro.somenteMarcadas ? grupos.filter((g) => g.imagens.length > 0) : grupos;
}

/** A stage image the case study may serve: an image of a stage, marked for the case study or of a case-study stage. */
export const findImagemDoEstudo = (db: Executor, arquivoId: string) =>
  db
    .selectFrom('etapa_imagem as i')
    .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
    .innerJoin('etapa_resposta as r', 'r.id', 'i.etapa_resposta_id')
    .innerJoin('configuracao_etapa as c', 'c.id', 'r.configuracao_etapa_id')
    .select(['a.id', 'a.caminho', 'a.mime_type', 'r.paciente_id'])
    .where('i.arquivo_id', '=', arquivoId)
    .where('a.mime_type', 'like', '%image%')
    .where((eb) => eb.or([eb('i.exibe_no_estudo_caso', '=', true), eb('c.estudo_caso', '=', true)]))
    .executeTakeFirst();

/** A stage image a recorded case study holds (its url names the file's id). */
export const findImagemDeEstudoRegistrado = (db: Executor, arquivoId: string) =>
  db
    .selectFrom('etapa_imagem as i')
    .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
    .innerJoin('etapa_resposta as r', 'r.id', 'i.etapa_resposta_id')
    .select(['a.id', 'a.caminho', 'a.mime_type', 'r.paciente_id'])
    .where('i.arquivo_id', '=', arquivoId)
    .where('a.mime_type', 'like', '%image%')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('estudo_caso as e')
          .select('e.id')
          .whereRef('e.paciente_id', '=', 'r.paciente_id')
          .where(sql<boolean>`position(${urlDoEstudo(arquivoId)} in e.imagem) > 0`),
      ),
    )
    .executeTakeFirst();

/** The stage files of this patient among the given ids (a case study may only hold its own patient's images). */
export const arquivosDoPaciente = (db: Executor, pacienteId: number, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as { id: string }[])
    : db
        .selectFrom('etapa_imagem as i')
        .innerJoin('etapa_resposta as r', 'r.id', 'i.etapa_resposta_id')
        .innerJoin('arquivo as a', 'a.id', 'i.arquivo_id')
        .select('a.id')
        .where('r.paciente_id', '=', pacienteId)
        .where('a.id', 'in', ids)
        .where('a.mime_type', 'like', '%image%')
        .execute();

export interface EstudoCasoRow {
  id: number;
  paciente_id: number;
  procedimento_id: number | null;
  nome_paciente: string;
  imagem: string;
  observacao: string | null;
  usuario_cadastro: string | null;
  horario_cadastro: Date;
}

const COLUNAS = ['id', 'paciente_id', 'procedimento_id', 'nome_paciente', 'imagem', 'observacao', 'usuario_cadastro', 'horario_cadastro'] as const;

export async function insertEstudoCaso(
  trx: Executor,
  values: {
    pacienteId: number;
    procedimentoId: number | null;
    nomePaciente: string;
    imagens: string[];
    observacao: string | null;
    usuario: { id: number; nome: string };
  },
): Promise<EstudoCasoRow> {
  return trx
    .insertInto('estudo_caso')
    .values({
      paciente_id: values.pacienteId,
      procedimento_id: values.procedimentoId,
      nome_paciente: values.nomePaciente,
      imagem: values.imagens.join(SEPARADOR_IMAGENS),
      observacao: values.observacao,
      usuario_id: values.usuario.id,
      usuario_cadastro: values.usuario.nome,
    })
    .returning([...COLUNAS])
    .executeTakeFirstOrThrow();
}

export const estudosDoPaciente = (db: Executor, pacienteId: number): Promise<EstudoCasoRow[]> =>
  db
    .selectFrom('estudo_caso')
    .select([...COLUNAS])
    .where('paciente_id', '=', pacienteId)
    .orderBy('horario_cadastro', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findEstudoCaso = (db: Executor, id: number): Promise<EstudoCasoRow | undefined> =>
  db
    .selectFrom('estudo_caso')
    .select([...COLUNAS])
    .where('id', '=', id)
    .executeTakeFirst();

/** The stage path of a stored image url (the case study keeps the stage's url, whichever path it was given with). */
export const urlDaEtapa = (arquivoId: string): string => `${ARQUIVO_PATH}${arquivoId}`;
export const urlDoEstudo = (arquivoId: string): string => `${IMAGEM_ESTUDO_PATH}${arquivoId}`;
