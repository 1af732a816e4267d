import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { stepNotesField, type SchemeRow } from '@paintforge/sync-protocol';
import { createScheme, updateSchemeStep } from '../../data/armies/armies';
import { requireDatabase } from '../../data/sync/runtime';
import { inProcessServer, renderApp } from '../../testing/app-server';
import { otherPhone } from '../../testing/other-phone';

// Issue 33: a colour scheme's step notes, edited on two phones. The other phone's later edit wins and this phone's
// words are kept on the step, with "Use mine" and "Dismiss", as for a miniature's description.
const server = inProcessServer();

const confirmed = async (id: string): Promise<SchemeRow | undefined> => (await requireDatabase()).confirmed('scheme').get(id);
const step = () => within(screen.getByRole('article', { name: 'Blues' })).getByTestId('scheme-step');
const syncNow = () => act(async () => void window.dispatchEvent(new Event('online')));

describe('a scheme step’s notes edited on two phones', () => {
  it('keeps this phone’s notes on the step; “Use mine” writes them back, “Dismiss” lets the next ones go', async () => {
    const painter = await server.verifiedPainter('kept-step');
    const view = renderApp('/armies', painter);
    await screen.findByRole('heading', { name: 'Schemes' }, { timeout: 10_000 });
    const schemeId = await act(() =>
      createScheme('Blues', [{ part: 'Armour', paint: null, technique: null, notes: 'Wash', unsure: false }]),
    );
    await waitFor(async () => expect(await confirmed(schemeId)).toBeTruthy(), { timeout: 10_000 });
    const stepId = (await confirmed(schemeId))!.steps[0]!.id;

    // This phone writes "Glaze" and it reaches the server; the other phone, which saw "Wash", writes "Edge" after.
    await act(() => updateSchemeStep(schemeId, stepId, { notes: 'Glaze' }));
    await waitFor(async () => expect((await confirmed(schemeId))?.steps[0]?.notes).toBe('Glaze'), { timeout: 10_000 });
    const push = otherPhone(server, painter);
    const otherWrites = (notes: string) =>
      push('scheme.updateStep@2', { schemeId, stepId, changes: { notes }, base: { notes: 'Wash' }, updatedAt: new Date().toISOString() });
    await otherWrites('Edge');
    await syncNow();

    await waitFor(() => expect(within(step()).getByText('Edge')).toBeTruthy(), { timeout: 10_000 });
    expect(within(step()).getByRole('status').textContent).toContain('Edited on another phone — your version: Glaze');
    expect((await confirmed(schemeId))?.conflicts).toMatchObject([{ field: stepNotesField(stepId), text: 'Glaze' }]);

    await view.user.click(within(step()).getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(within(step()).getByText('Glaze')).toBeTruthy());
    expect(within(step()).queryByText(/Edited on/)).toBeNull();
    await waitFor(async () => expect(await confirmed(schemeId)).toMatchObject({ steps: [{ notes: 'Glaze' }], conflicts: [] }), {
      timeout: 10_000,
    });

    await otherWrites('Drybrush');
    await syncNow();
    await waitFor(() => expect(within(step()).getByText('Drybrush')).toBeTruthy(), { timeout: 10_000 });
    await view.user.click(within(step()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(step()).queryByText(/Edited on/)).toBeNull());
    await waitFor(async () => expect(await confirmed(schemeId)).toMatchObject({ steps: [{ notes: 'Drybrush' }], conflicts: [] }), {
      timeout: 10_000,
    });
  });
});
