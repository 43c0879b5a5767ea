import type { ReactNode } from 'react';
import { Avatar, Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, notify, useObjectUrl } from '@clinica/shared';
import { useUploadFotoMutation } from './paciente-dialog.resource.ts';

const FOTO_MAX_BYTES = 5 * 1024 * 1024;
const FOTO_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A patient photo as an <img> source: stored photos are fetched with the session, external URLs used as they are. */
export function useFotoSrc(foto: string | null | undefined): string | undefined {
  const stored = foto?.startsWith('/') ? foto : undefined;
  const { url } = useObjectUrl(stored);
  return stored ? url : (foto ?? undefined);
}

/** The dialog's photo: shown, replaced by an upload (JPEG, PNG or WebP up to 5 MB) or removed. */
export function FotoField({ value, onChange, nome }: { value: string | null; onChange: (foto: string | null) => void; nome: string }): ReactNode {
  const { t } = useTranslation();
  const src = useFotoSrc(value);
  const uploadFoto = useUploadFotoMutation();
  const choose = async (file: File): Promise<void> => {
    if (await imageFileProblem(file, FOTO_TIPOS, FOTO_MAX_BYTES)) {
      notify.warning(t('paciente.dialogo.fotoInvalida'));
      return;
    }
    try {
      onChange(await uploadFoto.mutateAsync(file));
    } catch {
      // the client showed the server's reason
    }
  };
  return (
    <Space align="center" size="middle" data-testid="paciente-foto">
      <Avatar size={88} src={src} icon={<UserOutlined />} alt={nome || t('paciente.dialogo.foto')} />
      <Space orientation="vertical" size={4}>
        <Upload
          accept={FOTO_TIPOS.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploadFoto.isPending}>
            {t('paciente.dialogo.escolherFoto')}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange(null)} style={{ paddingInline: 0 }}>
            {t('paciente.dialogo.removerFoto')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
