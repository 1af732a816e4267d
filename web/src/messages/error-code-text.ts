import { recipeRowsPerMiniature, type ErrorCode, type ErrorParams } from '@paintforge/sync-protocol/constants';
import { activeLocale, t } from '../i18n/t';
import { adminText } from './admin-text';
import { authFormText, imageText } from './form-text';
import { syncProblemText } from './sync-problem-text';

/**
 * The painter's words for every error code, built from the code and its params (sync-protocol/src/error-codes.ts).
 * A Record over ErrorCode: a code added there without words here fails the type check. Nothing here reads the
 * English a server or a mutator wrote; that `message` is for API clients and logs.
 */

// Spec §8's words for a server that failed: the same whichever server failure it was.
const serverFailed = () => t('failure.server');
const updateTheApp = () => t('errorCode.updateTheApp');

export type ErrorText = (params: ErrorParams) => string;

/** A count as the painter's language writes it ("1,000", "1.000", "1 000"). */
const count = (value: number) => new Intl.NumberFormat(activeLocale()).format(value);

export const errorCodeText: Record<ErrorCode, ErrorText> = {
  'bad-request': () => t('errorCode.badRequest'),
  validation: ({ mutation, field }) => {
    if (mutation !== undefined) return t('errorCode.unknownChange', { mutation });
    return field ? t('errorCode.invalidField', { field }) : t('errorCode.validation');
  },
  'invalid-json': updateTheApp,
  'payload-too-large': ({ subject }) => (subject === 'photo' ? imageText.tooLarge : t('errorCode.tooLarge')),
  'too-deep': () => t('errorCode.tooDeep'),
  'uri-too-long': () => t('errorCode.uriTooLong'),
  'headers-too-large': () => t('errorCode.headersTooLarge'),
  'length-required': updateTheApp,
  'unsupported-media-type': updateTheApp,
  'method-not-allowed': updateTheApp,
  'not-acceptable': updateTheApp,
  // A painter's settings are found by their account: another account's are refused as not there (the catalog's
  // pileSettings words say so); a photo that is not there means the change waits for it.
  'not-found': ({ subject }) => t('errorCode.notFound', { subject: subject ?? 'none' }),
  conflict: ({ subject }) => t('errorCode.conflict', { subject: subject ?? 'none' }),
  // Every limit a person meets counts their attempts (api: tooManyAttemptsBody); sync's own has its own words.
  'rate-limited': () => t('errorCode.rateLimited'),
  'quota-exceeded': ({ subject, limit }) => {
    if (subject === 'photo' || subject === undefined || limit === undefined) return t('errorCode.storageFull');
    return t('errorCode.quotaExceeded', { subject, limit: count(limit) });
  },
  unauthenticated: () => t('errorCode.unauthenticated'),
  unauthorized: () => t('errorCode.unauthorized'),
  'password-changed': () => t('errorCode.passwordChanged'),
  forbidden: () => t('errorCode.forbidden'),
  'invalid-credentials': () => t('errorCode.invalidCredentials'),
  'email-exists': () => authFormText.emailExists,
  'weak-password': () => authFormText.weakPassword,
  'wrong-password': () => t('errorCode.wrongPassword'),
  'same-email': () => t('errorCode.sameEmail'),
  'already-verified': () => t('errorCode.alreadyVerified'),
  'invalid-token': () => t('errorCode.invalidToken'),
  'own-account': () => t('errorCode.ownAccount'),
  'last-admin': () => adminText.lastAdmin,
  'backups-unavailable': () => t('errorCode.backupsUnavailable'),
  'client-mismatch': () => syncProblemText['client-mismatch'],
  'out-of-order': () => syncProblemText.stuck,
  'app-too-old': () => syncProblemText['update-required'],
  'server-too-old': () => syncProblemText['server-too-old'],
  'hash-mismatch': () => t('errorCode.hashMismatch'),
  'invalid-image': () => imageText.invalidType,
  'unreadable-image': () => t('errorCode.unreadableImage'),
  internal: serverFailed,
  'mail-unavailable': () => t('errorCode.mailUnavailable'),
  'database-unavailable': serverFailed,
  'shutting-down': () => t('errorCode.shuttingDown'),
  'app-not-built': serverFailed,
  'image-link-invalid': () => t('errorCode.imageLinkInvalid'),
  'image-link-credentials': () => t('errorCode.imageLinkCredentials'),
  'image-link-private': () => t('errorCode.imageLinkPrivate'),
  'image-link-unreachable': () => t('errorCode.imageLinkUnreachable'),
  'image-links-busy': () => t('errorCode.imageLinksBusy'),
  'recipe-full': () => t('errorCode.recipeFull', { max: recipeRowsPerMiniature }),
  'scheme-full': ({ limit }) => t('errorCode.schemeFull', { limit: limit ?? 100 }),
};

/** The words for a code and its params. */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return errorCodeText[code](params);
}

/**
 * A change the painter made that was refused (by this device's mutator or by the server): mostly the code's own
 * words, but a refused change says "this change", and a server failure on one change set it aside.
 */
export function refusalText(code: ErrorCode, params: ErrorParams = {}): string {
  switch (code) {
    case 'internal':
      return t('errorCode.changeSetAside');
    case 'payload-too-large':
      return params.subject === 'photo' ? errorText(code, params) : t('errorCode.changeTooLarge');
    case 'too-deep':
      return t('errorCode.changeTooDeep');
    case 'validation':
      return params.mutation === undefined && params.field
        ? t('errorCode.changeInvalidField', { field: params.field })
        : errorText(code, params);
    default:
      return errorText(code, params);
  }
}
