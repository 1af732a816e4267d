import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { descriptionOf, renderScreen } from '../../testing/render';
import RegisterPage from './register-page';

/** The captcha as a screen reader hears it ("What is 23 plus 7?"), answered. */
function captchaAnswer(): number {
  const spoken = screen.getByText(/^Security check: What is/).textContent ?? '';
  const [, a, operation, b] = /What is (\d+) (plus|minus|times) (\d+)\?/.exec(spoken) ?? [];
  const [x, y] = [Number(a), Number(b)];
  return operation === 'plus' ? x + y : operation === 'minus' ? x - y : x * y;
}

/** Every field but the captcha, valid. */
async function fillValidFields(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
}

describe('Register form (spec §5, §8)', () => {
  it('shows every field’s spec message and sends nothing', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(descriptionOf(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(descriptionOf(screen.getByLabelText('Last name'))).toBe('Last name is required');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('At least 8 characters. Password must be at least 8 characters');
    expect(descriptionOf(screen.getByLabelText(/^Security check/))).toBe('Please solve the captcha');

    await user.type(screen.getByLabelText('Password'), '1234567');
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain('Password must be at least 8 characters');
    await user.type(screen.getByLabelText('Password'), '8');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('At least 8 characters.');
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a wrong captcha answer before sending, with a new question', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidFields(user);
    await user.type(screen.getByLabelText(/^Security check/), String(captchaAnswer() + 1));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(descriptionOf(screen.getByLabelText(/^Security check/))).toBe('The captcha answer is not correct. Please try again.');
    expect((screen.getByLabelText(/^Security check/) as HTMLInputElement).value).toBe('');
    expect(sentRequests()).toEqual([]);
  });

  it('is disabled while sending, then shows the connection error and asks a new question', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillValidFields(user);
    await user.type(screen.getByLabelText(/^Security check/), String(captchaAnswer()));
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findByRole('button', { name: 'Creating account…' })).hasAttribute('disabled')).toBe(true);
    expect(sentRequests()).toEqual(['POST /api/auth/register']);
    release();
    const alert = await screen.findByText('Connection error. Please check your internet connection and try again.');
    expect(within(alert).queryByRole('link')).toBeNull();
    expect((screen.getByLabelText(/^Security check/) as HTMLInputElement).value).toBe('');
    // The values were valid when sent: the emptied captcha is not flagged.
    expect(descriptionOf(screen.getByLabelText(/^Security check/))).toBe('');
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(false);
  });
});
