import type { ReactNode } from 'react';
import { ContasTab } from '../contas/contas-tab.tsx';

/** Contas a pagar: the payables' instalments (tipoReceita DESPESA). */
export default function ContasPagarPage(): ReactNode {
  return <ContasTab tipo="DESPESA" />;
}
