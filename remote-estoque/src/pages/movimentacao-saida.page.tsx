import type { ReactNode } from 'react';
import { MovimentacaoTab } from '../movimentacao/movimentacao-tab.tsx';

/** /estoque/movimentacao-saida: the exits (launch, the lot taken, returns, paged table, export). */
export default function MovimentacaoSaidaPage(): ReactNode {
  return <MovimentacaoTab tipo="SAIDA" />;
}
