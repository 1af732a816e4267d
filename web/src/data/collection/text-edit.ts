import { changedFields } from '../sync/screen';

/** A form's blank and a row's null are the same "no text", as the mutators store it. */
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null));

/**
 * An edit with free text (issue 33): the fields that changed, and for each text among them the `base` the mutation
 * carries, what this device showed when the painter began (`seen`, the row the form opened with; else the row now).
 * A text the painter left as the form showed it is not sent at all: re-saving the form's old words would otherwise
 * replace what another device wrote meanwhile. The mutators keep any text an edit replaces that was not its base.
 */
export function textEdit<T extends object, F extends keyof T & string>(
  current: T,
  requested: Partial<T>,
  texts: readonly F[],
  seen: Partial<Pick<T, F>> = current,
): { changes: Partial<T> | null; base: Partial<Record<F, string | null>> } {
  const untouched = new Set<string>(texts.filter((field) => field in seen && requested[field] !== undefined && asText(requested[field]) === asText(seen[field])));
  const wanted = Object.fromEntries(Object.entries(requested).filter(([key]) => !untouched.has(key))) as Partial<T>;
  const changes = changedFields(current, wanted);
  const base: Partial<Record<F, string | null>> = {};
  for (const field of texts) if (changes && field in changes) base[field] = asText(field in seen ? seen[field] : current[field]) as string | null;
  return { changes, base };
}
