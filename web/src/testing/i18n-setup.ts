import { setupI18n } from '@lingui/core';
import en from '../i18n/locales/en';
import { setLanguageRuntime } from '../i18n/t';

// Tests read the app's words in English, the spec's, as boot does for an English browser (Lingui compiles the ICU
// messages itself outside a production build). A test of another language activates it (i18n/activate.ts).
setLanguageRuntime(setupI18n({ locale: 'en', messages: { en } }));
