import type { ReactNode } from 'react';
import { Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@clinica/shared';
import { MAX_IMAGE_BYTES } from './white-label.schema.ts';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

export interface ImageFieldProps {
  id: string;
  /** Data URL of a new image, the stored image's address, or null for none. */
  preview: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

/** Picks an image (logo, favicon) and shows it; the server checks the content again. */
export function ImageField({ id, preview, onChange, disabled }: ImageFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Space align="center">
      <div className="image-field__preview">{preview ? <img src={preview} alt="" /> : null}</div>
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif,image/x-icon,image/vnd.microsoft.icon"
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          if (file.size > MAX_IMAGE_BYTES) {
            notify.error(t('configuracoes.imagemGrande'));
            return Upload.LIST_IGNORE;
          }
          void readAsDataUrl(file).then(onChange);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} disabled={disabled}>
          {t('configuracoes.trocarImagem')}
        </Button>
      </Upload>
      {preview && (
        <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => onChange(null)}>
          {t('configuracoes.removerImagem')}
        </Button>
      )}
    </Space>
  );
}
