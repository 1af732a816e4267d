/**
 * How the register form's text fields become the request the shared schema checks (sync-protocol/src/auth.ts):
 * the rules and messages live there, once, for the browser and the server alike.
 */
export type RegisterValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  captchaAnswer: string;
};

export const emptyRegisterValues: RegisterValues = { email: '', password: '', firstName: '', lastName: '', captchaAnswer: '' };

/** The typed answer as the request's number; blank is "not answered" (spec §5: 'Please solve the captcha'). */
export function captchaNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Spec §7: the answer and the expected answer both go to the server as numbers. */
export function registerInput(values: RegisterValues, expectedAnswer: number) {
  return { ...values, captchaAnswer: captchaNumber(values.captchaAnswer), captchaExpectedAnswer: expectedAnswer };
}
