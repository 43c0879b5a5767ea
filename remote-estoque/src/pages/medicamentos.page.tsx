import type { ReactNode } from 'react';
import { ProdutosTab } from '../produtos/produtos-tab.tsx';

/** /estoque/medicamentos, the area's default tab: the stock products and their lookups. */
export default function MedicamentosPage(): ReactNode {
  return <ProdutosTab />;
}
