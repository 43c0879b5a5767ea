import type { Executor } from '../db/database.js';

/** Where a prescription's file is downloaded (the record's Exames tab). */
export const PRESCRICAO_ARQUIVO_PATH = '/gerenciar/prescricao/arquivo/';
export const urlDoArquivo = (arquivoId: string): string => `${PRESCRICAO_ARQUIVO_PATH}${arquivoId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The file id of a download address (with or without the /api prefix), or undefined. */
export const arquivoIdDaUrl = (url: string): string | undefined => {
  const path = url
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/api/, '');
  if (!path.startsWith(PRESCRICAO_ARQUIVO_PATH)) return undefined;
  const id = path.slice(PRESCRICAO_ARQUIVO_PATH.length);
  return UUID.test(id) ? id.toLowerCase() : undefined;
};

/** spec 02 §9: prescription type ids. */
export const TIPOS_PRESCRICAO = [
  { id: 1, nome: 'Pedido Exame' },
  { id: 2, nome: 'Carregar um arquivo' },
] as const;
/** spec 02 §3: an upload's type reads 'outros'. */
export const tipoPrescricaoDe = (tipo: number): string => (tipo === 2 ? 'outros' : 'Pedido Exame');

export interface ArquivoDto {
  nome: string;
  url: string;
  mimeType: string;
}
export interface ConfirmacaoDto {
  id: number;
  idExame: number;
  nome: string;
  confirmacaoEntrega: boolean;
  resultado: string | null;
}
export interface AuditoriaDto {
  id: number;
  autor: number | null;
  nomeAutor: string | null;
  descricao: string;
  dataAcao: string;
}

export const findPrescricaoRow = (db: Executor, id: number) =>
  db
    .selectFrom('prescricao as p')
    .leftJoin('usuario as m', 'm.id', 'p.medico_id')
    .select([
      'p.id',
      'p.paciente_id',
      'p.procedimento_id',
      'p.tipo_prescricao_id',
      'p.medico_id',
      'm.nome as medico',
      'p.layout_id',
      'p.nome_layout',
      'p.texto',
      'p.conferencia_exame',
      'p.observacoes',
      'p.versao',
      'p.usuario_cadastro',
      'p.horario_cadastro',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
export type PrescricaoRow = NonNullable<Awaited<ReturnType<typeof findPrescricaoRow>>>;

export const listPrescricaoRows = (db: Executor, filtro: { pacienteId?: number; procedimentoId?: number; limite?: number }) =>
  db
    .selectFrom('prescricao as p')
    .leftJoin('usuario as m', 'm.id', 'p.medico_id')
    .select([
      'p.id',
      'p.paciente_id',
      'p.procedimento_id',
      'p.tipo_prescricao_id',
      'p.medico_id',
      'm.nome as medico',
      'p.layout_id',
      'p.nome_layout',
      'p.texto',
      'p.conferencia_exame',
      'p.observacoes',
      'p.versao',
      'p.usuario_cadastro',
      'p.horario_cadastro',
    ])
    .$if(filtro.pacienteId !== undefined, (qb) => qb.where('p.paciente_id', '=', filtro.pacienteId!))
    .$if(filtro.procedimentoId !== undefined, (qb) => qb.where('p.procedimento_id', '=', filtro.procedimentoId!))
    .orderBy('p.horario_cadastro', 'desc')
    .orderBy('p.id', 'desc')
    .limit(filtro.limite ?? 500)
    .execute();

export async function confirmacoesDe(db: Executor, ids: number[]): Promise<Map<number, ConfirmacaoDto[]>> {
  const map = new Map<number, ConfirmacaoDto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('prescricao_exame as pe')
    .innerJoin('exame as e', 'e.id', 'pe.exame_id')
    .select(['pe.id', 'pe.prescricao_id', 'pe.exame_id', 'e.nome', 'pe.confirmacao_entrega', 'pe.resultado'])
    .where('pe.prescricao_id', 'in', ids)
    .orderBy('pe.ordenacao')
    .orderBy('pe.id')
    .execute();
  for (const r of rows)
    map.get(r.prescricao_id)!.push({ id: r.id, idExame: r.exame_id, nome: r.nome, confirmacaoEntrega: r.confirmacao_entrega, resultado: r.resultado });
  return map;
}

export async function arquivosDe(db: Executor, ids: number[]): Promise<Map<number, { arquivos: ArquivoDto[]; resultados: ArquivoDto[] }>> {
  const map = new Map(ids.map((id) => [id, { arquivos: [] as ArquivoDto[], resultados: [] as ArquivoDto[] }]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('prescricao_arquivo as pa')
    .innerJoin('arquivo as a', 'a.id', 'pa.arquivo_id')
    .select(['pa.prescricao_id', 'pa.arquivo_id', 'pa.resultado', 'a.nome_original', 'a.mime_type'])
    .where('pa.prescricao_id', 'in', ids)
    .orderBy('pa.ordenacao')
    .orderBy('a.horario_cadastro')
    .execute();
  for (const r of rows) {
    const dto = { nome: r.nome_original, url: urlDoArquivo(r.arquivo_id), mimeType: r.mime_type };
    const entry = map.get(r.prescricao_id)!;
    (r.resultado ? entry.resultados : entry.arquivos).push(dto);
  }
  return map;
}

export const auditoriasDe = async (db: Executor, id: number): Promise<AuditoriaDto[]> =>
  (
    await db
      .selectFrom('prescricao_auditoria as pa')
      .leftJoin('usuario as u', 'u.id', 'pa.autor')
      .select(['pa.id', 'pa.autor', 'u.nome', 'pa.descricao', 'pa.data_acao'])
      .where('pa.prescricao_id', '=', id)
      .orderBy('pa.data_acao', 'desc')
      .orderBy('pa.id', 'desc')
      .execute()
  ).map((r) => ({ id: Number(r.id), autor: r.autor, nomeAutor: r.nome, descricao: r.descricao, dataAcao: r.data_acao.toISOString() }));

export const insertAuditoria = (trx: Executor, prescricaoId: number, autor: number | null, descricao: string) =>
  trx.insertInto('prescricao_auditoria').values({ prescricao_id: prescricaoId, autor, descricao }).execute();

export const lockPrescricao = (trx: Executor, id: number) =>
  trx
    .selectFrom('prescricao')
    .select(['id', 'paciente_id', 'procedimento_id', 'tipo_prescricao_id', 'versao', 'conferencia_exame', 'observacoes'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const examesExistentes = async (db: Executor, ids: number[]): Promise<Map<number, string>> =>
  ids.length === 0 ? new Map() : new Map((await db.selectFrom('exame').select(['id', 'nome']).where('id', 'in', ids).execute()).map((r) => [r.id, r.nome]));

export const medicoNome = async (db: Executor, id: number): Promise<string | undefined> =>
  (await db.selectFrom('usuario').select('nome').where('id', '=', id).where('eh_medico', '=', true).executeTakeFirst())?.nome;

export const procedimentoExiste = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('procedimento').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The files of a prescription (results or an upload's own), locked. */
export const arquivosDaPrescricao = (trx: Executor, prescricaoId: number, resultado?: boolean) =>
  trx
    .selectFrom('prescricao_arquivo as pa')
    .innerJoin('arquivo as a', 'a.id', 'pa.arquivo_id')
    .select(['pa.arquivo_id', 'a.nome_original', 'pa.resultado', 'a.caminho'])
    .where('pa.prescricao_id', '=', prescricaoId)
    .$if(resultado !== undefined, (qb) => qb.where('pa.resultado', '=', resultado!))
    .execute();

/** A stored file and who may read it: the prescription it belongs to, or the uploader while it is loose. */
export const findArquivoDePrescricao = (db: Executor, id: string) =>
  db
    .selectFrom('arquivo as a')
    .leftJoin('prescricao_arquivo as pa', 'pa.arquivo_id', 'a.id')
    .select(['a.id', 'a.caminho', 'a.mime_type', 'a.nome_original', 'pa.prescricao_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();

export const orientacaoColunas = [
  'o.id',
  'o.paciente_id',
  'o.procedimento_id',
  'o.nome_prescricao',
  'o.texto',
  'o.medico_id',
  'm.nome as medico',
  'o.versao',
  'o.usuario_cadastro',
  'o.horario_cadastro',
] as const;

export const listOrientacoes = (db: Executor, pacienteId: number, procedimentoId: number | undefined) =>
  db
    .selectFrom('orientacao_medica as o')
    .leftJoin('usuario as m', 'm.id', 'o.medico_id')
    .select(orientacaoColunas)
    .where('o.paciente_id', '=', pacienteId)
    .$if(procedimentoId !== undefined, (qb) => qb.where('o.procedimento_id', '=', procedimentoId!))
    .orderBy('o.horario_cadastro', 'desc')
    .orderBy('o.id', 'desc')
    .execute();

export const findOrientacao = (db: Executor, id: number) =>
  db.selectFrom('orientacao_medica as o').leftJoin('usuario as m', 'm.id', 'o.medico_id').select(orientacaoColunas).where('o.id', '=', id).executeTakeFirst();
export type OrientacaoRow = NonNullable<Awaited<ReturnType<typeof findOrientacao>>>;

export const updateConfirmacao = (trx: Executor, id: number, entregue: boolean, resultado: string | null) =>
  trx.updateTable('prescricao_exame').set({ confirmacao_entrega: entregue, resultado }).where('id', '=', id).execute();

export const desvincularArquivos = (trx: Executor, arquivoIds: string[]) =>
  trx.deleteFrom('prescricao_arquivo').where('arquivo_id', 'in', arquivoIds).execute();

export const updateConferencia = (trx: Executor, id: number, status: string, observacoes: string | null) =>
  trx
    .updateTable('prescricao')
    .set((eb) => ({ conferencia_exame: status, observacoes, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const layoutExiste = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('layout').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export interface NovaPrescricao {
  paciente_id: number;
  procedimento_id: number;
  tipo_prescricao_id: number;
  medico_id: number | null;
  layout_id?: number | null;
  nome_layout?: string | null;
  texto?: string | null;
  usuario_cadastro: string | null;
  usuario_alteracao: string | null;
}
export const insertPrescricao = async (trx: Executor, values: NovaPrescricao): Promise<number> =>
  (await trx.insertInto('prescricao').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const insertExamesDoPedido = (trx: Executor, rows: { prescricao_id: number; exame_id: number; ordenacao: number }[]) =>
  trx.insertInto('prescricao_exame').values(rows).execute();

export const deleteExamesDoPedido = (trx: Executor, ids: number[]) => trx.deleteFrom('prescricao_exame').where('id', 'in', ids).execute();

export const updateTextoDoPedido = (trx: Executor, id: number, texto: string | null, usuario: string | null) =>
  trx.updateTable('prescricao').set({ texto, usuario_alteracao: usuario }).where('id', '=', id).execute();

export const insertArquivosDaPrescricao = (trx: Executor, rows: { prescricao_id: number; arquivo_id: string; resultado: boolean; ordenacao: number }[]) =>
  trx.insertInto('prescricao_arquivo').values(rows).execute();

export const deletePrescricao = (trx: Executor, id: number) => trx.deleteFrom('prescricao').where('id', '=', id).execute();
export const deleteOrientacao = (trx: Executor, id: number) => trx.deleteFrom('orientacao_medica').where('id', '=', id).execute();

export const insertOrientacao = async (
  trx: Executor,
  values: {
    paciente_id: number;
    procedimento_id: number;
    nome_prescricao: string;
    texto: string;
    medico_id: number | null;
    usuario_cadastro: string | null;
    usuario_alteracao: string | null;
  },
): Promise<number> => (await trx.insertInto('orientacao_medica').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const lockOrientacao = (trx: Executor, id: number) =>
  trx.selectFrom('orientacao_medica').select(['id', 'paciente_id', 'versao', 'medico_id']).where('id', '=', id).forUpdate().executeTakeFirst();

export const updateOrientacao = (
  trx: Executor,
  id: number,
  values: { nome_prescricao: string; texto: string; procedimento_id: number; medico_id: number | null; usuario_alteracao: string | null },
) =>
  trx
    .updateTable('orientacao_medica')
    .set((eb) => ({ ...values, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
