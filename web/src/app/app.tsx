import './zod-jitless';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { startSessionChecks } from '../data/account/session';

/** hydrated: #root holds the prerendered page, which React adopts (see createAppRouter). */
export function App({ hydrated = false }: { hydrated?: boolean }) {
  const [router] = useState(() => createAppRouter(hydrated));
  // Spec §4: the stored session is confirmed (and the user refreshed) at start, and again when the network returns.
  useEffect(() => startSessionChecks(), []);
  return <RouterProvider router={router} />;
}
