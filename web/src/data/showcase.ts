import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getParsed } from './query-client';

/**
 * A shared project's public page (/showcase/:id). The server has no showcase call yet (spec §2: "what it renders is
 * not shown"; the gallery issue adds sharing), so every id answers 404 and the page says it was not found.
 */
export const showcasePaintSchema = z.object({
  partName: z.string(),
  technique: z.string().nullish(),
  usageNotes: z.string().nullish(),
  paint: z.object({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.string(),
    brand: z.string(),
    color: z.string(),
    type: z.string().nullish(),
  }),
});
export type ShowcasePaint = z.infer<typeof showcasePaintSchema>;

export const showcaseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  description: z.string().nullish(),
  imageUrl: z.string().nullish(),
  paints: z.array(showcasePaintSchema).optional(),
});
export type Showcase = z.infer<typeof showcaseSchema>;

export function useShowcase(id: string) {
  return useQuery({
    queryKey: ['showcase', id],
    queryFn: ({ signal }) => getParsed(`/api/showcase/${encodeURIComponent(id)}`, showcaseSchema, signal),
  });
}
