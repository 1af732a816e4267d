import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { renderScreen } from '../../testing/render';
import HelpPage from './help-page';
import { paintDataAttribution, paintDataLicence } from './paint-data-licence';

afterEach(() => showLanguage('en'));

// What the guide quotes as makers and the app's files write it: paint names, ranges, a typed search, the English CSV
// columns (the default export) and keys. The paint data's attribution and its MIT licence stay in the words the
// licence asks to be shown with the data.
const allow = [
  'Café Crème',
  'cafe creme',
  'blod angles red',
  'Blood Angels Red',
  'Macragge Blue',
  'Nuln Oil',
  'Base',
  'Air',
  'Spray',
  'Contrast',
  'Name, Brand, Type, Color, Quantity, Range, Catalog ID',
  paintDataAttribution,
  ...paintDataLicence.split('\n').filter(Boolean),
];

// Issue 38: the help page (quick actions, features, every section of the guide opened, the licences and the way on),
// in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the help page in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('has no English left, with every section of the guide open', async () => {
    const { container, user } = renderScreen(<HelpPage />);
    await screen.findByRole('heading', { level: 1 });
    for (const trigger of screen.getAllByRole('button', { expanded: false })) await user.click(trigger);
    expectNoEnglish(container, { allow });
  });
});
