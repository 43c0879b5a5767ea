import type { ReactNode } from 'react';
import { Tabs } from '@clinica/shared/antd/display';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { AcessosPacienteSection } from '../auditorias/acessos-paciente-section.tsx';
import { TrilhaSection } from '../auditorias/trilha-section.tsx';

/** /logs (Auditorias): the audit trail, and one patient's accesses (?aba=paciente&paciente=ID). */
export default function LogsPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'paciente' ? 'paciente' : 'trilha';
  const pacienteId = Number(params.get('paciente')) || undefined;
  // each tab keeps its own filters in the address: a switch starts the other one clean
  const abrirPaciente = (id?: number) => setParams(id ? { aba: 'paciente', paciente: String(id) } : { aba: 'paciente' }, { replace: true });
  return (
    <AreaPage title={t('logs.titulo')}>
      <Tabs
        activeKey={aba}
        onChange={(key) => (key === 'paciente' ? abrirPaciente() : setParams({}, { replace: true }))}
        destroyOnHidden
        items={[
          { key: 'trilha', label: t('auditorias.trilha'), children: <TrilhaSection abrirPaciente={abrirPaciente} /> },
          { key: 'paciente', label: t('auditorias.acessosPaciente'), children: <AcessosPacienteSection pacienteId={pacienteId} onPaciente={abrirPaciente} /> },
        ]}
      />
    </AreaPage>
  );
}
