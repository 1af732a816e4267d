import { lazy, useState, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/app-shell';
import { RouteError } from './route-error';
import { HomeRoute } from './home-route';
import { loadedPage, loadPage, type PageKey } from './page-modules';

/**
 * Each screen is its own chunk, loaded when first visited (and precached by the service worker for offline use).
 * A page whose chunk is already here (the one main.tsx requested for the opening address, or one seen before)
 * renders at once instead of suspending for a frame behind the loading fallback.
 */
function lazyPage(key: PageKey): ComponentType {
  const Lazy = lazy(() => loadPage(key));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the module's component would remount the page.
    const [Component] = useState<ComponentType>(() => loadedPage(key) ?? Lazy);
    return <Component />;
  }
  Page.displayName = `Page(${key || 'landing'})`;
  return Page;
}

const LandingPage = lazyPage('');
const InventoryPage = lazyPage('inventory');
const ProjectsPage = lazyPage('projects');
const PilePage = lazyPage('pile');
const ArmiesPage = lazyPage('armies');
const LoginPage = lazyPage('login');
const RegisterPage = lazyPage('register');
const ForgotPasswordPage = lazyPage('forgot-password');
const ResetPasswordPage = lazyPage('reset-password');
const VerifyEmailPage = lazyPage('verify-email');
const ConfirmEmailChangePage = lazyPage('confirm-email-change');
const ProfilePage = lazyPage('profile');
const HelpPage = lazyPage('help');
const FeedbackPage = lazyPage('feedback');
const ScannerPage = lazyPage('scan');
const ColoursPage = lazyPage('colours');
const AdminPage = lazyPage('admin');
const PrivacyPolicyPage = lazyPage('privacy-policy');
const TermsOfServicePage = lazyPage('terms-of-service');
const ShowcasePage = lazyPage('showcase');
const NotFoundPage = lazyPage('not-found');

/** Every route of spec §2, plus the pages the account emails link to (issue 3). */
export const routes = [
  {
    element: <AppShell />,
    children: [
      {
        // Errors render inside the shell, so the header and navigation stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute Landing={LandingPage} /> },
          { path: 'inventory', element: <InventoryPage /> },
          { path: 'scan', element: <ScannerPage /> },
          { path: 'colours', element: <ColoursPage /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'pile', element: <PilePage /> },
          { path: 'armies', element: <ArmiesPage /> },
          { path: 'armies/:armyId', element: <ArmiesPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'confirm-email-change', element: <ConfirmEmailChangePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'feedback', element: <FeedbackPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-of-service', element: <TermsOfServicePage /> },
          { path: 'showcase/:id', element: <ShowcasePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * hydrated: React is adopting a page the build prerendered, which the visitor may already have scrolled (a slow
 * phone paints it well before the scripts run). Router state marked as hydrated skips the scroll to the top that a
 * first render otherwise does: that jump moved the page under a finger mid-tap, and the tap hit whatever came up.
 */
export function createAppRouter(hydrated = false) {
  return createBrowserRouter(routes, hydrated ? { hydrationData: {} } : {});
}
