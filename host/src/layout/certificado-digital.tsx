import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Spin, Typography } from '@clinica/shared/antd';
import { Descriptions } from '@clinica/shared/antd/details';
import { Form } from '@clinica/shared/antd/inputs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatDate, http, notify, queryClient, type ApiAnswer } from '@clinica/shared';

type Resposta = ApiAnswer<'gerenciar/assinatura/certificado', 'get'>;
const KEY = ['assinatura', 'certificado'] as const;

const base64De = (file: File): Promise<string> =>
  file.arrayBuffer().then((buffer) => {
    let binario = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binario);
  });

/**
 * A doctor's A1 certificate (issue 39): sent once with its password, kept sealed by the api and never
 * shown again — only its holder, issuer and validity. The certificates, prescriptions and exam
 * requests the doctor issues then come out signed (PAdES).
 */
export function CertificadoDigital(): ReactNode {
  const { t } = useTranslation();
  const atual = useQuery(
    { queryKey: KEY, queryFn: ({ signal }): Promise<Resposta> => http.get('gerenciar/assinatura/certificado', { signal }).json() },
    queryClient,
  );
  const [arquivo, setArquivo] = useState<File>();
  const [senha, setSenha] = useState('');
  const [falha, setFalha] = useState<string>();
  const salvar = useMutation(
    {
      mutationFn: async (): Promise<Resposta> =>
        http.put('gerenciar/assinatura/certificado', { json: { arquivo: await base64De(arquivo!), senha }, context: { silent: true } }).json(),
      onSuccess: (data) => {
        queryClient.setQueryData(KEY, data);
        setArquivo(undefined);
        setSenha('');
        setFalha(undefined);
        notify.success(t('certificado.salvo'));
      },
      // the file and the password typed stay: the message says what to fix
      onError: (error) => setFalha(apiErrorMessage(error) ?? t('certificado.erro')),
    },
    queryClient,
  );
  const remover = useMutation(
    {
      mutationFn: (): Promise<Resposta> => http.delete('gerenciar/assinatura/certificado').json(),
      onSuccess: (data) => {
        queryClient.setQueryData(KEY, data);
        notify.success(t('certificado.removido'));
      },
    },
    queryClient,
  );

  if (atual.isPending) return <Spin size="small" />;
  const certificado = atual.data?.certificado;
  return (
    <section data-testid="certificado-digital" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('certificado.titulo')}</Typography.Title>
      {certificado ? (
        <>
          <Descriptions column={1} size="small" bordered data-testid="certificado-atual">
            <Descriptions.Item label={t('certificado.titular')}>{certificado.titular}</Descriptions.Item>
            <Descriptions.Item label={t('certificado.emissor')}>{certificado.emissor}</Descriptions.Item>
            <Descriptions.Item label={t('certificado.validoAte')}>{formatDate(certificado.validoAte)}</Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 8 }}>
            <Button danger loading={remover.isPending} onClick={() => remover.mutate()}>
              {t('certificado.remover')}
            </Button>
          </Space>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('certificado.dica')}</Typography.Paragraph>
      )}
      <Form layout="vertical" component="div">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!arquivo) setFalha(t('certificado.faltaArquivo'));
            else if (!senha) setFalha(t('certificado.faltaSenha'));
            else salvar.mutate();
          }}
        >
          <Form.Item label={certificado ? t('certificado.trocar') : t('certificado.arquivo')} htmlFor="certificado-arquivo">
            <input
              id="certificado-arquivo"
              type="file"
              accept=".pfx,.p12,application/x-pkcs12"
              onChange={(event) => {
                setArquivo(event.target.files?.[0]);
                setFalha(undefined);
              }}
            />
          </Form.Item>
          <Form.Item label={t('certificado.senha')} htmlFor="certificado-senha">
            <Input.Password id="certificado-senha" value={senha} maxLength={200} autoComplete="off" onChange={(event) => setSenha(event.target.value)} />
          </Form.Item>
          {falha && <Alert type="error" showIcon title={falha} style={{ marginBottom: 16 }} role="alert" />}
          <Button htmlType="submit" loading={salvar.isPending}>
            {t('certificado.salvar')}
          </Button>
        </form>
      </Form>
    </section>
  );
}
