import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Space } from '@clinica/shared/antd';
import { Upload } from '@clinica/shared/antd/inputs';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, queryClient, useFotoSrc } from '@clinica/shared';
import { http, notify } from '@clinica/shared/core';

const FOTO_MAX_BYTES = 5 * 1024 * 1024;
const FOTO_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Where a photo is sent: a patient's or a user's (the api answers the path to save in `foto`). */
export type FotoUploadPath = 'gerenciar/paciente/foto' | 'gerenciar/usuario/foto';

const useUploadFoto = (path: FotoUploadPath) =>
  useMutation(
    {
      mutationFn: (file: File): Promise<string> => {
        const form = new FormData();
        form.append('arquivo', file, file.name);
        return http
          .post(path, { body: form })
          .json()
          .then((answer) => answer.foto);
      },
    },
    queryClient,
  );

export interface FotoFieldProps {
  value: string | null;
  onChange: (foto: string | null) => void;
  /** whose photo: the avatar's text alternative */
  nome: string;
  uploadPath: FotoUploadPath;
  testId?: string;
}

/** A form's photo: shown, replaced by an upload (JPEG, PNG or WebP up to 5 MB, checked by its bytes) or removed; saved with the form. */
export function FotoField({ value, onChange, nome, uploadPath, testId }: FotoFieldProps): ReactNode {
  const { t } = useTranslation();
  const src = useFotoSrc(value);
  const upload = useUploadFoto(uploadPath);
  const choose = async (file: File): Promise<void> => {
    if (await imageFileProblem(file, FOTO_TIPOS, FOTO_MAX_BYTES)) {
      notify.warning(t('foto.invalida'));
      return;
    }
    try {
      onChange(await upload.mutateAsync(file));
    } catch {
      // the client showed the server's reason
    }
  };
  return (
    <Space align="center" size="middle" data-testid={testId}>
      <Avatar size={88} src={src} icon={<UserOutlined />} alt={nome || t('foto.foto')} />
      <Space orientation="vertical" size={4}>
        <Upload
          accept={FOTO_TIPOS.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('foto.escolher')}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange(null)} style={{ paddingInline: 0 }}>
            {t('foto.remover')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
