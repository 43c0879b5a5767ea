import type { ReactNode } from 'react';
import { OrcamentosLista } from '../orcamentos/orcamentos-lista.tsx';

/** /financeiro/orcamentos (ORCAMENTO): the quote list with its filters, new quote, approve, print. */
export default function OrcamentosPage(): ReactNode {
  return <OrcamentosLista />;
}
