import type { ReactNode } from 'react';
import { Alert, Button, Input } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { LockOutlined } from '@clinica/shared/icons';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useParams, useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiErrorStatus, notify } from '@clinica/shared';
import { FormField, newPasswordSchema, type NewPasswordForm } from '@clinica/shared/forms';
import { AuthCard } from '../login/auth-card.tsx';
import { useResetLink, useResetPasswordMutation } from './password.resource.ts';

/** /mudarSenha?hash=… and /newpwd/{token}: sets a new password from the e-mailed link. */
export function NewPasswordPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = useParams();
  const hash = params.get('hash') ?? token ?? '';
  const link = useResetLink(hash);
  const linkState: 'checking' | 'valid' | 'invalid' = !hash || link.isError ? 'invalid' : link.data ? 'valid' : 'checking';
  const owner = link.data?.email;
  const reset = useResetPasswordMutation();
  const { control, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { senha: '', confirmacao: '' },
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ senha }) => {
    try {
      await reset.mutateAsync({ hash, novaSenha: senha });
      notify.success(t('novaSenha.sucessoTexto'), { title: t('novaSenha.sucessoTitulo'), seconds: 15 });
      await navigate('/login', { replace: true });
    } catch (failure) {
      if (apiErrorStatus(failure) === 404) notify.error(t('novaSenha.tokenInvalido'), { seconds: 17 });
      else notify.error(apiErrorMessage(failure) ?? t('erros.generico'));
      await navigate('/resetpwd', { replace: true });
    }
  });

  const field = (name: 'senha' | 'confirmacao', label: string, id: string) => (
    <FormField control={control} name={name} id={id} label={label} errorsAfterChange>
      {(input) => <Input.Password {...input} id={id} size="large" prefix={<LockOutlined />} autoComplete="new-password" />}
    </FormField>
  );

  return (
    <AuthCard title={t('novaSenha.titulo')} subtitle={owner}>
      {linkState === 'invalid' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={hash ? t('novaSenha.tokenInvalido') : t('novaSenha.semHash')}
          data-testid="reset-link-invalid"
        />
      )}
      <Form layout="vertical" onFinish={() => void onSubmit()} requiredMark={false}>
        {field('senha', t('novaSenha.senha'), 'nova-senha')}
        {field('confirmacao', t('novaSenha.confirmacao'), 'confirmacao-senha')}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={!hash || linkState === 'invalid' || !formState.isValid}
          loading={formState.isSubmitting}
        >
          {t('novaSenha.enviar')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/resetpwd">{t('reset.titulo')}</Link>
      </div>
    </AuthCard>
  );
}
