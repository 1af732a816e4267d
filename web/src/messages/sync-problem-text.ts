import type { SyncProblem } from '../data/status/sync-status';
import { namedMessages } from '../i18n/t';

/** Why sync stopped, in words for the painter: the engine reports a code, and the words live here in the UI. */
export const syncProblemText: Readonly<Record<SyncProblem, string>> = namedMessages('syncProblem', {
  offline: 'offline',
  'server-unavailable': 'serverUnavailable',
  'rate-limited': 'rateLimited',
  'signed-out': 'signedOut',
  'other-account': 'otherAccount',
  'update-required': 'updateRequired',
  'server-too-old': 'serverTooOld',
  'client-mismatch': 'clientMismatch',
  forbidden: 'forbidden',
  stuck: 'stuck',
  'bad-answer': 'badAnswer',
  'storage-full': 'storageFull',
  unexpected: 'unexpected',
});
