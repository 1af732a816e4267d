import { restContract } from '@paintforge/sync-protocol';
import { LinkConfirmation } from './link-confirmation';
import { t } from '../../i18n/t';

/** The link mailed to a new address (`/confirm-email-change?token=…`): makes it the account's email. */
export default function ConfirmEmailChangePage() {
  return (
    <LinkConfirmation
      title={t('auth.emailChangeTitle')}
      description={t('auth.emailChangeDescription')}
      endpoint={restContract.confirmEmailChange}
      pendingLabel={t('auth.emailChangeConfirming')}
      successText={t('auth.emailChanged')}
      invalidText={t('auth.emailChangeLinkInvalid')}
      next={{ signedIn: { to: '/profile', label: t('auth.backToProfile') }, signedOut: { to: '/login', label: t('auth.goToLogin') } }}
    />
  );
}
