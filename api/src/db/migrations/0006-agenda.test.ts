import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { MIGRATIONS } from '../migrate.js';
import { isExclusionViolation } from '../pg-errors.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ upTo: '0005-arquivo-caminho' });
});
afterAll(async () => {
  await t.close();
});

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('migration 0006 (agenda)', () => {
  it('keeps older overlapping appointments (the later of each pair becomes an exception), then refuses new overlaps', async () => {
    const perfil = await t.db
      .insertInto('perfil')
      .values({ nome: 'Perfil', default_home: 'home.agenda', perfil_equipe: 'ATENDIMENTO', authorities: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const usuario = (nome: string, email: string, cpf: string) =>
      t.db.insertInto('usuario').values({ nome, email, cpf, senha_hash: 'x', perfil_id: perfil.id, eh_medico: true }).returning('id').executeTakeFirstOrThrow();
    const medico = (await usuario('Dra. A', 'a@clinica.test', '52998224725')).id;
    const outro = (await usuario('Dr. B', 'b@clinica.test', '11144477735')).id;
    const paciente = (await t.db.insertInto('paciente').values({ nome: 'Paciente', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
    const procedimento = (
      await t.db
        .insertInto('procedimento')
        .values({ nome: 'P', valor: 10 } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const sala = (await t.db.insertInto('sala').values({ nome: 'Sala' }).returning('id').executeTakeFirstOrThrow()).id;
    // rows as migration 0005 left them (no codigo_confirmacao yet, nothing against overlaps)
    const agendar = async (medicoId: number, inicio: string, fim: string, extra: { status?: 'CANCELADO'; sala_id?: number } = {}) =>
      (
        await t.db
          .insertInto('agendamento')
          .values({
            paciente_id: paciente,
            procedimento_id: procedimento,
            medico_id: medicoId,
            data_agendamento: inicio,
            hora_final: fim,
            motivo_cancelamento: extra.status ? 'x' : null,
            ...extra,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const primeiro = await agendar(medico, '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z');
    const sobreposto = await agendar(medico, '2026-03-10T12:30:00Z', '2026-03-10T13:30:00Z');
    const cancelado = await agendar(medico, '2026-03-10T12:15:00Z', '2026-03-10T12:45:00Z', { status: 'CANCELADO' });
    const encostado = await agendar(medico, '2026-03-10T13:30:00Z', '2026-03-10T14:00:00Z');
    const salaA = await agendar(medico, '2026-03-11T12:00:00Z', '2026-03-11T13:00:00Z', { sala_id: sala });
    const salaB = await agendar(outro, '2026-03-11T12:30:00Z', '2026-03-11T13:00:00Z', { sala_id: sala });

    expect(await t.migrate('0006-agenda')).toEqual(['0006-agenda']);
    const rows = await t.db.selectFrom('agendamento').select(['id', 'excecao', 'codigo_confirmacao']).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.excecao])).toEqual([
      [primeiro, false],
      [sobreposto, true],
      [cancelado, false],
      [encostado, false],
      [salaA, false],
      [salaB, true],
    ]);
    expect(new Set(rows.map((r) => r.codigo_confirmacao)).size).toBe(rows.length);
    for (const r of rows) expect(r.codigo_confirmacao).toMatch(/^[0-9a-f-]{36}$/);

    // from now on the database itself refuses an overlap, of the doctor or of the room
    expect(isExclusionViolation(await rejection(agendar(medico, '2026-03-10T12:45:00Z', '2026-03-10T13:15:00Z')))).toBe(true);
    expect(isExclusionViolation(await rejection(agendar(outro, '2026-03-11T12:00:00Z', '2026-03-11T12:15:00Z', { sala_id: sala })))).toBe(true);
    // touching ends, cancelled ones and exceptions do not collide
    await agendar(medico, '2026-03-10T14:00:00Z', '2026-03-10T14:15:00Z');
    await agendar(medico, '2026-03-10T12:00:00Z', '2026-03-10T12:30:00Z', { status: 'CANCELADO' });
    await t.db
      .insertInto('agendamento')
      .values({
        paciente_id: paciente,
        procedimento_id: procedimento,
        medico_id: medico,
        data_agendamento: '2026-03-10T12:00:00Z',
        hora_final: '2026-03-10T12:30:00Z',
        excecao: true,
      })
      .execute();
    // an edit of a row never collides with the row itself
    await t.db.updateTable('agendamento').set({ hora_final: '2026-03-10T13:45:00Z' }).where('id', '=', encostado).execute();
    // the later migrations apply on top of this data
    const later = Object.keys(MIGRATIONS).filter((name) => name > '0006-agenda');
    expect(await t.migrate()).toEqual(later);
  });

  it('reads a week of the calendar through an index', async () => {
    const plan = await t.db.transaction().execute(async (trx) => {
      // tiny tables are read sequentially anyway: forbid that to see which index serves the range
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM agendamento WHERE data_agendamento >= ${'2026-03-08T03:00:00Z'} AND data_agendamento < ${'2026-03-15T03:00:00Z'}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index|Bitmap/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('guards the kinds of availability and block', async () => {
    const medico = (await t.db.selectFrom('usuario').select('id').executeTakeFirstOrThrow()).id;
    const disponibilidade = (values: Record<string, unknown>) =>
      t.db
        .insertInto('disponibilidade')
        .values({ medico_id: medico, hora_inicio: '08:00', hora_fim: '12:00', ...values })
        .execute();
    await disponibilidade({ dia: 'SEG' });
    expect(isExclusionViolation(await rejection(disponibilidade({ dia: 'SEG', hora_inicio: '11:00', hora_fim: '13:00' })))).toBe(true);
    await disponibilidade({ dia: 'SEG', hora_inicio: '12:00', hora_fim: '18:00' });
    await disponibilidade({ periodo: true, data_inicial: '2026-03-01', data_final: '2026-03-05' });
    expect(isExclusionViolation(await rejection(disponibilidade({ periodo: true, data_inicial: '2026-03-05', data_final: '2026-03-09' })))).toBe(true);
    await expect(disponibilidade({ dia: null })).rejects.toThrow();
    await expect(disponibilidade({ dia: 'TER', hora_fim: '08:00' })).rejects.toThrow();
    await expect(disponibilidade({ periodo: true, data_inicial: '2026-04-05' })).rejects.toThrow();

    const bloqueio = (values: Record<string, unknown>) =>
      t.db
        .insertInto('bloqueio_medico')
        .values({ medico_id: medico, ...values })
        .execute();
    await bloqueio({ dia_especifico: '2026-03-02' });
    await bloqueio({ bloqueio_recorrente: true, dia_semana: 'SEG', hora_inicial: '12:00', hora_final: '13:00' });
    await bloqueio({ bloqueio_recorrente: true, dia_semana: 'SEG', periodo: true, data_inicial: '2026-03-01', data_final: '2026-03-31' });
    await bloqueio({ periodo: true, data_inicial: '2026-03-01', data_final: '2026-03-03' });
    await expect(bloqueio({})).rejects.toThrow();
    await expect(bloqueio({ bloqueio_recorrente: true })).rejects.toThrow();
    await expect(bloqueio({ dia_especifico: '2026-03-02', hora_inicial: '12:00' })).rejects.toThrow();
    await expect(bloqueio({ periodo: true, data_inicial: '2026-03-03', data_final: '2026-03-01' })).rejects.toThrow();
  });
});
