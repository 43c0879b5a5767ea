import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormField, apiErrorMessage, apiErrorStatus, loginIdentifier, startPath, useSession } from '@clinica/shared';
import { homePath, login } from '../session/session.resource.ts';
import { loginSchema, type LoginForm } from './login.schema.ts';
import { AuthCard } from './auth-card.tsx';
import { preloadRouteRemote } from '../remotes/remotes-file.ts';
import { loadPortalFrame } from '../router/portal-frame.ts';

export function LoginPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string>();
  const [capsLock, setCapsLock] = useState(false);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { usuario: '', senha: '' },
    mode: 'onTouched',
  });

  // A still-valid session goes straight to the user's first area.
  if (session.token) return <Navigate to={startPath(session.authorities)} replace />;

  const onSubmit = handleSubmit(async ({ usuario, senha }) => {
    setError(undefined);
    try {
      const token = await login(loginIdentifier(usuario), senha);
      if (!useSession.getState().start(token)) {
        setError(t('login.semPerfil'));
        return;
      }
      // the frame and the first screen's remote load while the start screen is looked up and opened
      loadPortalFrame();
      const home = await homePath();
      void preloadRouteRemote(`#${home}`);
      await navigate(home, { replace: true });
    } catch (failure) {
      const status = apiErrorStatus(failure);
      if (status === 401) setError(t('login.erroCredenciais'));
      else if (status !== undefined && status < 500) setError(apiErrorMessage(failure) ?? t('login.erroServidor'));
      else setError(t('login.erroServidor'));
    }
  });

  const ended = session.endReason === 'expired' || session.endReason === 'unauthorized';

  return (
    <AuthCard title={t('login.titulo')} subtitle={t('login.subtitulo')}>
      {ended && !error && (
        <Alert
          type="warning"
          showIcon
          title={t('login.sessaoEncerrada')}
          description={t('login.sessaoEncerradaTexto')}
          style={{ marginBottom: 16 }}
          data-testid="session-ended"
        />
      )}
      {session.endReason === 'no-roles' && !error && <Alert type="error" showIcon title={t('login.semPerfil')} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" data-testid="login-error" />}
      <Form layout="vertical" onFinish={() => void onSubmit()} requiredMark={false}>
        <FormField control={control} name="usuario" id="login-usuario" label={t('login.usuario')}>
          {(field) => <Input {...field} id="login-usuario" size="large" prefix={<UserOutlined />} autoComplete="username" autoFocus />}
        </FormField>
        <FormField control={control} name="senha" id="login-senha" label={t('login.senha')} hint={capsLock ? t('login.capsLock') : undefined}>
          {(field) => (
            <Input.Password
              {...field}
              id="login-senha"
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              onKeyUp={(event) => setCapsLock(event.getModifierState('CapsLock'))}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          {t('login.entrar')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/resetpwd">{t('login.esqueciSenha')}</Link>
      </div>
      <div style={{ marginTop: 8, textAlign: 'center' }}>
        <Link to="/verificar-documento">{t('verificarDocumento.link')}</Link>
      </div>
    </AuthCard>
  );
}
