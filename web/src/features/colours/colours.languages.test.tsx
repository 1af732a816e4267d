// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { paintLabel, type CatalogPaint } from '@paintforge/sync-protocol';
import type { PaletteAnswer } from './palette.worker';
import { catalogDatabase } from '../../data/catalog/catalog';
import { addPaint, addPaintFromCatalog } from '../../data/collection/paints';
import { createProject } from '../../data/collection/projects';
import { queuedFeedback } from '../../data/feedback/feedback-outbox';
import { requireDatabase } from '../../data/sync/runtime';
import { clearCredentials } from '../../data/account/auth-state';
import { t } from '../../i18n/t';
import { checkedLanguages, englishLeft, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { catchDownloads } from '../../testing/downloads';
import { painter, renderScreen } from '../../testing/render';
import { realCatalog } from '../../testing/real-catalog';
import ColoursPage from './colours-page';

// A photo happy-dom cannot decode: its pixels, drawn as the worker would have drawn them. The left half is a white
// card, the right half a red swatch with, at its right edge, a thicker (darker) coat; a tap lands on the photo's own
// pixels (the canvas has no layout here).
const photo = vi.hoisted(() => {
  const width = 48;
  const height = 16;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = x < 16 ? [214, 212, 206] : x < 36 ? [170, 30, 36] : [120, 16, 22];
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { width, height, data, colorSpace: 'srgb' } as unknown as ImageData;
});
vi.mock('./photo-canvas', () => ({
  drawPhoto: (_file: Blob, canvas: HTMLCanvasElement) => {
    canvas.width = photo.width;
    canvas.height = photo.height;
    return Promise.resolve(photo);
  },
  canvasPoint: (_canvas: HTMLCanvasElement, x: number, y: number) => ({ x, y }),
}));
const spot = { card: 6, swatch: 26, pooled: 42, outside: -40 };

/** The palette's worker, answered by the test (happy-dom runs none). */
class PaletteWorker {
  static last: PaletteWorker | null = null;
  onmessage: ((event: MessageEvent<PaletteAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    PaletteWorker.last = this;
  }
  postMessage() {}
  terminate() {}
}
const answerPalette = (answer: PaletteAnswer) =>
  act(() => PaletteWorker.last?.onmessage?.({ data: answer } as MessageEvent<PaletteAnswer>));

// A slice of the real catalog the studio answers from: every red of three brands (Mephiston Red and its partners
// among them), each discontinued one replaced by a current paint of its brand, so each section has paints to show,
// and the allowed words are only these paints' own.
const reds = realCatalog()
  .filter(
    (paint) =>
      ['Citadel', 'Vallejo', 'Army Painter'].includes(paint.brand) && /^#[89A-F][0-9A-F][0-3][0-9A-F][0-3][0-9A-F]$/i.test(paint.color),
  )
  .map((paint, _, all) => {
    const successor = all.find((other) => other.brand === paint.brand && !other.discontinued && other.type === paint.type);
    return paint.discontinued && successor ? { ...paint, successorId: successor.id } : paint;
  });
const catalogPaint = (name: string, range: string) => reds.find((paint) => paint.name === name && paint.range === range)!;
const mephiston = catalogPaint('Mephiston Red', 'Base');
const bloodAngels = catalogPaint('Blood Angels Red', 'Contrast');
const copper = catalogPaint('Copper', 'Model Color');
// A painter's own paint, not the catalog's, for the far end of the shelf.
const wraithbone = { name: 'Wraithbone', brand: 'Citadel', color: '#DAD1B4', type: 'Base', range: 'Base' };
const paintWords = (paint: Pick<CatalogPaint, 'name' | 'brand' | 'range'>) => [paintLabel(paint), paint.name, paint.brand, paint.range];
// Paint names, brands, ranges, hex codes (the hex box's example and the photo's colours among them), and the
// painter's own name for a miniature.
const allow: readonly (string | RegExp)[] = [...new Set([...reds, wraithbone].flatMap(paintWords)), 'Red Knight', /#[0-9A-F]{6}/];

const pixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const photoFile = () => new File([pixelPng], 'miniature.png', { type: 'image/png' });

/** The English left in texts the studio writes outside the page (a file, a report), one paragraph each. */
function englishIn(texts: readonly string[]): string[] {
  const page = document.createElement('div');
  page.append(...texts.map((text) => Object.assign(document.createElement('p'), { textContent: text })));
  return englishLeft(page, { allow });
}

/** A tap on a photo canvas at the photo's pixel (x, 8). */
function tap(canvas: HTMLElement, x: number) {
  fireEvent.pointerDown(canvas, { clientX: x, clientY: 8, buttons: 1 });
  fireEvent.pointerUp(canvas, { clientX: x, clientY: 8 });
}

const openStudio = (at = '/colours', user: typeof painter | null = painter) =>
  renderScreen(<ColoursPage />, { path: '/colours', at, ...(user ? { user } : {}) });

beforeEach(() => {
  vi.stubGlobal('Worker', PaletteWorker);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await showLanguage('en');
  await catalogDatabase().paints.clear();
});

// Issue 38: every section of the colour studio in the pseudo-locale (any hard-coded English) and in each language:
// a catalog paint's answers (nearest paints, kind chips, closeness, partners and the recipe they start, equivalents,
// the brand table), a typed hex (nothing close, buy instead, mixing), a photo (white balance, the palette and its
// recipe, a miniature's photo), measuring a paint (its steps, a refusal, the result, its toasts and the report it
// sends) and a visitor without an account. The rendered container holds the toasts too (not Radix's screen-reader
// announcer in document.body, whose "Notification" is the shared Toaster's English word, not the studio's).
describe.each(checkedLanguages)('the colour studio in %s', (language) => {
  beforeEach(async () => {
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.projects.clear(), db.recipes.clear(), db.blobs.clear(), db.outbox.clear()]);
    await catalogDatabase().paints.bulkPut(reds.map((paint, position) => ({ ...paint, position })));
    await addPaintFromCatalog(mephiston, 'inventory');
    await showLanguage(language);
  });

  it('has no English left on a catalog paint’s answers, its kinds and their closeness', async () => {
    const { container, user } = openStudio(`/colours?paint=${mephiston.id}`);
    await screen.findByTestId('colour-partners', {}, { timeout: 10_000 });
    await screen.findByTestId('colour-equivalents');
    expectNoEnglish(container, { allow });
    // The words that sit beside the makers' (ranges are English words too: "Base", "Layer"), with no allowance.
    expectNoEnglish(screen.getByRole('group', { name: t('colours.nearest.kind') }));
    for (const step of within(screen.getByTestId('colour-partners')).getAllByRole('listitem')) expectNoEnglish(step.firstElementChild!);

    // What a ΔE means, a tap away.
    await user.click(within(screen.getByTestId('colour-catalog')).getAllByTestId('colour-difference')[0]!.querySelector('button')!);
    expect(screen.getByText(t('closeness.explanation'))).toBeTruthy();
    // A kind of paint no shelf and no brand here has.
    await user.click(screen.getByRole('button', { name: t('kind.fluorescent') }));
    expect(screen.getByText(t('colours.nearest.noneOfKind'))).toBeTruthy();
    expect(screen.getByText(t('colours.nearest.noBrand'))).toBeTruthy();
    expectNoEnglish(container, { allow });

    // From a paint no other brand makes in its kind (the one metallic here), chosen by its name.
    await user.type(screen.getByLabelText(t('colours.fromPaint')), 'Copper');
    expectNoEnglish(container, { allow });
    await user.click(await screen.findByRole('button', { name: new RegExp(copper.name) }));
    await screen.findByText(t('colours.equivalents.none'));
    expectNoEnglish(container, { allow });

    // The brand table's CSV: its columns and its file's name in the painter's language (the cells are the makers').
    const downloads = catchDownloads();
    await user.click(screen.getByRole('button', { name: t('colours.table.download') }));
    const file = await downloads.next();
    const [columns] = (await file.blob.text()).split('\r\n');
    expect(englishIn([file.filename, ...columns!.split(',')])).toEqual([]);

    // A paint to the wishlist, and its toast.
    await user.click(screen.getByRole('button', { name: t('kind.flat') }));
    await user.click(within(screen.getByTestId('colour-catalog')).getAllByRole('button', { name: t('colours.nearest.addToWishlist') })[0]!);
    await screen.findByText(t('paintAdded.toWishlist'));
    expectNoEnglish(container, { allow });
  });

  it('has no English left in the partners, the wishlist they fill and the recipe they start', async () => {
    const { container, user } = openStudio(`/colours?paint=${mephiston.id}`);
    const partners = await screen.findByTestId('colour-partners', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: t('colours.partners.addMissing') }));
    await screen.findByText(t('colours.partners.added'));
    await within(partners).findAllByText(t('colours.partners.onWishlist'));
    expectNoEnglish(container, { allow });

    // No miniature yet: the recipe starts a new one, named here.
    const build = screen.getByRole('button', { name: t('colours.partners.buildRecipe', { name: mephiston.name }) });
    await user.click(build);
    await screen.findByText(t('projectForm.miniatureNameRequired'));
    expectNoEnglish(container, { allow });
    await user.type(screen.getByLabelText(t('colours.recipe.newName')), 'Red Knight');
    await user.click(build);
    await screen.findByText(t('colours.recipe.started'));
    expectNoEnglish(container, { allow });
    // Now the miniature is one to choose, beside a new one.
    await screen.findByRole('option', { name: t('colours.recipe.newMiniature') });
    expectNoEnglish(container, { allow });
  });

  it('has no English left on a typed colour: nothing close, further away, one to buy, one to mix', async () => {
    await addPaint({ ...wraithbone, quantity: 1 });
    const { container, user } = openStudio();
    const hex = screen.getByLabelText(t('colours.hex'));
    // Mephiston Red's own colour: it is close, the bone is further away.
    await user.type(hex, mephiston.color);
    await user.click(await screen.findByText(t('colours.nearest.further', { count: 1 })));
    expectNoEnglish(container, { allow });

    // A red the painter has nothing near: the catalog's paint of that colour to buy instead, Citadel's discontinued
    // and replaced.
    const bloodRed = catalogPaint('Blood Red', 'Foundation');
    await user.clear(hex);
    await user.type(hex, bloodRed.color);
    await screen.findByTestId('colour-buy-instead');
    const successor = reds.find((paint) => paint.id === bloodRed.successorId)!;
    expect(screen.getByText(t('colours.nearest.replacedBy', { paint: paintLabel(successor) }))).toBeTruthy();
    await user.click(screen.getByText(t('colours.nearest.nothingClose')));
    expectNoEnglish(container, { allow });

    // A pink no paint is: mixed from the red and the bone.
    await user.clear(hex);
    await user.type(hex, '#C06870');
    await screen.findByTestId('colour-mixes');
    expectNoEnglish(container, { allow });
  });

  it('has no English left on a photo: picking, white balance, the palette and its recipe', async () => {
    await createProject({ name: 'Red Knight', image: photoFile() });
    const { container, user } = openStudio();
    await screen.findByRole('button', { name: t('colours.photo.miniature', { name: 'Red Knight' }) });
    expectNoEnglish(container, { allow });

    await user.upload(screen.getByTestId('colour-photo-file'), photoFile());
    const canvas = screen.getByTestId('colour-photo');
    await screen.findByText(t('colours.photo.tapWhere'));
    expectNoEnglish(container, { allow });
    tap(canvas, spot.swatch);
    await screen.findByTestId('colour-pick');
    expectNoEnglish(container, { allow });
    // White balance from the card: before and after.
    await user.click(screen.getByRole('button', { name: t('colours.photo.tapCard') }));
    expect(screen.getByRole('button', { name: t('colours.photo.nowTapCard') })).toBeTruthy();
    expectNoEnglish(container, { allow });
    tap(canvas, spot.card);
    tap(canvas, spot.swatch);
    await screen.findByTestId('colour-corrected');
    expect(screen.getByRole('button', { name: t('colours.photo.off') })).toBeTruthy();
    expectNoEnglish(container, { allow });

    // The palette: working, then the subject's colours with the background left out, then kept.
    await user.click(screen.getByRole('button', { name: t('colours.palette.button') }));
    await screen.findByText(t('colours.palette.working'));
    expectNoEnglish(container, { allow });
    const red = { hex: '#AA1E24', share: 0.75 };
    const dark = { hex: '#78101A', share: 0.25 };
    const card = { hex: '#D6D4CE', share: 0.4 };
    await answerPalette({ kind: 'done', subject: [red, dark], background: [card], whole: [card, red, dark] });
    await screen.findByTestId('colour-palette');
    expect(await screen.findByRole('option', { name: t('colours.recipe.newMiniature') })).toBeTruthy();
    expectNoEnglish(container, { allow });
    await user.click(screen.getByRole('button', { name: t('colours.palette.keepBackground') }));
    expectNoEnglish(container, { allow });
    await user.click(screen.getByRole('button', { name: t('colours.recipe.start') }));
    await screen.findByText(t('colours.recipe.started'));
    expectNoEnglish(container, { allow });

    // A palette the worker could not find.
    await user.click(screen.getByRole('button', { name: t('colours.palette.button') }));
    await act(() => PaletteWorker.last?.onerror?.());
    expect(screen.getByRole('alert').textContent).toBe(t('colours.photo.unreadable'));
    expectNoEnglish(container, { allow });
  });

  it('has no English left in a palette with no paint of the painter’s to match', async () => {
    await (await requireDatabase()).paints.clear();
    const { container, user } = openStudio();
    await user.upload(screen.getByTestId('colour-photo-file'), photoFile());
    await user.click(await screen.findByRole('button', { name: t('colours.palette.button') }));
    await answerPalette({ kind: 'done', subject: [{ hex: '#AA1E24', share: 1 }], background: [], whole: [{ hex: '#AA1E24', share: 1 }] });
    await screen.findByText(t('colours.palette.noPaint'));
    expectNoEnglish(container, { allow });
  });

  it('has no English left while measuring a paint: its steps, a refusal, the result and the report it sends', async () => {
    const { container, user } = openStudio();
    const choose = await screen.findByTestId('measure-photo-file');
    await user.upload(choose, photoFile());
    const canvas = screen.getByTestId('measure-photo');
    await screen.findByText(t('colours.measure.step.card'));
    expectNoEnglish(container, { allow });
    fireEvent.click(canvas, { clientX: spot.outside, clientY: 8 });
    fireEvent.click(canvas, { clientX: spot.swatch, clientY: 8 });
    await screen.findByText(t('colours.measure.refusal.spotOutside'));
    expectNoEnglish(container, { allow });

    // A contrast paint: the thin coat, then where it pooled.
    await addPaintFromCatalog(bloodAngels, 'inventory');
    const which = screen.getByLabelText(t('colours.measure.paint'));
    await within(which).findByRole('option', { name: new RegExp(bloodAngels.name) });
    await user.selectOptions(which, within(which).getByRole('option', { name: new RegExp(bloodAngels.name) }));
    await user.upload(choose, photoFile());
    await screen.findByText(t('colours.measure.step.card'));
    fireEvent.click(canvas, { clientX: spot.card, clientY: 8 });
    await screen.findByText(t('colours.measure.step.swatch'));
    expectNoEnglish(container, { allow });
    fireEvent.click(canvas, { clientX: spot.swatch, clientY: 8 });
    await screen.findByText(t('colours.measure.step.pooled'));
    expectNoEnglish(container, { allow });
    fireEvent.click(canvas, { clientX: spot.pooled, clientY: 8 });
    const result = await screen.findByTestId('measure-result');
    expectNoEnglish(container, { allow });

    await user.click(within(result).getByRole('button', { name: t('colours.measure.use') }));
    await screen.findByText(t('colours.measure.saved'));
    expectNoEnglish(container, { allow });
    // Sent to the catalog: offline here, so it waits; the report is in the painter's language too.
    await user.click(within(result).getByRole('button', { name: t('colours.measure.send') }));
    await screen.findByText(t('feedback.queuedTitle'));
    expectNoEnglish(container, { allow });
    const [report] = await queuedFeedback(await requireDatabase());
    expect(englishIn([report!.request.subject, ...report!.request.message.split('\n')])).toEqual([]);
  });

  it('has no English left for a visitor without an account who wants a paint', async () => {
    clearCredentials();
    const { container, user } = openStudio(`/colours?paint=${mephiston.id}`, null);
    const equivalents = await screen.findByTestId('colour-equivalents', {}, { timeout: 10_000 });
    expectNoEnglish(container, { allow });
    await user.click(within(equivalents).getAllByRole('button', { name: t('colours.nearest.addToWishlist') })[0]!);
    // Why an account is needed, in the visitor's language, the shared sign-up toast's title too.
    await screen.findByText(t('accountRequired.wishlist'));
    expectNoEnglish(container, { allow });
  });
});
