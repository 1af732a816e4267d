import type { SyncProblem } from '../data/status/sync-status';

/** Why sync stopped, in words for the painter: the engine reports a code, and the words live here in the UI. */
export const syncProblemText: Record<SyncProblem, string> = {
  offline: 'No connection. Your changes are saved on this device and will be sent when you are back online.',
  'server-unavailable': 'The server could not be reached just now. Your changes are saved on this device; trying again shortly.',
  'rate-limited': 'The server asked this device to slow down. Your changes are saved on this device; sending them again in a moment.',
  'signed-out': 'Sign in to sync. Your changes are saved on this device.',
  'other-account': 'Another account is signed in. This account’s changes stay on this device until it signs in again.',
  'update-required': 'This version of the app is too old to sync. Please reload to update; your changes are kept.',
  'server-too-old': 'The server is older than this app and cannot sync with it until it is updated. Your changes are kept on this device.',
  'client-mismatch': 'This device’s changes belong to another account. Please sign out and sign in again.',
  forbidden: 'The server refused to sync this device. Please sign out and sign in again; your changes are kept on this device.',
  stuck: 'This device and the server disagree about which changes were sent. Your changes are kept on this device.',
  'bad-answer': 'The server sent an answer this app does not understand. Your changes are kept; trying again later.',
  'storage-full': 'Your device is out of storage space. Free some space, then try again — nothing you saved before was lost.',
  unexpected: 'Something went wrong while syncing. Your changes are kept on this device; trying again later.',
};
