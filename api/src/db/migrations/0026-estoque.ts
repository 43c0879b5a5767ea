import { sql, type Kysely } from 'kysely';

/**
 * Stock (spec 01 §3 Stock product and lookups, §7 Stock): manufacturers, units and sectors; products;
 * lots with their expiry and balance; the movements, append-only.
 *
 * Quantities are integers in the product's unit (a box, an ampoule, a syringe: nothing in the spec
 * needs a fraction). Movements are signed (+ in, − out) so a lot's `saldo` is the sum of its
 * movements and a product's `total_estoque` the sum of its lots' balances: both are kept in the
 * movement's own transaction and never go below zero (CHECK as the last guard).
 */
const lookup = (table: string) => [
  `CREATE TABLE ${table} (
     codigo serial PRIMARY KEY,
     descricao text NOT NULL CHECK (length(trim(descricao)) > 0),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX ${table}_descricao_unica ON ${table} (lower(descricao))`,
];

const UP = [
  ...lookup('estoque_fabricante'),
  ...lookup('estoque_unidade_medida'),
  ...lookup('estoque_setor'),
  `CREATE TABLE estoque_produto (
     id serial PRIMARY KEY,
     nome_produto text NOT NULL CHECK (length(trim(nome_produto)) > 0),
     unidade_medida_codigo integer NOT NULL REFERENCES estoque_unidade_medida (codigo) ON DELETE RESTRICT,
     estoque_minimo integer NOT NULL DEFAULT 0 CHECK (estoque_minimo >= 0),
     descricao text,
     total_estoque integer NOT NULL DEFAULT 0 CHECK (total_estoque >= 0),
     ativo boolean NOT NULL DEFAULT true,
     versao integer NOT NULL DEFAULT 1,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX estoque_produto_nome_unico ON estoque_produto (lower(nome_produto))`,
  `CREATE TABLE estoque_lote (
     id serial PRIMARY KEY,
     produto_id integer NOT NULL REFERENCES estoque_produto (id) ON DELETE RESTRICT,
     lote text NOT NULL CHECK (length(trim(lote)) > 0),
     validade date NOT NULL,
     fabricante_codigo integer REFERENCES estoque_fabricante (codigo) ON DELETE RESTRICT,
     saldo integer NOT NULL DEFAULT 0 CHECK (saldo >= 0)
   )`,
  // one lot number per product, whatever its case
  `CREATE UNIQUE INDEX estoque_lote_unico ON estoque_lote (produto_id, lower(lote))`,
  // the daily expiry check reads only lots that still hold something, and so do a product's first
  // expiry (the inventory list) and its first-expired-first-out exits
  `CREATE INDEX estoque_lote_validade ON estoque_lote (validade) WHERE saldo > 0`,
  `CREATE INDEX estoque_lote_produto_validade ON estoque_lote (produto_id, validade) WHERE saldo > 0`,
  `CREATE TABLE estoque_movimentacao (
     id serial PRIMARY KEY,
     tipo text NOT NULL CHECK (tipo IN ('ENTRADA', 'SAIDA', 'DEVOLUCAO', 'AJUSTE')),
     produto_id integer NOT NULL REFERENCES estoque_produto (id) ON DELETE RESTRICT,
     lote_id integer NOT NULL REFERENCES estoque_lote (id) ON DELETE RESTRICT,
     quantidade integer NOT NULL CHECK (quantidade <> 0),
     setor_codigo integer REFERENCES estoque_setor (codigo) ON DELETE RESTRICT,
     paciente_id integer REFERENCES paciente (id) ON DELETE RESTRICT,
     procedimento_id integer REFERENCES procedimento (id) ON DELETE RESTRICT,
     saida_id integer REFERENCES estoque_movimentacao (id) ON DELETE RESTRICT,
     observacao text,
     usuario_id integer,
     usuario_nome text,
     horario timestamptz NOT NULL DEFAULT now(),
     CHECK ((tipo = 'DEVOLUCAO') = (saida_id IS NOT NULL)),
     CHECK (tipo = 'AJUSTE' OR (tipo = 'SAIDA') = (quantidade < 0))
   )`,
  // the paged tables (newest first, per kind) and the lot and patient look-ups (recall)
  `CREATE INDEX estoque_movimentacao_tipo_horario ON estoque_movimentacao (tipo, horario DESC, id DESC)`,
  `CREATE INDEX estoque_movimentacao_lote ON estoque_movimentacao (lote_id)`,
  `CREATE INDEX estoque_movimentacao_saida ON estoque_movimentacao (saida_id) WHERE saida_id IS NOT NULL`,
  `CREATE INDEX estoque_movimentacao_paciente ON estoque_movimentacao (paciente_id) WHERE paciente_id IS NOT NULL`,
  // a daily job runs once per clinic day, whichever api process claims the day first
  `CREATE TABLE tarefa_diaria (
     nome text NOT NULL,
     dia date NOT NULL,
     executada_em timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (nome, dia)
   )`,
];

const DOWN = [
  'DROP TABLE tarefa_diaria',
  'DROP TABLE estoque_movimentacao',
  'DROP TABLE estoque_lote',
  'DROP TABLE estoque_produto',
  'DROP TABLE estoque_setor',
  'DROP TABLE estoque_unidade_medida',
  'DROP TABLE estoque_fabricante',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
