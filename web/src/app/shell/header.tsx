import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { isNavLinkActive, mainNavLinks } from '../nav';
import { SyncStatusSlot } from './sync-status-slot';
import { Logo } from '../../components/logo';
import { ThemeToggle } from './theme-toggle';
import { AccountMenu } from './account-menu';
import { t } from '../../i18n/t';

function NavItems({ pathname, onNavigate, vertical = false }: { pathname: string; onNavigate?: () => void; vertical?: boolean }) {
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {mainNavLinks.map(({ to, label }) => {
        const active = isNavLinkActive(pathname, to);
        return (
          <li key={to}>
            <Link
              to={to}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'block rounded-md px-3 font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                active ? 'bg-brand-soft text-brand-ink' : 'text-muted hover:bg-surface-2 hover:text-ink',
                vertical ? 'py-3 text-base' : 'py-2 text-sm',
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sticky header (spec §2): logo to /, Home / Inventory / Projects, the sync status (signed-in painters), a toggle
 * menu on small screens, account menu.
 */
export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) close();
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link
          to="/"
          onClick={close}
          className="mr-auto flex min-w-0 items-center gap-2 rounded-md py-1 pr-2 font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:mr-6"
        >
          <Logo className="size-8 sm:size-9" />
          <span className="truncate text-base sm:text-lg">The Paint Forge</span>
        </Link>
        <nav aria-label={t('shell.nav.main')} className="mr-auto hidden md:block">
          <NavItems pathname={pathname} />
        </nav>
        <SyncStatusSlot />
        <ThemeToggle />
        <AccountMenu />
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('shell.nav.menu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
        </Button>
      </div>
      <nav id="mobile-menu" aria-label={t('shell.nav.mobileMenu')} hidden={!menuOpen} className="border-t border-line px-3 py-3 md:hidden">
        <NavItems pathname={pathname} onNavigate={close} vertical />
      </nav>
    </header>
  );
}
