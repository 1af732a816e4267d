import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { paintRow } from '../../testing/paint-rows';
import { catchDownloads } from '../../testing/downloads';
import { painter, renderScreen } from '../../testing/render';
import { activateLanguage } from '../../i18n/activate';
import { switchLanguage } from '../../i18n/switch-language';
import { PaintList } from './paint-list';

// Issue 38: the spec's English CSV stays the export; a painter shown the app in another language is also offered the
// CSV with its headers in that language.
const mephiston = paintRow({ id: 'id-mephiston', name: 'Mephiston Red', color: '#9A1115' });

afterEach(async () => {
  await activateLanguage('en');
});

describe('the paint CSV in the painter’s language', () => {
  it('offers no second export in English; in German, “CSV · Deutsch” saves the same paints under German headers', async () => {
    const { user } = renderScreen(<PaintList kind="inventory" paints={[mephiston]} onBrowse={() => undefined} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Select paints' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Select All' }));
    expect(within(bar).queryByRole('button', { name: /^CSV ·/ })).toBeNull();

    await act(() => switchLanguage('de'));
    const downloads = catchDownloads();
    await user.click(within(bar).getByRole('button', { name: 'CSV · Deutsch' }));
    const file = await downloads.next();
    expect(file.filename).toBe('paint-inventory.csv');
    expect((await file.blob.text()).split(/\r?\n/)).toEqual([
      'Name,Marke,Typ,Farbton,Anzahl,Reihe,Katalog-ID',
      'Mephiston Red,Citadel,Base,#9A1115,2,,',
    ]);
  });
});
