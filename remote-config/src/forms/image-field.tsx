import type { ReactNode } from 'react';
import { Button, Space } from '@clinica/shared/antd';
import { Upload } from '@clinica/shared/antd/inputs';
import { DeleteOutlined, UploadOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, notify } from '@clinica/shared';
import './image-field.css';

/** What the api takes for a settings image (the logo, a baldness degree's pictures): 1 MiB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

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

/** What the api takes for the logo and the favicon. */
const TIPOS = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** Picks an image (logo, favicon, a baldness degree's picture) and shows it, refusing at once a file that is not one; the server checks the content again. */
export function ImageField({ id, preview, onChange, disabled }: ImageFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Space align="center">
      <div className="image-field__preview">{preview ? <img src={preview} alt="" /> : null}</div>
      <Upload
        accept={TIPOS.join(',')}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void imageFileProblem(file, TIPOS, MAX_IMAGE_BYTES).then(async (problem) => {
            if (problem) notify.error(t(problem === 'tamanho' ? 'configuracoes.imagemGrande' : 'configuracoes.imagemFormato'));
            else onChange(await readAsDataUrl(file));
          });
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
