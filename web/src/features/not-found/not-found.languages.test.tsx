import { afterEach, describe, expect, it } from 'vitest';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { renderScreen } from '../../testing/render';
import NotFoundPage from './not-found-page';

afterEach(() => showLanguage('en'));

// Issue 38: the not-found page and its title in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the not-found page in %s', (language) => {
  it('has no English left, its title neither', async () => {
    await showLanguage(language);
    const { container } = renderScreen(<NotFoundPage />);
    expectNoEnglish(container);
    expect(document.title).not.toContain('Page Not Found');
  });
});
