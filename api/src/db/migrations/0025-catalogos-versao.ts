import { sql, type Kysely } from 'kysely';

/**
 * Concurrent edits of the settings' catalogues (issue 36 item 16): every catalogue item carries the
 * version it is at, a save names the version it edited and a stale one is refused (409) instead of
 * silently overwriting the other person's change — as patients, appointments and forms already do.
 * Appointment types and exams can be switched off like the other catalogues: an inactive one is no
 * longer offered for new use but stays where it is used. Existing rows start at version 1, active.
 */
const VERSIONADAS = [
  'procedimento',
  'configuracao_etapa',
  'grau_calvicie',
  'variavel_aplicacao',
  'sala',
  'tipo_compromisso',
  'exame',
  'plano_saude',
  'pesquisa_atracao',
  'pulseira',
];
const COM_ATIVO = ['tipo_compromisso', 'exame'];

const UP = [
  ...VERSIONADAS.map((tabela) => `ALTER TABLE ${tabela} ADD COLUMN versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1)`),
  ...COM_ATIVO.map((tabela) => `ALTER TABLE ${tabela} ADD COLUMN ativo boolean NOT NULL DEFAULT true`),
];

const DOWN = [
  ...COM_ATIVO.map((tabela) => `ALTER TABLE ${tabela} DROP COLUMN ativo`),
  ...VERSIONADAS.map((tabela) => `ALTER TABLE ${tabela} DROP COLUMN versao`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
