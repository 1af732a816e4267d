import { Languages } from 'lucide-react';
import { Select } from '../../components/select';
import { t, activeLocale } from '../../i18n/t';
import { isLanguage, languageNames, languages } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switch-language';
import { ProfileSection } from './profile-section';

// Each language's name in itself, marked as such (as the account menu's switch does).
const options = languages.map((language) => ({ value: language, label: languageNames[language], lang: language }));

/** The profile's language switch (issue 38): the same choice as the account menu's. */
export function LanguageSettings() {
  return (
    <ProfileSection icon={<Languages />} title={t('language.label')} description={t('language.description')}>
      <Select
        label={t('language.label')}
        hideLabel
        value={activeLocale()}
        options={options}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
      />
    </ProfileSection>
  );
}
