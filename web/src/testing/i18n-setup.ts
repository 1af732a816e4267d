import { pageWordsReady, wordsReady } from '../i18n/words-ready';

// Tests read the app's words as boot does for an English browser: the runtime and the catalog loaded once here, so a
// page a test renders does not wait for them (page-modules.ts). The page areas (help, legal) are loaded too, as if
// their pages had been opened: a test renders a page directly, and a later switch of language keeps them. Lingui
// compiles the ICU messages itself outside a production build. A test of another language activates it
// (i18n/activate.ts).
await wordsReady();
await Promise.all([pageWordsReady('help'), pageWordsReady('legal')]);
