import { http } from '@clinica/shared';

export interface Sala {
  id: number;
  nome: string;
  ativo: boolean;
}

export interface Procedimento {
  id: number;
  nome: string;
  valor: number;
  ativo: boolean;
  etapas: { id: number; nomeEtapa: string }[];
}

/** Rooms, active first, by name. */
export const listarSalas = (): Promise<Sala[]> => http.get('gerenciar/sala/listar').json<Sala[]>();

export const listarProcedimentos = (): Promise<Procedimento[]> => http.get('gerenciar/procedimento/listar').json<Procedimento[]>();
