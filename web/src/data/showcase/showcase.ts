import { useQuery } from '@tanstack/react-query';
import { restContract, showcasePath, showcaseSchema, type Showcase } from '@paintforge/sync-protocol';
import { callRoute } from '../server/rest-client';

export type { Showcase, ShowcasePaint, ShowcasePart } from '@paintforge/sync-protocol';

/**
 * The showcase the server embedded in the page it rendered for this address (api/src/features/showcase/page.ts),
 * read once when this module loads, before React replaces the server's rendering: the first render then shows the
 * showcase at once instead of a loading line and a second request for the same data.
 */
const embedded: { path: string; showcase: Showcase } | null = (() => {
  const text = typeof document === 'undefined' ? null : document.getElementById('showcase-data')?.textContent;
  if (!text) return null;
  try {
    const parsed = showcaseSchema.safeParse(JSON.parse(text));
    return parsed.success ? { path: location.pathname.replace(/\/$/, ''), showcase: parsed.data } : null;
  } catch {
    // A damaged block is ignored: the page asks the API as it would without it.
    return null;
  }
})();

/**
 * A shared miniature's public page (/showcase/:token), read without a session. Only a share token opens one: an
 * unknown, malformed or revoked token (or a project id) answers 404.
 */
export function useShowcase(token: string) {
  return useQuery({
    queryKey: ['showcase', token],
    queryFn: ({ signal }) => callRoute(restContract.showcase, { params: { token }, signal }),
    initialData: () => (embedded && embedded.path === showcasePath(token) ? embedded.showcase : undefined),
  });
}
