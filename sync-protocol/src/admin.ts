import { z } from 'zod';
import { catalogPaintSchema } from './catalog.js';
import { correctionSources, voiceSchema } from './colour-agreements.js';
import { instantSchema, textSchema } from './entities/fields.js';
import { feedbackEntrySchema, feedbackLimits, feedbackMessages, feedbackStatusSchema, feedbackTypeSchema } from './feedback.js';

/** `/api/admin/*` (spec §2, §6, §7 "admin stats"): the dashboard's answers and the admin's requests. */

export * from './admin-messages.js';

const count = z.number().int().nonnegative();

export const adminStatsSchema = z.object({
  totalUsers: count,
  verifiedUsers: count,
  unverifiedUsers: count,
  /** The shared catalog's size. */
  totalPaints: count,
  /** Painted miniatures of every user (deleted ones not counted). */
  totalProjects: count,
  systemHealth: z.object({
    /** Percent of responses with status >= 500 over the last 24 hours, one decimal; 0 when there were none. */
    errorRate: z.number().nonnegative(),
    /** Seconds since the server started. */
    uptime: count,
    /** Text to show as is: the newest backup file's time (ISO-8601), or adminMessages.neverBackedUp. */
    lastBackup: z.string(),
    /** The same time for formatting, or null when there is no backup. */
    lastBackupAt: instantSchema.nullable(),
    /** What errorRate is computed from. */
    requests24h: count,
    serverErrors24h: count,
  }),
  /** One row per day (UTC) of the last 14, oldest first, days without signups included with count 0. */
  recentSignups: z.array(z.object({ date: z.iso.date(), count })),
  /** The paints most used in recipes (live rows), most used first, at most 10. */
  popularPaints: z.array(z.object({ name: z.string(), brand: z.string(), usage_count: count })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Every user field of spec §3 but the password and the tokens, plus what the listing adds. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  pendingEmail: z.string().nullable(),
  passwordResetExpiry: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The user's live paints (inventory, wishlist and custom). */
  paintCount: count,
  /** The user's live painted miniatures. */
  projectCount: count,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** Feedback as the admin sees it: its author as well. */
export const adminFeedbackEntrySchema = feedbackEntrySchema.extend({
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  /** For a colour report: whether its painter's voice counts toward a public change now (the trust rule). */
  voice: voiceSchema.nullable(),
});
export type AdminFeedbackEntry = z.infer<typeof adminFeedbackEntrySchema>;
export const adminFeedbackListSchema = z.array(adminFeedbackEntrySchema);

const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/admin/feedback filters, each optional. */
export const adminFeedbackQuerySchema = z.object({
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
  /** true: colour reports only; false: everything else. */
  colorReport: queryFlag.optional(),
});

/** PATCH /api/admin/feedback/{id}: a new status, a reply (null or blank removes it), or both. */
export const feedbackTriageRequestSchema = z
  .object({
    status: feedbackStatusSchema.optional(),
    adminReply: textSchema()
      .trim()
      .max(feedbackLimits.replyMax, { error: feedbackMessages.replyTooLong })
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.status !== undefined || body.adminReply !== undefined, { error: feedbackMessages.nothingToChange });

/** A correction of a catalog paint's hex: kept apart from the data file, applied over it at every load. */
export const catalogCorrectionSchema = z.object({
  paint: catalogPaintSchema,
  /** The data file's hex, which the correction overrides. */
  originalColor: z.string(),
  correctedAt: instantSchema,
  /** The admin who made it; null for painters' agreement, and once that account is gone. */
  correctedBy: z.string().nullable(),
  source: z.enum(correctionSources),
});
export type CatalogCorrection = z.infer<typeof catalogCorrectionSchema>;
export const catalogCorrectionAnswerSchema = catalogCorrectionSchema.extend({
  /** The catalog's new ETag (GET /api/paints/all), which devices compare to pick the change up. */
  etag: z.string(),
});
export const catalogCorrectionListSchema = z.array(catalogCorrectionSchema);

/** A backup file in BACKUP_DIR. */
export const backupFileSchema = z.object({ file: z.string(), createdAt: instantSchema, size: count });
export type BackupFile = z.infer<typeof backupFileSchema>;
export const backupListSchema = z.array(backupFileSchema);
