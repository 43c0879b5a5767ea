import type { ReactNode } from 'react';
import { Flex } from '@clinica/shared/antd';
import { Drawer } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { AuxiliarSection } from './auxiliar-section.tsx';

export interface CadastrosDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The stock lookups, opened from the Medicamentos tab: loaded when first opened, with the form libraries. */
export default function CadastrosDrawer({ open, onClose }: CadastrosDrawerProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('estoque.cadastros.titulo')}
      size="min(720px, 100vw)"
      destroyOnHidden={false}
      data-testid="estoque-cadastros"
    >
      <Flex vertical gap={16}>
        <AuxiliarSection tipo="unidadeMedida" />
        <AuxiliarSection tipo="fabricante" />
        <AuxiliarSection tipo="setor" />
      </Flex>
    </Drawer>
  );
}
