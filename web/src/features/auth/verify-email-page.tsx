import { restContract } from '@paintforge/sync-protocol';
import { LinkConfirmation } from './link-confirmation';

/** The link in the verification mail (`/verify-email?token=…`): confirms the address as the page opens. */
export default function VerifyEmailPage() {
  return (
    <LinkConfirmation
      title="Verify Email"
      description="Confirming the email address of your account."
      endpoint={restContract.verifyEmail}
      pendingLabel="Verifying your email address…"
      successText="Your email address is verified."
      invalidText="This verification link is invalid or has expired."
      next={{ signedIn: { to: '/inventory', label: 'Continue to Your Paints' }, signedOut: { to: '/login', label: 'Go to Login' } }}
    />
  );
}
