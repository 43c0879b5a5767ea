import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Typography } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, http, notify, useSession } from '@clinica/shared';
import { FotoField, isStrongPassword } from '@clinica/shared/forms';
import { refreshPermissions } from '../session/session.resource.ts';
import { CertificadoDigital } from './certificado-digital.tsx';

type Campo = 'senhaAtual' | 'novaSenha' | 'confirmacao';
const VAZIO: Record<Campo, string> = { senhaAtual: '', novaSenha: '', confirmacao: '' };

/** The same rules the api applies (POST update/token/reset/{id}), as i18n keys. */
function errosDe(values: Record<Campo, string>): Partial<Record<Campo, string>> {
  const erros: Partial<Record<Campo, string>> = {};
  if (!values.senhaAtual) erros.senhaAtual = 'novaSenha.obrigatoria';
  if (!isStrongPassword(values.novaSenha)) erros.novaSenha = 'novaSenha.regra';
  if (values.confirmacao !== values.novaSenha) erros.confirmacao = 'novaSenha.naoConferem';
  return erros;
}

/**
 * "Minha conta": who is logged in, their own photo (changed at once) and a password change while
 * logged in (the current password asked; the user's other sessions end). The name is the
 * administrator's to change, in Usuários (it is the login's, on documents and in the audit).
 */
export default function MinhaContaDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [values, setValues] = useState(VAZIO);
  const [tentou, setTentou] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const [falha, setFalha] = useState<string>();
  if (!user) return null;
  const erros = tentou ? errosDe(values) : {};

  const trocarFoto = async (foto: string | null): Promise<void> => {
    try {
      await http.put('gerenciar/usuario/minhaFoto', { json: { foto } });
      // the top bar shows the new photo now (the token carries it)
      await refreshPermissions().catch(() => undefined);
      notify.success(t('minhaConta.fotoSalva'));
    } catch {
      // the client showed the server's reason
    }
  };

  const fechar = (): void => {
    setValues(VAZIO);
    setTentou(false);
    setFalha(undefined);
    onClose();
  };

  const salvar = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    setTentou(true);
    setFalha(undefined);
    if (Object.keys(errosDe(values)).length > 0 || salvando) return;
    setSalvando(true);
    try {
      await http.post('update/token/reset/{id}', {
        params: { id: Number(user.id) },
        json: { senhaAtual: values.senhaAtual, novaSenha: values.novaSenha },
        context: { silent: true },
      });
      notify.success(t('minhaConta.senhaAlterada'));
      fechar();
    } catch (error) {
      // what was typed stays: the message says what to fix
      setFalha(apiErrorMessage(error) ?? t('minhaConta.erroSenha'));
    } finally {
      setSalvando(false);
    }
  };

  const campo = (name: Campo, autoComplete: string) => (
    <Form.Item
      label={t(`minhaConta.${name}`)}
      htmlFor={`minha-conta-${name}`}
      validateStatus={erros[name] ? 'error' : undefined}
      help={erros[name] ? t(erros[name]) : undefined}
    >
      <Input.Password
        id={`minha-conta-${name}`}
        value={values[name]}
        maxLength={256}
        autoComplete={autoComplete}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      />
    </Form.Item>
  );

  return (
    <Modal open={open} title={t('minhaConta.titulo')} onCancel={fechar} footer={null} destroyOnHidden>
      <div data-testid="minha-conta">
        <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{user.nome}</Typography.Text>
          <Typography.Text type="secondary">{t('minhaConta.dadosDica')}</Typography.Text>
        </Space>
        <div style={{ marginBottom: 16 }}>
          <FotoField
            value={user.foto}
            onChange={(foto) => void trocarFoto(foto)}
            nome={user.nome}
            uploadPath="gerenciar/usuario/foto"
            testId="minha-conta-foto"
          />
        </div>
        {/* issue 39: a doctor's A1 certificate signs the documents they issue */}
        {user.ehMedico && <CertificadoDigital />}
        <Typography.Title level={5}>{t('minhaConta.alterarSenha')}</Typography.Title>
        <Form layout="vertical" component="div">
          <form noValidate onSubmit={(event) => void salvar(event)}>
            {campo('senhaAtual', 'current-password')}
            {campo('novaSenha', 'new-password')}
            {campo('confirmacao', 'new-password')}
            {falha && <Alert type="error" showIcon title={falha} style={{ marginBottom: 16 }} role="alert" />}
            <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
              <Button onClick={fechar}>{t('minhaConta.fechar')}</Button>
              <Button type="primary" htmlType="submit" loading={salvando}>
                {t('minhaConta.alterarSenha')}
              </Button>
            </Space>
          </form>
        </Form>
      </div>
    </Modal>
  );
}
