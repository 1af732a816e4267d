// The shared schemas' messages are read only as the names of the catalog's words below, never shown (the lint rule's
// aim): one definition, so a message added there without words here fails the type check.
/* eslint-disable no-restricted-imports */
import {
  authMessages,
  feedbackLimits,
  feedbackMessages,
  fieldErrors,
  fieldLimits,
  hexColorSchema,
  illFormedTextMessage,
  nameMaxLength,
  optionalText,
  paintMessages,
  passwordMaxLength,
} from '@paintforge/sync-protocol';
/* eslint-enable no-restricted-imports */
import type { MessageKey } from '../i18n/catalog';
import { t } from '../i18n/t';

type Worded = MessageKey | readonly [MessageKey, Record<string, number>];

/**
 * The catalog's words for each message of the shared schemas (sync-protocol auth-messages.ts, feedback-constants.ts,
 * entities/paint.ts),
 * with the bounds a message names. Records over their names: a message added there without words here fails the
 * type check.
 */
const authMessageWords: Record<keyof typeof authMessages, Worded> = {
  invalidEmail: 'authForm.invalidEmail',
  passwordRequired: 'auth.passwordRequired',
  passwordMin: 'authForm.passwordMin',
  passwordMax: ['auth.passwordMax', { max: passwordMaxLength }],
  firstNameRequired: 'auth.firstNameRequired',
  lastNameRequired: 'auth.lastNameRequired',
  nameTooLong: ['auth.nameTooLong', { max: nameMaxLength }],
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

const feedbackMessageWords: Record<keyof typeof feedbackMessages, Worded> = {
  subjectRequired: 'feedback.subjectRequired',
  subjectTooLong: ['feedback.subjectTooLong', { max: feedbackLimits.subjectMax }],
  messageMin: ['feedback.messageMin', { min: feedbackLimits.messageMin }],
  messageTooLong: ['feedback.messageTooLong', { max: feedbackLimits.messageMax }],
  typeUnknown: 'feedback.typeUnknown',
  colorReportIsBug: 'feedback.colorReportIsBug',
  unknownCatalogPaint: 'feedback.unknownCatalogPaint',
  idTaken: 'feedback.idTaken',
  idRequired: 'feedback.idRequired',
  tooMany: 'feedback.tooMany',
  submittedTitle: 'feedback.submittedTitle',
  submittedText: 'feedback.submittedText',
  submitFailedTitle: 'feedback.submitFailedTitle',
  noHistory: 'feedback.noHistory',
  replyTooLong: ['feedback.replyTooLong', { max: feedbackLimits.replyMax }],
  statusUnknown: 'feedback.statusUnknown',
  nothingToChange: 'feedback.nothingToChange',
  notFound: 'feedback.notFound',
};

const paintMessageWords: Record<keyof typeof paintMessages, Worded> = {
  nameRequired: 'inventory.dialog.nameRequired',
  brandRequired: 'inventory.dialog.brandRequired',
  colorRequired: 'inventory.dialog.colorRequired',
  typeRequired: 'inventory.dialog.typeRequired',
};

/** The English a shared field rule refuses `input` with, read from the rule itself (never restated here). */
function refusalOf(rule: { safeParse(input: unknown): { error?: { issues: readonly { message: string }[] } } }, input: unknown) {
  return rule.safeParse(input).error?.issues[0]?.message;
}

/**
 * The shared field rules' own messages (sync-protocol entities/fields.ts), which the paint form and others show: a
 * colour that is not a hex, a text too long for its field, a character no peer keeps. Made at the first message
 * shown, not when the module loads.
 */
function fieldRuleWords(): [string | undefined, Worded][] {
  return [
    [refusalOf(hexColorSchema, ''), 'inventory.dialog.colorInvalid'],
    [illFormedTextMessage, 'inventory.dialog.illFormed'],
    ...[...new Set(Object.values(fieldLimits))].map(
      (max) => [refusalOf(optionalText(max), 'x'.repeat(max + 1)), ['inventory.dialog.tooLong', { max }]] as [string | undefined, Worded],
    ),
  ];
}

// The schemas carry their message as English (one definition for the browser and the server): it is the message's
// name here, never shown as it is.
let wordsOfMessage: ReadonlyMap<string, Worded> | null = null;

function wordsOf(message: string): Worded | undefined {
  wordsOfMessage ??= new Map<string, Worded>([
    ...fieldRuleWords().filter((entry): entry is [string, Worded] => entry[0] !== undefined),
    ...(Object.entries(authMessages) as [keyof typeof authMessages, string][]).map(
      ([name, english]) => [english, authMessageWords[name]] as const,
    ),
    ...(Object.entries(feedbackMessages) as [keyof typeof feedbackMessages, string][]).map(
      ([name, english]) => [english, feedbackMessageWords[name]] as const,
    ),
    ...(Object.entries(paintMessages) as [keyof typeof paintMessages, string][]).map(
      ([name, english]) => [english, paintMessageWords[name]] as const,
    ),
  ]);
  return wordsOfMessage.get(message);
}

/**
 * A schema's validation message in the painter's language. A message of another schema (not the account's, the
 * feedback's, the paint's or the shared field rules') is shown as its own area's form words decide, so it passes
 * through.
 */
export function schemaMessageText(message: string): string {
  const words = wordsOf(message);
  if (words === undefined) return message;
  return typeof words === 'string' ? t(words) : t(words[0], words[1]);
}

/** Each field's first validation message of a failed parse (sync-protocol's fieldErrors), in the painter's language. */
export function localFieldErrors(error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  const errors = Object.entries(fieldErrors(error)).map(([field, message]) => [field, schemaMessageText(message)] as const);
  return Object.fromEntries(errors);
}
