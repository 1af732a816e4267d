import { messageGroup } from '../i18n/t';

/**
 * Spec §6 and §8's words for the admin dashboard, and the words for the refusals the spec leaves open.
 * neverBackedUp: systemHealth.lastBackup when no backup file exists yet.
 */
export const adminText = messageGroup('admin', [
  'accessDeniedTitle',
  'accessDenied',
  'toggleSuccess',
  'toggleFailed',
  'deleteSuccess',
  'deleteFailed',
  'userNotFound',
  'ownAdminRight',
  'ownAccount',
  'lastAdmin',
  'neverBackedUp',
]);
