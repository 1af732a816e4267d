import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paintRow } from '../../testing/paint-rows';
import { painter, renderScreen } from '../../testing/render';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { CollectionFigures } from './collection-figures';
import { PaintList } from './paint-list';

const pot = paintRow({ runningLow: true });

afterEach(() => showLanguage('en'));

// Issue 38: the inventory's words translated so far (the lists' toolbar, empty states and figures), checked in the
// pseudo-locale (any hard-coded English) and in each language. The rows, dialogs and catalog are still English.
describe.each(checkedLanguages)('the inventory in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it.each(['inventory', 'wishlist'] as const)('an empty %s has no English left', async (kind) => {
    renderScreen(<PaintList kind={kind} paints={[]} onBrowse={() => undefined} />, { user: painter });
    // The list's own section: the app's toast region around it is the shell's words, checked with the shell.
    expectNoEnglish((await screen.findAllByRole('heading', { level: 2 }))[0]!.closest('section')!);
  });

  it('the collection figures have no English left', () => {
    renderScreen(<CollectionFigures inventory={[pot]} wishlist={[{ ...pot, id: 'id-2', isWishlist: true }]} />);
    expectNoEnglish(screen.getByTestId('collection-figures'), { allow: ['Abaddon Black', 'Citadel', 'Base'] });
  });
});
