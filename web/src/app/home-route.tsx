import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../components/status-message';
import { useAuth } from '../data/account/auth-state';
import { afterDataLayer } from '../data/collection/data-layer';

// The painter's home reads the local database (Dexie, the sync engine): its own chunk, never in a visitor's download.
const PainterHome = lazy(afterDataLayer(() => import('../features/home/home-page')));

/**
 * `/` (spec §2: a successful log-in lands here): the painter's own home when signed in, the marketing page, word for
 * word, for visitors. `Landing` is the router's lazy landing page, so the prerendered page still hydrates at once.
 */
export function HomeRoute({ Landing }: { Landing: ComponentType }) {
  const { user } = useAuth();
  if (!user) return <Landing />;
  return (
    <Suspense fallback={<Loading label="Loading your hobby table…" />}>
      <PainterHome />
    </Suspense>
  );
}
