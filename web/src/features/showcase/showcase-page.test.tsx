import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import ShowcasePage from './showcase-page';

describe('Showcase page', () => {
  it('loads the shared project, says when it is unreachable, and tries again on request', async () => {
    const release = holdRequests();
    const { user } = renderScreen(<ShowcasePage />, { path: '/showcase/:id', at: '/showcase/abc%20d' });
    expect(await screen.findByText('Loading showcase…')).toBeTruthy();
    expect(sentRequests()).toEqual(['GET /api/showcase/abc%20d']);
    release();

    expect(await screen.findByRole('heading', { name: 'Showcase unavailable' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Connection error. Please check your internet connection and try again.')).toBeTruthy();
    expect(sentRequests()).toHaveLength(2);

    const again = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading showcase…')).toBeTruthy();
    await waitFor(() => expect(sentRequests()).toHaveLength(3));
    again();
    expect(await screen.findByRole('heading', { name: 'Showcase unavailable' }, { timeout: 5000 })).toBeTruthy();
  });
});
