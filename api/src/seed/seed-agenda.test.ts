import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import {
  DEMO_ESTRANGEIROS_SEM_PROCEDIMENTO,
  DEMO_PACIENTE_SEM_PROCEDIMENTO_CPF,
  DEMO_PACIENTES_SEM_PROCEDIMENTO_CPFS,
  DEMO_PROCEDIMENTOS,
} from './seed-agenda.js';
import { seedDemo } from './seed-demo.js';

let t: TestDatabase;
const now = Date.now();
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

const count = async (table: 'agendamento' | 'procedimento' | 'procedimento_etapa' | 'configuracao_etapa' | 'sala' | 'tipo_compromisso' | 'paciente') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const agendamentos = () =>
  t.db
    .selectFrom('agendamento as a')
    .innerJoin('paciente as p', 'p.id', 'a.paciente_id')
    .innerJoin('usuario as u', 'u.id', 'a.medico_id')
    .leftJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
    .select([
      'a.id',
      'a.paciente_id',
      'p.cpf',
      'p.nome',
      'u.email',
      'e.nome_etapa',
      'a.status',
      'a.data_agendamento',
      'a.hora_final',
      'a.inicio_consulta',
      'a.fim_consulta',
      'a.motivo_cancelamento',
    ])
    .execute();

describe('demo agenda seed', () => {
  it('adds the stage catalogue, procedures with 3 to 5 active stages, 2 rooms and 3 commitment types, once', async () => {
    const before = await Promise.all(
      (['agendamento', 'procedimento', 'procedimento_etapa', 'configuracao_etapa', 'sala', 'tipo_compromisso', 'paciente'] as const).map(count),
    );
    await seedDemo(t.db);
    expect(
      await Promise.all(
        (['agendamento', 'procedimento', 'procedimento_etapa', 'configuracao_etapa', 'sala', 'tipo_compromisso', 'paciente'] as const).map(count),
      ),
    ).toEqual(before);

    const etapas = await t.db.selectFrom('configuracao_etapa').select(['nome_etapa', 'ativo']).orderBy('ordenacao').execute();
    expect(etapas).toEqual([
      { nome_etapa: 'Avaliação', ativo: true },
      { nome_etapa: 'Pré-operatório', ativo: true },
      { nome_etapa: 'Procedimento', ativo: true },
      { nome_etapa: 'Pós 7 dias', ativo: true },
      { nome_etapa: 'Pós 30 dias', ativo: true },
      { nome_etapa: 'Retorno antigo', ativo: false },
    ]);
    const ativas = await t.db
      .selectFrom('procedimento as p')
      .innerJoin('procedimento_etapa as pe', 'pe.procedimento_id', 'p.id')
      .innerJoin('configuracao_etapa as c', 'c.id', 'pe.configuracao_etapa_id')
      .select(['p.nome', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.ativo', '=', true)
      .groupBy('p.nome')
      .execute();
    expect(ativas.map((p) => p.nome).sort()).toEqual(DEMO_PROCEDIMENTOS.map((p) => p.nome).sort());
    for (const p of ativas) expect(Number(p.n)).toBeGreaterThanOrEqual(3);
    for (const p of ativas) expect(Number(p.n)).toBeLessThanOrEqual(5);
    expect(await t.db.selectFrom('sala').select('nome').orderBy('id').execute()).toHaveLength(2);
    expect((await t.db.selectFrom('tipo_compromisso').select('nome').orderBy('id').execute()).map((c) => c.nome)).toEqual([
      'Consulta',
      'Procedimento',
      'Retorno',
    ]);
  });

  it('gives 1 to 4 appointments to most demo patients, none to the documented ones, and some to the first patient by name', async () => {
    const rows = await agendamentos();
    const pacientes = await t.db.selectFrom('paciente').select(['id', 'nome', 'cpf']).orderBy('nome').orderBy('id').execute();
    const porPaciente = new Map<number, number>();
    for (const r of rows) porPaciente.set(r.paciente_id, (porPaciente.get(r.paciente_id) ?? 0) + 1);

    expect(porPaciente.get(pacientes[0]!.id)).toBeGreaterThan(0);
    const sem = pacientes.filter((p) => (p.cpf ? DEMO_PACIENTES_SEM_PROCEDIMENTO_CPFS.includes(p.cpf) : DEMO_ESTRANGEIROS_SEM_PROCEDIMENTO.includes(p.nome)));
    expect(sem.length).toBe(8);
    expect(sem.map((p) => p.cpf)).toContain(DEMO_PACIENTE_SEM_PROCEDIMENTO_CPF);
    for (const p of sem) expect(porPaciente.get(p.id)).toBeUndefined();
    expect(porPaciente.size).toBe(pacientes.length - sem.length);
    for (const n of porPaciente.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of porPaciente.values()) expect(n).toBeLessThanOrEqual(4);
  });

  it('covers every state, within 60 days back and 30 ahead, with the demo doctors and the administrator', async () => {
    const rows = await agendamentos();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['PENDENTE', 'CONFIRMADO', 'CANCELADO', 'EM_ATENDIMENTO', 'FINALIZADO']));
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(['medico@clinica.dev', 'admin@clinica.dev', 'rafael@clinica.dev']));
    // Dr. Rafael holds only the consultation left under way, the one the unfinished-appointment warning shows
    expect(rows.filter((r) => r.email === 'rafael@clinica.dev').map((r) => r.status)).toEqual(['EM_ATENDIMENTO']);
    expect(rows.filter((r) => r.status === 'EM_ATENDIMENTO').map((r) => r.email)).toEqual(['rafael@clinica.dev']);
    const day = 86_400_000;
    for (const r of rows) {
      expect(r.data_agendamento.getTime()).toBeGreaterThan(now - 61 * day);
      expect(r.data_agendamento.getTime()).toBeLessThan(now + 31 * day);
    }
    const avaliacoes = rows.filter((r) => r.nome_etapa === 'Avaliação');
    expect(avaliacoes.filter((r) => r.status === 'FINALIZADO').length).toBeGreaterThan(0);
    expect(avaliacoes.filter((r) => r.status !== 'FINALIZADO').length).toBeGreaterThan(0);
    // states agree with the consultation times and the cancellation reason
    for (const r of rows) {
      expect(r.fim_consulta !== null).toBe(r.status === 'FINALIZADO');
      expect(r.inicio_consulta !== null).toBe(r.status === 'FINALIZADO' || r.status === 'EM_ATENDIMENTO');
      expect(r.motivo_cancelamento !== null).toBe(r.status === 'CANCELADO');
    }
    // one patient in the waiting room: confirmed and in its time window now
    expect(rows.filter((r) => r.status === 'CONFIRMADO' && r.data_agendamento.getTime() <= now && now < r.hora_final.getTime())).toHaveLength(1);
  });

  it('never double-books a doctor or a patient (the agenda will forbid overlaps)', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM agendamento x JOIN agendamento y
        ON (x.medico_id = y.medico_id OR x.paciente_id = y.paciente_id) AND x.id < y.id
       AND x.data_agendamento < y.hora_final AND y.data_agendamento < x.hora_final
     WHERE x.status <> 'CANCELADO' AND y.status <> 'CANCELADO'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
