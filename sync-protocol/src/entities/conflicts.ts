import { z } from 'zod';
import { instantSchema } from './fields.js';

/**
 * Issue 33, sync.md guarantee 17: free text a painter wrote never disappears without a trace. When two devices edit
 * the same text concurrently, the later write in the server's order wins the field, as every other field, and the
 * text it replaced is kept on the row as a conflict, shown on the item until the painter takes it back ("Use mine")
 * or dismisses it.
 *
 * `field` names the text: a row's own field (`notes`, `description`, `usageNotes`), or a scheme step's notes as
 * `steps.<stepId>.notes`. `at` is when it was replaced (the winning edit's time).
 */
export const keptTextSchema = z.object({
  field: z.string().min(1).max(100),
  text: z.string(),
  at: instantSchema,
});
export type KeptText = z.infer<typeof keptTextSchema>;

/**
 * At most this many kept texts per field: the newest, since a row edited offline on many phones must not grow without
 * end (a painter reads a handful of "your version" notices, not fifty). The mutators drop the oldest beyond it.
 */
export const keptTextsPerField = 5;

/**
 * A row's kept texts; rows written before they existed (old devices, old backups) have none. Clients never send
 * kept texts (mutators make them); the length bound refuses a row read from outside, a backup file, with more than
 * any row can hold (a scheme: 100 steps × 5).
 */
export const keptTextsSchema = z.array(keptTextSchema).max(1000).default([]);

/** The field name of a scheme step's notes in a scheme row's conflicts. */
export const stepNotesField = (stepId: string) => `steps.${stepId}.notes`;
