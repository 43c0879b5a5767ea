import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { UsuariosScreen } from '../usuarios/usuarios-screen.tsx';

/** /usuarios: the clinic's users, employees and doctors. */
export default function UsuariosPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <AreaPage title={t('usuarios.titulo')}>
      <UsuariosScreen />
    </AreaPage>
  );
}
