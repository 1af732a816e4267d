import { z } from 'zod';
import { valueDepth } from '@paintforge/sync-protocol';
import { rosterLimits, rosterOf, RosterRefused, type ForceNode, type Roster, type SelectionNode } from './roster';

/**
 * New Recruit's JSON export: the roster as BattleScribe's XML has it (forces, selections, costs), written as JSON.
 * Checked by zod after its depth is bounded (a deeply nested file is refused before anything walks it recursively).
 */
const costSchema = z.object({ name: z.string().default(''), typeId: z.string().default(''), value: z.coerce.number().catch(0) });

const selectionSchema: z.ZodType<SelectionNode, unknown> = z.lazy(() =>
  z.object({
    name: z.string().default(''),
    type: z.string().default(''),
    number: z.coerce.number().catch(1),
    costs: z.array(costSchema).catch([]),
    selections: z.array(selectionSchema).catch([]),
  }),
);

const forceSchema: z.ZodType<ForceNode, unknown> = z.lazy(() =>
  z.object({
    name: z.string().default(''),
    catalogueName: z.string().default(''),
    selections: z.array(selectionSchema).catch([]),
    forces: z.array(forceSchema).catch([]),
  }),
);

const rosterSchema = z.object({
  name: z.string().default(''),
  gameSystemName: z.string().default(''),
  costs: z.array(costSchema).catch([]),
  forces: z.array(forceSchema).min(1),
});

/** A New Recruit JSON export's text as a roster. Throws RosterRefused: not a roster, too deep, too many units. */
export function parseNewRecruitJson(text: string): Roster {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RosterRefused('not-a-roster');
  }
  // Twice the XML's bound: each level of the XML is an object and its array here.
  if (valueDepth(parsed, rosterLimits.depth * 2) > rosterLimits.depth * 2) throw new RosterRefused('too-deep');
  const wrapped = typeof parsed === 'object' && parsed !== null && 'roster' in parsed ? (parsed as { roster: unknown }).roster : parsed;
  const roster = rosterSchema.safeParse(wrapped);
  if (!roster.success) throw new RosterRefused('not-a-roster');
  return rosterOf(roster.data);
}
