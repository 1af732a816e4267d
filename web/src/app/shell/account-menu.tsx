import { UserRound } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { displayName, initials, useAuth } from '../../data/account/auth-state';
import { DeferredMenu } from './deferred-menu';
import { wordsReady } from '../../i18n/words-ready';
import { t } from '../../i18n/t';

// The menu's words (the language switch) come with it: a visitor's landing page has not loaded the catalog before.
const loadAccountMenu = () => Promise.all([import('./account-menu-items'), wordsReady()]).then(([module]) => module.AccountMenuItems);

/** The account menu's trigger: the painter's avatar when signed in, else a person icon. The menu loads at the first input. */
export function AccountMenu() {
  const { user } = useAuth();
  return (
    <DeferredMenu
      load={loadAccountMenu}
      trigger={
        user ? (
          <button
            type="button"
            // The initials on the avatar are in the name (WCAG 2.5.3: a speech user says what they see).
            aria-label={t('shell.menu.accountOf', { initials: initials(user) })}
            title={displayName(user)}
            className="flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-9 text-sm" />
          </button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={t('shell.menu.account')}>
            <UserRound aria-hidden="true" className="size-5" />
          </Button>
        )
      }
    />
  );
}
