import { afterEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { contactEmail } from '../../config';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { inProcessServer, renderApp } from '../../testing/app-server';

// The whole app around a page, not its parts one by one: the skip link, the header, the page, the footer and the
// bottom bar, as the router renders them (a word of the frame itself, "Skip to main content", was English in every
// language while each part's own test passed).
inProcessServer();

afterEach(() => showLanguage('en'));

// Names written as they are: the service, the brands the footer's trademark notice names, the data set and the
// browser's storage the terms and the footer name, the address to write to.
const allow = [
  'The Paint Forge',
  'Pile of Shame',
  'miniature-paints',
  'MIT',
  'IndexedDB',
  contactEmail,
  /Citadel|Warhammer|Games Workshop|The Army Painter|Army Painter|Vallejo|Reaper|Scale75|Two Thin Coats|Tamiya|P3|Privateer|Monument/,
];

describe.each(checkedLanguages)('the app’s frame in %s', (language) => {
  it('has no English left around the terms of service', async () => {
    await showLanguage(language);
    const { container } = renderApp('/terms-of-service');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expectNoEnglish(container, { allow });
  });
});
