import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginRequestSchema, restContract } from '@paintforge/sync-protocol';
import { Alert } from '../../components/alert';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { callRoute } from '../../data/server/rest-client';
import { storeSession } from '../../data/account/auth-state';
import { followAccountLanguage } from '../../data/account/account-language';
import { AuthLayout, authLinkClass } from './auth-layout';
import { loginErrorMessage } from '../../messages/error-text';
import { t } from '../../i18n/t';

/** Login (spec §2): email and password; success stores the session and goes to /, failures show inline. */
export default function LoginPage() {
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: loginRequestSchema, initial: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(
    async (request) => {
      setFailure(null);
      try {
        const answer = await callRoute(restContract.login, { body: request });
        storeSession(answer.token, answer.user);
        // Issue 38: the language the painter chose on another device is this one's from now on.
        void followAccountLanguage(answer.user);
        void navigate('/');
      } catch (error) {
        setFailure(loginErrorMessage(error));
      }
    },
    () => setFailure(null),
  );

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      description={t('auth.loginDescription')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to="/register" className={authLinkClass}>
            {t('auth.registerLink')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Field label={t('auth.email')} error={form.errors.email}>
          {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <Field label={t('auth.password')} error={form.errors.password}>
          {(control) => <Input {...control} {...form.field('password')} type="password" autoComplete="current-password" />}
        </Field>
        <p className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            {t('auth.forgotPasswordLink')}
          </Link>
        </p>
        <SubmitButton className="w-full" pending={form.pending} label={t('auth.loginButton')} pendingLabel={t('auth.loggingIn')} />
      </form>
    </AuthLayout>
  );
}
