import { useState, type ReactNode } from 'react';
import { Input, Layout, Menu, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { foldText, type RecordTab } from '@clinica/shared';
import type { Procedimento } from './record.resource.ts';
import { NovoAgendamento } from './novo-agendamento.tsx';

export interface RecordSidebarProps {
  pacienteId: number;
  procedimentos: Procedimento[];
  selectedId: number;
  tabs: readonly RecordTab[];
  currentTab: string;
  onSelect: (procedimentoId: number) => void;
  onTab: (path: string) => void;
  /** narrow screens: the column sits above the record, full width (never a floating toggle over the card) */
  stacked: boolean;
}

/** Left column: the patient's procedures (filtered by name, case and accents ignored) and the 'Prontuário' tab links. */
export function RecordSidebar({ pacienteId, procedimentos, selectedId, tabs, currentTab, onSelect, onTab, stacked }: RecordSidebarProps): ReactNode {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = procedimentos.filter((p) => foldText(p.nome).includes(foldText(filter.trim())));
  return (
    <Layout.Sider width={stacked ? '100%' : 260} theme="light" style={{ background: 'transparent' }} data-testid="ficha-lateral">
      <NovoAgendamento pacienteId={pacienteId} procedimentoId={selectedId} />
      <Card size="small" title={t('paciente.ficha.procedimentos')} data-testid="ficha-procedimentos">
        <Input.Search
          allowClear
          placeholder={t('paciente.ficha.filtrarProcedimentos')}
          aria-label={t('paciente.ficha.filtrarProcedimentos')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Menu
          mode="inline"
          style={{ borderInlineEnd: 'none', marginTop: 8 }}
          selectedKeys={[String(selectedId)]}
          onClick={({ key }) => onSelect(Number(key))}
          items={shown.map((p) => ({ key: String(p.id), label: p.nome }))}
        />
      </Card>
      <Card size="small" title={t('paciente.ficha.prontuario')} style={{ marginTop: 16 }}>
        <nav aria-label={t('paciente.ficha.prontuario')}>
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={[currentTab]}
            onClick={({ key }) => onTab(key)}
            items={tabs.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
          />
        </nav>
        {tabs.length === 0 && <Typography.Text type="secondary">{t('paciente.ficha.semPermissao')}</Typography.Text>}
      </Card>
    </Layout.Sider>
  );
}
