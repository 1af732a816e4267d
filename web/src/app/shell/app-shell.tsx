import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { afterPaintAndIdle } from '../../components/after-first-paint';
import { useFirstInput } from '../../components/first-input';
import { useToasts } from '../../components/use-toast';
import { registerServiceWorker } from '../pwa/register';
import { Loading } from '../../components/status-message';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { useSyncRuntime } from './sync-status-slot';
import { useHasSyncUser } from '../../data/account/sync-user';
import { t } from '../../i18n/t';
import { wordsReady } from '../../i18n/words-ready';

// Loaded at the first input, or when a toast is raised before it: neither shows anything until something happens (a
// toast, a new version), so a first visit does not download Radix Toast and workbox-window before the painter acts.
// The service worker itself is registered once the first screen is painted (pwa/register.ts).
const Toaster = lazy(() => import('../../components/toast').then((module) => ({ default: module.Toaster })));
// With its words: a visitor's landing page may learn of a new version before it has loaded the catalog.
const UpdatePrompt = lazy(() =>
  Promise.all([import('../pwa/update-prompt'), wordsReady()]).then(([module]) => ({ default: module.UpdatePrompt })),
);
// Only for a painter who is, or was, signed in here: notices, banners and toasts a visitor never needs.
const PainterShell = lazy(() => import('./painter-shell'));

function ToasterAndUpdates() {
  const acted = useFirstInput();
  const toastWaiting = useToasts().length > 0;
  useEffect(() => afterPaintAndIdle(registerServiceWorker), []);
  if (!acted && !toastWaiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <UpdatePrompt />
    </Suspense>
  );
}

/** Every page sits in this frame: skip link, sticky header, the page in <main>, footer, bottom bar, toasts. */
export function AppShell() {
  const painter = useHasSyncUser();
  useSyncRuntime();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-md bg-brand px-4 py-2 font-medium text-brand-fg focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('shell.skip')}
      </a>
      <Header />
      {painter ? (
        <Suspense fallback={null}>
          <PainterShell />
        </Suspense>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        <Suspense fallback={<Loading label={t('shell.loadingPage')} room="page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileNav />
      <ToasterAndUpdates />
      {/* A freshly loaded page's location key is always "default", so key that case by path: otherwise opening a
          new address in the same tab would restore the scroll position of whatever page was open before. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? `default:${location.pathname}` : location.key)} />
    </div>
  );
}
