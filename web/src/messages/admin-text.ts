/** Spec §6 and §8's words for the admin dashboard, and the words for the refusals the spec leaves open. */
export const adminText = {
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
  /** systemHealth.lastBackup when no backup file exists yet. */
  neverBackedUp: 'Never',
} as const;
