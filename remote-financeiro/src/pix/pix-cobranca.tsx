import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Spin, Typography } from '@clinica/shared/antd';
import { CopyOutlined, PrinterOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { DeferredModal, apiErrorMessage, formatBRL, formatDate, notify } from '@clinica/shared';
import { usePixParcela, type PixParcela } from './pix.resource.ts';
import './pix.i18n.ts';

const escapar = (texto: string): string => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Prints the charge alone: the QR, the amount, the due day and the copia-e-cola. */
function imprimir(pix: PixParcela, titulo: string, rotulos: { valor: string; vencimento: string; recebedor: string; copiaECola: string }): void {
  const janela = window.open('', '_blank', 'width=480,height=640');
  if (!janela) return;
  janela.document.write(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapar(titulo)}</title></head>` +
      `<body style="font-family:sans-serif;text-align:center"><h2>${escapar(titulo)}</h2>` +
      `<img src="${pix.qrCode}" alt="QR" style="width:280px;height:280px">` +
      `<p>${escapar(rotulos.valor)}: <b>${escapar(formatBRL(pix.valor / 100))}</b> — ${escapar(rotulos.vencimento)}: ${escapar(formatDate(pix.vencimento))}</p>` +
      `<p>${escapar(rotulos.recebedor)}: ${escapar(pix.nomeRecebedor)}</p>` +
      `<p>${escapar(rotulos.copiaECola)}:</p><p style="word-break:break-all;font-family:monospace">${escapar(pix.brCode)}</p></body></html>`,
  );
  janela.document.close();
  janela.focus();
  janela.print();
}

/**
 * An instalment's (or the entry's) Pix charge: a button that opens its QR and copia-e-cola, made by the
 * api from the clinic's key (Configurações > Pagamentos), to copy or print. `detalheId`: the
 * instalment's id (receita_detalhe), as 'Detalhes dos débitos' lists them.
 */
export function PixCobranca({ detalheId, parcela, entrada = false }: { detalheId: number; parcela?: number; entrada?: boolean }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pix = usePixParcela(detalheId, open);
  const rotulo = entrada ? t('pix.cobrarEntrada') : t('pix.cobrarItem', { parcela: parcela ?? '' });
  const copiar = async (codigo: string): Promise<void> => {
    await navigator.clipboard?.writeText(codigo).catch(() => undefined);
    notify.success(t('pix.copiado'));
  };
  const d = pix.data;

  return (
    <>
      <Button size="small" aria-label={rotulo} onClick={() => setOpen(true)}>
        {t('pix.cobrar')}
      </Button>
      <DeferredModal
        open={open}
        title={rotulo}
        onCancel={() => setOpen(false)}
        width={440}
        footer={
          <Space>
            {d && (
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  imprimir(d, rotulo, {
                    valor: t('pix.valor'),
                    vencimento: t('pix.vencimento'),
                    recebedor: t('pix.recebedor'),
                    copiaECola: t('pix.copiaECola'),
                  })
                }
              >
                {t('pix.imprimir')}
              </Button>
            )}
            <Button onClick={() => setOpen(false)}>{t('pix.fechar')}</Button>
          </Space>
        }
      >
        <div data-testid="pix-cobranca">
          {pix.isFetching && !d && <Spin tip={t('pix.carregando')} />}
          {pix.isError && <Alert type="error" showIcon title={apiErrorMessage(pix.error) ?? t('pix.erro')} />}
          {d && (
            <Space direction="vertical" style={{ width: '100%', alignItems: 'center' }}>
              <img src={d.qrCode} alt={t('pix.qr', { valor: formatBRL(d.valor / 100) })} width={240} height={240} />
              <Typography.Text>
                {t('pix.valor')}: <strong>{formatBRL(d.valor / 100)}</strong> — {t('pix.vencimento')}: {formatDate(d.vencimento)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('pix.recebedor')}: {d.nomeRecebedor} — {t('pix.chave')}: {d.chave}
              </Typography.Text>
              <label htmlFor={`pix-copia-${detalheId}`}>{t('pix.copiaECola')}</label>
              <Input.TextArea id={`pix-copia-${detalheId}`} readOnly value={d.brCode} autoSize={{ minRows: 3 }} style={{ fontFamily: 'monospace' }} />
              <Button type="primary" icon={<CopyOutlined />} onClick={() => void copiar(d.brCode)}>
                {t('pix.copiar')}
              </Button>
            </Space>
          )}
        </div>
      </DeferredModal>
    </>
  );
}
