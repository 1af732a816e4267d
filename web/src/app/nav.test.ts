import { describe, expect, it } from 'vitest';
import { isNavLinkActive, mainNavLinks } from './nav';

describe('isNavLinkActive', () => {
  it('marks Home active only on an exact match', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/inventory', '/')).toBe(false);
    expect(isNavLinkActive('/help', '/')).toBe(false);
  });

  it('marks the other links active by path prefix', () => {
    expect(isNavLinkActive('/inventory', '/inventory')).toBe(true);
    expect(isNavLinkActive('/inventory/', '/inventory')).toBe(true);
    expect(isNavLinkActive('/projects/42', '/projects')).toBe(true);
    expect(isNavLinkActive('/projects/42/edit', '/projects')).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(isNavLinkActive('/projectsfoo', '/projects')).toBe(false);
    expect(isNavLinkActive('/inventory-old', '/inventory')).toBe(false);
    expect(isNavLinkActive('/', '/inventory')).toBe(false);
  });
});

describe('the main links', () => {
  it('name the pile so a new painter knows it: "Pile of shame", not a bare "Pile"', () => {
    expect(mainNavLinks.find((link) => link.to === '/pile')?.label).toBe('Pile of shame');
  });
});
