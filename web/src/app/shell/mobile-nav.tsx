import { Link, useLocation } from 'react-router-dom';
import { Images, Palette } from 'lucide-react';
import { cn } from '../../components/cn';
import { t } from '../../i18n/t';
import { isNavLinkActive, navLink } from '../nav';

const links = [
  { link: navLink('/inventory', 'shell.nav.inventory'), Icon: Palette },
  { link: navLink('/projects', 'shell.nav.projects'), Icon: Images },
] as const;

/** The bottom bar with Inventory and Projects, on small screens only (spec §2). */
export function MobileNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('shell.nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-2">
        {links.map(({ link: { to, label }, Icon }) => {
          const active = isNavLinkActive(pathname, to);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-focus',
                  active ? 'text-brand-ink' : 'text-muted hover:text-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
