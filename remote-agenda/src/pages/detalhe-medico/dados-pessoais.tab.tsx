import type { ReactNode } from 'react';
import { DadosPessoaisTab } from '../../detalhe-medico/dados-pessoais-tab.tsx';
import { useMedicoAberto } from './medico-aberto.ts';

/** /detalhe-medico/dados-pessoais: the doctor's personal data. */
export default function DadosPessoaisTabPage(): ReactNode {
  return <DadosPessoaisTab medico={useMedicoAberto()} />;
}
