import { useMemo } from 'react';
import { useDisponibilidade, type Disponibilidade } from '../detalhe-medico/medico.resource.ts';
import { useBloqueiosDoDia, useOcupados } from './booking.resource.ts';
import { checkHorario, clockOf, minutesOf, workingHours, type HorarioConflito } from './booking-rules.ts';

export interface HorarioCheckInput {
  medicoId: number | null;
  procedimentoId: number | null;
  data: string;
  horaInicial: string;
  horaFinal: string;
  excecao: boolean;
  /** the booking being edited */
  ignorarId?: number;
  /** only new bookings and moved ones are checked: an untouched booking keeps its slot */
  enabled: boolean;
}

export interface HorarioCheck {
  /** the professional's availability (undefined until a professional is chosen and it loads) */
  disponibilidades?: Disponibilidade[];
  /** the working hours and the taken slots of the chosen day, as 'HH:mm–HH:mm' */
  faixasDoDia: string[];
  ocupadosDoDia: string[];
  conflito?: HorarioConflito;
  /** something the check needs is still loading: saving waits */
  checking: boolean;
  /** after the api said the slot was taken meanwhile */
  reloadOcupados: () => void;
}

const faixaText = (inicio: string, fim: string): string => `${inicio}–${fim}`;

/**
 * Loads what the booking rules need for the chosen professional and day (availability, the day's
 * blocks, the taken slots) and gives the verdict for the chosen times. If a lookup fails the check is
 * skipped: the api repeats every rule on save.
 */
export function useHorarioCheck(input: HorarioCheckInput): HorarioCheck {
  const { medicoId, data } = input;
  const disponibilidade = useDisponibilidade(medicoId);
  const bloqueios = useBloqueiosDoDia(medicoId, data);
  const ocupados = useOcupados(
    medicoId && data ? { medico: medicoId, inicio: data, procedimento: input.procedimentoId ?? undefined, ignorarId: input.ignorarId } : undefined,
  );

  const inicio = minutesOf(input.horaInicial);
  const fim = minutesOf(input.horaFinal);
  const conflito = useMemo(() => {
    if (!input.enabled || !data || inicio === undefined || fim === undefined || fim <= inicio) return undefined;
    if (!disponibilidade.data || !bloqueios.data || !ocupados.data) return undefined;
    return checkHorario({
      date: data,
      inicio,
      fim,
      disponibilidades: disponibilidade.data,
      bloqueios: bloqueios.data,
      ocupados: ocupados.data,
      excecao: input.excecao,
      ignorarId: input.ignorarId,
    });
  }, [input.enabled, input.excecao, input.ignorarId, data, inicio, fim, disponibilidade.data, bloqueios.data, ocupados.data]);

  return {
    disponibilidades: disponibilidade.data,
    faixasDoDia: data && disponibilidade.data ? workingHours(data, disponibilidade.data).map((f) => faixaText(clockOf(f.inicio), clockOf(f.fim))) : [],
    ocupadosDoDia: (ocupados.data ?? []).filter((o) => o.id !== input.ignorarId).map((o) => faixaText(o.horaInicial, o.horaFinal)),
    conflito,
    checking: input.enabled && (disponibilidade.isFetching || bloqueios.isFetching || ocupados.isFetching),
    reloadOcupados: () => void ocupados.refetch(),
  };
}
