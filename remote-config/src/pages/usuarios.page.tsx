import type { ReactNode } from 'react';
import { Tabs } from '@clinica/shared/antd/display';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { PerfisSection } from '../perfis/perfis-section.tsx';
import { UsuariosScreen } from '../usuarios/usuarios-screen.tsx';

/** /usuarios: the clinic's users, employees and doctors, and the profiles that say what each may do (?aba=perfis). */
export default function UsuariosPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'perfis' ? 'perfis' : 'usuarios';
  // each tab keeps its own filters in the address: a switch starts the other one clean
  const open = (key: string) => setParams(key === 'perfis' ? { aba: 'perfis' } : {}, { replace: true });
  return (
    <AreaPage title={t('usuarios.titulo')}>
      <Tabs
        activeKey={aba}
        onChange={open}
        destroyOnHidden
        items={[
          { key: 'usuarios', label: t('usuarios.titulo'), children: <UsuariosScreen /> },
          { key: 'perfis', label: t('perfis.titulo'), children: <PerfisSection /> },
        ]}
      />
    </AreaPage>
  );
}
