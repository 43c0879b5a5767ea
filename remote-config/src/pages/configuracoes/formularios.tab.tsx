import type { ReactNode } from 'react';
import { Space } from '@clinica/shared/antd';
import { FormulariosSection } from '../../formularios/formularios-section.tsx';
import { GrausCalvicieSection } from '../../formularios/graus-calvicie-section.tsx';

/** Configurações › Formulários: the forms and the baldness grades. */
export default function FormulariosTab(): ReactNode {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <FormulariosSection />
      <GrausCalvicieSection />
    </Space>
  );
}
