import type { ReactNode } from 'react';
import { CampanhaTab } from '../campanha/campanha-tab.tsx';

/** /financeiro/campanha: the campaigns (list, filter, create and edit, history, disable). */
export default function CampanhaPage(): ReactNode {
  return <CampanhaTab />;
}
