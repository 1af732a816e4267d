import { Link } from 'react-router-dom';
import { CircleHelp, LogIn, LogOut, MessageSquare, Settings, ShieldCheck, UserPlus, UserRound } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/menu';
import { displayName, initials, useAuth } from '../../data/auth-state';
import { useLogout } from './logout-dialog';

/**
 * The account menu (spec §2). Signed out: Login, Register, Help & Guide. Signed in: the avatar (initials, or the
 * profile picture), name and email, then Profile Settings, Feedback, Admin Dashboard (admins only), Help & Guide
 * and Logout.
 */
export function AccountMenu() {
  const { user, isAdmin } = useAuth();
  const logout = useLogout();

  return (
    <>
      <Menu modal={false}>
        <MenuTrigger asChild>
          {user ? (
            <button
              type="button"
              aria-label="Account menu"
              title={displayName(user)}
              className="flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-9 text-sm" />
            </button>
          ) : (
            <Button variant="ghost" size="icon" aria-label="Account menu">
              <UserRound aria-hidden="true" className="size-5" />
            </Button>
          )}
        </MenuTrigger>
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
              <MenuItem asChild>
                <Link to="/profile">
                  <Settings aria-hidden="true" /> Profile Settings
                </Link>
              </MenuItem>
              <MenuItem asChild>
                <Link to="/feedback">
                  <MessageSquare aria-hidden="true" /> Feedback
                </Link>
              </MenuItem>
              {isAdmin ? (
                <MenuItem asChild>
                  <Link to="/admin">
                    <ShieldCheck aria-hidden="true" /> Admin Dashboard
                  </Link>
                </MenuItem>
              ) : null}
              <MenuItem asChild>
                <Link to="/help">
                  <CircleHelp aria-hidden="true" /> Help & Guide
                </Link>
              </MenuItem>
              <MenuSeparator />
              <MenuItem onSelect={logout.request}>
                <LogOut aria-hidden="true" /> Logout
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem asChild>
                <Link to="/login">
                  <LogIn aria-hidden="true" /> Login
                </Link>
              </MenuItem>
              <MenuItem asChild>
                <Link to="/register">
                  <UserPlus aria-hidden="true" /> Register
                </Link>
              </MenuItem>
              <MenuSeparator />
              <MenuItem asChild>
                <Link to="/help">
                  <CircleHelp aria-hidden="true" /> Help & Guide
                </Link>
              </MenuItem>
            </>
          )}
        </MenuContent>
      </Menu>
      {logout.dialog}
    </>
  );
}
