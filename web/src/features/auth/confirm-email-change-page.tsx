import { restContract } from '@paintforge/sync-protocol';
import { LinkConfirmation } from './link-confirmation';

/** The link mailed to a new address (`/confirm-email-change?token=…`): makes it the account's email. */
export default function ConfirmEmailChangePage() {
  return (
    <LinkConfirmation
      title="Confirm Email Change"
      description="Confirming the new email address of your account."
      endpoint={restContract.confirmEmailChange}
      pendingLabel="Confirming your new email address…"
      successText="Your email address has been changed."
      invalidText="This email change link is invalid or has expired."
      next={{ signedIn: { to: '/profile', label: 'Back to Profile Settings' }, signedOut: { to: '/login', label: 'Go to Login' } }}
    />
  );
}
