import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { contactEmail } from '../../config';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { renderScreen } from '../../testing/render';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

afterEach(() => showLanguage('en'));

// The names the pages give as they are written: the service, the data set, the browser's storage and its keys, the
// address to write to.
const allow = ['The Paint Forge', 'miniature-paints', 'MIT', 'IndexedDB', 'authToken', 'user', 'theme', contactEmail];

// Issue 38: the privacy policy and the terms of service, every paragraph, in the pseudo-locale (any hard-coded
// English) and in each language.
describe.each(checkedLanguages)('the legal pages in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the privacy policy has no English left', async () => {
    const { container } = renderScreen(<PrivacyPolicyPage />);
    await screen.findByRole('heading', { level: 1 });
    expectNoEnglish(container, { allow });
  });

  it('the terms of service have no English left', async () => {
    const { container } = renderScreen(<TermsOfServicePage />);
    await screen.findByRole('heading', { level: 1 });
    expectNoEnglish(container, { allow });
  });
});
