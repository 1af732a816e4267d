import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { apiRequest } from '../../data/api-client';
import { storeSession, type SessionUser } from '../../data/auth-state';
import { AuthLayout, authLinkClass, focusFirstInvalid } from './auth-layout';
import { loginErrorMessage } from './auth-errors';
import { validateLogin, type LoginValues } from './validation';

interface LoginAnswer {
  token: string;
  user: SessionUser;
}

/** Login (spec §2): email and password; success stores the session and goes to /, failures show inline. */
export default function LoginPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = submitted ? validateLogin(values) : {};

  const update = (key: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validateLogin(values)).length > 0) {
      // Wait for React to mark the fields invalid, then focus the first.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest<LoginAnswer>('POST', '/api/auth/login', {
        body: { email: values.email.trim(), password: values.password },
      });
      if (!answer || typeof answer.token !== 'string' || typeof answer.user?.email !== 'string') throw new Error('Unexpected login answer');
      storeSession(answer.token, answer.user);
      void navigate('/');
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthLayout
      title="Login"
      description="Welcome back! Log in to your paint inventory and projects."
      footer={
        <>
          Don&rsquo;t have an account?{' '}
          <Link to="/register" className={authLinkClass}>
            Register
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Field label="Email" error={errors.email}>
          {(control) => (
            <Input {...control} type="email" name="email" autoComplete="email" inputMode="email" value={values.email} onChange={update('email')} />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {(control) => (
            <Input {...control} type="password" name="password" autoComplete="current-password" value={values.password} onChange={update('password')} />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </AuthLayout>
  );
}
