import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { WhiteLabelFormCard } from '../white-label/white-label.form.tsx';
import '../white-label/white-label.css';

/** /configuracoes: installation settings; the white label is the first section. */
export default function ConfiguracoesPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <AreaPage title={t('configuracoes.titulo')}>
      <WhiteLabelFormCard />
    </AreaPage>
  );
}
