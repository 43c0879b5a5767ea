import type { Insertable, Updateable } from 'kysely';
import type { Contrato as ContratoTable } from '../db/schema.generated.js';
import type { Executor } from '../db/database.js';
import type { ContratoDto } from './contrato.schemas.js';

export const ARQUIVO_CONTRATO_PATH = 'gerenciar/contrato/arquivo/';

const colunas = [
  'c.id',
  'c.paciente_id',
  'c.procedimento_id',
  'c.nome_contrato',
  'c.texto',
  'c.layout_id',
  'c.arquivo_id',
  'c.assinado',
  'c.versao_anterior_id',
  'c.substituido_por_id',
  'c.versao',
  'c.usuario_cadastro',
  'c.horario_cadastro',
  'c.usuario_alteracao',
  'c.horario_alteracao',
  'a.nome_original',
  'a.mime_type',
  'a.caminho',
] as const;

const base = (db: Executor) => db.selectFrom('contrato as c').leftJoin('arquivo as a', 'a.id', 'c.arquivo_id').select(colunas);

export type ContratoRow = NonNullable<Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirst']>>>;

export const contratoDto = (r: ContratoRow): ContratoDto => ({
  id: r.id,
  nomeContrato: r.nome_contrato,
  texto: r.texto,
  arquivo: r.arquivo_id ? `${ARQUIVO_CONTRATO_PATH}${r.id}` : null,
  nomeArquivo: r.arquivo_id ? r.nome_original : null,
  type: r.arquivo_id ? r.mime_type : null,
  paciente: r.paciente_id,
  procedimento: r.procedimento_id,
  layoutId: r.layout_id,
  assinado: r.assinado,
  versaoAnteriorId: r.versao_anterior_id,
  substituidoPorId: r.substituido_por_id,
  usuarioCadastro: r.usuario_cadastro,
  horarioCadastro: r.horario_cadastro.toISOString(),
  usuarioAlteracao: r.usuario_alteracao,
  horarioAlteracao: r.horario_alteracao.toISOString(),
  versao: r.versao,
});

export const findContrato = (db: Executor, id: number) => base(db).where('c.id', '=', id).executeTakeFirst();

/** The patient's documents in the procedure (all of them when both are absent: GET /listar), newest first. */
export const listContratos = (db: Executor, filtro?: { pacienteId: number; procedimentoId: number }) => {
  let q = base(db);
  if (filtro) q = q.where('c.paciente_id', '=', filtro.pacienteId).where('c.procedimento_id', '=', filtro.procedimentoId);
  return q.orderBy('c.horario_cadastro', 'desc').orderBy('c.id', 'desc').limit(1000).execute();
};

/** The row locked for a change (the signed rule is read under the lock). */
export const lockContrato = (trx: Executor, id: number) =>
  trx
    .selectFrom('contrato')
    .select(['id', 'paciente_id', 'procedimento_id', 'assinado', 'arquivo_id', 'substituido_por_id', 'versao', 'nome_contrato', 'layout_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

type ContratoNovo = Insertable<ContratoTable>;
type ContratoAlteracao = Omit<Updateable<ContratoTable>, 'id' | 'versao'>;

export const insertContrato = (trx: Executor, values: ContratoNovo) => trx.insertInto('contrato').values(values).returning('id').executeTakeFirstOrThrow();

/** A change of the row: its versao goes up by one. */
export const alterarContrato = async (trx: Executor, id: number, set: ContratoAlteracao): Promise<void> => {
  await trx
    .updateTable('contrato')
    .set((eb) => ({ ...set, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

/** The signed contract `id` was replaced by the version `novaId` (it stays, read-only). */
export const marcarSubstituido = async (trx: Executor, id: number, novaId: number): Promise<void> => {
  await trx.updateTable('contrato').set({ substituido_por_id: novaId }).where('id', '=', id).execute();
};

export const deleteContrato = async (trx: Executor, id: number): Promise<void> => {
  await trx.deleteFrom('contrato').where('id', '=', id).execute();
};
