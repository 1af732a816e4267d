import { z } from 'zod';
import { colorSources } from './catalog.js';
import { projectStatuses } from './entities/project.js';
import { projectStageSchema, type ProjectStage } from './entities/stages.js';

/** One paint of a shared recipe: what the paint is (as it is now, or the row's snapshot once it is gone) and how it is used. */
export const showcasePaintSchema = z.object({
  name: z.string(),
  brand: z.string(),
  /** Told apart by it ("Macragge Blue · Base", not the Air pot); null for a paint without one or a snapshot. */
  range: z.string().nullable(),
  color: z.string(),
  type: z.string(),
  technique: z.string().nullable(),
  usageNotes: z.string().nullable(),
  /** The catalog paint it is or was added from, and where that colour comes from: what the swatch draws (translucent.ts). */
  catalogId: z.string().nullable().optional(),
  colorSource: z.enum(colorSources).optional(),
  /** A translucent catalog paint's measured pooled stop (issue 36), drawn instead of the approximation. */
  pooledColor: z.string().optional(),
});
export type ShowcasePaint = z.infer<typeof showcasePaintSchema>;

/** A miniature part and its paints, in recipe order. */
export const showcasePartSchema = z.object({ partName: z.string(), paints: z.array(showcasePaintSchema) });
export type ShowcasePart = z.infer<typeof showcasePartSchema>;

/**
 * The stages' default words (issue 26) for the server's showcase page; the app has its own
 * (web/src/messages/stage-text.ts), and a test checks they agree.
 */
export const defaultStageWords: Readonly<Record<ProjectStage, string>> = {
  unbuilt: 'Unbuilt',
  built: 'Built',
  primed: 'Primed',
  painting: 'Painting',
  painted: 'Painted',
  based: 'Based',
  varnished: 'Varnished',
};

/** A work-in-progress photo on a showcase: the card-sized copy for the timeline, the large one to view. */
export const showcaseWipPhotoSchema = z.object({ url: z.string(), largeUrl: z.string() });

/** One step of a shared miniature's timeline (stageTimeline): the stage, when it was reached, its photos. */
export const showcaseTimelineStepSchema = z.object({
  stage: projectStageSchema,
  at: z.string().nullable(),
  photos: z.array(showcaseWipPhotoSchema),
});
export type ShowcaseTimelineStep = z.infer<typeof showcaseTimelineStepSchema>;

/**
 * GET /api/showcase/{token}: a shared miniature as anyone with the link sees it. Only what the painter chose to
 * show: no ids, no owner, no email, and no dates unless the painter chose to show the timeline.
 */
export const showcaseSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(projectStatuses),
  /** `/showcase/{token}/image.jpg`, served without a session while the project is shared; null without a photo. */
  imageUrl: z.string().nullable(),
  parts: z.array(showcasePartSchema),
  /** The work-in-progress timeline (issue 26), only when the painter turned it on (showTimeline); else null. */
  timeline: z.array(showcaseTimelineStepSchema).nullable().default(null),
});
export type Showcase = z.infer<typeof showcaseSchema>;

/** The words of a showcase link that opens nothing (unknown, malformed or turned off): the spec's not-found page. */
/**
 * A showcase link that opens nothing (never shared, or shared no longer): a page for the visitor, not the app's
 * developer-style 404 (issue 24), with the same invitation the live showcase page makes.
 */
export const showcaseNotFound = {
  title: 'This miniature is no longer shared',
  message: 'This showcase link does not exist, or its owner has stopped sharing it.',
  invitation: 'Keep your paints, your painted miniatures and their recipes in one place, free, and share them like this one.',
} as const;

/** Share links: the page, and its photo for link previews. */
export const showcasePath = (token: string) => `/showcase/${encodeURIComponent(token)}`;
export const showcaseImagePath = (token: string) => `${showcasePath(token)}/image.jpg`;
/** A work-in-progress photo of a shared miniature whose timeline is shown: its card copy, or its large one. */
export const showcaseWipPhotoPath = (token: string, photoId: string, size: 'card' | 'large') =>
  `${showcasePath(token)}/wip/${encodeURIComponent(photoId)}/${size}.jpg`;
