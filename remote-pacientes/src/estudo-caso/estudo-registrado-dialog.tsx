import type { ReactNode } from 'react';
import { Alert, Button, Empty, Space, Spin, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { PrinterOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, notify, useObjectUrl, usePdfStatus } from '@clinica/shared';
import { imagensDoEstudo, imprimirEstudoRegistrado, useEstudoRegistrado, useRespostasEstudo } from './estudo-caso.resource.ts';
import './messages.ts';

const FOTO = 160;

function Foto({ url: apiPath }: { url: string }): ReactNode {
  const { url, failed } = useObjectUrl(apiPath);
  return (
    <div
      data-testid="estudo-registrado-imagem"
      style={{ width: FOTO, height: FOTO, background: '#f0f0f0', borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {failed ? null : !url ? <Spin size="small" /> : <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
    </div>
  );
}

/**
 * A recorded case study opened from the forms list (spec 02 §2.12: the case-study dialog, 800 px):
 * when and by whom, its note, its images 4 per row, the questionnaire answers; read-only, with print.
 */
export function EstudoRegistradoDialog({ idEstudo, pacienteId, onClose }: { idEstudo: number; pacienteId: number; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const estudo = useEstudoRegistrado(idEstudo);
  // opened from the forms tab: its user may read the answers
  const respostas = useRespostasEstudo(pacienteId, true);
  const imprimindo = usePdfStatus((state) => state.etapa !== null);
  const imagens = estudo.data ? imagensDoEstudo(estudo.data) : [];
  const listaRespostas = respostas.isSuccess ? respostas.data : [];

  const imprimir = async () => {
    const erro = await imprimirEstudoRegistrado(idEstudo);
    if (erro === undefined) notify.success(t('pdf.sucesso'));
    else notify.error(erro.mensagemServidor ?? t(erro.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
  };

  return (
    <Modal
      open
      width={800}
      title={t('estudoCaso.titulo')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('estudoCaso.fechar')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={imprimindo}
            disabled={!estudo.isSuccess}
            onClick={() => void imprimir()}
            data-testid="estudo-registrado-imprimir"
          >
            {t('estudoCaso.imprimir')}
          </Button>
        </Space>
      }
    >
      <div data-testid="estudo-registrado">
        {estudo.isPending ? (
          <Spin />
        ) : estudo.isError ? (
          <Alert type="error" showIcon message={t('estudoCaso.erroCarregar')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" data-testid="estudo-registrado-quando">
              {t('estudoCaso.registradoEm', { quando: formatDateTime(estudo.data.horarioCadastro), quem: estudo.data.usuarioCadastro ?? '—' })}
            </Typography.Paragraph>
            {estudo.data.observacao && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{estudo.data.observacao}</Typography.Paragraph>}
            <Typography.Title level={5}>{t('estudoCaso.imagens')}</Typography.Title>
            {imagens.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('estudoCaso.semImagens')} />
            ) : (
              // spec 02 §9: 4 per row (the print does the same)
              <div style={{ display: 'grid', gridTemplateColumns: `repeat(4, ${FOTO}px)`, gap: 8 }}>
                {imagens.map((url) => (
                  <Foto key={url} url={url} />
                ))}
              </div>
            )}
            {listaRespostas.length > 0 && (
              <>
                <Typography.Title level={5}>{t('estudoCaso.respostas')}</Typography.Title>
                <ul style={{ paddingInlineStart: 20 }}>
                  {listaRespostas.map((r, i) => {
                    const valor = [r.simOuNao, r.respostaOpcao, r.resposta].filter(Boolean).join(' · ');
                    return (
                      <li key={`${r.formulario}-${i}`} data-testid="estudo-registrado-resposta">
                        <Typography.Text strong={r.negrito}>{r.pergunta}</Typography.Text>
                        {': '}
                        <Typography.Text style={r.cor ? { color: r.cor } : undefined}>{valor || '—'}</Typography.Text>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
