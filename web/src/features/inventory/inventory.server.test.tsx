import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { inProcessServer, renderApp, type Painter } from '../../testing/app-server';
import { catchDownloads } from '../../testing/downloads';

/**
 * The inventory and the catalog against the real server in process, on the device's own database (fake-indexeddb)
 * with the real sync: what a painter holds, imports, exports and is told about colours. The phone layout (no sideways
 * scroll, six rows on screen, dialogs' actions in reach) stays in the browser suite (e2e/inventory.test.ts).
 */
const server = inProcessServer();

async function createPaint(painter: Painter, fields: Record<string, unknown>): Promise<void> {
  const response = await server.call('POST', '/api/paints', { token: painter.token, body: fields });
  expect(response.statusCode, response.body).toBe(201);
}

/** A catalog card, by its name and range as shown ('Nuln Oil · Shade') and its brand. */
const catalogItem = (label: string, brand: string) => screen.getByRole('listitem', { name: `${label}, ${brand}` });
/** A row of the inventory or wishlist list. */
const row = (name: string) => within(screen.getByRole('list', { name: /^(Inventory|Wishlist) paints$/ })).getByRole('listitem', { name });
const rowCount = (name: string) =>
  screen
    .queryAllByRole('list', { name: /^(Inventory|Wishlist) paints$/ })
    .flatMap((list) => within(list).queryAllByRole('listitem', { name })).length;
const tab = (name: RegExp) => screen.queryByRole('tab', { name });

async function openCatalog(painter: Painter) {
  const view = renderApp('/inventory?view=catalog', painter);
  await waitFor(() => expect(screen.getAllByText(/5,805 paints/).length).toBeGreaterThan(0), { timeout: 30_000 });
  return view;
}

/**
 * Taps a list's tab and waits until it is the one shown. Twice in CI (never in a local run, loaded or not) the
 * Inventory tab tapped after the catalog's offline actions was still not shown 30 s later; what the page showed then
 * is in the failure's message. The tab's own behaviour is `tabs.test.tsx`'s: if the tap was lost, it is tapped once
 * more, so a lost tap on a loaded machine does not decide what this file proves (what the lists hold).
 */
async function openTab(view: ReturnType<typeof renderApp>, name: RegExp) {
  const shown = () => tab(name)?.getAttribute('aria-selected') === 'true';
  await view.user.click(tab(name)!);
  try {
    await waitFor(() => expect(shown()).toBe(true), { timeout: 10_000 });
  } catch {
    await view.user.click(tab(name)!);
    await waitFor(
      () =>
        expect(
          shown(),
          `${name} not shown at ${view.location()} (navigation ${view.router.state.navigation.state}); the page: ${screen.getByRole('main').textContent?.slice(0, 600)}`,
        ).toBe(true),
      { timeout: 20_000 },
    );
  }
}

async function search(view: ReturnType<typeof renderApp>, words: string) {
  const field = screen.getByLabelText('Search paints');
  await view.user.clear(field);
  await view.user.type(field, words);
}

describe('the catalog tells the truth, offline, with one row per paint', () => {
  it('a wished paint is "On wishlist", buying moves it, re-adding increments, running low moves it back', async () => {
    const view = await openCatalog(await server.verifiedPainter('truth'));
    server.connect(false);

    await search(view, 'nuln oil');
    const nuln = () => catalogItem('Nuln Oil · Shade', 'Citadel');
    const holding = () => within(nuln()).getByTestId('holding').textContent;
    await view.user.click(await within(await waitFor(nuln)).findByRole('button', { name: /^Add to wishlist/ }));
    await waitFor(() => expect(holding()).toContain('On wishlist'));
    expect(within(nuln()).queryByText(/Owned/)).toBeNull();

    await view.user.click(within(nuln()).getByRole('button', { name: /^Mark as bought/ }));
    await waitFor(() => expect(holding()).toContain('Owned ×1'));
    await view.user.click(within(nuln()).getByRole('button', { name: /^Add another/ }));
    await waitFor(() => expect(holding()).toContain('Owned ×2'));

    await openTab(view, /Inventory \(1\)/);
    await waitFor(() => expect(within(row('Nuln Oil · Shade')).getByTestId('quantity').textContent).toBe('2'), {
      timeout: 30_000,
    });
    expect(tab(/Wishlist \(0\)/)).not.toBeNull();

    await view.user.click(within(row('Nuln Oil · Shade')).getByRole('button', { name: 'More for Nuln Oil' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Move to wishlist' }));
    await waitFor(() => expect(tab(/Wishlist \(1\)/)).not.toBeNull());
    expect(tab(/Inventory \(0\)/)).not.toBeNull();
  });

  it('running low is what the painter marks (row quick action, the Edit switch) or 0 pots, and it syncs; Edit Paint opens without the keyboard', async () => {
    const painter = await server.verifiedPainter('running-low');
    for (const name of ['Wraithbone', 'Abaddon Black', 'Mephiston Red']) {
      await createPaint(painter, { name, brand: 'Citadel', color: '#DDD5C1', type: 'Base', quantity: 1 });
    }
    const view = renderApp('/inventory', painter);
    const figures = () => screen.getByTestId('collection-figures').querySelector('summary')?.textContent;
    // Three paints at one pot each: none is running low until the painter says so.
    await waitFor(() => expect(figures()).toBe('3 paints · 3 pots · 0 running low · 0 on wishlist'), { timeout: 30_000 });

    // The mark is in the row's More menu, in words; the row then says so under the name.
    const mark = async (words: string) => {
      await view.user.click(within(row('Wraithbone')).getByRole('button', { name: 'More for Wraithbone' }));
      await view.user.click(await screen.findByRole('menuitem', { name: words }));
    };
    expect(row('Wraithbone').textContent).not.toContain('running low');
    await mark('Mark running low');
    await waitFor(() => expect(row('Wraithbone').textContent).toContain('running low'));
    await waitFor(() => expect(figures()).toBe('3 paints · 3 pots · 1 running low · 0 on wishlist'));

    // The Edit dialog shows the same mark as a switch, and switching it off is saved at once.
    await view.user.click(within(row('Wraithbone')).getByRole('button', { name: 'Edit Wraithbone' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Paint' });
    // Edit Paint starts by reading: the dialog has the focus, not a text field (which pops the phone's keyboard up).
    await waitFor(() => expect(document.activeElement).toBe(edit));
    const toggle = within(edit).getByRole('switch', { name: 'Running low' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await view.user.click(toggle);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(figures()).toBe('3 paints · 3 pots · 0 running low · 0 on wishlist'));
    await mark('Mark running low');

    // Synced: the server's figures say the same.
    await waitFor(
      async () => {
        const stats = await server.call('GET', '/api/inventory/stats', { token: painter.token });
        expect(stats.json<{ runningLowCount: number }>().runningLowCount).toBe(1);
      },
      { timeout: 30_000 },
    );
  });

  it('selection mode exports the chosen paints as paint-inventory.csv', async () => {
    const painter = await server.verifiedPainter('export');
    await createPaint(painter, { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', quantity: 3 });
    await createPaint(painter, { name: 'Sunny, "Yellow"', brand: 'Vallejo', color: '#FFD700', type: 'Layer', quantity: 1 });
    const view = renderApp('/inventory', painter);
    await waitFor(() => row('Mephiston Red'), { timeout: 30_000 });
    const downloads = catchDownloads();

    await view.user.click(screen.getByRole('button', { name: 'Select paints' }));
    await view.user.click(screen.getByRole('button', { name: 'Select All' }));
    await waitFor(() => expect(screen.getByText('2 selected')).toBeTruthy());
    await view.user.click(screen.getByRole('button', { name: 'Export Selected' }));
    const file = await downloads.next();
    expect(file.filename).toBe('paint-inventory.csv');
    expect((await file.blob.text()).split(/\r?\n/)).toEqual([
      'Name,Brand,Type,Color,Quantity,Range,Catalog ID',
      'Mephiston Red,Citadel,Base,#9A1115,3,,',
      '"Sunny, ""Yellow""",Vallejo,Layer,#FFD700,1,,',
    ]);
  });
});

describe('import, and what I already own', () => {
  it('previews a CSV and a pasted list of names before adding them', async () => {
    const view = await openCatalog(await server.verifiedPainter('import'));
    await view.user.click(tab(/Inventory/)!);

    await view.user.click(screen.getByRole('button', { name: 'Import and backup' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import and backup' });
    const csv =
      'Name,Brand,Type,Color,Quantity\nNuln Oil,Citadel,Shade,#9A99A0,2\nMy Own Mix,Other,Layer,#123456,1\n,Citadel,Base,#000000,1\n';
    await view.user.upload(within(sheet).getByLabelText(/A CSV file/), new File([csv], 'paints.csv', { type: 'text/csv' }));
    const preview = await within(sheet).findByRole('list', { name: 'Paints to import' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nuln Oil · Shade · Citadel×2', 'My Own Mix · Other×1']);
    expect(within(sheet).getByRole('list', { name: 'Not imported' }).textContent).toBe('Row 4: no name.');
    expect(rowCount('Nuln Oil · Shade')).toBe(0);
    await view.user.click(within(sheet).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(row('Nuln Oil · Shade')).getByTestId('quantity').textContent).toBe('2'));
    await waitFor(() => row('My Own Mix'));

    await view.user.click(screen.getByRole('button', { name: 'Import and backup' }));
    const again = await screen.findByRole('dialog', { name: 'Import and backup' });
    await view.user.type(within(again).getByLabelText('Or paste paint names, one a line'), 'blod angles red\n1x nuln oil');
    await view.user.click(within(again).getByRole('button', { name: 'Match names' }));
    const matched = await within(again).findByRole('list', { name: 'Paints to import' });
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'blod angles red → Blood Angels Red · Contrast · Citadel×1',
      '1x nuln oil → Nuln Oil · Shade · Citadel×1Already owned ×2 →AddSkip',
    ]);
    await view.user.click(within(again).getByRole('button', { name: 'Import' }));
    await waitFor(() => row('Blood Angels Red · Contrast'));
    // One row per paint: the pasted Nuln Oil added to the one already owned.
    await waitFor(() => expect(within(row('Nuln Oil · Shade')).getByTestId('quantity').textContent).toBe('3'));
  });

  it('a catalog paint says which owned paint is the same colour, and keeps kinds apart; search takes a hex and forgives a typo', async () => {
    const painter = await server.verifiedPainter('near');
    await createPaint(painter, { name: 'Khorne Crimson', brand: 'Vallejo', color: '#8E020F', type: 'Base', quantity: 1 });
    await createPaint(painter, { name: 'Crimson Wash', brand: 'Vallejo', color: '#8E020F', type: 'Wash', quantity: 1 });
    const view = await openCatalog(painter);
    await search(view, 'mephiston red');
    await waitFor(() =>
      expect(within(catalogItem('Mephiston Red · Base', 'Citadel')).getByTestId('near-owned').textContent).toBe(
        'You own: Same colour — Khorne Crimson (Vallejo)',
      ),
    );

    await search(view, '#8a0303');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Paints' })).getAllByRole('listitem')[0]?.textContent).toMatch(/Red|Crimson|Blood/),
    );

    // Search forgives a typo (edit distance to names and words, when no name contains the words).
    await search(view, 'blod angles red');
    await waitFor(() => catalogItem('Blood Angels Red · Contrast', 'Citadel'));
  });
});

describe('what a phone screen of the inventory says (issue 37)', () => {
  // The layout of both (on the first screen, words within their buttons, four cards a screen) stays in Chromium:
  // e2e/hobby-table-again.test.ts.
  it('an empty inventory offers the import in words, and the toolbar names its control "Import and backup"', async () => {
    renderApp('/inventory', await server.verifiedPainter('empty'));
    expect(await screen.findByText('Got paints already? Paste a list or import a CSV', { exact: true }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import paints' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import and backup' }).textContent?.trim()).toBe('Import and backup');
  });

  it('a catalog card lists three other ranges then "+6 more", and keeps "Colour looks wrong?" in its menu', async () => {
    const view = await openCatalog(await server.verifiedPainter('cards'));
    await search(view, 'vallejo black');
    const results = () => within(screen.getByRole('list', { name: 'Paints' })).getAllByRole('listitem');
    // The pot a painter means first: Model Color Black, not the Wash FX.
    await waitFor(() => expect(results()[0]?.getAttribute('aria-label')).toBe('Black · Model Color, Vallejo'));
    const card = results()[0]!;
    expect(within(card).getByRole('button', { name: '+6 more' })).toBeTruthy();
    expect(within(card).queryByText('Colour looks wrong?')).toBeNull();
    await view.user.click(within(card).getByRole('button', { name: 'More for Black, Vallejo' }));
    expect(await screen.findByRole('menuitem', { name: 'Colour looks wrong?' })).toBeTruthy();
  });
});

/** Twenty names a Citadel painter pastes, each also sold as an Air pot or a Spray can; the pot each means. */
const pasted: readonly (readonly [string, string])[] = [
  ['Abaddon Black', 'Base'],
  ['Mephiston Red', 'Base'],
  ['Macragge Blue', 'Base'],
  ['Leadbelcher', 'Base'],
  ['Retributor Armour', 'Base'],
  ['Kantor Blue', 'Base'],
  ['Administratum Grey', 'Layer'],
  ['Wraithbone', 'Base'],
  ['Corax White', 'Base'],
  ['White Scar', 'Layer'],
  ['Zandri Dust', 'Base'],
  ['Balthasar Gold', 'Base'],
  ['Averland Sunset', 'Base'],
  ['Caliban Green', 'Base'],
  ['Khorne Red', 'Base'],
  ['Evil Sunz Scarlet', 'Layer'],
  ['Ushabti Bone', 'Layer'],
  ['Death Guard Green', 'Base'],
  ['Mechanicus Standard Grey', 'Base'],
  ['Dawnstone', 'Layer'],
];

describe('a catalog a painter can trust (issue 21)', () => {
  it('pasted names match brush-on pots, the export re-imports as nothing new, the pickers tell pots apart', async () => {
    const view = await openCatalog(await server.verifiedPainter('trust'));

    // Paste twenty names: each preview row is the brush-on pot, range shown, and every match is Citadel's.
    await view.user.click(tab(/Inventory/)!);
    await view.user.click(screen.getByRole('button', { name: 'Import and backup' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import and backup' });
    await view.user.click(within(sheet).getByLabelText('Or paste paint names, one a line'));
    await view.user.paste(pasted.map(([name]) => name).join('\n'));
    await view.user.click(within(sheet).getByRole('button', { name: 'Match names' }));
    const items = within(await within(sheet).findByRole('list', { name: 'Paints to import' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(pasted.map(([name, range]) => `${name} · ${range}`));
    expect(items.filter((item) => !item.textContent?.includes('· Citadel'))).toEqual([]);
    // Macragge Blue can be switched to its other pots, told apart by range.
    const pot = within(sheet).getByRole('combobox', { name: 'Pot for Macragge Blue' });
    expect([...pot.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Macragge Blue · Base',
      'Macragge Blue · Air',
      'Macragge Blue · Spray',
    ]);
    expect(within(sheet).getByText('20 paints will be added to your inventory.')).toBeTruthy();
    await view.user.click(within(sheet).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(tab(/Inventory \(20\)/)).not.toBeNull(), { timeout: 10_000 });

    // Add Paint: the owned pot is suggested first, with "you own 1" beside it, the other pots after it.
    await view.user.click(screen.getByRole('button', { name: 'Add Paint' }));
    const addPaint = await screen.findByRole('dialog', { name: 'Add Paint' });
    await view.user.type(within(addPaint).getByLabelText('Name'), 'macragge');
    await waitFor(() =>
      expect(
        within(within(addPaint).getByRole('listbox', { name: 'Paints from the database' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Macragge Blue · Base · Citadelyou own 1', 'Macragge Blue · Air · Citadel', 'Macragge Blue · Spray · Citadel']),
    );
    await view.user.keyboard('{Escape}');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Paint' })).toBeNull());

    // Export everything, then import that file into the same account: every paint is already owned, nothing is added.
    const downloads = catchDownloads();
    await view.user.click(screen.getByRole('button', { name: 'Select paints' }));
    await view.user.click(screen.getByRole('button', { name: 'Select All' }));
    await view.user.click(screen.getByRole('button', { name: 'Export Selected' }));
    const csv = await (await downloads.next()).blob.text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Brand,Type,Color,Quantity,Range,Catalog ID');
    expect(lines).toHaveLength(21);
    expect(lines.filter((line) => /,(Air|Spray),/.test(line))).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Leave selection' }));

    await view.user.click(screen.getByRole('button', { name: 'Import and backup' }));
    const reimport = await screen.findByRole('dialog', { name: 'Import and backup' });
    await view.user.upload(within(reimport).getByLabelText(/A CSV file/), new File([csv], 'paint-inventory.csv', { type: 'text/csv' }));
    const preview = await within(reimport).findByRole('list', { name: 'Paints to import' });
    // What the list holds is read when the dialog opens, beside the file: the counts fill in once it has loaded.
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByTestId('already')
          .map((node) => node.textContent),
      ).toEqual(Array.from({ length: 20 }, () => 'Already owned ×1 →')),
    );
    expect(within(reimport).getByText('Nothing to add.')).toBeTruthy();
    expect(within(reimport).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import and backup' })).toBeNull());
    expect(tab(/Inventory \(20\)/)).not.toBeNull();

    // The catalog: a family's cards name each other, and say which pot the painter owns; a discontinued Air pot names
    // the closest current paint with the colour difference (it is not "now sold as" the Layer pot); a wash is drawn in two stops, labelled as an approximation.
    await view.navigate('/inventory?view=catalog');
    await search(view, 'macragge blue');
    const air = () => catalogItem('Macragge Blue · Air', 'Citadel');
    await waitFor(() => expect(within(air()).getByTestId('family-owned').textContent).toBe('You own the Base pot'));
    expect(within(air()).getByTestId('family').textContent).toContain('Also:BaseSpray');
    await search(view, 'balor brown');
    const oldAir = () => catalogItem('Balor Brown · Air', 'Citadel');
    await waitFor(() => expect(within(oldAir()).getByText('Discontinued')).toBeTruthy());
    expect(within(oldAir()).getByTestId('successor').textContent).toMatch(/^Closest current paint: Balor Brown · Layer \(ΔE \d+\.\d\)$/);
    await search(view, 'nulnoil');
    const nuln = await waitFor(() => catalogItem('Nuln Oil · Shade', 'Citadel'));
    expect(nuln.querySelectorAll('[data-two-stop]')).toHaveLength(1);
    expect(nuln.textContent).toContain('approximate swatch: thin over white / pooled');

    // The recipe picker: "macragge" lists the owned Base pot first, then the Air pot and the Spray can.
    await view.navigate('/projects');
    await view.user.click((await screen.findAllByRole('button', { name: 'Add Painted Miniature' }))[0]!);
    const add = await screen.findByRole('dialog', { name: 'Add Painted Miniature' });
    await view.user.type(within(add).getByLabelText('Miniature name'), 'Ultramarine');
    await view.user.click(within(add).getByRole('button', { name: 'Add Miniature' }));
    await view.user.click(await screen.findByRole('button', { name: 'View details of Ultramarine' }));
    const details = await screen.findByRole('dialog', { name: 'Ultramarine' });
    await view.user.click(within(details).getByRole('button', { name: 'Add Paint' }));
    await view.user.type(await within(details).findByLabelText('Search paints'), 'macragge');
    // Polled as a whole: until the painter's own paints have loaded, the three catalog pots alone fill the list.
    await waitFor(() =>
      expect(
        within(within(details).getByRole('list', { name: 'Paint suggestions' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Macragge Blue · Base (Citadel) Yours', 'Macragge Blue · Air (Citadel)', 'Macragge Blue · Spray (Citadel)']),
    );
  });
});
