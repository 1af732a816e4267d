import { wordsReady } from '../i18n/words-ready';

// Tests read the app's words as boot does for an English browser: the runtime and the catalog loaded once here, so a
// page a test renders does not wait for them (page-modules.ts). Lingui compiles the ICU messages itself outside a
// production build. A test of another language activates it (i18n/activate.ts).
await wordsReady();
