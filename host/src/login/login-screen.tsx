import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { apiErrorMessage, apiErrorStatus, loginIdentifier, useSession } from '@clinica/shared/core';
import { login } from '../session/session.resource.ts';
import { loadPortalFrame } from '../router/portal-frame.ts';
import { SvgIcon } from '../layout/svg-icon.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthField } from './auth-field.tsx';
import { loginErrors, type LoginForm } from './login.rules.ts';

type Field = keyof LoginForm;

/**
 * The login screen, without antd, the router or the form libraries: it is the first screen of most
 * visits, so it loads only React, i18n and the session (@clinica/shared/core). `onLoggedIn` opens the
 * user's start screen once the session started.
 */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => Promise<void> }): ReactNode {
  const { t } = useTranslation();
  const endReason = useSession((state) => state.endReason);
  const [values, setValues] = useState<LoginForm>({ usuario: '', senha: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [capsLock, setCapsLock] = useState(false);
  const [senhaVisivel, setSenhaVisivel] = useState(false);

  const errors = loginErrors(values);
  const shownError = (field: Field): string | undefined => (touched[field] && errors[field] ? t(errors[field]) : undefined);
  const change = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setTouched({ usuario: true, senha: true });
    if (submitting || Object.keys(errors).length > 0) return;
    setError(undefined);
    setSubmitting(true);
    try {
      const token = await login(loginIdentifier(values.usuario.trim()), values.senha);
      if (!useSession.getState().start(token)) {
        setError(t('login.semPerfil'));
        setSubmitting(false);
        return;
      }
      // the frame loads while the start screen is looked up and opened
      loadPortalFrame();
      await onLoggedIn();
    } catch (failure) {
      const status = apiErrorStatus(failure);
      if (status === 401) setError(t('login.erroCredenciais'));
      else if (status !== undefined && status < 500) setError(apiErrorMessage(failure) ?? t('login.erroServidor'));
      else setError(t('login.erroServidor'));
      setSubmitting(false);
    }
    // once in, the screen stays busy until the start screen replaces it
  };

  const ended = endReason === 'expired' || endReason === 'unauthorized' || endReason === 'deactivated';
  const desativado = endReason === 'deactivated';
  const usuarioError = shownError('usuario');
  const senhaError = shownError('senha');
  const senhaHelp = senhaError ?? (capsLock ? t('login.capsLock') : undefined);
  const senhaToggle = senhaVisivel ? t('login.ocultarCaracteres') : t('login.mostrarCaracteres');

  return (
    <AuthCard title={t('login.titulo')} subtitle={t('login.subtitulo')}>
      {ended && !error && (
        <div className="auth-alert auth-alert--warning" role="status" data-testid="session-ended">
          <SvgIcon icon={ExclamationCircleFilled} />
          <span>
            <span className="auth-alert__title">{t(desativado ? 'login.acessoDesativado' : 'login.sessaoEncerrada')}</span>
            <span className="auth-alert__text">{t(desativado ? 'login.acessoDesativadoTexto' : 'login.sessaoEncerradaTexto')}</span>
          </span>
        </div>
      )}
      {endReason === 'no-roles' && !error && (
        <div className="auth-alert auth-alert--error" role="status">
          <SvgIcon icon={CloseCircleFilled} />
          <span>{t('login.semPerfil')}</span>
        </div>
      )}
      {error && (
        <div className="auth-alert auth-alert--error" role="alert" data-testid="login-error">
          <SvgIcon icon={CloseCircleFilled} />
          <span>{error}</span>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <AuthField id="login-usuario" label={t('login.usuario')} icon={UserOutlined} invalid={!!usuarioError} help={usuarioError}>
          <input
            id="login-usuario"
            value={values.usuario}
            onChange={change('usuario')}
            onBlur={leave('usuario')}
            autoComplete="username"
            autoFocus
            aria-invalid={usuarioError ? true : undefined}
            aria-describedby={usuarioError ? 'login-usuario-help' : undefined}
          />
        </AuthField>
        <AuthField id="login-senha" label={t('login.senha')} icon={LockOutlined} invalid={!!senhaError} help={senhaHelp}>
          <input
            id="login-senha"
            type={senhaVisivel ? 'text' : 'password'}
            value={values.senha}
            onChange={change('senha')}
            onBlur={leave('senha')}
            onKeyUp={(event) => setCapsLock(event.getModifierState('CapsLock'))}
            autoComplete="current-password"
            aria-invalid={senhaError ? true : undefined}
            aria-describedby={senhaHelp ? 'login-senha-help' : undefined}
          />
          <button
            type="button"
            className="auth-input__toggle"
            onClick={() => setSenhaVisivel((visivel) => !visivel)}
            aria-pressed={senhaVisivel}
            title={senhaToggle}
          >
            <SvgIcon icon={senhaVisivel ? EyeOutlined : EyeInvisibleOutlined} />
            <span className="auth-visually-hidden">{senhaToggle}</span>
          </button>
        </AuthField>
        <button type="submit" className="auth-button" aria-busy={submitting}>
          {submitting && <span className="auth-button__spinner" aria-hidden="true" />}
          {t('login.entrar')}
        </button>
      </form>
      <div className="auth__links">
        <a href="#/resetpwd">{t('login.esqueciSenha')}</a>
        <a href="#/verificar-documento">{t('verificarDocumento.link')}</a>
      </div>
    </AuthCard>
  );
}
