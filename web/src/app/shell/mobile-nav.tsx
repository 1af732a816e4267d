import { Link, useLocation } from 'react-router-dom';
import { Images, Palette } from 'lucide-react';
import { cn } from '../../components/cn';
import { isNavLinkActive } from '../nav';

const links = [
  { to: '/inventory', label: 'Inventory', Icon: Palette },
  { to: '/projects', label: 'Projects', Icon: Images },
] as const;

/** The bottom bar with Inventory and Projects, on small screens only (spec §2). */
export function MobileNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-2">
        {links.map(({ to, label, Icon }) => {
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
