import type { MessageKey } from '../i18n/catalog';
import { t } from '../i18n/t';

/** The header's links (spec §2: Home, Inventory, Projects; issue 25: Colour match; issue 26: Pile of shame, a name a new painter reads (issue 37); issue 35: Armies) and the bottom bar's (Inventory, Projects). */
export const mainNavLinks = [
  navLink('/', 'shell.nav.home'),
  navLink('/inventory', 'shell.nav.inventory'),
  navLink('/projects', 'shell.nav.projects'),
  navLink('/pile', 'shell.nav.pile'),
  navLink('/armies', 'shell.nav.armies'),
  navLink('/colours', 'shell.nav.colours'),
] as const;

/** A link whose label is read from the catalog each time, so it follows a language switch. */
export function navLink(to: string, key: MessageKey): { readonly to: string; readonly label: string } {
  return {
    to,
    get label() {
      return t(key);
    },
  };
}

/**
 * Whether a nav link is the current page: Home only on an exact match, the others by path prefix
 * (/projects is active on /projects and /projects/42, but not on /projectsfoo).
 */
export function isNavLinkActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
