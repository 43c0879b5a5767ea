import { sql, type Kysely } from 'kysely';

const DIAS = `('DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB')`;
const AUDIT_COLUMNS = `usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()`;
/** A clock-time interval as a range (no time range type exists; any fixed day will do). */
const clockRange = (inicio: string, fim: string) => `tsrange(DATE '2000-01-01' + ${inicio}, DATE '2000-01-01' + ${fim}, '[)')`;
const SLOT = `tstzrange(data_agendamento, hora_final, '[)')`;
/** Appointments that hold their slot: not cancelled, not booked as an exception ('Exceção'). */
const HOLDS_SLOT = `status <> 'CANCELADO' AND NOT excecao`;

/**
 * The agenda (spec 01 §3, Doctor / Availability / Blocked interval / Notification; spec 02 §3, Booking):
 * - `medico`: the doctor's data beyond the user (1:1, the doctor's id is the user's id; the row is
 *   optional: a user with eh_medico is a doctor before anyone fills it in);
 * - `disponibilidade`: weekly hours on a weekday, or every day of a date range ('Período customizado');
 *   entries of one doctor never overlap (same weekday, or overlapping ranges: exclusion constraints);
 * - `bloqueio_medico`: blocked intervals of three kinds, each with its CHECK;
 * - `notificacao`: what the api tells a user (PACIENTE_CHEGOU now; a later issue delivers it live);
 * - `agendamento.codigo_confirmacao`: the code of the patient's public confirmation link;
 * - no two appointments of one doctor (or one room) overlap, by exclusion constraints, so two
 *   racing bookings cannot both win. Appointments booked as an exception (`excecao`) and cancelled
 *   ones do not count.
 * Older data may already overlap (nothing forbade it): before the constraints are added, the later
 * of each overlapping pair is marked `excecao` — that is what such a booking is, and it keeps every
 * row instead of failing the migration or dropping appointments.
 */
const UP = [
  // two test files migrating at once on one PostgreSQL would race on CREATE EXTENSION (see 0002)
  `SELECT pg_advisory_xact_lock(7302001)`,
  // = on integers inside a gist exclusion constraint; created in public like pg_trgm (see 0002)
  `CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`,
  `CREATE TABLE medico (
     usuario_id integer PRIMARY KEY REFERENCES usuario (id) ON DELETE CASCADE,
     registro_profissional text,
     rg text,
     telefone text,
     celular text,
     cep text,
     logradouro text,
     numero text,
     complemento text,
     bairro text,
     cidade text,
     estado text,
     pais text,
     nascimento date,
     minutos_para_o_alerta smallint CHECK (minutos_para_o_alerta BETWEEN 1 AND 59),
     ${AUDIT_COLUMNS}
   )`,
  `CREATE TABLE disponibilidade (
     id serial PRIMARY KEY,
     medico_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
     dia text CHECK (dia IN ${DIAS}),
     hora_inicio time NOT NULL,
     hora_fim time NOT NULL,
     tipo_compromisso_id integer REFERENCES tipo_compromisso (id) ON DELETE SET NULL,
     periodo boolean NOT NULL DEFAULT false,
     data_inicial date,
     data_final date,
     ${AUDIT_COLUMNS},
     CONSTRAINT disponibilidade_horario CHECK (hora_fim > hora_inicio),
     CONSTRAINT disponibilidade_tipo CHECK (CASE WHEN periodo
       THEN dia IS NULL AND data_inicial IS NOT NULL AND data_final IS NOT NULL AND data_final >= data_inicial
       ELSE dia IS NOT NULL AND data_inicial IS NULL AND data_final IS NULL END),
     CONSTRAINT disponibilidade_semanal_sem_sobreposicao EXCLUDE USING gist
       (medico_id WITH =, dia WITH =, ${clockRange('hora_inicio', 'hora_fim')} WITH &&) WHERE (NOT periodo),
     CONSTRAINT disponibilidade_periodo_sem_sobreposicao EXCLUDE USING gist
       (medico_id WITH =, daterange(data_inicial, data_final, '[]') WITH &&, ${clockRange('hora_inicio', 'hora_fim')} WITH &&) WHERE (periodo)
   )`,
  `CREATE TABLE bloqueio_medico (
     id serial PRIMARY KEY,
     medico_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
     tipo_compromisso_enum text NOT NULL DEFAULT 'AVULSO' CHECK (tipo_compromisso_enum IN ('AVULSO')),
     observacao text,
     dia_especifico date,
     hora_inicial time,
     hora_final time,
     bloqueio_recorrente boolean NOT NULL DEFAULT false,
     dia_semana text CHECK (dia_semana IN ${DIAS}),
     periodo boolean NOT NULL DEFAULT false,
     data_inicial date,
     data_final date,
     ${AUDIT_COLUMNS},
     -- both times or none (none: the whole day)
     CONSTRAINT bloqueio_horario CHECK ((hora_inicial IS NULL) = (hora_final IS NULL) AND (hora_final IS NULL OR hora_final > hora_inicial)),
     CONSTRAINT bloqueio_datas CHECK ((data_inicial IS NULL) = (data_final IS NULL) AND (data_final IS NULL OR data_final >= data_inicial)),
     CONSTRAINT bloqueio_tipo CHECK (CASE
       -- recurring: weekly on dia_semana, between the dates only when periodo
       WHEN bloqueio_recorrente THEN dia_semana IS NOT NULL AND dia_especifico IS NULL AND periodo = (data_inicial IS NOT NULL)
       -- a date range: every day from data_inicial to data_final
       WHEN periodo THEN data_inicial IS NOT NULL AND dia_especifico IS NULL AND dia_semana IS NULL
       -- one day
       ELSE dia_especifico IS NOT NULL AND dia_semana IS NULL AND data_inicial IS NULL END)
   )`,
  `CREATE INDEX bloqueio_medico_medico ON bloqueio_medico (medico_id)`,
  `CREATE TABLE notificacao (
     id bigserial PRIMARY KEY,
     usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
     -- spec 01 §3 (Notification: tipoNotificacao); null: an appointment reminder
     tipo text CHECK (tipo IN ('ABAIXO_ESTOQUE', 'VENCIMENTO_ENTRADA_ESTOQUE', 'CONTAS_RECEBER', 'CONTAS_PAGAR', 'PACIENTE_CHEGOU')),
     agendamento_id integer REFERENCES agendamento (id) ON DELETE CASCADE,
     paciente_id integer REFERENCES paciente (id) ON DELETE CASCADE,
     dados jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(dados) = 'object'),
     lida boolean NOT NULL DEFAULT false,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX notificacao_usuario_lida ON notificacao (usuario_id, lida)`,
  // gen_random_uuid() is core since PostgreSQL 13 (PGlite 0.5 is 18)
  `ALTER TABLE agendamento ADD COLUMN codigo_confirmacao uuid NOT NULL DEFAULT gen_random_uuid()`,
  `ALTER TABLE agendamento ADD CONSTRAINT agendamento_codigo_confirmacao_unico UNIQUE (codigo_confirmacao)`,
  `UPDATE agendamento SET excecao = true WHERE id IN (
     SELECT later.id FROM agendamento earlier JOIN agendamento later
       ON (earlier.medico_id = later.medico_id OR earlier.sala_id = later.sala_id)
      AND (earlier.data_agendamento, earlier.id) < (later.data_agendamento, later.id)
      AND tstzrange(earlier.data_agendamento, earlier.hora_final, '[)') && tstzrange(later.data_agendamento, later.hora_final, '[)')
     WHERE earlier.status <> 'CANCELADO' AND NOT earlier.excecao AND later.status <> 'CANCELADO' AND NOT later.excecao)`,
  `ALTER TABLE agendamento ADD CONSTRAINT agendamento_medico_sem_sobreposicao
     EXCLUDE USING gist (medico_id WITH =, ${SLOT} WITH &&) WHERE (${HOLDS_SLOT})`,
  `ALTER TABLE agendamento ADD CONSTRAINT agendamento_sala_sem_sobreposicao
     EXCLUDE USING gist (sala_id WITH =, ${SLOT} WITH &&) WHERE (sala_id IS NOT NULL AND ${HOLDS_SLOT})`,
];

const DOWN = [
  `ALTER TABLE agendamento DROP CONSTRAINT agendamento_sala_sem_sobreposicao`,
  `ALTER TABLE agendamento DROP CONSTRAINT agendamento_medico_sem_sobreposicao`,
  `ALTER TABLE agendamento DROP COLUMN codigo_confirmacao`,
  `DROP TABLE notificacao`,
  `DROP TABLE bloqueio_medico`,
  `DROP TABLE disponibilidade`,
  `DROP TABLE medico`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
