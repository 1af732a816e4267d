import { afterEach } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { Toaster } from '../components/toast';
import { dismissToast } from '../components/use-toast';
import { clearCredentials, storeSession, type SessionUser } from '../data/account/auth-state';
import { sharedQueryClient } from '../data/server/query-client';
import './network';

/**
 * The one way component tests render a screen or dialog: in a memory router at `path`, with the app's toasts, as
 * `user` when given (a stored session, as after a login). Every other path renders nothing, so a test can follow a
 * redirect through `router.state.location`. Each test starts signed out with no toasts and an empty query cache.
 */
export const painter: SessionUser = {
  id: 'painter-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  pendingEmail: null,
};

export function renderScreen(
  element: ReactElement,
  { path = '/', at = path, user }: { path?: string; at?: string; user?: SessionUser } = {},
) {
  if (user) storeSession('component-test-token', user);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    { initialEntries: [at] },
  );
  // A file picker's `accept` is a hint the person can switch off ("All files"), so the screens' own checks are tested.
  const events = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { ...view, router, user: events };
}

afterEach(async () => {
  cleanup();
  await act(async () => {
    dismissToast();
    clearCredentials();
  });
  sharedQueryClient().clear();
  localStorage.clear();
});

/** What a screen reader reads after a control's name: the texts its aria-describedby points at (hint, error). */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
}
