import { z } from 'zod';
import { catalogPaintSchema } from './catalog.js';
import { hexColorSchema, instantSchema } from './entities/fields.js';

/** Who changed a catalog colour: an admin, painters' reports that agreed, or painters' measurements that agreed (issue 36). */
export const correctionSources = ['admin', 'reports', 'measurements'] as const;

/**
 * What the admin's triage shows of painters' colour reports (issue 31): whether each voice counts, the agreements
 * forming before they apply, and the record of every change of a catalog colour. Codes, never words: the web says
 * them (web/src/messages/).
 */

/**
 * Why a voice counts or not: 'trusted' (verified, a member for a week), 'unverified', 'new-member' (verified, not a
 * week yet: `countsFrom` says when), 'same-person' (another voice of the same person counts instead).
 */
export const voiceStandings = ['trusted', 'unverified', 'new-member', 'same-person'] as const;
export type VoiceStanding = (typeof voiceStandings)[number];

export const voiceSchema = z.object({
  standing: z.enum(voiceStandings),
  /** When a verified painter's voice starts counting; null while unverified. */
  countsFrom: instantSchema.nullable(),
});
export type VoiceAnswer = z.infer<typeof voiceSchema>;

/** One painter's report inside an agreement. */
export const agreementVoiceSchema = voiceSchema.extend({
  reportId: z.string(),
  userId: z.string(),
  email: z.string(),
  suggestedColor: z.string(),
  reportedAt: instantSchema,
});

/**
 * Painters whose suggestions for one paint lie within the agreement's ΔE2000 of each other, not (yet) what the catalog
 * shows. It applies once `needed` of its voices count; `appliesAt` is when that will be, as far as is known now (null
 * while too few of its painters are verified).
 */
export const colourAgreementSchema = z.object({
  paint: catalogPaintSchema,
  /** The hex it would apply: the suggestion nearest the others. */
  color: z.string(),
  /** The largest ΔE2000 between two of its suggestions. */
  spread: z.number().nonnegative(),
  voices: z.array(agreementVoiceSchema),
  counted: z.number().int().nonnegative(),
  needed: z.number().int().positive(),
  appliesAt: instantSchema.nullable(),
});
export type ColourAgreement = z.infer<typeof colourAgreementSchema>;
export const colourAgreementListSchema = z.array(colourAgreementSchema);

export const colourChangeActions = ['corrected', 'removed', 'dismissed'] as const;
export type ColourChangeActionCode = (typeof colourChangeActions)[number];

/** A change of a catalog paint's colour: who (an admin, or the painters whose reports agreed), when, from which reports. */
export const colourChangeSchema = z.object({
  id: z.string(),
  paintId: z.string(),
  /** The paint as the catalog has it now; null once it left the catalog. */
  paint: catalogPaintSchema.nullable(),
  action: z.enum(colourChangeActions),
  /** The hex shown after it; null for a dismissal. */
  color: z.string().nullable(),
  previousColor: z.string(),
  source: z.enum(correctionSources).nullable(),
  /** The admin; null for an agreement of painters, or once the account is gone. */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** The reports it came from; a report whose painter deleted their account is gone from the list. */
  reports: z.array(z.object({ id: z.string(), email: z.string(), suggestedColor: z.string() })),
  at: instantSchema,
});
export type ColourChange = z.infer<typeof colourChangeSchema>;
export const colourChangeListSchema = z.array(colourChangeSchema);

/** The reports an admin's correction comes from (the triage's "Correct colour" or an agreement's "Accept"). */
export const reportIdsSchema = z.array(z.string().min(1).max(100)).max(100);

/** PUT /api/admin/catalog/{paintId}/color. */
export const catalogCorrectionRequestSchema = z.object({ color: hexColorSchema, reportIds: reportIdsSchema.optional() });
