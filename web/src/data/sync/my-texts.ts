import { stepNotesField } from '@paintforge/sync-protocol';

/**
 * Which kept texts are this device's own words (issue 33): only the phone whose words lost should read "your
 * version". The server keeps the replaced text without its writer, so each device remembers the texts it wrote in
 * an edit (every `*.update@2` / `updateStep@2`, the only way a text is replaced), by row, field and text. A kept text
 * this device never wrote is another phone's: it is shown with other words. Kept in localStorage, per device (the
 * row ids are unique across painters), the newest few hundred; a cleared browser forgets, and then shows a text it
 * wrote as the other phone's, which is still true of the edit that replaced it.
 */
const storageKey = 'paintforge.my-texts';
const remembered = 300;

/** A short fingerprint of a written text (cyrb53): the texts themselves need not be stored twice on the device. */
function fingerprint(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const keyOf = (entity: string, id: string, field: string, text: string) => fingerprint(JSON.stringify([entity, id, field, text]));

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers the texts an edit of a row writes, as the mutation carries them (`base` names its text fields). */
export function rememberTextsOf(mutationKey: string, args: unknown): void {
  if (typeof args !== 'object' || args === null || !('base' in args) || !('changes' in args)) return;
  const { base, changes, id, schemeId, stepId } = args as { base: object; changes: Record<string, unknown>; id?: string; schemeId?: string; stepId?: string };
  const entity = mutationKey.split('.')[0]!;
  const row = id ?? schemeId;
  if (!row) return;
  const written = Object.keys(base)
    .map((field) => [stepId ? stepNotesField(stepId) : field, changes[field]] as const)
    .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string' && pair[1] !== '')
    .map(([field, text]) => keyOf(entity, row, field, text));
  if (written.length === 0) return;
  const next = [...written, ...read().filter((key) => !written.includes(key))].slice(0, remembered);
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or refused: the notice then speaks of the other phone's version, which is still honest.
  }
}

/** Whether this device wrote `text` into `field` of the row: the kept text is then its painter's words here. */
export function isMyText(entity: string, id: string, field: string, text: string): boolean {
  return read().includes(keyOf(entity, id, field, text));
}
