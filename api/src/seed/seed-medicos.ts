import type { Db, Executor } from '../db/database.js';
import type { BloqueioDados, DisponibilidadeDados } from '../medico/escala.validation.js';
import { saveBloqueio, saveDisponibilidade } from '../medico/escala.repository.js';
import { addDays, clinicDay, clinicInstant, weekdayOf, type DiaSemana } from '../time/clinic-time.js';

const SISTEMA = 'Sistema';
const DIAS_UTEIS: DiaSemana[] = ['SEG', 'TER', 'QUA', 'QUI', 'SEX'];

/** The demo doctors (users of demo-users.ts) and what the doctor screen shows of them. */
export const DEMO_MEDICOS = [
  {
    email: 'medico@clinica.dev',
    registro_profissional: 'CRM-SP 123456',
    rg: '32.415.987-6',
    telefone: '1132851000',
    celular: '11987651234',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1578',
    complemento: 'Conjunto 81',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    nascimento: '1981-04-17',
    minutos_para_o_alerta: 15,
    /** Saturday mornings too */
    sabado: true,
  },
  {
    email: 'admin@clinica.dev',
    registro_profissional: 'CRM-SP 654321',
    rg: '27.318.546-2',
    telefone: '1130645522',
    celular: '11991237788',
    cep: '04538133',
    logradouro: 'Avenida Brigadeiro Faria Lima',
    numero: '3900',
    complemento: '5º andar',
    bairro: 'Itaim Bibi',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    nascimento: '1975-09-02',
    minutos_para_o_alerta: null,
    sabado: false,
  },
  {
    email: 'rafael@clinica.dev',
    registro_profissional: 'CRM-SP 246810',
    rg: '41.226.873-5',
    telefone: '1130219900',
    celular: '11996541122',
    cep: '05426100',
    logradouro: 'Rua dos Pinheiros',
    numero: '870',
    complemento: null,
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    nascimento: '1986-11-23',
    minutos_para_o_alerta: 10,
    sabado: false,
  },
] as const;

/** Weekdays 08:00–18:00 for both, Saturday 08:00–12:00 for the one with `sabado`. */
export const DEMO_JORNADA = { inicio: '08:00', fim: '18:00', fimSabado: '12:00' } as const;
/** The recurring lunch block of the first demo doctor (Dra. Helena), every weekday. */
export const DEMO_ALMOCO = { observacao: 'Almoço', horaInicial: '12:00', horaFinal: '13:00' } as const;

async function demoDoctorIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('usuario')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      DEMO_MEDICOS.map((m) => m.email),
    )
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}

const disponibilidade = (medico: number, dia: DiaSemana | null, horaInicio: string, horaFim: string, periodo?: [string, string]): DisponibilidadeDados => ({
  medico,
  dia,
  horaInicio,
  horaFim,
  tipoCompromisso: null,
  periodo: periodo !== undefined,
  dataInicial: periodo?.[0] ?? null,
  dataFinal: periodo?.[1] ?? null,
});

const bloqueio = (medicoId: number, fields: Partial<BloqueioDados>): BloqueioDados => ({
  medicoId,
  observacao: null,
  diaEspecifico: null,
  horaInicial: null,
  horaFinal: null,
  bloqueioRecorrente: false,
  diaSemana: null,
  periodo: false,
  dataInicial: null,
  dataFinal: null,
  ...fields,
});

const hasBloqueio = async (db: Executor, medicoId: number, observacao: string) =>
  (await db.selectFrom('bloqueio_medico').select('id').where('medico_id', '=', medicoId).where('observacao', '=', observacao).executeTakeFirst()) !== undefined;

/**
 * The demo doctors' record (once: when it is missing, which also flags the user as a doctor), weekly
 * hours, a 'Período customizado' (the administrator's next weekend mornings) and the lunch block —
 * each only when the doctor has none of that kind, so a changed schedule stays as it is.
 */
export async function seedMedicos(db: Db, today: Date): Promise<void> {
  const ids = await demoDoctorIds(db);
  for (const { email, sabado, ...medico } of DEMO_MEDICOS) {
    const id = ids.get(email);
    if (id === undefined) continue;
    await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('medico').select('usuario_id').where('usuario_id', '=', id).executeTakeFirst();
      if (!exists) {
        await trx.updateTable('usuario').set({ eh_medico: true }).where('id', '=', id).execute();
        await trx
          .insertInto('medico')
          .values({ usuario_id: id, ...medico, usuario_cadastro: SISTEMA, usuario_alteracao: SISTEMA })
          .execute();
      }
      const kinds = await trx.selectFrom('disponibilidade').select('periodo').where('medico_id', '=', id).execute();
      if (!kinds.some((k) => !k.periodo)) {
        for (const dia of DIAS_UTEIS) await saveDisponibilidade(trx, undefined, disponibilidade(id, dia, DEMO_JORNADA.inicio, DEMO_JORNADA.fim), SISTEMA);
        if (sabado) await saveDisponibilidade(trx, undefined, disponibilidade(id, 'SAB', DEMO_JORNADA.inicio, DEMO_JORNADA.fimSabado), SISTEMA);
      }
      if (!sabado && !kinds.some((k) => k.periodo)) {
        let saturday = addDays(clinicDay(today), 1);
        while (weekdayOf(saturday) !== 'SAB') saturday = addDays(saturday, 1);
        await saveDisponibilidade(trx, undefined, disponibilidade(id, null, '09:00', '13:00', [saturday, addDays(saturday, 1)]), SISTEMA);
      }
    });
  }
  const helena = ids.get(DEMO_MEDICOS[0].email);
  if (helena !== undefined && !(await hasBloqueio(db, helena, DEMO_ALMOCO.observacao))) {
    await db.transaction().execute(async (trx) => {
      for (const diaSemana of DIAS_UTEIS) {
        await saveBloqueio(
          trx,
          undefined,
          bloqueio(helena, {
            observacao: DEMO_ALMOCO.observacao,
            bloqueioRecorrente: true,
            diaSemana,
            horaInicial: DEMO_ALMOCO.horaInicial,
            horaFinal: DEMO_ALMOCO.horaFinal,
          }),
          SISTEMA,
        );
      }
    });
  }
}

/**
 * Dra. Helena's dated blocks, on days she has no appointment (so the demo agenda stays consistent):
 * an afternoon congress on a weekday from 4 days ahead, and 3 days off from 15 days ahead. Once.
 */
export async function seedBloqueiosDatados(db: Db, today: Date): Promise<void> {
  const helena = (await demoDoctorIds(db)).get(DEMO_MEDICOS[0].email);
  if (helena === undefined) return;
  const hoje = clinicDay(today);
  const busy = await db
    .selectFrom('agendamento')
    .select('data_agendamento')
    .where('medico_id', '=', helena)
    .where('status', '<>', 'CANCELADO')
    .where('data_agendamento', '>=', clinicInstant(hoje, 0))
    .execute();
  const busyDays = new Set(busy.map((r) => clinicDay(r.data_agendamento)));
  const freeFrom = (start: number, length: number, weekdaysOnly: boolean): string | undefined => {
    for (let offset = start; offset < start + 60; offset++) {
      const days = Array.from({ length }, (_, i) => addDays(hoje, offset + i));
      if (weekdaysOnly && !DIAS_UTEIS.includes(weekdayOf(days[0]!))) continue;
      if (days.every((d) => !busyDays.has(d))) return days[0];
    }
    return undefined;
  };
  const congresso = 'Congresso de dermatologia';
  const ferias = 'Férias';
  await db.transaction().execute(async (trx) => {
    const dia = freeFrom(4, 1, true);
    if (dia && !(await hasBloqueio(trx, helena, congresso))) {
      await saveBloqueio(trx, undefined, bloqueio(helena, { observacao: congresso, diaEspecifico: dia, horaInicial: '14:00', horaFinal: '18:00' }), SISTEMA);
    }
    const inicio = freeFrom(15, 3, false);
    if (inicio && !(await hasBloqueio(trx, helena, ferias))) {
      await saveBloqueio(trx, undefined, bloqueio(helena, { observacao: ferias, periodo: true, dataInicial: inicio, dataFinal: addDays(inicio, 2) }), SISTEMA);
    }
  });
}
