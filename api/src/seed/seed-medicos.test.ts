import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bloqueioSobreposto, dentroDaDisponibilidade, intervaloDoHorario } from '../agendamento/agendamento.rules.js';
import { disponibilidadesDoDia, intervaloDoBloqueio, listBloqueios } from '../medico/escala.repository.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { clinicDay } from '../time/clinic-time.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_MEDICOS } from './seed-medicos.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

const counts = async () =>
  Promise.all(
    (['medico', 'disponibilidade', 'bloqueio_medico', 'agendamento'] as const).map(async (table) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

describe('demo doctors and their schedule', () => {
  it('records the demo doctors with their hours, a custom period and blocks, once', async () => {
    const before = await counts();
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
    const medicos = await t.db
      .selectFrom('medico as m')
      .innerJoin('usuario as u', 'u.id', 'm.usuario_id')
      .select(['u.email', 'u.eh_medico', 'm.registro_profissional'])
      .orderBy('u.email')
      .execute();
    expect(medicos).toEqual([
      { email: 'admin@clinica.dev', eh_medico: true, registro_profissional: 'CRM-SP 654321' },
      { email: 'medico@clinica.dev', eh_medico: true, registro_profissional: DEMO_MEDICOS[0].registro_profissional },
      { email: 'rafael@clinica.dev', eh_medico: true, registro_profissional: 'CRM-SP 246810' },
    ]);
    const horas = await t.db
      .selectFrom('disponibilidade as d')
      .innerJoin('usuario as u', 'u.id', 'd.medico_id')
      .select(['u.email', 'd.dia', 'd.periodo'])
      .execute();
    const of = (email: string) => horas.filter((h) => h.email === email);
    expect(
      of('medico@clinica.dev')
        .map((h) => h.dia)
        .sort(),
    ).toEqual(['QUA', 'QUI', 'SAB', 'SEG', 'SEX', 'TER']);
    expect(of('admin@clinica.dev').filter((h) => h.periodo)).toHaveLength(1);
    const bloqueios = await t.db.selectFrom('bloqueio_medico').select(['observacao', 'bloqueio_recorrente', 'periodo', 'dia_especifico']).execute();
    expect(bloqueios.filter((b) => b.bloqueio_recorrente && b.observacao === 'Almoço')).toHaveLength(5);
    expect(bloqueios.filter((b) => b.dia_especifico !== null)).toHaveLength(1);
    expect(bloqueios.filter((b) => b.periodo && !b.bloqueio_recorrente)).toHaveLength(1);
  });

  it("keeps every demo appointment inside its doctor's hours and outside his blocks (but the waiting room's, an exception when it must)", async () => {
    const rows = await t.db.selectFrom('agendamento').select(['id', 'medico_id', 'data_agendamento', 'hora_final', 'excecao', 'status']).execute();
    const outside: number[] = [];
    for (const r of rows.filter((a) => !a.excecao)) {
      const day = clinicDay(r.data_agendamento);
      const wanted = intervaloDoHorario({ inicio: r.data_agendamento, fim: r.hora_final });
      const horas = await disponibilidadesDoDia(t.db, r.medico_id, day);
      const bloqueios = (await listBloqueios(t.db, r.medico_id, { day })).map(intervaloDoBloqueio);
      if (!dentroDaDisponibilidade(horas, wanted) || bloqueioSobreposto(bloqueios, wanted)) outside.push(r.id);
    }
    expect(outside).toEqual([]);
    expect(rows.filter((r) => r.excecao).length).toBeLessThanOrEqual(1);
    // around today, two weeks each way, every state shows
    const now = Date.now();
    const near = rows.filter((r) => Math.abs(r.data_agendamento.getTime() - now) < 14 * 86_400_000);
    expect(new Set(near.map((r) => r.status))).toEqual(new Set(['PENDENTE', 'CONFIRMADO', 'CANCELADO', 'EM_ATENDIMENTO', 'FINALIZADO']));
  });
});
