import { lazy, Suspense, type ComponentType } from 'react';
import { useAuth } from '../data/account/auth-state';
import { wordsReady } from '../i18n/words-ready';
import { t } from '../i18n/t';

// The painter's home reads the local database (Dexie, the sync engine): its own chunk, after the data layer's
// dependencies (data-layer.ts), never in a visitor's download. Both imported here only when wanted, so the
// landing page's first download (checked by web/scripts/check-build.mjs) carries none of it.
const PainterHome = lazy(() =>
  Promise.all([import('../data/collection/data-layer').then(({ dataLayerReady }) => dataLayerReady()), wordsReady()]).then(
    () => import('../features/home/home-page'),
  ),
);

/**
 * `/` (spec §2: a successful log-in lands here): the painter's own home when signed in, the marketing page, word for
 * word, for visitors. `Landing` is the router's lazy landing page, so the prerendered page still hydrates at once.
 */
export function HomeRoute({ Landing }: { Landing: ComponentType }) {
  const { user } = useAuth();
  if (!user) return <Landing />;
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-muted">
          {t('shell.loadingHome')}
        </p>
      }
    >
      <PainterHome />
    </Suspense>
  );
}
