import type { Db, Executor } from '../db/database.js';
import type { Insertable } from 'kysely';
import type { AgendamentoTable, StatusAgendamento } from '../db/types.js';

/** Stage descriptions (one inactive, to show it stays out of the record). */
export const DEMO_ETAPAS: { nome: string; ativo: boolean; estudoCaso: boolean }[] = [
  { nome: 'Avaliação', ativo: true, estudoCaso: true },
  { nome: 'Pré-operatório', ativo: true, estudoCaso: false },
  { nome: 'Procedimento', ativo: true, estudoCaso: true },
  { nome: 'Pós 7 dias', ativo: true, estudoCaso: false },
  { nome: 'Pós 30 dias', ativo: true, estudoCaso: true },
  { nome: 'Retorno antigo', ativo: false, estudoCaso: false },
];

/** Procedures, their price and their stages in order. */
export const DEMO_PROCEDIMENTOS: { nome: string; valor: number; etapas: string[] }[] = [
  { nome: 'Transplante capilar', valor: 18500, etapas: ['Avaliação', 'Pré-operatório', 'Procedimento', 'Pós 7 dias', 'Pós 30 dias', 'Retorno antigo'] },
  { nome: 'Harmonização facial', valor: 4200, etapas: ['Avaliação', 'Procedimento', 'Pós 30 dias'] },
  { nome: 'Toxina botulínica', valor: 1350, etapas: ['Avaliação', 'Procedimento', 'Pós 7 dias'] },
  { nome: 'Preenchimento labial', valor: 1890, etapas: ['Avaliação', 'Procedimento', 'Pós 30 dias'] },
  { nome: 'Limpeza de pele', valor: 280, etapas: ['Avaliação', 'Procedimento'] },
];

export const DEMO_SALAS = ['Consultório 1', 'Sala de procedimentos'];
export const DEMO_COMPROMISSOS: { nome: string; cor: string }[] = [
  { nome: 'Consulta', cor: '#1976D2' },
  { nome: 'Procedimento', cor: '#7B1FA2' },
  { nome: 'Retorno', cor: '#388E3C' },
];
/** Every 5th demo patient (by id) has no appointment, so the record's "no procedure" warning has examples. */
export const SEM_AGENDAMENTO_A_CADA = 5;
const DOCTOR_EMAILS = ['medico@clinica.dev', 'admin@clinica.dev'];
const MOTIVOS = ['Paciente pediu para remarcar.', 'Imprevisto do médico.', 'Paciente não confirmou.'];

async function ensure<T extends { id: number }>(find: () => Promise<T | undefined>, create: () => Promise<T>): Promise<number> {
  return ((await find()) ?? (await create())).id;
}

async function seedCatalogue(db: Executor): Promise<Map<string, number>> {
  const etapaIds = new Map<string, number>();
  for (const [ordenacao, etapa] of DEMO_ETAPAS.entries()) {
    const id = await ensure(
      () => db.selectFrom('configuracao_etapa').select('id').where((eb) => eb(eb.fn('lower', ['nome_etapa']), '=', etapa.nome.toLowerCase())).executeTakeFirst(),
      () => db.insertInto('configuracao_etapa').values({ nome_etapa: etapa.nome, ativo: etapa.ativo, ordenacao, estudo_caso: etapa.estudoCaso }).returning('id').executeTakeFirstOrThrow(),
    );
    etapaIds.set(etapa.nome, id);
  }
  for (const procedimento of DEMO_PROCEDIMENTOS) {
    const existing = await db.selectFrom('procedimento').select('id').where((eb) => eb(eb.fn('lower', ['nome']), '=', procedimento.nome.toLowerCase())).executeTakeFirst();
    if (existing) continue;
    const row = await db.insertInto('procedimento').values({ nome: procedimento.nome, valor: procedimento.valor, usuario_cadastro: 'Sistema', usuario_alteracao: 'Sistema' }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('procedimento_etapa')
      .values(procedimento.etapas.map((nome, ordenacao) => ({ procedimento_id: row.id, configuracao_etapa_id: etapaIds.get(nome)!, ordenacao })))
      .execute();
  }
  for (const nome of DEMO_SALAS) {
    await ensure(
      () => db.selectFrom('sala').select('id').where('nome', '=', nome).executeTakeFirst(),
      () => db.insertInto('sala').values({ nome }).returning('id').executeTakeFirstOrThrow(),
    );
  }
  for (const compromisso of DEMO_COMPROMISSOS) {
    await ensure(
      () => db.selectFrom('tipo_compromisso').select('id').where('nome', '=', compromisso.nome).executeTakeFirst(),
      () => db.insertInto('tipo_compromisso').values(compromisso).returning('id').executeTakeFirstOrThrow(),
    );
  }
  return etapaIds;
}

/** Local clinic time (UTC-3, no daylight saving since 2019) `days` from today at `hour:minute`. */
function clinicTime(today: Date, days: number, hour: number, minute = 0): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour + 3, minute));
}

/**
 * Demo catalogue (stages, procedures, rooms, commitment types) and, once, appointments over the past
 * 60 and next 30 days in every state for most demo patients. Deterministic; safe at every start.
 */
export async function seedAgendaDemo(db: Db, today = new Date()): Promise<void> {
  const etapaIds = await db.transaction().execute((trx) => seedCatalogue(trx));
  const already = await db.selectFrom('agendamento').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const medicos = await db.selectFrom('usuario').select('id').where('email', 'in', DOCTOR_EMAILS).orderBy('email', 'desc').execute();
  const procedimentos = await db.selectFrom('procedimento').select(['id', 'nome', 'valor']).orderBy('id').execute();
  const pacientes = await db.selectFrom('paciente').select('id').orderBy('id').limit(60).execute();
  const salas = await db.selectFrom('sala').select('id').orderBy('id').execute();
  const compromissos = await db.selectFrom('tipo_compromisso').select(['id', 'nome']).orderBy('id').execute();
  if (medicos.length === 0 || procedimentos.length === 0) return;
  const compromisso = (nome: string) => compromissos.find((c) => c.nome === nome)?.id ?? null;

  const rows: Insertable<AgendamentoTable>[] = [];
  pacientes.forEach((paciente, index) => {
    if (index % SEM_AGENDAMENTO_A_CADA === SEM_AGENDAMENTO_A_CADA - 1) return;
    const quantos = 1 + (index % 3);
    for (let k = 0; k < quantos; k++) {
      const procedimento = procedimentos[(index + k * 2) % procedimentos.length]!;
      const etapas = DEMO_PROCEDIMENTOS.find((p) => p.nome === procedimento.nome)?.etapas ?? ['Avaliação'];
      const medico = medicos[(index + k) % medicos.length]!.id;
      const hour = 8 + ((index * 3 + k * 5) % 9);
      const base = -55 + ((index * 7 + k * 11) % 50);
      // the evaluation: finished for most, still pending for every 4th
      const avaliacaoFeita = (index + k) % 4 !== 0;
      const plan: { etapa: string; days: number; status: StatusAgendamento }[] = [
        { etapa: 'Avaliação', days: base, status: avaliacaoFeita ? 'FINALIZADO' : 'CONFIRMADO' },
      ];
      if (avaliacaoFeita && etapas.includes('Procedimento')) {
        const states: StatusAgendamento[] = ['FINALIZADO', 'CANCELADO', 'PENDENTE', 'CONFIRMADO'];
        const status = states[(index + k) % states.length]!;
        plan.push({ etapa: 'Procedimento', days: status === 'FINALIZADO' || status === 'CANCELADO' ? base + 10 : 3 + ((index + k) % 25), status });
      }
      for (const [n, item] of plan.entries()) {
        const inicio = clinicTime(today, item.days, hour + n, (k % 2) * 30);
        const fim = new Date(inicio.getTime() + (item.etapa === 'Procedimento' ? 90 : 45) * 60_000);
        const finished = item.status === 'FINALIZADO';
        rows.push({
          paciente_id: paciente.id,
          procedimento_id: procedimento.id,
          medico_id: medico,
          tipo_compromisso_id: compromisso(item.etapa === 'Avaliação' ? 'Consulta' : 'Procedimento'),
          sala_id: salas[(index + n) % Math.max(1, salas.length)]?.id ?? null,
          etapa_id: etapaIds.get(item.etapa) ?? null,
          tipo_agendamento: 'NOVO' as const,
          status: item.status,
          data_agendamento: inicio,
          hora_final: fim,
          motivo_cancelamento: item.status === 'CANCELADO' ? MOTIVOS[index % MOTIVOS.length]! : null,
          chegada_do_paciente: finished ? new Date(inicio.getTime() - 10 * 60_000) : null,
          inicio_consulta: finished ? inicio : null,
          fim_consulta: finished ? fim : null,
          valor: item.etapa === 'Avaliação' ? null : Number(procedimento.valor),
          usuario_cadastro: 'Recepção',
          usuario_alteracao: 'Recepção',
          horario_cadastro: new Date(inicio.getTime() - 7 * 86_400_000),
          horario_alteracao: new Date(inicio.getTime() - 7 * 86_400_000),
        });
      }
    }
  });
  // the patient in the waiting room: a confirmed appointment under way at start-up, arrival flagged
  const first = rows[0];
  if (first) {
    const quarter = 15 * 60_000;
    const inicio = new Date(Math.floor(today.getTime() / quarter) * quarter - quarter);
    rows.push({
      ...first,
      etapa_id: etapaIds.get('Procedimento') ?? first.etapa_id,
      status: 'CONFIRMADO',
      data_agendamento: inicio,
      hora_final: new Date(inicio.getTime() + 5 * quarter),
      motivo_cancelamento: null,
      chegada_do_paciente: new Date(inicio.getTime() - 5 * 60_000),
      inicio_consulta: null,
      fim_consulta: null,
    });
  }
  if (rows.length > 0) await db.insertInto('agendamento').values(rows).execute();
}
