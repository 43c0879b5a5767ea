import type { ReactNode } from 'react';
import { Button, Spin, Typography } from '@clinica/shared/antd';
import { DeleteOutlined, PlayCircleOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@clinica/shared';
import { isVideo } from './etapa-form.ts';
import type { EtapaImagem } from './etapas.resource.ts';

export const THUMB_SIZE = 120;

/** One stored image or video of a stage, fetched with the session (the api serves files only to the tab's users). */
export function EtapaMedia({ imagem, onRemove, label }: { imagem: EtapaImagem; onRemove?: () => void; label: string }): ReactNode {
  const { t } = useTranslation();
  const { url, failed } = useObjectUrl(imagem.urlArmazenamento);
  const video = isVideo(imagem);
  return (
    <figure style={{ position: 'relative', width: THUMB_SIZE, margin: 0 }} data-testid="etapa-midia" data-tipo={video ? 'video' : 'imagem'}>
      <div style={{ width: THUMB_SIZE, height: THUMB_SIZE, borderRadius: 8, overflow: 'hidden', background: '#f0f0f0', display: 'grid', placeItems: 'center' }}>
        {failed ? (
          <Typography.Text type="secondary">{t('paciente.etapas.arquivoIndisponivel')}</Typography.Text>
        ) : !url ? (
          <Spin size="small" />
        ) : video ? (
          <video src={url} controls aria-label={label} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <img src={url} alt={label} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        )}
      </div>
      <figcaption style={{ fontSize: 12, marginTop: 4, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={imagem.name}>
        {video && <PlayCircleOutlined />} {imagem.name}
      </figcaption>
      {onRemove && (
        <Button
          size="small"
          shape="circle"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('paciente.etapas.remover')} ${imagem.name}`}
          onClick={onRemove}
          style={{ position: 'absolute', top: 4, right: 4 }}
        />
      )}
    </figure>
  );
}
