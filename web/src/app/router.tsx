import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/app-shell';
import { RouteError } from './route-error';

// Each screen is its own chunk, loaded when first visited (and precached by the service worker for offline use).
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const InventoryPage = lazy(() => import('../features/inventory/inventory-page'));
const ProjectsPage = lazy(() => import('../features/projects/projects-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const ConfirmEmailChangePage = lazy(() => import('../features/auth/confirm-email-change-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const HelpPage = lazy(() => import('../features/help/help-page'));
const FeedbackPage = lazy(() => import('../features/feedback/feedback-page'));
const ScannerPage = lazy(() => import('../features/scanner/scanner-page'));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('../features/legal/terms-of-service-page'));
const ShowcasePage = lazy(() => import('../features/showcase/showcase-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/** Every route of spec §2, plus the pages the account emails link to (issue 3). */
export const routes = [
  {
    element: <AppShell />,
    children: [
      {
        // Errors render inside the shell, so the header and navigation stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'inventory', element: <InventoryPage /> },
          { path: 'scan', element: <ScannerPage /> },
          { path: 'projects', element: <ProjectsPage /> },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
