import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { inProcessServer, renderApp } from '../../testing/app-server';

/**
 * A colour measured by painters (issue 36) on the device: three trusted painters' measurements agree on the real
 * server, and the catalog the app downloads shows it on the paint's card. A file of its own: the app checks the
 * catalog once per start, so it must not start with a catalog another test downloaded before the measurements.
 */
const server = inProcessServer();

describe('colours measured by painters (issue 36)', () => {
  it('a catalog card shows a measured colour as measured, by how many painters, with its spread and its measured pooled stop', async () => {
    const measurers = await Promise.all([1, 2, 3].map((n) => server.verifiedPainter(`measurer-${n}`)));
    await server.age(measurers, 8);
    const found = await server.call('GET', `/api/paints/search?q=${encodeURIComponent('agrax earthshade')}`);
    const agrax = (found.json() as CatalogPaint[]).find((paint) => paint.name === 'Agrax Earthshade' && paint.range === 'Shade')!;
    const stops = [
      { thin: '#8A7A5E', pooled: '#3B2E1C' },
      { thin: '#8C7C60', pooled: '#3D301E' },
      { thin: '#887A5C', pooled: '#3A2D1B' },
    ];
    for (const [index, painter] of measurers.entries()) {
      const { thin, pooled } = stops[index]!;
      const body = {
        type: 'bug',
        subject: 'Colour looks wrong: Citadel Agrax Earthshade',
        message: 'Measured on white card.',
        colorReport: { paintId: agrax.id, suggestedColor: thin, measured: { pooledColor: pooled } },
      };
      const response = await server.call('POST', '/api/feedback', { token: painter.token, body });
      expect(response.statusCode, response.body).toBe(201);
    }
    const all = (await server.call('GET', '/api/paints/all')).json() as CatalogPaint[];
    expect(all.find((paint) => paint.id === agrax.id)).toMatchObject({ colorSource: 'measured', measured: { painters: 3 } });

    const view = renderApp('/inventory?view=catalog', await server.verifiedPainter('measured-viewer'));
    await waitFor(() => expect(screen.getAllByText(/5,805 paints/).length).toBeGreaterThan(0), { timeout: 30_000 });
    await view.user.type(screen.getByLabelText('Search paints'), 'agrax earthshade');
    const card = await waitFor(() => screen.getByRole('listitem', { name: 'Agrax Earthshade · Shade, Citadel' }));
    expect(within(card).getByTestId('measured').textContent).toMatch(
      /^Measured by 3 painters · ΔE spread \d+\.\d · thin over white \/ pooled$/,
    );
    expect(card.textContent).not.toContain('approximate swatch');
    // The swatch draws the measured pooled stop, not the one drawn from the thin coat.
    const swatch = card.querySelector<HTMLElement>('[data-two-stop]')!;
    expect(swatch.style.backgroundImage.toUpperCase()).toContain('#3B2E1C');
  });
});
