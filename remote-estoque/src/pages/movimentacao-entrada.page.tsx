import type { ReactNode } from 'react';
import { MovimentacaoTab } from '../movimentacao/movimentacao-tab.tsx';

/** /estoque/movimentacao-entrada: the entries (launch, paged table with the expiry flags, export). */
export default function MovimentacaoEntradaPage(): ReactNode {
  return <MovimentacaoTab tipo="ENTRADA" />;
}
