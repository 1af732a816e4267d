import { z } from 'zod';
import { instantSchema } from '../entities/fields.js';
import { monthlyGoalSchema, painterIdSchema, stageNameInputSchema, type PileSettingsRow } from '../entities/pile-settings.js';
import { projectStages } from '../entities/stages.js';
import { defineMutation } from './define.js';

/**
 * Sets some of a painter's pile settings: any stage names (a blank one goes back to the app's name) and/or the goal.
 * Only the fields sent change, over the row as the server holds it when the mutation reaches it, so two devices
 * changing different stages or the goal both keep their change, and the same field is the last write's (the
 * server's order). The first change makes the row.
 */
export const setPileSettings = defineMutation(
  'pileSettings.set@1',
  z
    .object({
      /** The painter's user id (the server refuses any other). */
      id: painterIdSchema,
      stageNames: z.partialRecord(z.enum(projectStages), stageNameInputSchema).optional(),
      monthlyGoal: monthlyGoalSchema.optional(),
      updatedAt: instantSchema,
    })
    .refine((args) => args.stageNames !== undefined || args.monthlyGoal !== undefined, { error: 'Nothing to change' }),
  { entity: 'pileSettings', action: 'edit', rowId: (args) => args.id, ownRow: true },
  async (store, args) => {
    const row: PileSettingsRow = (await store.get('pileSettings', args.id)) ?? {
      id: args.id,
      stageNames: {},
      monthlyGoal: null,
      updatedAt: args.updatedAt,
      deletedAt: null,
    };
    const stageNames = { ...row.stageNames };
    for (const stage of projectStages) {
      if (args.stageNames === undefined || !(stage in args.stageNames)) continue;
      const name = args.stageNames[stage];
      if (name) stageNames[stage] = name;
      else delete stageNames[stage];
    }
    await store.put('pileSettings', {
      ...row,
      stageNames,
      monthlyGoal: args.monthlyGoal === undefined ? row.monthlyGoal : args.monthlyGoal,
      updatedAt: args.updatedAt,
    });
  },
);
