import type { ReactNode } from 'react';
import { Space } from '@clinica/shared/antd';
import { LayoutsSection } from '../../layouts/layouts-section.tsx';
import { VariaveisSection } from '../../layouts/variaveis-section.tsx';

/** Configurações › Layouts: the document layouts and their print variables. */
export default function LayoutsTab(): ReactNode {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <LayoutsSection />
      <VariaveisSection />
    </Space>
  );
}
