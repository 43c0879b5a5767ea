import type { ReactNode } from 'react';
import { Alert, Space, Spin } from '@clinica/shared/antd';
import { Tabs } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { AreaPage, apiErrorMessage, useUrlState } from '@clinica/shared';
import { AgendamentosRelatorio } from '../relatorios/agendamentos-relatorio.tsx';
import { FiltrosBar } from '../relatorios/filtros-bar.tsx';
import { esteMes } from '../relatorios/formato.ts';
import { PacientesNovosRelatorio } from '../relatorios/pacientes-novos-relatorio.tsx';
import { ProcedimentosRealizadosRelatorio } from '../relatorios/procedimentos-realizados-relatorio.tsx';
import {
  RELATORIOS,
  useRelatorio,
  type FiltroRelatorio,
  type NomeRelatorio,
  type RelatorioAgendamentos,
  type RelatorioPacientesNovos,
  type RelatorioProcedimentosRealizados,
} from '../relatorios/relatorios.resource.ts';

const FILTROS = ['inicio', 'fim', 'medico', 'procedimento', 'status', 'agrupar'] as const;

/** One report: its figures for the filters, or why there are none. */
function RelatorioView({ nome, filtro }: { nome: NomeRelatorio; filtro: FiltroRelatorio }): ReactNode {
  const { t } = useTranslation();
  const relatorio = useRelatorio(nome, filtro);
  if (relatorio.isError) return <Alert type="error" showIcon title={apiErrorMessage(relatorio.error) ?? t('relatorios.erro')} />;
  if (!relatorio.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <Spin spinning={relatorio.isPlaceholderData}>
      {nome === 'agendamentos' && <AgendamentosRelatorio dados={relatorio.data as RelatorioAgendamentos} />}
      {nome === 'pacientes-novos' && <PacientesNovosRelatorio dados={relatorio.data as RelatorioPacientesNovos} />}
      {nome === 'procedimentos-realizados' && <ProcedimentosRealizadosRelatorio dados={relatorio.data as RelatorioProcedimentosRealizados} />}
    </Spin>
  );
}

/** /relatorios: the clinic's reports; the report and its filters are in the address (a link opens the same figures). */
export default function RelatoriosPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setUrl] = useUrlState();
  const asked = params.get('relatorio');
  const nome: NomeRelatorio = RELATORIOS.includes(asked as NomeRelatorio) ? (asked as NomeRelatorio) : 'agendamentos';
  const filtro: FiltroRelatorio = {
    ...esteMes(),
    ...Object.fromEntries(FILTROS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))),
  };
  const update = (changes: Partial<FiltroRelatorio> & { relatorio?: NomeRelatorio }) => setUrl(changes);
  return (
    <AreaPage title={t('relatorios.titulo')}>
      <Tabs
        activeKey={nome}
        onChange={(key) => update({ relatorio: key as NomeRelatorio })}
        items={RELATORIOS.map((key) => ({ key, label: t(`relatorios.nomes.${key}`) }))}
      />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <FiltrosBar relatorio={nome} filtro={filtro} onChange={update} />
        <RelatorioView nome={nome} filtro={filtro} />
      </Space>
    </AreaPage>
  );
}
