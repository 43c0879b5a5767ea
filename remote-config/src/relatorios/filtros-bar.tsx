import { useCallback, useState, type ReactNode } from 'react';
import { Button, Select, Space } from '@clinica/shared/antd';
import { DownloadOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, notify } from '@clinica/shared';
import { DiaFiltro } from './dia-filtro.tsx';
import { IdsSelect } from './ids-select.tsx';
import { periodosRapidos, type PeriodoRapido } from './formato.ts';
import { exportarRelatorio, useRelatorioFiltros, type FiltroRelatorio, type NomeRelatorio } from './relatorios.resource.ts';

export interface FiltrosBarProps {
  relatorio: NomeRelatorio;
  filtro: FiltroRelatorio;
  onChange: (changes: Partial<FiltroRelatorio>) => void;
  /** why a typed day is no day (undefined: it is one), per field */
  onErroData: (campo: 'inicio' | 'fim', mensagem: string | undefined) => void;
  /** a typed day is no day: the report of the address is not the one on screen, so nothing is exported */
  datasInvalidas: boolean;
}

/** The report's filters (each change goes to the address) and its exports. */
export function FiltrosBar({ relatorio, filtro, onChange, onErroData, datasInvalidas }: FiltrosBarProps): ReactNode {
  const { t } = useTranslation();
  const opcoes = useRelatorioFiltros();
  const [exportando, setExportando] = useState<'csv' | 'xlsx'>();
  // a quick period chosen: the day fields start again from its days (whatever was typed in them)
  const [escolhas, setEscolhas] = useState(0);
  const erroInicio = useCallback((mensagem: string | undefined) => onErroData('inicio', mensagem), [onErroData]);
  const erroFim = useCallback((mensagem: string | undefined) => onErroData('fim', mensagem), [onErroData]);
  const comMedico = relatorio !== 'pacientes-novos';
  const exportar = async (formato: 'csv' | 'xlsx'): Promise<void> => {
    setExportando(formato);
    try {
      await exportarRelatorio(relatorio, formato, filtro);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('relatorios.erroExportar'), { title: t('relatorios.erroTitulo') });
    } finally {
      setExportando(undefined);
    }
  };

  return (
    <Space wrap align="center" data-testid="relatorio-filtros">
      <DiaFiltro
        key={`inicio-${escolhas}`}
        label={t('relatorios.inicio')}
        value={filtro.inicio}
        onChange={(inicio) => onChange({ inicio })}
        onErro={erroInicio}
      />
      <DiaFiltro key={`fim-${escolhas}`} label={t('relatorios.fim')} value={filtro.fim} onChange={(fim) => onChange({ fim })} onErro={erroFim} />
      <Select
        aria-label={t('relatorios.periodoRapido')}
        placeholder={t('relatorios.periodoRapido')}
        value={null}
        style={{ width: 170 }}
        options={periodosRapidos().map((p) => ({ value: p.chave, label: t(`relatorios.periodos.${p.chave}`), periodo: p }))}
        onChange={(_chave, opcao) => {
          const { periodo } = opcao as { periodo: PeriodoRapido };
          setEscolhas((n) => n + 1);
          onChange({ inicio: periodo.inicio, fim: periodo.fim });
        }}
      />
      {comMedico && (
        <>
          <IdsSelect
            label={t('relatorios.medicos')}
            placeholder={t('relatorios.todosMedicos')}
            value={filtro.medico}
            itens={opcoes.data?.medicos ?? []}
            onChange={(medico) => onChange({ medico })}
          />
          <IdsSelect
            label={t('relatorios.procedimentos')}
            placeholder={t('relatorios.todosProcedimentos')}
            value={filtro.procedimento}
            itens={opcoes.data?.procedimentos ?? []}
            onChange={(procedimento) => onChange({ procedimento })}
          />
        </>
      )}
      {relatorio === 'agendamentos' && (
        <>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            aria-label={t('relatorios.situacoes')}
            placeholder={t('relatorios.todasSituacoes')}
            style={{ minWidth: 180 }}
            value={filtro.status ? filtro.status.split(',') : []}
            options={(opcoes.data?.status ?? []).map((s) => ({ value: s, label: t(`relatorios.status.${s}`) }))}
            onChange={(status: string[]) => onChange({ status: status.join(',') || undefined })}
          />
          <Select
            aria-label={t('relatorios.agrupar')}
            style={{ width: 130 }}
            value={filtro.agrupar ?? 'mes'}
            options={['dia', 'semana', 'mes'].map((a) => ({ value: a, label: t(`relatorios.agrupamentos.${a}`) }))}
            onChange={(agrupar) => onChange({ agrupar })}
          />
        </>
      )}
      <Button icon={<DownloadOutlined />} disabled={datasInvalidas} loading={exportando === 'csv'} onClick={() => void exportar('csv')}>
        CSV
      </Button>
      <Button icon={<DownloadOutlined />} disabled={datasInvalidas} loading={exportando === 'xlsx'} onClick={() => void exportar('xlsx')}>
        XLSX
      </Button>
    </Space>
  );
}
