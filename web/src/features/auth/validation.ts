/** Client-side checks of the login and register forms, with the spec's exact messages (spec §5). */

// The same shape zod's email check accepts: something@domain.tld, no spaces, no consecutive dots.
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (values.password.length < 1) errors.password = 'Password is required';
  return errors;
}

export interface RegisterValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  captchaAnswer: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (!isValidEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (values.password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (values.firstName.trim().length < 1) errors.firstName = 'First name is required';
  if (values.lastName.trim().length < 1) errors.lastName = 'Last name is required';
  if (values.captchaAnswer.trim().length < 1) errors.captchaAnswer = 'Please solve the captcha';
  return errors;
}
