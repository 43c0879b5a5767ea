import { useMemo } from 'react';
import type { IdNames } from './atividades.tsx';
import { usePesquisaAtracao, usePlanosSaude, usePulseiras, type Opcao, type Pulseira } from './paciente-dialog.resource.ts';

/** The form's option lists: health plans, 'Como conheceu', wristbands. */
export interface PacienteLookups {
  planos: Opcao[];
  atracoes: Opcao[];
  pulseiras: Pulseira[];
}

/** The three lists once all are read (they stay while read again); `isError` when one could not be read. */
export function usePacienteLookups(): { data: PacienteLookups | undefined; isError: boolean } {
  const planos = usePlanosSaude();
  const atracoes = usePesquisaAtracao();
  const pulseiras = usePulseiras();
  const data = useMemo(
    () => (planos.data && atracoes.data && pulseiras.data ? { planos: planos.data, atracoes: atracoes.data, pulseiras: pulseiras.data } : undefined),
    [planos.data, atracoes.data, pulseiras.data],
  );
  return { data, isError: planos.isError || atracoes.isError || pulseiras.isError };
}

/** Names for the ids a history line holds ([[id]]), per field. */
export const idNamesOf = (lookups: PacienteLookups): IdNames => ({
  planoSaudeId: new Map(lookups.planos.map((o) => [o.id, o.nome])),
  pesquisaAtracao: new Map(lookups.atracoes.map((o) => [o.id, o.nome])),
  pulseiraId: new Map(lookups.pulseiras.map((o) => [o.id, o.tipo])),
});
