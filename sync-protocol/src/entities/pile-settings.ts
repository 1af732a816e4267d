import { z } from 'zod';
import { instantSchema, textSchema } from './fields.js';
import { projectStages } from './stages.js';

/**
 * A painter's pile settings (issue 26): their own names for the stages (the order stays the app's) and a monthly
 * goal drawn on the burn-down. One row per painter, synced like every other row so a second device shows the same;
 * its id is the painter's user id, which the server checks (api: applyInTransaction), so no device writes another's.
 */
export const pileSettingsLimits = { stageNameMax: 40, monthlyGoalMax: 1000 } as const;

export const pileSettingsMessages = {
  stageNameTooLong: `At most ${pileSettingsLimits.stageNameMax} characters`,
  goalRange: `Goal must be a whole number from 1 to ${pileSettingsLimits.monthlyGoalMax}`,
} as const;

/** The painter's user id, as the server has it (a UUID for every account made by this app; checked equal to it there). */
export const painterIdSchema = z.string().min(1).max(100);

/** Models a month the painter means to paint; null for no goal. */
export const monthlyGoalSchema = z
  .number({ error: pileSettingsMessages.goalRange })
  .int({ error: pileSettingsMessages.goalRange })
  .min(1, { error: pileSettingsMessages.goalRange })
  .max(pileSettingsLimits.monthlyGoalMax, { error: pileSettingsMessages.goalRange })
  .nullable();

/** A painter's name for a stage as typed: trimmed, bounded; blank (null) means the app's name again. */
export const stageNameInputSchema = textSchema()
  .trim()
  .max(pileSettingsLimits.stageNameMax, { error: pileSettingsMessages.stageNameTooLong })
  .nullable()
  .transform((name) => (name ? name : null));

const stageNamesSchema = z.partialRecord(z.enum(projectStages), textSchema().trim().min(1).max(pileSettingsLimits.stageNameMax));

export const pileSettingsRowSchema = z.object({
  /** The painter's user id. */
  id: painterIdSchema,
  /** Only the stages the painter named; a stage missing here shows the app's name. */
  stageNames: stageNamesSchema.default({}),
  monthlyGoal: monthlyGoalSchema.default(null),
  updatedAt: instantSchema,
  /** Always null: settings are changed, never deleted; kept so the row syncs as every other row does. */
  deletedAt: instantSchema.nullable(),
});
export type PileSettingsRow = z.infer<typeof pileSettingsRowSchema>;
