import { useState, type ReactNode } from 'react';
import { Button, Space, Typography } from '@clinica/shared/antd';
import { DeferredProgress, apiErrorMessage, notify, type DownloadProgress } from '@clinica/shared';
import { DownloadOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { exportarMovimentacao, type FiltroMovimentacao, type FormatoExport } from './movimentacao.resource.ts';

/** 1234567 → '1,2 MB' (in the page's language) */
function tamanho(bytes: number, language: string): string {
  const [valor, unidade] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${valor.toLocaleString(language, { maximumFractionDigits: 1 })} ${unidade}`;
}

/**
 * 'Exportar CSV' / 'Exportar XLSX': the movements of the filtered period (every kind) as the api
 * streams them, with the bytes received shown while they arrive (and the share, when the size is known).
 */
export function ExportarMovimentacao({ filtro, disabled }: { filtro: FiltroMovimentacao; disabled?: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const [exportando, setExportando] = useState<{ formato: FormatoExport; progresso: DownloadProgress }>();

  const exportar = async (formato: FormatoExport): Promise<void> => {
    setExportando({ formato, progresso: { bytes: 0 } });
    try {
      const nome = await exportarMovimentacao(formato, filtro, (progresso) => setExportando({ formato, progresso }));
      notify.success(t('estoque.movimentacao.exportado', { nome }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('estoque.movimentacao.erroExportar'), { title: t('estoque.movimentacao.erroTitulo') });
    } finally {
      setExportando(undefined);
    }
  };

  const progresso = exportando?.progresso;
  return (
    <Space wrap>
      {(['CSV', 'XLSX'] as const).map((formato) => (
        <Button
          key={formato}
          icon={<DownloadOutlined />}
          disabled={disabled || (exportando && exportando.formato !== formato)}
          loading={exportando?.formato === formato}
          onClick={() => void exportar(formato)}
        >
          {t('estoque.movimentacao.exportar', { formato })}
        </Button>
      ))}
      {progresso && (
        <Space data-testid="exportacao-progresso" role="status">
          {progresso.total ? (
            <DeferredProgress type="line" size="small" style={{ width: 120 }} percent={Math.floor((progresso.bytes / progresso.total) * 100)} />
          ) : null}
          <Typography.Text type="secondary">{t('estoque.movimentacao.recebidos', { tamanho: tamanho(progresso.bytes, i18n.language) })}</Typography.Text>
        </Space>
      )}
    </Space>
  );
}
