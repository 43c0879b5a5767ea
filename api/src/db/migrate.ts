import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-inicial.js';
import * as m0002 from './migrations/0002-pacientes.js';
import * as m0003 from './migrations/0003-paciente-nome-busca.js';
import * as m0004 from './migrations/0004-procedimentos-agendamentos-etapas.js';
import * as m0005 from './migrations/0005-arquivo-caminho.js';
import * as m0006 from './migrations/0006-agenda.js';
import * as m0007 from './migrations/0007-notificacoes.js';
import * as m0008 from './migrations/0008-protecoes.js';
import * as m0009 from './migrations/0009-autorizacoes-eventos.js';
import * as m0010 from './migrations/0010-agenda-eventos.js';
import * as m0011 from './migrations/0011-paciente-busca-ordem.js';
import * as m0012 from './migrations/0012-exames.js';
import * as m0013 from './migrations/0013-formularios.js';
import * as m0014 from './migrations/0014-etapa-quantidade-imagens.js';
import * as m0015 from './migrations/0015-cadastros-auxiliares-ativo.js';
import * as m0016 from './migrations/0016-auditoria-impersonador-paciente.js';
import * as m0017 from './migrations/0017-relatorios.js';
import * as m0018 from './migrations/0018-grau-calvicie-imagens.js';
import * as m0019 from './migrations/0019-layouts.js';
import * as m0020 from './migrations/0020-documento-emitido.js';
import * as m0021 from './migrations/0021-paciente-busca-resto.js';
import * as m0022 from './migrations/0022-paciente-juncao.js';
import * as m0023 from './migrations/0023-paciente-foto-propria.js';
import * as m0024 from './migrations/0024-sessao-origem.js';
import * as m0025 from './migrations/0025-catalogos-versao.js';
import * as m0026 from './migrations/0026-estoque.js';
import * as m0027 from './migrations/0027-estoque-gtin.js';
import * as m0029 from './migrations/0029-financeiro.js';
import * as m0030 from './migrations/0030-perfil-versao.js';
import * as m0031 from './migrations/0031-formulario-resposta.js';
import * as m0032 from './migrations/0032-prescricao.js';
import * as m0033 from './migrations/0033-contrato-atestado.js';
import * as m0034 from './migrations/0034-estudo-caso.js';
import * as m0035 from './migrations/0035-certificado-digital.js';
import * as m0036 from './migrations/0036-pix-chave.js';
import * as m0037 from './migrations/0037-receita-paga-indice.js';

/** Migrations live in code (no files read at run time), keyed in the order they apply. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-inicial': m0001,
  '0002-pacientes': m0002,
  '0003-paciente-nome-busca': m0003,
  '0004-procedimentos-agendamentos-etapas': m0004,
  '0005-arquivo-caminho': m0005,
  '0006-agenda': m0006,
  '0007-notificacoes': m0007,
  '0008-protecoes': m0008,
  '0009-autorizacoes-eventos': m0009,
  '0010-agenda-eventos': m0010,
  '0011-paciente-busca-ordem': m0011,
  '0012-exames': m0012,
  '0013-formularios': m0013,
  '0014-etapa-quantidade-imagens': m0014,
  '0015-cadastros-auxiliares-ativo': m0015,
  '0016-auditoria-impersonador-paciente': m0016,
  '0017-relatorios': m0017,
  '0018-grau-calvicie-imagens': m0018,
  '0019-layouts': m0019,
  '0020-documento-emitido': m0020,
  '0021-paciente-busca-resto': m0021,
  '0022-paciente-juncao': m0022,
  '0023-paciente-foto-propria': m0023,
  '0024-sessao-origem': m0024,
  '0025-catalogos-versao': m0025,
  '0026-estoque': m0026,
  '0027-estoque-gtin': m0027,
  '0029-financeiro': m0029,
  '0030-perfil-versao': m0030,
  '0031-formulario-resposta': m0031,
  '0032-prescricao': m0032,
  '0033-contrato-atestado': m0033,
  '0034-estudo-caso': m0034,
  '0035-certificado-digital': m0035,
  '0036-pix-chave': m0036,
  '0037-receita-paga-indice': m0037,
};

/**
 * Applies the pending migrations. `schema`: where the migration bookkeeping tables live when the
 * database is used through a non-default search_path (tests on PostgreSQL use one schema per file;
 * kysely would otherwise find another schema's bookkeeping tables and skip creating its own).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return migrateTo(db, undefined, schema);
}

/** Applies the pending migrations up to `name` (all of them when undefined). */
export async function migrateTo(db: Db, name: string | undefined, schema?: string): Promise<string[]> {
  if (name !== undefined && !(name in MIGRATIONS)) throw new Error(`Migração desconhecida: ${name}`);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = name === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(`Falha na migração: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
