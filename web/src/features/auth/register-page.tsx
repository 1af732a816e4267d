import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { registerRequestSchema, restContract } from '@paintforge/sync-protocol';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { NameFields } from '../../components/name-fields';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { callRoute } from '../../data/server/rest-client';
import { activeLocale, t } from '../../i18n/t';
import { isLanguage } from '../../i18n/languages';
import { AuthLayout, authLinkClass } from './auth-layout';
import { registerErrorMessage } from '../../messages/error-text';
import { generateCaptcha, spokenQuestion } from './captcha';
import { emptyRegisterValues, registerInput } from './validation';
import { authFormText } from '../../messages/form-text';

/**
 * Registration (spec §2, §5, §7): email, password, names and an arithmetic captcha. Success shows the server's
 * message (verify your email). The captcha is replaced after every success or failure, including a wrong answer
 * caught before sending.
 */
export default function RegisterPage() {
  const [captcha, setCaptcha] = useState(() => generateCaptcha());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A wrong answer is shown once the question it answered has been replaced, until the person types again.
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: registerRequestSchema,
    initial: emptyRegisterValues,
    toInput: (values) => registerInput(values, captcha.answer),
  });

  function newCaptcha() {
    setCaptcha(generateCaptcha());
    form.setValues((current) => ({ ...current, captchaAnswer: '' }));
  }

  const submit = form.onSubmit(
    async (request) => {
      setResult(null);
      setCaptchaNotice(null);
      try {
        // Issue 38: the account keeps the language the app is shown in, so the verification mail speaks it.
        const language = activeLocale();
        await callRoute(restContract.register, { body: isLanguage(language) ? { ...request, language } : request });
        setResult({ tone: 'success', text: t('auth.registered') });
        form.reset();
      } catch (error) {
        setResult({ tone: 'error', text: registerErrorMessage(error) });
        // The values were valid when sent; do not flag the emptied captcha as a mistake.
        form.hideErrors();
      }
      newCaptcha();
    },
    (errors) => {
      setResult(null);
      // An answer was typed but the schema refused it: a wrong answer (an empty one is 'Please solve the captcha').
      if (errors.captchaAnswer && form.values.captchaAnswer.trim() !== '') {
        setCaptchaNotice(authFormText.captchaWrong);
        newCaptcha();
      }
    },
  );

  const captchaField = form.field('captchaAnswer');

  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      description={t('auth.registerDescription')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('auth.loginLink')}
          </Link>
        </>
      }
    >
      {/* Registered: the message and the way on, alone. An emptied form and a fresh captcha under it read as "do it again". */}
      {result?.tone === 'success' ? (
        <Alert tone="success">
          {result.text}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('auth.goToLogin')}
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <NameFields form={form} />
          <Field label={t('auth.email')} error={form.errors.email}>
            {(control) => <Input {...control} {...form.field('email')} type="email" autoComplete="email" inputMode="email" />}
          </Field>
          <Field label={t('auth.password')} error={form.errors.password} hint={t('auth.passwordHint')}>
            {(control) => <Input {...control} {...form.field('password')} type="password" autoComplete="new-password" />}
          </Field>
          <Field
            error={captchaNotice ?? form.errors.captchaAnswer}
            label={
              <>
                <span aria-hidden="true">{t('auth.captchaShown', { question: captcha.question })}</span>
                <span className="sr-only">{t('auth.captchaSpoken', { question: spokenQuestion(captcha) })}</span>
              </>
            }
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  {...captchaField}
                  onChange={(event) => {
                    setCaptchaNotice(null);
                    captchaField.onChange(event);
                  }}
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Button variant="outline" size="icon" aria-label={t('auth.newQuestion')} title={t('auth.newQuestion')} onClick={newCaptcha}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                </Button>
              </div>
            )}
          </Field>
          <SubmitButton
            className="w-full"
            pending={form.pending}
            label={t('auth.createAccount')}
            pendingLabel={t('auth.creatingAccount')}
          />
        </form>
      )}
    </AuthLayout>
  );
}
