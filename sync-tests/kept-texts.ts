import { expect } from 'vitest';
import { stepNotesField, type KeptText } from '@paintforge/sync-protocol';
import type { readUserRows } from '../api/src/features/sync/rows.js';
import type { ArchivedEntry } from './server-log.js';

type ServerRows = Awaited<ReturnType<typeof readUserRows>>;

/** One text a mutation wrote: the row (`entity:id`), the field as kept texts name it, the text, and the base it carried. */
interface TextWrite {
  row: string;
  field: string;
  text: string | null;
  /** undefined: the write did not say what it saw (an @1 edit). */
  base: string | null | undefined;
}

interface Args {
  id?: string;
  schemeId?: string;
  stepId?: string;
  changes?: Record<string, unknown>;
  base?: Record<string, unknown>;
  field?: string;
  text?: string;
}

/** As the mutators store a text: trimmed, blank as none. */
const stored = (value: unknown): string | null => (typeof value === 'string' ? value.trim() || null : null);

/** The free-text fields of each edit, as kept texts name them (sync-protocol mutations/kept-text.ts). */
const textFieldsOf: Record<string, { entity: string; fields: readonly string[] }> = {
  paint: { entity: 'paint', fields: ['notes'] },
  project: { entity: 'project', fields: ['description'] },
  recipe: { entity: 'recipe', fields: ['usageNotes'] },
  army: { entity: 'army', fields: ['notes'] },
  unit: { entity: 'unit', fields: ['notes'] },
};

function textWrites(entry: ArchivedEntry): TextWrite[] {
  const args = JSON.parse(entry.args) as Args;
  const [verb] = entry.name.split('@');
  const [entity, action] = verb!.split('.');
  if (action === 'updateStep' && entity === 'scheme' && args.changes && 'notes' in args.changes)
    return [
      { row: `scheme:${args.schemeId}`, field: stepNotesField(args.stepId!), text: stored(args.changes.notes), base: base(args, 'notes') },
    ];
  if (action !== 'update' || !textFieldsOf[entity!] || !args.changes) return [];
  return textFieldsOf[entity!]!.fields.filter((field) => field in args.changes!).map((field) => ({
    row: `${entity}:${args.id}`,
    field,
    text: stored(args.changes![field]),
    base: base(args, field),
  }));
}

function base(args: Args, field: string): string | null | undefined {
  return args.base && field in args.base ? stored(args.base[field]) : undefined;
}

/** The text a server row holds now for a field (a scheme step's notes by `steps.<id>.notes`), or absent. */
function textNow(server: ServerRows, row: string, field: string): { present: boolean; text: string | null; kept: KeptText[] } {
  const [entity, id] = row.split(':') as [keyof ServerRows, string];
  const found = (server[entity] as Array<{ id: string; conflicts?: KeptText[] } & Record<string, unknown>>).find((each) => each.id === id);
  if (!found) return { present: false, text: null, kept: [] };
  const kept = found.conflicts ?? [];
  const step = /^steps\.(.+)\.notes$/.exec(field);
  if (step) {
    const match = (found.steps as Array<{ id: string; notes: string | null }>).find((each) => each.id === step[1]);
    return { present: match !== undefined, text: match?.notes ?? null, kept };
  }
  return { present: true, text: stored(found[field]), kept };
}

/**
 * Property 17 (issue 33): no text written on a device disappears without a trace. Every text an applied edit wrote is,
 * at the end, the field's text, or kept on the row as a conflict, or was replaced by a later edit that had seen it (its
 * base), or was dismissed by the painter. Rows purged, and scheme steps removed, are gone by the painter's own hand.
 */
export function expectNoTextLost(server: ServerRows, entries: readonly ArchivedEntry[]): void {
  const applied = entries
    .filter((entry) => entry.status === 'applied' && entry.version !== null)
    .sort((a, b) => a.version! - b.version! || a.mutationId - b.mutationId);
  const settled = new Set<string>();
  const written: Array<TextWrite & { by: string }> = [];
  for (const entry of applied) {
    const args = JSON.parse(entry.args) as Args;
    if (entry.name.includes('.dismissConflict@')) {
      settled.add(`${entry.name.split('.')[0]}:${args.id}#${args.field}#${args.text}`);
      continue;
    }
    for (const text of textWrites(entry)) {
      if (text.base !== undefined && text.base !== null) settled.add(`${text.row}#${text.field}#${text.base}`);
      if (text.text !== null) written.push({ ...text, by: `${entry.clientId}#${entry.mutationId}` });
    }
  }
  for (const text of written) {
    const now = textNow(server, text.row, text.field);
    if (!now.present || now.text === text.text || settled.has(`${text.row}#${text.field}#${text.text}`)) continue;
    expect(
      now.kept.filter((kept) => kept.field === text.field).map((kept) => kept.text),
      `${text.row} ${text.field}: the text “${text.text}” written by ${text.by} is neither there nor kept`,
    ).toContain(text.text);
  }
}
