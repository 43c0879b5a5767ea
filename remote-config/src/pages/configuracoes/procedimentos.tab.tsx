import type { ReactNode } from 'react';
import { Space } from '@clinica/shared/antd';
import { ProcedimentosSection } from '../../catalogos/procedimentos-section.tsx';
import { EtapasSection } from '../../catalogos/etapas-section.tsx';

/** Configurações › Procedimentos: the procedures and their stages. */
export default function ProcedimentosTab(): ReactNode {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ProcedimentosSection />
      <EtapasSection />
    </Space>
  );
}
