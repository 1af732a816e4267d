import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { firstIssueMessage, resetPasswordRequestSchema, restContract } from '@paintforge/sync-protocol';
import { Alert } from '../../components/alert';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { failureDescription } from '../../messages/error-text';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { callRoute } from '../../data/server/rest-client';
import { AuthLayout, authLinkClass } from './auth-layout';
import { t } from '../../i18n/t';
import { schemaMessageText } from '../../messages/schema-message-text';

/** The token check of the shared schema: 'Reset token is required' when the link lost its token. */
function tokenProblem(token: string): string | null {
  const result = resetPasswordRequestSchema.shape.token.safeParse(token);
  return result.success ? null : schemaMessageText(firstIssueMessage(result.error));
}

/**
 * The reset screen a reset mail links to (`/reset-password?token=…`): a new password of at least 8 characters.
 * The token is single-use and expires; a used or old link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const missingToken = tokenProblem(token);
  const form = useSchemaForm({
    schema: resetPasswordRequestSchema,
    initial: { newPassword: '' },
    toInput: (values) => ({ ...values, token }),
  });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.onSubmit(
    async (request) => {
      setResult(null);
      try {
        await callRoute(restContract.resetPassword, { body: request });
        setResult({ tone: 'success', text: t('auth.passwordReset') });
        form.reset();
      } catch (error) {
        setResult({
          tone: 'error',
          text: failureDescription(error, t('auth.resetFailed'), {
            'invalid-token': t('auth.resetLinkInvalid'),
          }),
        });
      }
    },
    () => setResult(null),
  );

  const footer = (
    <>
      {t('auth.linkExpired')}{' '}
      <Link to="/forgot-password" className={authLinkClass}>
        {t('auth.requestNewLink')}
      </Link>
    </>
  );

  if (missingToken) {
    return (
      <AuthLayout title={t('auth.resetTitle')} description={t('auth.resetDescription')} footer={footer}>
        <Alert tone="error">{t('auth.resetTokenMissing', { problem: missingToken })}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.resetTitle')} description={t('auth.resetDescription')} footer={footer}>
      {result?.tone === 'success' ? (
        <Alert tone="success">
          {result.text}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('auth.goToLogin')}
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {result ? <Alert tone="error">{result.text}</Alert> : null}
          <Field label={t('auth.newPassword')} error={form.errors.newPassword} hint={t('auth.passwordHint')}>
            {(control) => <Input {...control} {...form.field('newPassword')} type="password" autoComplete="new-password" />}
          </Field>
          <SubmitButton className="w-full" pending={form.pending} label={t('auth.resetButton')} pendingLabel={t('auth.resetting')} />
        </form>
      )}
    </AuthLayout>
  );
}
