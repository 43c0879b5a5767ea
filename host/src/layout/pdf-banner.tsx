import type { ReactNode } from 'react';
import { Alert } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { usePdfStatus, DeferredProgress } from '@clinica/shared';

/**
 * The top navigation's yellow bottom banner (spec 01 §2): where the PDF being made is — obtaining
 * the patient's data, in the queue, generating, downloading with percent — so a long PDF never
 * looks like a frozen screen. Announced politely to screen readers.
 */
export function PdfBanner(): ReactNode {
  const { t } = useTranslation();
  const { etapa, progresso, posicao } = usePdfStatus();
  if (!etapa) return null;
  const texto =
    etapa === 'obtendo'
      ? t('pdf.obtendo')
      : etapa === 'na-fila'
        ? t('pdf.naFila', { posicao })
        : etapa === 'gerando'
          ? t('pdf.gerando')
          : t('pdf.baixando', { progresso });
  return (
    <Alert
      banner
      type="warning"
      showIcon={false}
      className="pdf-banner"
      data-testid="pdf-banner"
      role="status"
      aria-live="polite"
      message={
        <span className="pdf-banner__conteudo">
          <span data-testid="pdf-banner-texto">{texto}</span>
          {(etapa === 'gerando' || etapa === 'baixando') && (
            <DeferredProgress percent={progresso} size="small" showInfo={false} style={{ width: 160, margin: 0 }} />
          )}
        </span>
      }
    />
  );
}
