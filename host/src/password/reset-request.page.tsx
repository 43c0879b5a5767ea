import { useState, type ReactNode } from 'react';
import { Button, Input } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Result } from '@clinica/shared/antd/result';
import { MailOutlined } from '@clinica/shared/icons';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Link } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, apiErrorStatus, notify } from '@clinica/shared';
import { FormField } from '@clinica/shared/forms';
import { AuthCard } from '../login/auth-card.tsx';
import { useRequestResetMutation } from './password.resource.ts';

const schema = v.object({ email: v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, 'reset.emailInvalido')) });

/** /resetpwd: asks for the reset link (spec 01 section 2). */
export function ResetRequestPage(): ReactNode {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const request = useRequestResetMutation();
  const { control, handleSubmit, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { email: '' },
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSent(true);
    } catch (failure) {
      // Only 'not found' is reported (spec 01 section 8); other failures stay silent.
      if (apiErrorStatus(failure) === 404) notify.warning(t('reset.naoEncontrado'), { seconds: 10 });
    }
  });

  return (
    <AuthCard title={t('reset.titulo')} subtitle={sent ? undefined : t('reset.texto')}>
      {sent ? (
        <Result status="success" subTitle={t('reset.enviado')} data-testid="reset-sent" />
      ) : (
        <Form layout="vertical" onFinish={() => void onSubmit()} requiredMark={false}>
          <FormField control={control} name="email" id="reset-email" label={t('reset.email')} errorsAfterChange>
            {(field) => <Input {...field} id="reset-email" size="large" prefix={<MailOutlined />} autoComplete="email" autoFocus />}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block disabled={!formState.isValid} loading={formState.isSubmitting}>
            {t('reset.enviar')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('reset.voltarLogin')}</Link>
      </div>
    </AuthCard>
  );
}
