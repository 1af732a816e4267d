import './zod-jitless';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { startSessionChecks } from '../data/account/session';
import { useLanguageSwitches } from '../i18n/switch-language';

/** hydrated: #root holds the prerendered page, which React adopts (see createAppRouter). */
export function App({ hydrated = false }: { hydrated?: boolean }) {
  const [router] = useState(() => createAppRouter(hydrated));
  // Spec §4: the stored session is confirmed (and the user refreshed) at start, and again when the network returns.
  useEffect(() => startSessionChecks(), []);
  // A language switch renders every screen again in the new words (the router, and so the address, stay).
  return <RouterProvider key={useLanguageSwitches()} router={router} />;
}
