import { recipeRowsPerMiniature, type ErrorCode, type ErrorParams, type ErrorSubject } from '@paintforge/sync-protocol/constants';
import { imageText } from './form-text';

/**
 * The painter's words for every error code, built from the code and its params (sync-protocol/src/error-codes.ts).
 * A Record over ErrorCode: a code added there without words here fails the type check. Nothing here reads the
 * English a server or a mutator wrote; that `message` is for API clients and logs.
 */

/** The thing a refusal names, as the product calls it. */
const subjectWords: Record<ErrorSubject, string> = {
  paint: 'paint',
  project: 'miniature',
  recipe: 'recipe paint',
  pileSettings: 'pile settings',
  army: 'army',
  unit: 'unit',
  scheme: 'scheme',
  photo: 'photo',
};
const subjectPlurals: Record<ErrorSubject, string> = {
  paint: 'paints',
  project: 'miniatures',
  recipe: 'recipe paints',
  pileSettings: 'pile settings',
  army: 'armies',
  unit: 'units',
  scheme: 'schemes',
  photo: 'photos',
};

// Spec §8's words for a server that failed: the same whichever server failure it was.
const serverFailed = 'Server error. Please try again in a few moments.';
const updateTheApp = 'This version of the app sent a request the server does not accept. Please reload to update.';

export type ErrorText = (params: ErrorParams) => string;

export const errorCodeText: Record<ErrorCode, ErrorText> = {
  'bad-request': () => 'The server refused this request.',
  validation: ({ mutation, field }) => {
    if (mutation !== undefined) return `Unknown change “${mutation}”. Please update the app.`;
    return field ? `The value of “${field}” is not valid.` : 'Please check what you entered and try again.';
  },
  'invalid-json': () => updateTheApp,
  'payload-too-large': ({ subject }) => (subject === 'photo' ? imageText.tooLarge : 'This is too large to be saved.'),
  'too-deep': () => 'This is nested too deeply to be saved.',
  'uri-too-long': () => 'The address of this request is too long.',
  'headers-too-large': () => 'This request is too large for the server. Please sign out and sign in again.',
  'length-required': () => updateTheApp,
  'unsupported-media-type': () => updateTheApp,
  'method-not-allowed': () => updateTheApp,
  'not-acceptable': () => updateTheApp,
  'not-found': ({ subject }) => {
    if (subject === 'photo') return 'Its photo did not reach the server, so this change was not saved.';
    // A painter's settings are found by their account: another account's are refused as not there.
    if (subject === 'pileSettings') return 'These pile settings belong to another account. Please sign out and sign in again.';
    return subject ? `This ${subjectWords[subject]} no longer exists.` : 'This item no longer exists.';
  },
  conflict: ({ subject }) =>
    subject ? `This ${subjectWords[subject]} already exists.` : 'This conflicts with a change made elsewhere. Please reload and try again.',
  // Every limit a person meets counts their attempts (api: tooManyAttemptsBody); sync's own has its own words.
  'rate-limited': () => 'Too many attempts. Please wait a few minutes and try again.',
  'quota-exceeded': ({ subject, limit }) => {
    if (subject === 'photo' || subject === undefined || limit === undefined)
      return 'You have reached your storage limit. Delete some you no longer need to add more.';
    return `You have reached the limit of ${limit.toLocaleString('en')} ${subjectPlurals[subject]}. Delete some you no longer need to add more.`;
  },
  unauthenticated: () => 'Please sign in again.',
  unauthorized: () => 'Your session has ended. Please sign in again.',
  'password-changed': () => 'Your password was changed on another device. Log in again.',
  forbidden: () => "You don't have permission to do this.",
  'invalid-credentials': () => 'Invalid email or password. Please check your credentials and try again.',
  'email-exists': () => 'An account with this email already exists. Please try logging in instead.',
  'weak-password': () => 'Password is too weak. Please choose a stronger password.',
  'wrong-password': () => 'Current password is incorrect',
  'same-email': () => 'This is already the email address of your account.',
  'already-verified': () => 'Your email address is already verified.',
  'invalid-token': () => 'This link is invalid or has expired.',
  'own-account': () => 'You cannot do this to your own account. Ask another admin to do it.',
  'last-admin': () => 'This is the last admin. Make another user an admin first.',
  'backups-unavailable': () => 'This server keeps its data in PostgreSQL, which is backed up with its own tools (pg_dump), not from here.',
  'client-mismatch': () => 'This device’s changes belong to another account. Please sign out and sign in again.',
  'out-of-order': () => 'This device and the server disagree about which changes were sent. Your changes are kept on this device.',
  'app-too-old': () => 'This version of the app is too old to sync. Please reload to update; your changes are kept.',
  'server-too-old': () =>
    'The server is older than this app and cannot sync with it until it is updated. Your changes are kept on this device.',
  'hash-mismatch': () => 'The photo was damaged on the way. Please try again.',
  'invalid-image': () => 'Invalid file type',
  'unreadable-image': () =>
    'This photo could not be read to its end, so its hidden data (such as a GPS position) could not be removed. Save it again as a JPEG, PNG or WebP, or take a screenshot of it, and use that.',
  internal: () => serverFailed,
  'mail-unavailable': () => 'The email could not be sent. Please try again in a few minutes.',
  'database-unavailable': () => serverFailed,
  'shutting-down': () => 'The server is restarting. Please try again in a few moments.',
  'app-not-built': () => serverFailed,
  'image-link-invalid': () => 'Please paste a link that starts with https:// or http://.',
  'image-link-credentials': () => 'Links with a user name or password in them cannot be used. Please paste the image’s own link.',
  'image-link-private': () => 'That link leads to a private or local address. Only images on public websites can be used.',
  'image-link-unreachable': () => 'The image could not be fetched from that link.',
  'image-links-busy': () => 'The server is fetching many images just now. Please try again in a few seconds.',
  'recipe-full': () =>
    `This miniature’s recipe is full: it holds at most ${recipeRowsPerMiniature} paints. Remove some before adding more.`,
  'scheme-full': ({ limit }) => `This scheme is full: it holds at most ${limit ?? 100} steps. Remove some before adding more.`,
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
      return 'This change could not be saved on the server, so it was set aside to let your other changes sync.';
    case 'payload-too-large':
      return params.subject === 'photo' ? errorText(code, params) : 'This change is too large to be saved.';
    case 'too-deep':
      return 'This change is nested too deeply to be saved.';
    case 'validation':
      return params.mutation === undefined && params.field
        ? `This change was not saved: its “${params.field}” is not valid.`
        : errorText(code, params);
    default:
      return errorText(code, params);
  }
}
