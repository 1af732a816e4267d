import { useQuery } from '@tanstack/react-query';
import { showcaseSchema } from '@paintforge/sync-protocol';
import { getParsed } from './query-client';

export type { Showcase, ShowcasePaint, ShowcasePart } from '@paintforge/sync-protocol';

/**
 * A shared miniature's public page (/showcase/:token), read without a session. Only a share token opens one: an
 * unknown, malformed or revoked token (or a project id) answers 404.
 */
export function useShowcase(token: string) {
  return useQuery({
    queryKey: ['showcase', token],
    queryFn: ({ signal }) => getParsed(`/api/showcase/${encodeURIComponent(token)}`, showcaseSchema, signal),
  });
}
