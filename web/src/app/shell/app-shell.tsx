import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { Loading } from '../../components/status-message';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { EmailVerificationBanner, useSessionExpiredNotice } from './session-notices';
import { useSyncRuntime } from './sync-status-slot';
import { useFeedbackOutboxRunner } from './feedback-outbox-runner';
import { useWriteProblemToast } from './write-problem-toast';

// Loaded once the page's first screen is painted (and the main thread idle): neither shows anything until something happens (a toast, a new version), and
// Radix Toast and the service worker's registration are not worth delaying the first page for.
const Toaster = lazy(() => import('../../components/toast').then((module) => ({ default: module.Toaster })));
const UpdatePrompt = lazy(() => import('../pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })));

/** Every page sits in this frame: skip link, sticky header, the page in <main>, footer, bottom bar, toasts. */
export function AppShell() {
  useSessionExpiredNotice();
  useSyncRuntime();
  useFeedbackOutboxRunner();
  useWriteProblemToast();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-md bg-brand px-4 py-2 font-medium text-brand-fg focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        Skip to main content
      </a>
      <Header />
      <EmailVerificationBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        <Suspense fallback={<Loading label="Loading page…" room="page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileNav />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Toaster />
          <UpdatePrompt />
        </Suspense>
      </AfterFirstPaint>
      {/* A freshly loaded page's location key is always "default", so key that case by path: otherwise opening a
          new address in the same tab would restore the scroll position of whatever page was open before. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? `default:${location.pathname}` : location.key)} />
    </div>
  );
}
