import type { Insertable } from 'kysely';
import { bloqueioSobreposto, dentroDaDisponibilidade, intervaloDoHorario, regrasDeHorario } from '../agendamento/agendamento.rules.js';
import type { Db, Executor } from '../db/database.js';
import type { AgendamentoTable, StatusAgendamento } from '../db/types.js';
import { disponibilidadesDoDia, intervaloDoBloqueio, listBloqueios } from '../medico/escala.repository.js';
import { addDays, clinicDay, clinicInstant, weekdayOf, type Intervalo } from '../time/clinic-time.js';
import { seedBloqueiosDatados, seedMedicos } from './seed-medicos.js';
import { DEMO_BRASILEIROS, DEMO_ESTRANGEIROS, demoCpf } from './seed-pacientes.js';

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
  { nome: 'Limpeza de pele', valor: 280, etapas: ['Avaliação', 'Procedimento', 'Pós 7 dias'] },
];

export const DEMO_SALAS = ['Consultório 1', 'Sala de procedimentos'];
export const DEMO_COMPROMISSOS: { nome: string; cor: string }[] = [
  { nome: 'Consulta', cor: '#1976D2' },
  { nome: 'Procedimento', cor: '#7B1FA2' },
  { nome: 'Retorno', cor: '#388E3C' },
];
/**
 * Every 5th demo patient (in seeding order: the 35 Brazilians by CPF, then the 5 foreigners) has no
 * appointment, so the record's "no procedure" warning has examples; the first in name order always has.
 */
export const SEM_AGENDAMENTO_A_CADA = 5;
const semAgendamento = (index: number): boolean => index % SEM_AGENDAMENTO_A_CADA === SEM_AGENDAMENTO_A_CADA - 1;
/** CPFs of the demo patients without appointments (hence without procedures). */
export const DEMO_PACIENTES_SEM_PROCEDIMENTO_CPFS: readonly string[] = Array.from({ length: DEMO_BRASILEIROS }, (_, i) => i)
  .filter(semAgendamento)
  .map(demoCpf);
/** One demo patient with no procedure (the 5th Brazilian), for tests of the record's entry check. */
export const DEMO_PACIENTE_SEM_PROCEDIMENTO_CPF = DEMO_PACIENTES_SEM_PROCEDIMENTO_CPFS[0]!;
/** The demo foreigners without appointments, by name. */
export const DEMO_ESTRANGEIROS_SEM_PROCEDIMENTO: readonly string[] = DEMO_ESTRANGEIROS.filter((_, i) => semAgendamento(DEMO_BRASILEIROS + i));
const DOCTOR_EMAILS = ['medico@clinica.dev', 'admin@clinica.dev'];
/** The demo doctor whose only appointment is a consultation left under way days ago. */
export const MEDICO_COM_ATENDIMENTO_ABERTO = 'rafael@clinica.dev';
const MOTIVOS = ['Paciente pediu para remarcar.', 'Imprevisto do médico.', 'Paciente não confirmou.'];

async function ensure<T extends { id: number }>(find: () => Promise<T | undefined>, create: () => Promise<T>): Promise<number> {
  return ((await find()) ?? (await create())).id;
}

async function seedCatalogue(db: Executor): Promise<Map<string, number>> {
  const etapaIds = new Map<string, number>();
  for (const [ordenacao, etapa] of DEMO_ETAPAS.entries()) {
    const id = await ensure(
      () =>
        db
          .selectFrom('configuracao_etapa')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['nome_etapa']), '=', etapa.nome.toLowerCase()))
          .executeTakeFirst(),
      () =>
        db
          .insertInto('configuracao_etapa')
          .values({ nome_etapa: etapa.nome, ativo: etapa.ativo, ordenacao, estudo_caso: etapa.estudoCaso })
          .returning('id')
          .executeTakeFirstOrThrow(),
    );
    etapaIds.set(etapa.nome, id);
  }
  for (const procedimento of DEMO_PROCEDIMENTOS) {
    const existing = await db
      .selectFrom('procedimento')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['nome']), '=', procedimento.nome.toLowerCase()))
      .executeTakeFirst();
    if (existing) continue;
    const row = await db
      .insertInto('procedimento')
      .values({ nome: procedimento.nome, valor_centavos: Math.round(procedimento.valor * 100), usuario_cadastro: 'Sistema', usuario_alteracao: 'Sistema' })
      .returning('id')
      .executeTakeFirstOrThrow();
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

/** Clinic time `days` from today at `hour:minute`. */
const clinicTime = (today: Date, days: number, hour: number, minute = 0): Date => clinicInstant(addDays(clinicDay(today), days), hour * 60 + minute);

const STEP = 30 * 60_000;

/**
 * Places the demo appointments as the agenda's rules would: inside the doctor's hours, outside his
 * blocks, never double-booking a doctor, a patient or a room (the database refuses the first and
 * the last; the demo keeps patients sane too).
 */
class DemoCalendar {
  private readonly busy = new Map<string, [number, number][]>();
  private readonly days = new Map<string, Promise<{ horas: Intervalo[]; bloqueios: Intervalo[] }>>();

  constructor(
    private readonly db: Db,
    private readonly salas: number[],
  ) {}

  private free(key: string, start: number, end: number): boolean {
    return (this.busy.get(key) ?? []).every(([s, e]) => end <= s || e <= start);
  }

  private reserve(keys: string[], start: number, end: number): void {
    for (const key of keys) this.busy.set(key, [...(this.busy.get(key) ?? []), [start, end]]);
  }

  /** Inside the doctor's hours of that day and outside his blocks. */
  async fits(medico: number, inicio: Date, fim: Date): Promise<boolean> {
    const day = clinicDay(inicio);
    const key = `${medico}:${day}`;
    if (!this.days.has(key)) {
      this.days.set(
        key,
        Promise.all([disponibilidadesDoDia(this.db, medico, day), listBloqueios(this.db, medico, { day })]).then(([horas, b]) => ({
          horas,
          bloqueios: b.map(intervaloDoBloqueio),
        })),
      );
    }
    const { horas, bloqueios } = await this.days.get(key)!;
    const h = { inicio, fim };
    if (regrasDeHorario(h, day, false).length > 0) return false;
    const wanted = intervaloDoHorario(h);
    return dentroDaDisponibilidade(horas, wanted) && !bloqueioSobreposto(bloqueios, wanted);
  }

  private room(start: number, end: number, preferred: number): number | null | undefined {
    if (this.salas.length === 0) return null;
    const order = this.salas.map((_, i) => this.salas[(preferred + i) % this.salas.length]!);
    return order.find((s) => this.free(`s${s}`, start, end));
  }

  /**
   * The first slot from `wanted` on, in half-hour steps (backwards for what already happened),
   * where the doctor, the patient and a room (the preferred one first) are free and the doctor works.
   */
  async place(
    medico: number,
    paciente: number,
    wanted: Date,
    minutes: number,
    direction: 1 | -1,
    preferredRoom: number,
  ): Promise<{ inicio: Date; salaId: number | null }> {
    const length = minutes * 60_000;
    for (let start = wanted.getTime(), n = 0; n < 60 * 48; start += direction * STEP, n++) {
      const end = start + length;
      if (!this.free(`m${medico}`, start, end) || !this.free(`p${paciente}`, start, end)) continue;
      const salaId = this.room(start, end, preferredRoom);
      if (salaId === undefined || !(await this.fits(medico, new Date(start), new Date(end)))) continue;
      this.reserve([`m${medico}`, `p${paciente}`, ...(salaId === null ? [] : [`s${salaId}`])], start, end);
      return { inicio: new Date(start), salaId };
    }
    throw new Error(`sem horário livre para o médico ${medico} perto de ${wanted.toISOString()}`);
  }

  /** Exactly this slot (the waiting room's appointment): whether the doctor's day holds it decides `excecao`. */
  async force(medico: number, paciente: number, inicio: Date, minutes: number): Promise<{ inicio: Date; salaId: number | null; excecao: boolean }> {
    const end = inicio.getTime() + minutes * 60_000;
    const salaId = this.room(inicio.getTime(), end, 0) ?? null;
    this.reserve([`m${medico}`, `p${paciente}`, ...(salaId === null ? [] : [`s${salaId}`])], inicio.getTime(), end);
    return { inicio, salaId, excecao: !(await this.fits(medico, inicio, new Date(end))) };
  }
}

interface Planned {
  paciente: number;
  procedimento: { id: number; valor: number };
  medico: number;
  /** the stage (a return visit: the procedure's first 'Pós …' stage, if any) */
  etapa: string | null;
  status: StatusAgendamento;
  /** a return visit ('Retorno'), 30 minutes */
  retorno?: boolean;
  wanted: Date;
  /** the waiting-room appointment: confirmed, under way now, arrival flagged */
  agora?: boolean;
}

/**
 * Demo catalogue (stages, procedures, rooms, commitment types), the doctors' records, hours and
 * blocks (seed-medicos.ts) and, once (when the table is empty), 1 to 4 appointments over the past
 * 60 and next 30 days for 4 of every 5 demo patients, in every state, with the demo doctor and the
 * administrator as professionals: the 'Avaliação' finished for most (then a 'Procedimento'
 * finished, cancelled, pending or confirmed), still open for every 4th; a return visit within two
 * weeks of today for those with at most two; one consultation left under way on a recent weekday; one patient in the waiting room (confirmed, in its time window at
 * start-up; booked as an exception when that falls outside the doctor's hours). Every other
 * appointment lies inside its doctor's hours and outside his blocks, and no doctor, patient or
 * room is double-booked. Deterministic for a given day; safe at every start.
 */
export async function seedAgendaDemo(db: Db, today = new Date()): Promise<void> {
  const etapaIds = await db.transaction().execute((trx) => seedCatalogue(trx));
  await seedMedicos(db, today);
  await seedAgendamentos(db, today, etapaIds);
  await seedBloqueiosDatados(db, today);
}

async function seedAgendamentos(db: Db, today: Date, etapaIds: Map<string, number>): Promise<void> {
  const already = await db.selectFrom('agendamento').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const medicos = await db.selectFrom('usuario').select('id').where('email', 'in', DOCTOR_EMAILS).orderBy('email', 'desc').execute();
  const procedimentos = await db
    .selectFrom('procedimento')
    .select(['id', 'nome', 'valor_centavos'])
    .where(
      'nome',
      'in',
      DEMO_PROCEDIMENTOS.map((p) => p.nome),
    )
    .orderBy('id')
    .execute();
  const salas = await db.selectFrom('sala').select('id').orderBy('id').execute();
  const compromissos = await db.selectFrom('tipo_compromisso').select(['id', 'nome']).orderBy('id').execute();
  const pacientes = await demoPacientesEmOrdem(db);
  if (medicos.length === 0 || procedimentos.length === 0 || pacientes.length === 0) return;
  const compromisso = (nome: string) => compromissos.find((c) => c.nome === nome)?.id ?? null;
  const primeiroPorNome = [...pacientes].sort((a, b) => (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : a.id - b.id))[0]!.id;

  const plan: Planned[] = [];
  pacientes.forEach((paciente, index) => {
    if (semAgendamento(index) && paciente.id !== primeiroPorNome) return;
    const quantos = 1 + (index % 2);
    for (let k = 0; k < quantos; k++) {
      const row = procedimentos[(index + k * 2) % procedimentos.length]!;
      const procedimento = { id: row.id, valor: Number(row.valor_centavos) / 100 };
      const etapas = DEMO_PROCEDIMENTOS.find((p) => p.nome === row.nome)?.etapas ?? [];
      const medico = medicos[(index + k) % medicos.length]!.id;
      const hour = 8 + ((index * 3 + k * 5) % 9);
      const base = -55 + ((index * 7 + k * 11) % 50);
      const avaliacaoFeita = (index + k) % 4 !== 0;
      const at = (days: number) => clinicTime(today, days, hour, (k % 2) * 30);
      plan.push({ paciente: paciente.id, procedimento, medico, etapa: 'Avaliação', status: avaliacaoFeita ? 'FINALIZADO' : 'CONFIRMADO', wanted: at(base) });
      if (!avaliacaoFeita || !etapas.includes('Procedimento')) continue;
      const states: StatusAgendamento[] = ['FINALIZADO', 'CANCELADO', 'PENDENTE', 'CONFIRMADO'];
      const status = states[(index + k) % states.length]!;
      // what already happened stays in the past (placement then searches backwards)
      const days = status === 'FINALIZADO' ? Math.min(base + 10, -1) : status === 'CANCELADO' ? base + 10 : 3 + ((index + k) % 25);
      plan.push({ paciente: paciente.id, procedimento, medico, etapa: 'Procedimento', status, wanted: at(days) });
    }
  });
  // the patient in the waiting room: the first with a finished evaluation, from the current quarter hour
  const count = (paciente: number) => plan.filter((p) => p.paciente === paciente).length;
  const avaliado = plan.find((p) => p.etapa === 'Avaliação' && p.status === 'FINALIZADO' && count(p.paciente) < 4);
  // a consultation left under way (started, never finished) on a weekday two or more days ago, of another patient
  const aberta = plan.find((p) => p.etapa === 'Procedimento' && p.status === 'PENDENTE' && p.paciente !== avaliado?.paciente);
  let diasAtras = -2;
  while (['SAB', 'DOM'].includes(weekdayOf(addDays(clinicDay(today), diasAtras)))) diasAtras--;
  // it belongs to Dr. Rafael, so his login shows the 'Aviso de agendamento não finalizado' and the others' do not
  const rafael = await db.selectFrom('usuario').select('id').where('email', '=', MEDICO_COM_ATENDIMENTO_ABERTO).executeTakeFirst();
  if (aberta) Object.assign(aberta, { status: 'EM_ATENDIMENTO', wanted: clinicTime(today, diasAtras, 14), ...(rafael ? { medico: rafael.id } : {}) });
  // return visits around today (two weeks each way) for those with at most two appointments
  pacientes.forEach((paciente, index) => {
    const ultimo = plan.filter((p) => p.paciente === paciente.id).at(-1);
    if (!ultimo || count(paciente.id) > 2) return;
    const offset = ((index * 5) % 27) - 13;
    const days = offset >= 0 ? offset + 1 : offset;
    const status: StatusAgendamento = days < 0 ? (index % 3 === 0 ? 'CANCELADO' : 'FINALIZADO') : index % 2 === 0 ? 'PENDENTE' : 'CONFIRMADO';
    const nome = procedimentos.find((p) => p.id === ultimo.procedimento.id)?.nome;
    const etapa = DEMO_PROCEDIMENTOS.find((p) => p.nome === nome)?.etapas.find((e) => e.startsWith('Pós')) ?? null;
    plan.push({ ...ultimo, etapa, status, retorno: true, wanted: clinicTime(today, days, 9 + (index % 8), (index % 2) * 30) });
  });
  if (avaliado) {
    const quarter = 15 * 60_000;
    plan.unshift({
      ...avaliado,
      etapa: 'Procedimento',
      status: 'CONFIRMADO',
      wanted: new Date(Math.floor(today.getTime() / quarter) * quarter - quarter),
      agora: true,
    });
  }

  const calendar = new DemoCalendar(
    db,
    salas.map((s) => s.id),
  );
  const rows: Insertable<AgendamentoTable>[] = [];
  for (const [n, item] of plan.entries()) {
    const minutes = item.agora ? 75 : item.retorno ? 30 : item.etapa === 'Procedimento' ? 90 : 45;
    const finished = item.status === 'FINALIZADO';
    const started = finished || item.status === 'EM_ATENDIMENTO';
    const slot = item.agora
      ? await calendar.force(item.medico, item.paciente, item.wanted, minutes)
      : { ...(await calendar.place(item.medico, item.paciente, item.wanted, minutes, started ? -1 : 1, n)), excecao: false };
    const inicio = slot.inicio;
    const fim = new Date(inicio.getTime() + minutes * 60_000);
    const cadastro = new Date(Math.min(inicio.getTime(), today.getTime()) - 7 * 86_400_000);
    rows.push({
      paciente_id: item.paciente,
      procedimento_id: item.procedimento.id,
      medico_id: item.medico,
      tipo_compromisso_id: compromisso(item.retorno ? 'Retorno' : item.etapa === 'Avaliação' ? 'Consulta' : 'Procedimento'),
      sala_id: slot.salaId,
      etapa_id: item.etapa === null ? null : (etapaIds.get(item.etapa) ?? null),
      tipo_agendamento: item.retorno ? 'RETORNO' : 'NOVO',
      excecao: slot.excecao,
      status: item.status,
      data_agendamento: inicio,
      hora_final: fim,
      motivo_cancelamento: item.status === 'CANCELADO' ? MOTIVOS[n % MOTIVOS.length]! : null,
      chegada_do_paciente: started || item.agora ? new Date(inicio.getTime() - (item.agora ? 5 : 10) * 60_000) : null,
      inicio_consulta: started ? inicio : null,
      fim_consulta: finished ? fim : null,
      valor: item.etapa === 'Avaliação' ? null : item.procedimento.valor,
      usuario_cadastro: 'Recepção',
      usuario_alteracao: 'Recepção',
      horario_cadastro: cadastro,
      horario_alteracao: cadastro,
    });
  }
  await db.insertInto('agendamento').values(rows).execute();
}

/** The demo patients that exist, in seeding order (Brazilians by CPF, then foreigners by name). */
async function demoPacientesEmOrdem(db: Db): Promise<{ id: number; nome: string }[]> {
  const cpfs = Array.from({ length: DEMO_BRASILEIROS }, (_, i) => demoCpf(i));
  const [brasileiros, estrangeiros] = await Promise.all([
    db.selectFrom('paciente').select(['id', 'nome', 'cpf']).where('cpf', 'in', cpfs).execute(),
    db
      .selectFrom('paciente')
      .select(['id', 'nome'])
      .where('estrangeiro', '=', true)
      .where((eb) =>
        eb(
          eb.fn('lower', ['nome']),
          'in',
          DEMO_ESTRANGEIROS.map((n) => n.toLowerCase()),
        ),
      )
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...cpfs.flatMap((cpf) => brasileiros.filter((p) => p.cpf === cpf).map(({ id, nome }) => ({ id, nome }))),
    ...DEMO_ESTRANGEIROS.flatMap((nome) => estrangeiros.filter((p) => p.nome.toLowerCase() === nome.toLowerCase()).slice(0, 1)),
  ];
}
