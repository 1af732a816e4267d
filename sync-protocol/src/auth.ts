import { z } from 'zod';
import { textSchema } from './entities/fields.js';
import { authMessages, emailMaxLength, nameMaxLength, passwordMaxLength } from './auth-messages.js';
import { languageCodes } from './i18n/languages.js';

/**
 * Request and answer shapes of `/api/auth/*` (spec §5, §7, §8), validated by the browser before sending and by
 * the server on arrival: one definition, so the two can never disagree on a rule or a message.
 * Passwords are never trimmed (a space is a character the user chose); names and emails are.
 */

export * from './auth-messages.js';

const email = (message: string) =>
  textSchema({ error: message })
    .trim()
    .max(emailMaxLength, { error: message })
    .pipe(z.email({ error: message }))
    // Stored and compared lower-cased: Ada@Example.com and ada@example.com are one account.
    .transform((value) => value.toLowerCase());

const newPassword = (minimum: number, minMessage: string) =>
  textSchema({ error: minMessage }).min(minimum, { error: minMessage }).max(passwordMaxLength, { error: authMessages.passwordMax });

/** One of the app's languages (issue 38); anything else is refused, never stored. */
export const languageSchema = z.enum(languageCodes, { error: authMessages.languageInvalid });

const name = (requiredMessage: string) =>
  textSchema({ error: requiredMessage }).trim().min(1, { error: requiredMessage }).max(nameMaxLength, { error: authMessages.nameTooLong });

export const registerRequestSchema = z
  .object({
    email: email(authMessages.invalidEmail),
    password: newPassword(8, authMessages.passwordMin),
    firstName: name(authMessages.firstNameRequired),
    lastName: name(authMessages.lastNameRequired),
    captchaAnswer: z.number({ error: authMessages.captchaRequired }).int({ error: authMessages.captchaWrong }),
    // Spec §7: the browser sends the answer it expects. It proves nothing against a script; rate limits and
    // email verification are the real defence. It does catch a human's slip before an account is made.
    captchaExpectedAnswer: z.number({ error: authMessages.captchaRequired }).int({ error: authMessages.captchaWrong }),
    // The language the app shows while registering: the account keeps it, so the verification mail is in it.
    language: languageSchema.optional(),
  })
  .refine((body) => body.captchaAnswer === body.captchaExpectedAnswer, { error: authMessages.captchaWrong, path: ['captchaAnswer'] });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: email(authMessages.invalidEmail),
  // Any length is accepted for checking, up to a bound that keeps hashing cheap for a hostile caller.
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(1024, { error: authMessages.passwordMax }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: authMessages.verificationTokenRequired })
    .trim()
    .min(1, { error: authMessages.verificationTokenRequired })
    .max(200),
});

export const forgotPasswordRequestSchema = z.object({ email: email(authMessages.invalidEmail) });

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: authMessages.resetTokenRequired }).trim().min(1, { error: authMessages.resetTokenRequired }).max(200),
  newPassword: newPassword(8, authMessages.passwordMin),
});

export const profileUpdateRequestSchema = z.object({
  firstName: name(authMessages.firstNameRequired),
  lastName: name(authMessages.lastNameRequired),
});

/** The painter's choice of language, kept on the account for their other devices and for mails; null = the browser's. */
export const languageUpdateRequestSchema = z.object({ language: languageSchema.nullable() });

export const emailChangeRequestSchema = z.object({ newEmail: email(authMessages.validEmailRequired) });

export const passwordChangeRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, { error: authMessages.currentPasswordRequired })
      .max(1024),
    newPassword: newPassword(6, authMessages.newPasswordMin),
    confirmPassword: z.string({ error: authMessages.confirmPasswordRequired }).min(1, { error: authMessages.confirmPasswordRequired }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, { error: authMessages.passwordsDontMatch, path: ['confirmPassword'] });

/** Spec §9: at most 5MB of image; base64 makes that 4/3 as many characters, plus the data URL's prefix. */
export const profileImageMaxBytes = 5 * 1024 * 1024;
export const profileImageRequestSchema = z.object({
  profileImageUrl: z
    .string({ error: authMessages.profileImageInvalid })
    .max(Math.ceil((profileImageMaxBytes * 4) / 3) + 64, { error: authMessages.profileImageInvalid })
    .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, { error: authMessages.profileImageInvalid }),
});

export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: authMessages.passwordRequired }).min(1, { error: authMessages.passwordRequired }).max(1024),
});

/** The signed-in user as `/api/auth/me` and login send it, and as the browser stores it under `user`. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The language the painter chose (issue 38), null when their browser's languages decide. */
  language: languageSchema.nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const pendingEmailResponseSchema = z.object({ pendingEmail: z.string() });

/** The first message of a failed parse, as the forms and the API's 400 answers show it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Per-field messages of a failed parse, for forms that show each message beside its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
