import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { manifest } from '../manifest.ts';

/** /configuracoes: the installation's settings, a tab per catalogue (/configuracoes/salas), as the manifest declares them. */
export default function ConfiguracoesPage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('configuracoes.titulo')} manifest={manifest} />;
}
