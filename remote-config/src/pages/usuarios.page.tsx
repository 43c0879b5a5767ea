import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { manifest } from '../manifest.ts';

/** /usuarios: the clinic's users, employees and doctors (/usuarios/lista), and the profiles that say what each may do (/usuarios/perfis). */
export default function UsuariosPage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('usuarios.titulo')} manifest={manifest} />;
}
