/* No zod here: constants.ts carries this file into the web's first download. */

/** Spec §6 and §8's words for the admin dashboard, and the server's words for the refusals the spec leaves open. */
export const adminMessages = {
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to access the admin dashboard.",
  toggleSuccess: 'User admin status updated successfully',
  toggleFailed: 'Failed to update user admin status',
  deleteSuccess: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  userNotFound: 'User not found',
  ownAdminRight: 'You cannot remove your own admin rights. Ask another admin to do it.',
  ownAccount: 'You cannot delete your own account from the dashboard. Ask another admin, or delete it from your profile.',
  lastAdmin: 'This is the last admin. Make another user an admin first.',
  paintNotInCatalog: 'This paint is not in the paint database.',
  noCorrection: 'This paint has no correction.',
  backupsUnavailable: 'This server keeps its data in PostgreSQL, which is backed up with its own tools (pg_dump), not from here.',
  /** systemHealth.lastBackup when no backup file exists yet. */
  neverBackedUp: 'Never',
} as const;
