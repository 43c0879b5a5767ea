import type { ReactNode } from 'react';
import { Alert, Spin, Typography } from '@clinica/shared/antd';
import { Descriptions } from '@clinica/shared/antd/details';
import { Result } from '@clinica/shared/antd/result';
import { Upload } from '@clinica/shared/antd/inputs';
import { FileSearchOutlined } from '@clinica/shared/icons';
import { Link } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatDate, formatTime, useSession } from '@clinica/shared';
import { AuthCard } from '../login/auth-card.tsx';
import { useVerificarDocumentoMutation, type Verificacao } from './verificar-documento.resource.ts';

/** A date and time that may go to two lines between them, never inside either ('26/11/2 026' on a narrow card). */
function DataHora({ value }: { value: string }): ReactNode {
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span> <span style={{ whiteSpace: 'nowrap' }}>{formatTime(value)}</span>
    </>
  );
}

/** What the register says of a file the clinic issued. */
function Emitido({ documento, arquivo }: { documento: NonNullable<Verificacao['documento']>; arquivo: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('verificarDocumento.emitido')}
      subTitle={t('verificarDocumento.emitidoTexto', { arquivo })}
      data-testid="verificacao-emitido"
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('verificarDocumento.documento')}>{documento.layout ?? documento.titulo}</Descriptions.Item>
        {documento.paciente && <Descriptions.Item label={t('verificarDocumento.paciente')}>{documento.paciente}</Descriptions.Item>}
        <Descriptions.Item label={t('verificarDocumento.emitidoEm')}>
          <DataHora value={documento.emitidoEm} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verificarDocumento.emitidoPor')}>{documento.emitidoPor}</Descriptions.Item>
        {documento.assinante && <Descriptions.Item label={t('verificarDocumento.assinadoPor')}>{documento.assinante}</Descriptions.Item>}
        <Descriptions.Item label={t('verificarDocumento.paginas')}>{documento.paginas}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}

/** The file's digital signatures as they are (issue 39): who signed, and whether the signature still holds for the whole file. */
function Assinaturas({ assinaturas }: { assinaturas: Verificacao['assinaturas'] }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {assinaturas.map((a, i) => {
        const intacta = a.integra && a.cobreDocumento;
        return (
          <Alert
            key={i}
            data-testid="verificacao-assinatura"
            type={intacta ? 'success' : 'error'}
            showIcon
            style={{ marginTop: 8 }}
            title={t('verificarDocumento.assinatura', { assinante: a.assinante || '—' })}
            description={t(
              intacta ? 'verificarDocumento.assinaturaIntacta' : a.integra ? 'verificarDocumento.assinaturaParcial' : 'verificarDocumento.assinaturaAlterada',
            )}
          />
        );
      })}
    </>
  );
}

/**
 * /verificar-documento: anyone holding a PDF of the clinic (a patient, a pharmacy, an insurer) drops
 * it here and learns whether the clinic issued it and it is unchanged, byte for byte. Public: the file
 * is the credential; the api hashes it, looks the hash up in the register and keeps nothing.
 */
export function VerificarDocumentoPage(): ReactNode {
  const { t } = useTranslation();
  const logado = useSession((state) => state.token !== null);
  const verificar = useVerificarDocumentoMutation();
  const arquivo = verificar.variables?.name ?? '';

  return (
    <AuthCard title={t('verificarDocumento.titulo')} subtitle={t('verificarDocumento.texto')}>
      <Upload.Dragger
        accept="application/pdf,.pdf"
        multiple={false}
        showUploadList={false}
        disabled={verificar.isPending}
        beforeUpload={(file) => {
          verificar.mutate(file);
          return false; // the page sends it itself
        }}
      >
        <p className="ant-upload-drag-icon">
          <FileSearchOutlined />
        </p>
        <p className="ant-upload-text">{t('verificarDocumento.arraste')}</p>
      </Upload.Dragger>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {verificar.isPending && <Spin tip={t('verificarDocumento.verificando')} fullscreen={false} />}
        {verificar.isError && <Alert type="error" showIcon title={apiErrorMessage(verificar.error) ?? t('verificarDocumento.erro')} />}
        {verificar.isSuccess &&
          (verificar.data.emitido && verificar.data.documento ? (
            <Emitido documento={verificar.data.documento} arquivo={arquivo} />
          ) : (
            <Result
              status="warning"
              title={t('verificarDocumento.naoEmitido')}
              subTitle={t('verificarDocumento.naoEmitidoTexto', { arquivo })}
              data-testid="verificacao-nao-emitido"
            >
              <Typography.Paragraph type="secondary">{t('verificarDocumento.naoEmitidoImpresso')}</Typography.Paragraph>
            </Result>
          ))}
        {verificar.isSuccess && <Assinaturas assinaturas={verificar.data.assinaturas} />}
        {verificar.isSuccess && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            SHA-256:{' '}
            <Typography.Text code copyable>
              {verificar.data.sha256}
            </Typography.Text>
          </Typography.Paragraph>
        )}
      </div>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{logado ? t('verificarDocumento.voltarPortal') : t('reset.voltarLogin')}</Link>
      </div>
    </AuthCard>
  );
}
