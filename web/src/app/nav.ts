/** The header's links (spec §2: Home, Inventory, Projects; issue 25: Colour match; issue 26: Pile of shame, a name a new painter reads (issue 37); issue 35: Armies) and the bottom bar's (Inventory, Projects). */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/inventory', label: 'Inventory' },
  { to: '/projects', label: 'Projects' },
  { to: '/pile', label: 'Pile of shame' },
  { to: '/armies', label: 'Armies' },
  { to: '/colours', label: 'Colour match' },
] as const;

/**
 * Whether a nav link is the current page: Home only on an exact match, the others by path prefix
 * (/projects is active on /projects and /projects/42, but not on /projectsfoo).
 */
export function isNavLinkActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
