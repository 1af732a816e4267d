import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MailWarning } from 'lucide-react';
import { Button } from '../../components/button';
import { toast } from '../../components/use-toast';
import { ApiError, apiRequest } from '../../data/server/api-client';
import { getAuthState, onSessionExpired, useAuth } from '../../data/account/auth-state';
import { verifySession } from '../../data/account/session';
import { t } from '../../i18n/t';
import { richMessage } from '../../i18n/rich-message';

/**
 * Tells the painter when the server has refused their session (expired, revoked by a password change elsewhere,
 * or signed out on another device): the app now shows them signed out, their local data is still here, and
 * signing in again picks up where they left off.
 */
export function useSessionExpiredNotice(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        // Ended on another device: the banner says so, and why (session-ended-banner.tsx).
        if (getAuthState().ended) return;
        toast({
          title: t('shell.session.expired'),
          description: t('shell.session.expiredText'),
          duration: 10_000,
          action: { label: t('auth.loginLink'), altText: t('shell.session.loginAlt'), onClick: () => void navigate('/login') },
        });
      }),
    [navigate],
  );
}

async function resendVerification(email: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/resend-verification');
    toast({
      title: t('profile.emailSent', { email }),
      description: t('shell.verify.sentText'),
    });
  } catch (error) {
    // The words for every code load when a resend fails, not with the shell every visitor downloads first.
    const [{ errorText }, { failureDescription }] = await Promise.all([
      import('../../messages/error-code-text'),
      import('../../messages/error-text'),
    ]);
    if (error instanceof ApiError && error.code === 'already-verified') {
      // Verified meanwhile (perhaps on another device): refresh the stored user, which removes the banner.
      await verifySession();
      toast({ title: t('shell.verify.already'), description: errorText('already-verified') });
      return;
    }
    toast({
      title: t('shell.verify.notSent'),
      description: failureDescription(error, t('shell.verify.notSentText')),
      variant: 'destructive',
    });
  }
}

/** The banner a signed-in painter sees until their email address is verified, with a resend button. */
export function EmailVerificationBanner() {
  const { user, ended } = useAuth();
  const [sending, setSending] = useState(false);
  // A session ended elsewhere has its own banner; nothing can be resent without one.
  if (!user || ended || user.emailVerified !== false) return null;
  return (
    <div role="region" aria-label={t('shell.verify.region')} className="border-b border-line bg-brand-soft text-ink">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
          <span className="min-w-0 break-words">{richMessage('shell.verify.prompt', { email: <strong>{user.email}</strong> })}</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void resendVerification(user.email).finally(() => setSending(false));
          }}
        >
          {sending ? t('shell.verify.sending') : t('shell.verify.resend')}
        </Button>
      </div>
    </div>
  );
}
