import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

export const ARQUIVO_PATH = '/gerenciar/imagens/arquivo/';
export const urlOf = (arquivoId: string): string => `${ARQUIVO_PATH}${arquivoId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The file id inside an urlArmazenamento ('/gerenciar/imagens/arquivo/{uuid}', '/api' prefix allowed). */
export const arquivoIdOf = (url: string): string | undefined => {
  const id = url.replace(/^\/api/, '').startsWith(ARQUIVO_PATH) ? url.replace(/^\/api/, '').slice(ARQUIVO_PATH.length) : '';
  return UUID.test(id) ? id : undefined;
};

export interface EtapaImagem {
  id: number;
  urlArmazenamento: string;
  exibeNoEstudoCaso: boolean;
  ordenacao: number;
  mimeType: string;
  name: string;
  size: number;
}

export interface EtapaAuditoria {
  id: number;
  autor: number | null;
  nomeAutor: string | null;
  descricao: string;
  dataAcao: string;
}

/** Stage answer group (spec 02 §3); id null while the stage was never saved. */
export interface EtapaGrupo {
  id: number | null;
  configuracoesEtapaId: number;
  nomeEtapa: string;
  dataRegistro: string | null;
  horaInicial: string | null;
  horaFinal: string | null;
  observacao: string | null;
  imagens: EtapaImagem[];
  auditorias: EtapaAuditoria[];
  pacienteId: number;
  procedimentoId: number;
  usuarioInternoId: number | null;
  horarioCadastro: string | null;
  usuarioCadastro: string | null;
  versao: number | null;
}

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
