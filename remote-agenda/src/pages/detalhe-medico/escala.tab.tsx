import type { ReactNode } from 'react';
import { EscalaTab } from '../../detalhe-medico/escala-tab.tsx';
import { useMedicoAberto } from './medico-aberto.ts';

/** /detalhe-medico/escala: the doctor's schedule (availability). */
export default function EscalaTabPage(): ReactNode {
  return <EscalaTab medico={useMedicoAberto()} />;
}
