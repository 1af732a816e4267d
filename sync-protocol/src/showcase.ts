import { z } from 'zod';
import { projectStatuses } from './entities/project.js';

/** One paint of a shared recipe: what the paint is (as it is now, or the row's snapshot once it is gone) and how it is used. */
export const showcasePaintSchema = z.object({
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  type: z.string(),
  technique: z.string().nullable(),
  usageNotes: z.string().nullable(),
});
export type ShowcasePaint = z.infer<typeof showcasePaintSchema>;

/** A miniature part and its paints, in recipe order. */
export const showcasePartSchema = z.object({ partName: z.string(), paints: z.array(showcasePaintSchema) });
export type ShowcasePart = z.infer<typeof showcasePartSchema>;

/**
 * GET /api/showcase/{token}: a shared miniature as anyone with the link sees it. Only what the painter chose to
 * show: no ids, no owner, no email, no dates.
 */
export const showcaseSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(projectStatuses),
  /** `/showcase/{token}/image.jpg`, served without a session while the project is shared; null without a photo. */
  imageUrl: z.string().nullable(),
  parts: z.array(showcasePartSchema),
});
export type Showcase = z.infer<typeof showcaseSchema>;

/** The words of a showcase link that opens nothing (unknown, malformed or turned off): the spec's not-found page. */
export const showcaseNotFound = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
  message: 'This showcase link does not exist, or its owner has stopped sharing it.',
} as const;

/** Share links: the page, and its photo for link previews. */
export const showcasePath = (token: string) => `/showcase/${encodeURIComponent(token)}`;
export const showcaseImagePath = (token: string) => `${showcasePath(token)}/image.jpg`;
