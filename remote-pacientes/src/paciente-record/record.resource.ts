import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, marcarIniciadoAgora, queryClient, type ApiAnswer } from '@clinica/shared';

export type Procedimento = ApiAnswer<'gerenciar/procedimento/pesquisarProcedimentosDoPaciente/{id}', 'get'>[number];
export type Etapa = Procedimento['etapas'][number];

/** A row of the patient's appointment history (spec 02 section 3, Appointment history row). */
export type HistoricoAgendamento = ApiAnswer<'gerenciar/paciente/historicoAgendamento', 'post'>[number];
export type StatusAgendamento = HistoricoAgendamento['status'];
export type StatusConsulta = HistoricoAgendamento['statusConsulta'];

/** Fitness check for the 'Avaliação' stage. */
export type Aptidao = ApiAnswer<'gerenciar/paciente/verificarAptidaoParaAgendamento', 'post'>;

/** The patient's procedures, most recent first (the record's entry check and its sidebar). */
export const useProcedimentosDoPaciente = (pacienteId: number | undefined) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.pacientes, 'procedimentos', pacienteId],
      queryFn: ({ signal }) =>
        http.get('gerenciar/procedimento/pesquisarProcedimentosDoPaciente/{id}', { params: { id: pacienteId! }, signal, context: { silent: true } }).json(),
      enabled: pacienteId !== undefined,
    },
    queryClient,
  );

const body = (pacienteId: number, procedimentoId: number) => ({ json: { procedimento: procedimentoId, idPaciente: pacienteId } });

/** The appointments of one procedure; under the agendamentos root, so a booking or a status change anywhere refreshes it. */
export const useHistoricoAgendamento = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.agendamentos, 'historico', pacienteId, procedimentoId],
      queryFn: ({ signal }) => http.post('gerenciar/paciente/historicoAgendamento', { ...body(pacienteId, procedimentoId), signal }).json(),
    },
    queryClient,
  );

/** The 'Avaliação' fitness check; it follows the appointments, so it lives under their root. */
export const useAptidao = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.agendamentos, 'aptidao', pacienteId, procedimentoId],
      queryFn: ({ signal }) => http.post('gerenciar/paciente/verificarAptidaoParaAgendamento', { ...body(pacienteId, procedimentoId), signal }).json(),
    },
    queryClient,
  );

/**
 * Starts or finishes the consultation of one appointment (spec 02 section 4); every appointment list
 * on the page reads again (the calendar too, when the agenda is open). A start goes the agenda's way:
 * the doctor's unfinished-consultation warning leaves out the one just started (marcarIniciadoAgora),
 * even when its slot is already over (issue 36 item 7). Failures are shown by the control ('Ops, algo saiu errado!').
 */
export const useConsultaMutation = () =>
  useMutation(
    {
      mutationFn: async ({ agendamento, acao }: { agendamento: HistoricoAgendamento; acao: 'iniciar' | 'finalizar' }): Promise<void> => {
        const { id } = agendamento;
        if (acao === 'finalizar') {
          await http.post('gerenciar/agendamento/finalizarAgendamento', { json: [id], context: { silent: true } }).json();
          return;
        }
        await http.post('gerenciar/agendamento/iniciarAgendamento/{id}', { params: { id }, context: { silent: true } }).json();
        marcarIniciadoAgora(agendamento);
      },
      onSuccess: () => invalidateRoots(QUERY_ROOTS.agendamentos),
    },
    queryClient,
  );
