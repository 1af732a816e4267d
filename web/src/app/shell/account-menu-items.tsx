import { Link } from 'react-router-dom';
import { CircleHelp, LogIn, LogOut, MessageSquare, Settings, ShieldCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuTrigger } from '../../components/menu';
import { isLanguage, languageNames, languages } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switch-language';
import type { MessageKey } from '../../i18n/catalog';
import { activeLocale, t } from '../../i18n/t';
import { displayName, initials, useAuth } from '../../data/account/auth-state';
import type { LoadedMenuProps } from './deferred-menu';
import { useLogout } from './logout-dialog';

interface MenuLinkSpec {
  to: string;
  /** Read at render, in the language shown. */
  label: MessageKey;
  Icon: LucideIcon;
}

const helpLink: MenuLinkSpec = { to: '/help', label: 'shell.menu.help', Icon: CircleHelp };
const signedInLinks: MenuLinkSpec[] = [
  { to: '/profile', label: 'shell.menu.profile', Icon: Settings },
  { to: '/feedback', label: 'shell.menu.feedback', Icon: MessageSquare },
  { to: '/admin', label: 'shell.menu.admin', Icon: ShieldCheck },
  helpLink,
];
const signedOutLinks: MenuLinkSpec[] = [
  { to: '/login', label: 'shell.menu.login', Icon: LogIn },
  { to: '/register', label: 'shell.menu.register', Icon: UserPlus },
];

/** The language switch (issue 38), for visitors and painters alike; the profile has the same. */
function LanguageChoice() {
  return (
    <>
      <MenuSeparator />
      <MenuLabel heading>{t('language.label')}</MenuLabel>
      <MenuRadioGroup
        value={activeLocale()}
        onValueChange={(value) => {
          if (isLanguage(value)) void switchLanguage(value);
        }}
      >
        {languages.map((language) => (
          <MenuRadioItem key={language} value={language} lang={language}>
            {languageNames[language]}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </>
  );
}

function MenuLinks({ links }: { links: MenuLinkSpec[] }) {
  return links.map(({ to, label, Icon }) => (
    <MenuItem key={to} asChild>
      <Link to={to}>
        <Icon aria-hidden="true" /> {t(label)}
      </Link>
    </MenuItem>
  ));
}

/**
 * The account menu (spec §2), loaded with Radix Menu at the first input (account-menu.tsx shows its trigger before).
 * Signed out: Login, Register, Help & Guide. Signed in: the avatar (initials, or the profile picture), name and email,
 * then Profile Settings, Feedback, Admin Dashboard (admins only), Help & Guide and Logout.
 */
export function AccountMenuItems({ trigger, defaultOpen }: LoadedMenuProps) {
  const { user, isAdmin } = useAuth();
  const logout = useLogout();

  return (
    <>
      <Menu modal={false} defaultOpen={defaultOpen}>
        <MenuTrigger asChild>{trigger}</MenuTrigger>
        <MenuContent className="max-w-[calc(100vw-1rem)]">
          {user ? (
            <>
              <MenuLabel className="flex items-center gap-3">
                <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-10 text-sm" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{displayName(user)}</span>
                  <span className="block truncate text-muted">{user.email}</span>
                </span>
              </MenuLabel>
              <MenuSeparator />
              <MenuLinks links={isAdmin ? signedInLinks : signedInLinks.filter((link) => link.to !== '/admin')} />
              <MenuSeparator />
              <MenuItem onSelect={logout.request}>
                <LogOut aria-hidden="true" /> {t('shell.menu.logout')}
              </MenuItem>
              <LanguageChoice />
            </>
          ) : (
            <>
              <MenuLinks links={signedOutLinks} />
              <MenuSeparator />
              <MenuLinks links={[helpLink]} />
              <LanguageChoice />
            </>
          )}
        </MenuContent>
      </Menu>
      {logout.dialog}
    </>
  );
}
