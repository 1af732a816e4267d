import { restContract } from '@paintforge/sync-protocol';
import { LinkConfirmation } from './link-confirmation';
import { t } from '../../i18n/t';

/** The link in the verification mail (`/verify-email?token=…`): confirms the address as the page opens. */
export default function VerifyEmailPage() {
  return (
    <LinkConfirmation
      title={t('auth.verifyTitle')}
      description={t('auth.verifyDescription')}
      endpoint={restContract.verifyEmail}
      pendingLabel={t('auth.verifying')}
      successText={t('auth.verified')}
      invalidText={t('auth.verifyLinkInvalid')}
      next={{ signedIn: { to: '/inventory', label: t('auth.continueToPaints') }, signedOut: { to: '/login', label: t('auth.goToLogin') } }}
    />
  );
}
