// The shared schemas' messages are read only as the names of the catalog's words below, never shown (the lint rule's
// aim): one definition, so a message added there without words here fails the type check.
// eslint-disable-next-line no-restricted-imports
import { authMessages, nameMaxLength, passwordMaxLength } from '@paintforge/sync-protocol';
import type { MessageKey } from '../i18n/catalog';
import { messageGroup, t } from '../i18n/t';

/** The forms' own words (spec §5, §8, §9) that are not a field's validation message. */
export const authFormText = messageGroup('authForm', [
  'invalidEmail',
  'passwordMin',
  'captchaRequired',
  'captchaWrong',
  'weakPassword',
  'emailExists',
]);

export const projectFormText = messageGroup('projectForm', ['miniatureNameRequired', 'missingName']);

export const recipeFormText = messageGroup('recipeForm', ['partNameRequired', 'paintRequired', 'customPaintRequired']);

/** Spec §5 Miniature image: a photo's type, and its size (the file's bytes, or the pixels the server counts). */
export const imageText = messageGroup('image', ['invalidType', 'tooLarge']);

/**
 * The catalog's words for each message of the shared account schemas (sync-protocol auth-messages.ts). A Record over
 * its names: a message added there without words here fails the type check.
 */
const authMessageKeys: Record<keyof typeof authMessages, MessageKey> = {
  invalidEmail: 'authForm.invalidEmail',
  passwordRequired: 'auth.passwordRequired',
  passwordMin: 'authForm.passwordMin',
  passwordMax: 'auth.passwordMax',
  firstNameRequired: 'auth.firstNameRequired',
  lastNameRequired: 'auth.lastNameRequired',
  nameTooLong: 'auth.nameTooLong',
  captchaRequired: 'authForm.captchaRequired',
  captchaWrong: 'authForm.captchaWrong',
  resetTokenRequired: 'auth.resetTokenRequired',
  verificationTokenRequired: 'auth.verificationTokenRequired',
  validEmailRequired: 'auth.validEmailRequired',
  currentPasswordRequired: 'auth.currentPasswordRequired',
  newPasswordMin: 'auth.newPasswordMin',
  confirmPasswordRequired: 'auth.confirmPasswordRequired',
  passwordsDontMatch: 'auth.passwordsDontMatch',
  weakPassword: 'authForm.weakPassword',
  emailExists: 'authForm.emailExists',
  invalidCredentials: 'auth.invalidCredentialsShort',
  profileImageInvalid: 'auth.profileImageInvalid',
  languageInvalid: 'auth.languageInvalid',
};

// The schemas carry their message as English (one definition for the browser and the server): it is the message's
// name here, never shown as it is.
const keyOfMessage = new Map<string, MessageKey>(
  (Object.entries(authMessages) as [keyof typeof authMessages, string][]).map(([name, english]) => [english, authMessageKeys[name]]),
);

/**
 * A schema's validation message in the painter's language. A message of another schema (not the account's) is shown
 * as its own area's form words decide, so it passes through.
 */
export function schemaMessageText(message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key, { max: key === 'auth.nameTooLong' ? nameMaxLength : passwordMaxLength }) : message;
}
