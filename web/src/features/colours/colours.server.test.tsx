import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { catalogResponseSchema } from '@paintforge/sync-protocol';
import { inProcessServer, renderApp } from '../../testing/app-server';
import { catchDownloads } from '../../testing/downloads';

/**
 * The colour studio's catalog answers against the real server in process: a paint's equivalents in other brands,
 * reached from its catalog card, and the brand pair table as CSV. A tapped photo (canvas, a worker, offline) stays in
 * the browser suite (e2e/colours.test.ts).
 */
const server = inProcessServer();

describe('the colour studio against the server', () => {
  it('shows a paint’s equivalents in other brands, and downloads the brand pair table as CSV', async () => {
    const catalog = catalogResponseSchema.parse((await server.call('GET', '/api/paints/all')).json());
    const mephiston = catalog.find((paint) => paint.name === 'Mephiston Red' && paint.range === 'Base' && paint.brand === 'Citadel')!;
    const view = renderApp('/inventory?view=catalog');
    await waitFor(() => expect(screen.getAllByText(/5,805 paints/).length).toBeGreaterThan(0), { timeout: 30_000 });
    await view.user.type(screen.getByLabelText('Search paints'), 'mephiston red');
    // Reached from the paint's catalog card, as a painter finds it.
    await view.user.click(await screen.findByRole('link', { name: 'Equivalents in other brands: Mephiston Red · Base, Citadel' }));
    await waitFor(() => expect(view.location()).toBe(`/colours?paint=${mephiston.id}`));
    const equivalents = () => within(screen.getByTestId('colour-equivalents')).getAllByRole('listitem');
    await waitFor(() => expect(equivalents().length).toBeGreaterThan(3), { timeout: 30_000 });
    const texts = equivalents().map((item) => item.textContent ?? '');
    expect(texts.filter((text) => text.includes('Citadel'))).toEqual([]);
    expect(texts[0]).toMatch(/ΔE \d+\.\d/);

    const downloads = catchDownloads();
    await view.user.selectOptions(screen.getByLabelText('From brand'), 'Citadel');
    await view.user.selectOptions(screen.getByLabelText('To brand'), 'Vallejo');
    await view.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = await downloads.next();
    expect(file.filename).toBe('equivalents-Citadel-to-Vallejo.csv');
    const lines = (await file.blob.text()).split('\r\n');
    expect(lines[0]).toBe('"Brand","Paint","Hex","Equivalent brand","Equivalent paint","Equivalent hex","Delta E"');
    expect(lines.find((line) => line.startsWith('"Citadel","Mephiston Red · Base","#8E020F","Vallejo"'))).toMatch(/"\d+\.\d"$/);
  });
});
