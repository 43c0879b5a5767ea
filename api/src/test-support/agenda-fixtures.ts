import { addDays, clinicDay, DIAS_SEMANA, weekdayOf, type DiaSemana } from '../time/clinic-time.js';
import type { TestApp } from './test-app.js';

/** The next day after `from` (today in the clinic by default) that falls on `dia`, as 'YYYY-MM-DD'. */
export function proximo(dia: DiaSemana, from = clinicDay(new Date())): string {
  let day = addDays(from, 1);
  while (weekdayOf(day) !== dia) day = addDays(day, 1);
  return day;
}

/**
 * A doctor of the test's own (a user flagged eh_medico with exactly these authorities and a
 * session), working `horas` on the given weekdays (every day 08:00–18:00 by default; null: none), so the
 * test's bookings never meet the demo appointments.
 */
export async function medicoDeTeste(
  t: TestApp,
  authorities: string[] = ['ROLE_AGENDAMENTOS'],
  horas: { dias: readonly DiaSemana[]; inicio: string; fim: string } | null = { dias: DIAS_SEMANA, inicio: '08:00', fim: '18:00' },
): Promise<{ id: number; token: string }> {
  const user = await t.createUser(authorities);
  await t.db.updateTable('usuario').set({ eh_medico: true }).where('id', '=', user.id).execute();
  if (horas) {
    await t.db
      .insertInto('disponibilidade')
      .values(horas.dias.map((dia) => ({ medico_id: user.id, dia, hora_inicio: horas.inicio, hora_fim: horas.fim })))
      .execute();
  }
  return { id: user.id, token: user.token };
}

export async function pacienteDeTeste(t: TestApp, nome: string, extra: { ativo?: boolean; celular?: string } = {}): Promise<number> {
  const row = await t.db
    .insertInto('paciente')
    .values({ nome, estrangeiro: true, usuario_cadastro: 'Teste', ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of the demo catalogue a booking names, and two rooms of the test's own (demo appointments use the demo rooms). */
export async function catalogoDemo(t: TestApp) {
  const procedimento = await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Harmonização facial').executeTakeFirstOrThrow();
  const compromisso = await t.db.selectFrom('tipo_compromisso').select('id').where('nome', '=', 'Consulta').executeTakeFirstOrThrow();
  const salas = await t.db
    .insertInto('sala')
    .values([{ nome: 'Sala de teste A' }, { nome: 'Sala de teste B' }])
    .returning('id')
    .execute();
  const etapa = await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Procedimento').executeTakeFirstOrThrow();
  return { procedimentoId: procedimento.id, tipoCompromissoId: compromisso.id, salaIds: salas.map((s) => s.id), etapaId: etapa.id };
}
