import { z } from 'zod';
import { hexColorSchema, instantSchema, textSchema, uuidSchema } from './entities/fields.js';
import { feedbackLimits, feedbackMessages, feedbackStatuses, feedbackTypes } from './feedback-constants.js';

/**
 * `/api/feedback` (spec §5, §7) and the admin's triage of it: one definition for the form, the offline queue and
 * the server, so the two sides never disagree on a rule or its words.
 */

export * from './feedback-constants.js';

export const feedbackTypeSchema = z.enum(feedbackTypes, { error: feedbackMessages.typeUnknown });
export const feedbackStatusSchema = z.enum(feedbackStatuses, { error: feedbackMessages.statusUnknown });

/**
 * "This colour looks wrong": which catalog paint, and the hex the painter thinks it should be. A measurement (the
 * colour studio's "Measure a paint", issue 36) says so: its hex is a swatch on white card, not a match by eye, and
 * for a translucent paint it carries the pooled coat too. Measurements agree toward the catalog among themselves.
 */
export const colorReportRequestSchema = z.object({
  paintId: z.string().min(1).max(100),
  suggestedColor: hexColorSchema,
  measured: z.object({ pooledColor: hexColorSchema.optional() }).optional(),
});

export const feedbackRequestSchema = z
  .object({
    /**
     * Optional, made by the device: a message queued offline and sent twice (the answer was lost) is stored once.
     * The same id again answers the stored message with 200 instead of 201.
     */
    id: uuidSchema.optional(),
    /** Spec §5: general by default; a colour report is a bug report, so it defaults to bug. */
    type: feedbackTypeSchema.optional(),
    subject: textSchema({ error: feedbackMessages.subjectRequired })
      .trim()
      .min(1, { error: feedbackMessages.subjectRequired })
      .max(feedbackLimits.subjectMax, { error: feedbackMessages.subjectTooLong }),
    message: textSchema({ error: feedbackMessages.messageMin })
      .trim()
      .min(feedbackLimits.messageMin, { error: feedbackMessages.messageMin })
      .max(feedbackLimits.messageMax, { error: feedbackMessages.messageTooLong }),
    colorReport: colorReportRequestSchema.optional(),
  })
  .refine((body) => body.colorReport === undefined || body.type === undefined || body.type === 'bug', {
    error: feedbackMessages.colorReportIsBug,
    path: ['type'],
  })
  .transform(({ type, ...body }) => ({ ...body, type: type ?? (body.colorReport ? 'bug' : 'general') }) as const);
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** The reported paint as it was when the painter wrote, and what the catalog says now. */
export const colorReportSchema = z.object({
  paintId: z.string(),
  brand: z.string(),
  range: z.string(),
  name: z.string(),
  /** The catalog's hex when the report was sent. */
  reportedColor: z.string(),
  suggestedColor: z.string(),
  /** The catalog's hex now (after any correction); null when the paint has left the catalog. */
  currentColor: z.string().nullable(),
  /** Present when the report is a measurement on white card (issue 36), with a translucent paint's pooled coat. */
  measured: z.object({ pooledColor: z.string().nullable() }).optional(),
});
export type ColorReport = z.infer<typeof colorReportSchema>;

/** A piece of feedback as its author sees it (GET /api/feedback): the spec's fields, the status and the reply. */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  type: feedbackTypeSchema,
  subject: z.string(),
  message: z.string(),
  status: feedbackStatusSchema,
  adminReply: z.string().nullable(),
  repliedAt: instantSchema.nullable(),
  colorReport: colorReportSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
export const feedbackListSchema = z.array(feedbackEntrySchema);
