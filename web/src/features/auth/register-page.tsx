import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { apiRequest } from '../../data/api-client';
import { AuthLayout, authLinkClass, focusFirstInvalid } from './auth-layout';
import { registerErrorMessage } from './auth-errors';
import { generateCaptcha, spokenQuestion } from './captcha';
import { validateRegister, type RegisterValues } from './validation';

const emptyValues: RegisterValues = { email: '', password: '', firstName: '', lastName: '', captchaAnswer: '' };

/**
 * Registration (spec §2, §5): email, password, names and an arithmetic captcha. Success shows the server's
 * message (verify your email); the captcha is replaced after every success or failure.
 */
export default function RegisterPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [captcha, setCaptcha] = useState(() => generateCaptcha());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const errors = submitted ? validateRegister(values) : {};

  const update = (key: keyof RegisterValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function newCaptcha() {
    setCaptcha(generateCaptcha());
    setValues((current) => ({ ...current, captchaAnswer: '' }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (Object.keys(validateRegister(values)).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest<{ message?: string }>('POST', '/api/auth/register', {
        body: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          captchaAnswer: Number(values.captchaAnswer.trim()),
          captchaExpectedAnswer: captcha.answer,
        },
      });
      setResult({
        tone: 'success',
        text: answer?.message || 'Registration successful. Please check your email to verify your account.',
      });
      setValues(emptyValues);
      setSubmitted(false);
    } catch (error) {
      setResult({ tone: 'error', text: registerErrorMessage(error) });
    } finally {
      setPending(false);
      setCaptcha(generateCaptcha());
      setValues((current) => ({ ...current, captchaAnswer: '' }));
    }
  }

  return (
    <AuthLayout
      title="Register"
      description="Create your free account to track your paints and share your painted miniatures."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {result ? (
          <Alert tone={result.tone}>
            {result.text}
            {result.tone === 'success' ? (
              <>
                {' '}
                <Link to="/login" className={authLinkClass}>
                  Go to Login
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName}>
            {(control) => <Input {...control} name="firstName" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} />}
          </Field>
          <Field label="Last name" error={errors.lastName}>
            {(control) => <Input {...control} name="lastName" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />}
          </Field>
        </div>
        <Field label="Email" error={errors.email}>
          {(control) => (
            <Input {...control} type="email" name="email" autoComplete="email" inputMode="email" value={values.email} onChange={update('email')} />
          )}
        </Field>
        <Field label="Password" error={errors.password} hint="At least 8 characters.">
          {(control) => (
            <Input {...control} type="password" name="password" autoComplete="new-password" value={values.password} onChange={update('password')} />
          )}
        </Field>
        <Field
          error={errors.captchaAnswer}
          label={
            <>
              <span aria-hidden="true">Security check: what is {captcha.question}?</span>
              <span className="sr-only">Security check: {spokenQuestion(captcha)}</span>
            </>
          }
        >
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                name="captchaAnswer"
                inputMode="numeric"
                autoComplete="off"
                value={values.captchaAnswer}
                onChange={update('captchaAnswer')}
              />
              <Button variant="outline" size="icon" aria-label="Show a different question" title="Show a different question" onClick={newCaptcha}>
                <RefreshCw aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
