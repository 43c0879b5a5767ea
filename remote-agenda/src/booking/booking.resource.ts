import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';
import { medicoKeys, type Bloqueio } from '../detalhe-medico/medico.resource.ts';
import { diaSemanaOf, type Ocupado } from './booking-rules.ts';

/** An active patient found by name (GET /gerenciar/paciente/pesquisar/{name}). */
export type PacienteEncontrado = ApiAnswer<'gerenciar/paciente/pesquisar/{name}', 'get'>[number];

/** What the taken slots are asked with (`ignorarId`: the booking being edited). */
export type OcupadosFiltro = ApiBody<'gerenciar/agendamento/verificarHorarioDisponivel', 'post'>;

const pesquisarPacientes = (nome: string, signal: AbortSignal): Promise<PacienteEncontrado[]> =>
  http.get('gerenciar/paciente/pesquisar/{name}', { params: { name: nome }, signal }).json();

/** The professional's blocks that apply on a date ('YYYY-MM-DD'); the api takes it as DD-MM-YYYY. */
function bloqueiosDoDia(medicoId: number, date: string, signal: AbortSignal): Promise<Bloqueio[]> {
  const [year, month, day] = date.split('-');
  return http
    .get('gerenciar/medico/listarBloqueioMedico', {
      query: { medicoId, diaEspecifico: `${day}-${month}-${year}`, diaSemana: diaSemanaOf(date) },
      signal,
    })
    .json();
}

/** The professional's taken slots that day (not cancelled), without the booking being edited. */
const horariosOcupados = (filtro: OcupadosFiltro, signal: AbortSignal): Promise<Ocupado[]> =>
  http.post('gerenciar/agendamento/verificarHorarioDisponivel', { json: filtro, signal }).json();

/**
 * Active patients whose name matches (`nome` already trimmed; fewer than 2 letters asks nothing). The
 * last answer stays while the next search runs, and while the name is too short.
 */
export const usePacientesPorNome = (nome: string, minChars: number) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.pacientes, 'porNome', nome],
      queryFn: ({ signal }) => pesquisarPacientes(nome, signal),
      enabled: nome.length >= minChars,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

/** The day's blocks, under the doctor's blocks: saving a block refreshes them. None asked without doctor and date. */
export const useBloqueiosDoDia = (medicoId: number | null, data: string) =>
  useQuery(
    {
      queryKey: [...medicoKeys.bloqueios(medicoId), 'dia', data],
      queryFn: ({ signal }) => bloqueiosDoDia(medicoId!, data, signal),
      enabled: !!medicoId && !!data,
    },
    queryClient,
  );

/** The day's taken slots, under the agendamentos root: any booking refreshes them. None asked without a filter. */
export const useOcupados = (filtro: OcupadosFiltro | undefined) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.agendamentos, 'ocupados', filtro],
      queryFn: ({ signal }) => horariosOcupados(filtro!, signal),
      enabled: filtro !== undefined,
    },
    queryClient,
  );
