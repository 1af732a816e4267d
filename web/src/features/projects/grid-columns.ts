import { useSyncExternalStore } from 'react';

/**
 * How many cards fit side by side, following the viewport as Tailwind's breakpoints do (sm 640 px: 2, lg 1024 px: 3),
 * so a phone at 390 px gets one column. The virtualised grid lays out rows of this many cards.
 */
const wide = '(min-width: 1024px)';
const medium = '(min-width: 640px)';

function columnsNow(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  if (window.matchMedia(wide).matches) return 3;
  return window.matchMedia(medium).matches ? 2 : 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const queries = [window.matchMedia(wide), window.matchMedia(medium)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
