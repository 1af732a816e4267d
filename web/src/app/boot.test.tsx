import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pageWordsId } from '../i18n/page-words';
import { syncUserKey } from '../data/collection/local-data';
import { boot } from './boot';

/**
 * The prerendered landing page (landing.<language>.html) carries only its own words, and is adopted as it is only by
 * the visitor it was made for. A painter whose session ended keeps their data on the device (local-data.ts), so the
 * header shows the sync status ("Sign in to sync"), words the page does not carry: the app must start with the
 * language's catalog and render the page anew. It once adopted it with the page's words, and the sync status threw
 * ("… is not among the prerendered page's words"), leaving the landing page to the router's error screen.
 */
it('a painter whose session ended opens the landing page with the whole catalog of words and the sync status', async () => {
  history.replaceState(null, '', '/');
  localStorage.setItem(syncUserKey, '01a226fb-fd0c-7354-ba85-042bbd6c9210');
  // The page's words, as the prerender puts them in the HTML: none of the header's sync status.
  const words = Object.assign(document.createElement('script'), { id: pageWordsId, type: 'application/json' });
  words.textContent = JSON.stringify({ locale: 'en', messages: {} });
  const container = Object.assign(document.createElement('div'), { id: 'root' });
  container.dataset.prerendered = 'landing';
  document.body.append(words, container);
  const errors = vi.spyOn(console, 'error');

  await boot(container);
  expect(await screen.findByRole('button', { name: /^Sync status/ }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'The Paint Forge' })).toBeTruthy();
  expect(errors.mock.calls.flat().map(String).join('\n')).not.toContain("prerendered page's words");
});
