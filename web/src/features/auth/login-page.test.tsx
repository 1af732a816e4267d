import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import LoginPage from './login-page';

const renderLogin = () => renderScreen(<LoginPage />, { path: '/login' });

describe('Login form (spec §5, §8)', () => {
  it('shows the spec messages beside the fields and sends nothing while they are wrong', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    // The first invalid field gets the focus, so a keyboard user lands on the problem.
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('is disabled and says so while the request is out, then shows the connection error inline', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const pending = await screen.findByRole('button', { name: 'Logging in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentRequests()).toEqual(['POST /api/auth/login']);

    release();
    expect(await screen.findByText('Connection error. Please check your internet connection and try again.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
