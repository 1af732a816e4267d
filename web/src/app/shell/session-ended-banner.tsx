import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/button';
import { useSyncStatus } from '../../data/status/sync-status';
import { sessionEndedText } from '../../messages/session-text';
import { t } from '../../i18n/t';

/**
 * Issue 33: the painter's session ended on another device (the password was changed there). Their data stays on
 * screen, read-only, and this says why and what is kept: the changes this phone has not sent yet go out after the
 * next login. Loaded only in that state (app-shell.tsx), with the sync layer it counts from.
 */
export default function SessionEndedBanner() {
  const { pendingCount } = useSyncStatus();
  return (
    <div role="region" aria-label={t('shell.sessionEnded.region')} className="border-b border-line bg-brand-soft text-ink">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2">
          <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
          <span className="min-w-0 break-words">{sessionEndedText(pendingCount)}</span>
        </p>
        <Button asChild size="sm" className="self-start sm:self-auto">
          <Link to="/login">{t('shell.sessionEnded.login')}</Link>
        </Button>
      </div>
    </div>
  );
}
