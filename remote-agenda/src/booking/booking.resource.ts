import { http } from '@clinica/shared';
import type { Bloqueio } from '../detalhe-medico/medico.resource.ts';
import { diaSemanaOf, type Ocupado } from './booking-rules.ts';

/** An active patient found by name (GET /gerenciar/paciente/pesquisar/{name}). */
export interface PacienteEncontrado {
  id: number;
  nome: string;
  cpf: string | null;
  nascimento: string | null;
  ddi: string;
  celular: string | null;
  telefone: string | null;
}

export const pesquisarPacientes = (nome: string): Promise<PacienteEncontrado[]> =>
  http.get(`gerenciar/paciente/pesquisar/${encodeURIComponent(nome)}`).json<PacienteEncontrado[]>();

/** The professional's blocks that apply on a date ('YYYY-MM-DD'); the api takes it as DD-MM-YYYY. */
export function bloqueiosDoDia(medicoId: number, date: string): Promise<Bloqueio[]> {
  const [year, month, day] = date.split('-');
  return http
    .get('gerenciar/medico/listarBloqueioMedico', { searchParams: { medicoId, diaEspecifico: `${day}-${month}-${year}`, diaSemana: diaSemanaOf(date) } })
    .json<Bloqueio[]>();
}

/** The professional's taken slots that day (not cancelled), without the booking being edited. */
export const horariosOcupados = (filtro: { medico: number; inicio: string; procedimento?: number; ignorarId?: number }): Promise<Ocupado[]> =>
  http.post('gerenciar/agendamento/verificarHorarioDisponivel', { json: filtro }).json<Ocupado[]>();
