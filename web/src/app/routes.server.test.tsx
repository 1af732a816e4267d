import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { inProcessServer, renderApp } from '../testing/app-server';

/**
 * The routes of spec §2 in the whole app (shell and router), answered by the real server in process: the heading each
 * shows, where a signed-out visitor is sent, the landing page's buttons and the login page's links, the not-found page
 * and a showcase link that is no longer shared. The browser suite keeps one smoke test walking every route in one tab
 * of the built app with no console error (e2e/routes.test.ts), and the tap on the prerendered page.
 */
inProcessServer();

const heading = () => screen.findByRole('heading', { level: 1 }).then((node) => node.textContent);

// Every route of spec §2 with the heading it must show (or where it must send a signed-out visitor).
const routes: Array<{ path: string; heading: RegExp; landsOn?: string }> = [
  { path: '/', heading: /The Paint Forge/i },
  { path: '/inventory', heading: /paint/i },
  { path: '/projects', heading: /Painted Miniatures/i },
  { path: '/login', heading: /log ?in|sign ?in|welcome/i },
  { path: '/register', heading: /create|register|sign ?up/i },
  { path: '/profile', heading: /profile/i },
  { path: '/help', heading: /help|guide/i },
  { path: '/privacy-policy', heading: /Privacy Policy/i },
  { path: '/terms-of-service', heading: /Terms of Service/i },
  { path: '/feedback', heading: /log ?in|sign ?in|welcome/i, landsOn: '/login' },
  { path: '/admin', heading: /The Paint Forge/i, landsOn: '/' },
];

describe('every route of the spec renders', () => {
  for (const route of routes) {
    it(`${route.path} shows its heading${route.landsOn ? ` on ${route.landsOn}` : ''}`, async () => {
      const view = renderApp(route.path);
      await waitFor(async () => expect(await heading()).toMatch(route.heading));
      expect(view.location().split('?')[0]).toBe(route.landsOn ?? route.path);
      expect(screen.getAllByRole('main')).toHaveLength(1);
    });
  }

  it('an unknown path shows the not-found page with the exact texts', async () => {
    renderApp('/no/such/page');
    await waitFor(() => expect(screen.getByRole('main').textContent).toContain('404 Page Not Found'));
    expect(screen.getByRole('main').textContent).toContain('Did you forget to add the page to the router?');
  });

  it('a showcase no longer shared says so, with the invitation of a live showcase, not the developer 404', async () => {
    renderApp('/showcase/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByRole('heading', { name: 'This miniature is no longer shared' })).toBeTruthy();
    expect(screen.getByText('This showcase link does not exist, or its owner has stopped sharing it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText('Did you forget to add the page to the router?')).toBeNull();
  });
});

describe('the landing page and the login page link where spec §2 says', () => {
  const buttons: Array<[string, string]> = [
    ['Start Tracking for FREE', '/register'],
    ['Already Have an Account?', '/login'],
    ['Create Your Free Account', '/register'],
    ['View Complete Guide & Tutorial', '/help'],
  ];
  for (const [name, target] of buttons) {
    it(`'${name}' goes to ${target}`, async () => {
      const view = renderApp('/');
      await view.user.click(await screen.findByRole('link', { name }));
      await waitFor(() => expect(view.location()).toBe(target));
    });
  }

  it('shows the spec section titles', async () => {
    renderApp('/');
    for (const title of [
      'Everything You Need to Master Your Paint Collection',
      'Why Painters Love The Paint Forge',
      'Ready to Organize Your Paint Collection?',
    ]) {
      expect(await screen.findAllByRole('heading', { name: title })).toHaveLength(1);
    }
  });

  it('the login page links to "Forgot password?" and to Register', async () => {
    const view = renderApp('/login');
    await view.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(view.location()).toBe('/forgot-password'));
    await view.navigate('/login');
    const main = await screen.findByRole('main');
    await view.user.click(await waitFor(() => screen.getAllByRole('link', { name: 'Register' }).find((link) => main.contains(link))!));
    await waitFor(() => expect(view.location()).toBe('/register'));
  });
});
