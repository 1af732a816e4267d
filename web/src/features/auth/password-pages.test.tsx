import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { descriptionOf, renderScreen } from '../../testing/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

describe('Forgot password form', () => {
  it('asks for a valid email before sending', async () => {
    const { user } = renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    expect(sentRequests()).toEqual([]);
  });

  it('is disabled while sending, then says the connection failed', async () => {
    const { user } = renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('button', { name: 'Sending…' })).hasAttribute('disabled')).toBe(true);
    expect(sentRequests()).toEqual(['POST /api/auth/forgot-password']);
    release();
    expect(await screen.findByText('Connection error. Please check your internet connection and try again.')).toBeTruthy();
  });
});

describe('Reset password form (spec §5)', () => {
  it('says the token is required when the link lost it, with no form', () => {
    renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText(/^Reset token is required\. Please open the link from your email again/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for a new password of at least 8 characters before sending', async () => {
    const { user } = renderScreen(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=abc' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe('At least 8 characters. Password must be at least 8 characters');
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain('Password must be at least 8 characters');
    expect(sentRequests()).toEqual([]);

    await user.type(screen.getByLabelText('New password'), ' enough');
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('button', { name: 'Resetting…' })).hasAttribute('disabled')).toBe(true);
    expect(sentRequests()).toEqual(['POST /api/auth/reset-password']);
    release();
    expect(await screen.findByText('Connection error. Please check your internet connection and try again.')).toBeTruthy();
  });
});
