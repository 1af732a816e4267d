import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { kindWords } from '../../messages/kind-text';
import { activateLanguage } from '../../i18n/activate';
import { languageStorageKey } from '../../i18n/language-choice';
import { useLanguageSwitches } from '../../i18n/switch-language';
import { LanguageSettings } from './language-settings';

// As app.tsx does: the tree under the switch count renders again after a switch.
function Screen() {
  return (
    <div key={useLanguageSwitches()}>
      <LanguageSettings />
      <p>{kindWords.glaze}</p>
    </div>
  );
}

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

it('switches the app to the chosen language and keeps the choice on the device', async () => {
  render(<Screen />);
  expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
  expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeTruthy();
  expect(screen.getByText('Lasur')).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
  expect(localStorage.getItem(languageStorageKey)).toBe('de');
});
