import type { ReactNode } from 'react';
import { BloqueiosTab } from '../../detalhe-medico/bloqueios-tab.tsx';
import { useMedicoAberto } from './medico-aberto.ts';

/** /detalhe-medico/bloqueios: the doctor's blocked intervals. */
export default function BloqueiosTabPage(): ReactNode {
  return <BloqueiosTab medico={useMedicoAberto()} />;
}
