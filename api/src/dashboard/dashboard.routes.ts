import type { TypedApp } from '../http/typebox.js';
import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';
import { addDays, clinicDay, clinicInstant, weekdayOf, DIAS_SEMANA } from '../time/clinic-time.js';
import { contarNaoFinalizados, contarPacientesNovos, contarPorStatus, listarAguardando, listarProximos } from './dashboard.repository.js';
import { dashboardAgendaSchema, dashboardPacientesSchema } from './dashboard.schemas.js';

const TAGS = ['Início'];
/** How many of a doctor's next appointments the tile lists. */
const PROXIMOS = 5;

/** [the clinic's midnight of `day`, the next one) */
const diaInteiro = (day: string) => ({ inicio: clinicInstant(day, 0), fim: clinicInstant(addDays(day, 1), 0) });

/**
 * Início (/dashboard): the figures of the user's day. Each area answers its own tiles (the areas a
 * user lacks are not asked). The day is the clinic's for whoever may see the other professionals'
 * agendas, else a doctor's own; a doctor also gets their next appointments.
 */
export function dashboardRoutes(app: TypedApp): void {
  app.get(
    '/dashboard/agenda',
    {
      config: { access: 'ROLE_DASHBOARD && ROLE_AGENDAMENTOS' },
      schema: {
        tags: TAGS,
        summary: 'O dia na agenda: agendamentos por status, pacientes aguardando, atendimentos não finalizados, próximos do médico',
        response: { 200: dashboardAgendaSchema },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const user = request.auth!.user;
      const daClinica = !user.ehMedico || user.perfil.authorities.includes('VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS');
      const medicoId = daClinica ? undefined : user.id;
      const now = new Date();
      const data = clinicDay(now);
      const { inicio, fim } = diaInteiro(data);
      const [porStatus, aguardando, naoFinalizados, proximos] = await Promise.all([
        contarPorStatus(db, inicio, fim, medicoId),
        listarAguardando(db, inicio, fim, medicoId),
        contarNaoFinalizados(db, medicoId),
        user.ehMedico ? listarProximos(db, user.id, now, PROXIMOS) : Promise.resolve([]),
      ]);
      return {
        data,
        medicoId: medicoId ?? null,
        porStatus: Object.fromEntries(STATUS_AGENDAMENTO.map((status) => [status, porStatus.get(status) ?? 0])) as Record<
          (typeof STATUS_AGENDAMENTO)[number],
          number
        >,
        aguardando: aguardando.map((row) => ({
          id: row.id,
          paciente: { id: row.paciente_id, nome: row.paciente_nome },
          medicoNome: row.medico_nome,
          dataAgendamento: row.data_agendamento.toISOString(),
          chegada: row.chegada_do_paciente!.toISOString(),
        })),
        naoFinalizados,
        proximos: proximos.map((row) => ({
          id: row.id,
          paciente: { id: row.paciente_id, nome: row.paciente_nome },
          procedimentoNome: row.procedimento_nome,
          dataAgendamento: row.data_agendamento.toISOString(),
          status: row.status,
        })),
      };
    },
  );

  app.get(
    '/dashboard/pacientes',
    {
      config: { access: 'ROLE_DASHBOARD && ROLE_PACIENTES' },
      schema: {
        tags: TAGS,
        summary: 'Pacientes novos nesta semana (desde segunda-feira) e hoje',
        response: { 200: dashboardPacientesSchema },
      },
    },
    async () => {
      const { db } = app.deps;
      const hoje = clinicDay(new Date());
      // the clinic's week starts on Monday
      const inicioSemana = addDays(hoje, -((DIAS_SEMANA.indexOf(weekdayOf(hoje)) + 6) % 7));
      const fim = diaInteiro(hoje).fim;
      const [novosSemana, novosHoje] = await Promise.all([
        contarPacientesNovos(db, clinicInstant(inicioSemana, 0), fim),
        contarPacientesNovos(db, clinicInstant(hoje, 0), fim),
      ]);
      return { inicioSemana, novosSemana, novosHoje };
    },
  );
}
