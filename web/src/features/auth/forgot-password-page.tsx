import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema, restContract } from '@paintforge/sync-protocol';
import { Alert } from '../../components/alert';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { failureDescription } from '../../messages/error-text';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { callRoute } from '../../data/server/rest-client';
import { AuthLayout, authLinkClass } from './auth-layout';
import { t } from '../../i18n/t';

/**
 * "Forgot password?" (issue 3): asks for the email and sends a reset link. The server answers the same neutral
 * message whether or not the account exists, so this page cannot be used to find out who has an account.
 */
export default function ForgotPasswordPage() {
  const form = useSchemaForm({ schema: forgotPasswordRequestSchema, initial: { email: '' } });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.onSubmit(
    async (request) => {
      setResult(null);
      try {
        await callRoute(restContract.forgotPassword, { body: request });
        setResult({ tone: 'success', text: t('auth.resetLinkSent') });
        form.reset();
      } catch (error) {
        setResult({ tone: 'error', text: failureDescription(error, t('auth.resetLinkFailed')) });
      }
    },
    () => setResult(null),
  );

  return (
    <AuthLayout
      title={t('auth.forgotTitle')}
      description={t('auth.forgotDescription')}
      footer={
        <>
          {t('auth.remembered')}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('auth.backToLogin')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <Field label={t('auth.email')} error={form.errors.email}>
          {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <SubmitButton className="w-full" pending={form.pending} label={t('auth.sendResetLink')} pendingLabel={t('auth.sending')} />
      </form>
    </AuthLayout>
  );
}
