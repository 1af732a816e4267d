import { mutations, type TextEntity } from '@paintforge/sync-protocol';
import { updateArmy, updateSchemeStep, updateUnit } from '../armies/armies';
import { isMyText } from '../sync/my-texts';
import { nowIso, writeLocal } from '../sync/screen';
import { updatePaint } from './paints';
import { updateProject } from './projects';
import { updateRecipePaint } from './recipes';

/**
 * The painter's answers to a text kept from a concurrent edit (issue 33, sync-protocol mutations/kept-text.ts).
 * "Use mine": an ordinary edit that writes the kept text back, from the text shown now (its base), which also clears
 * it. "Dismiss": the kept text goes. `field` is as the row's conflicts name it (`steps.<stepId>.notes` for a step).
 */
export async function restoreMyText(entity: TextEntity, id: string, field: string, text: string): Promise<void> {
  switch (entity) {
    case 'paint':
      return updatePaint(id, { notes: text });
    case 'project':
      return updateProject(id, { description: text });
    case 'recipe':
      return updateRecipePaint(id, { usageNotes: text });
    case 'army':
      return updateArmy(id, { notes: text });
    case 'unit':
      return updateUnit(id, { notes: text });
    case 'scheme':
      return updateSchemeStep(id, field.split('.')[1]!, { notes: text });
  }
}

export async function dismissKeptText(entity: TextEntity, id: string, field: string, text: string): Promise<void> {
  await writeLocal(mutations[entity].dismissConflict, { id, field, text, updatedAt: nowIso() });
}

/** The two answers for one item, as the kept-text notice (components/kept-text-notices.tsx) takes them. */
export function keptTextActions(entity: TextEntity, id: string) {
  return {
    useMine: (field: string, text: string) => restoreMyText(entity, id, field, text),
    dismiss: (field: string, text: string) => dismissKeptText(entity, id, field, text),
    isMine: (field: string, text: string) => isMyText(entity, id, field, text),
  };
}
