import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { inProcessServer, renderApp, type Painter } from '../../testing/app-server';

// Issue 14's shared codes on a device, against the real server in process: a code one painter linked is theirs alone;
// once a second painter links it to the same paint (both members for a week), a third painter's device knows it the
// next time its scanner opens (the scanner refreshes the shared map). Moved down from the Chromium scanner test, whose
// third phone filmed the code again; the camera's reading stays there, and happy-dom has no camera: the digits are typed.
const server = inProcessServer();
const code = '4006381333931';

async function link(painter: Painter, catalogPaintId: string) {
  const linked = await server.call('POST', '/api/barcodes', { token: painter.token, body: { code, catalogPaintId } });
  expect(linked.statusCode, linked.body).toBe(200);
}

async function typeCode(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Barcode digits', {}, { timeout: 10_000 }), code);
  await view.user.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('a code shared by two painters', () => {
  it('is unknown to a third painter’s device while one painter’s, and answered once its scanner opens after the sharing', async () => {
    const found = await server.call('GET', '/api/paints/search?q=abaddon%20black');
    const abaddon = found.json<{ id: string; name: string; brand: string }[]>().find((paint) => paint.name === 'Abaddon Black');
    expect(abaddon).toBeDefined();
    const [first, second, third] = [
      await server.verifiedPainter('scan-first'),
      await server.verifiedPainter('scan-second'),
      await server.verifiedPainter('scan-third'),
    ];
    await server.age([first, second], 8);
    await link(first, abaddon!.id);

    const before = renderApp('/scan', third);
    await typeCode(before);
    expect((await screen.findByTestId('scan-unknown', {}, { timeout: 10_000 })).textContent).toContain(code);
    before.unmount();

    await link(second, abaddon!.id);
    const after = renderApp('/scan', third);
    await typeCode(after);
    await waitFor(() => expect(screen.getByTestId('scan-answer').textContent).toContain('Abaddon Black'), { timeout: 30_000 });
    expect(screen.getByTestId('scan-state').textContent).toBe('Not owned');
  });
});
