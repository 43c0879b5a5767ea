import type { ReactNode } from 'react';
import { ContasTab } from '../contas/contas-tab.tsx';

/** Contas a receber: the receivables' instalments (tipoReceita RECEITA). */
export default function ContasReceberPage(): ReactNode {
  return <ContasTab tipo="RECEITA" />;
}
