import { z } from 'zod';
import { keptTextSchema, keptTextsPerField, type KeptText } from '../entities/conflicts.js';
import { fieldLimits, instantSchema, uuidSchema } from '../entities/fields.js';
import type { EntityName, EntityRows } from '../entities/index.js';
import { defineMutation, editRow, rowOf, type MutationTouches } from './define.js';
import type { MutationResult, MutationStore } from './store.js';

/**
 * Free text under concurrent edits (issue 33, sync.md guarantee 17). An edit of a text carries the text the device
 * last saw (`base`). The edit always wins the field, as the last write in the server's order wins every field; but
 * when the stored text is neither that base nor the new text, another device wrote it meanwhile, and it is kept on
 * the row (`conflicts`) instead of vanishing. The device and the server run this same code, so both keep the same.
 */

/** The texts a device saw, by field: one entry for each text field the edit changes. */
export const textBaseSchema = <F extends string>(fields: readonly [F, ...F[]]) =>
  z
    .object(
      Object.fromEntries(fields.map((field) => [field, z.string().max(fieldLimits.descriptionMax).nullable()])) as Record<
        F,
        z.ZodNullable<z.ZodString>
      >,
    )
    .partial()
    .default({} as never);

/**
 * The kept texts after `text` replaces `stored` in `field`. `text` undefined: the field is not edited. `base`
 * undefined: an older device's edit (`@1`) or one that did not say what it saw, so any other text it replaces is kept.
 */
export function keepReplaced(
  kept: readonly KeptText[],
  field: string,
  stored: string | null,
  text: string | null | undefined,
  base: string | null | undefined,
  at: string,
): KeptText[] {
  if (text === undefined) return [...kept];
  // Writing a kept text again ("Use mine") applies it, so it is no longer kept aside.
  const rest = kept.filter((entry) => !(entry.field === field && entry.text === text));
  if (stored === null || stored === text || stored === base) return rest;
  if (rest.some((entry) => entry.field === field && entry.text === stored)) return rest;
  return newestOfField([...rest, { field, text: stored, at }], field);
}

/** Kept texts are in the order they were kept: beyond the bound, a field's oldest go (conflicts.ts). */
function newestOfField(kept: readonly KeptText[], field: string): KeptText[] {
  let over = kept.filter((entry) => entry.field === field).length - keptTextsPerField;
  return kept.filter((entry) => entry.field !== field || over-- <= 0);
}

/** A row's kept texts; rows stored on a device before they existed read none. */
export function keptTextsOf(row: { conflicts?: readonly KeptText[] | undefined }): KeptText[] {
  return [...(row.conflicts ?? [])];
}

/** keepReplaced over each text field of a row's edit. */
export function keepTexts<F extends string>(
  row: { conflicts?: readonly KeptText[] | undefined } & Record<F, string | null>,
  changes: Partial<Record<F, string | null>>,
  base: Partial<Record<F, string | null>>,
  fields: readonly F[],
  at: string,
): KeptText[] {
  return fields.reduce((kept, field) => keepReplaced(kept, field, row[field], changes[field], base[field], at), keptTextsOf(row));
}

/** What an edit of a row with texts carries: the changed fields, the texts the device saw (`base`) and when. */
export type TextEdit<C, F extends string> = { changes: C; base: Partial<Record<F, string | null>>; updatedAt: string };

/**
 * An update of rows with free text, as its two versions: `@2` carries the texts the device saw (`base`); `@1`, from
 * devices before issue 33, has none, so any other text it replaces is kept. `key` names the row (`{id}`, or a
 * scheme's step); one `edit` applies both.
 */
export function textUpdates<N extends string, Key extends z.ZodRawShape, C extends z.ZodType, F extends string>(
  name: N,
  key: Key,
  changes: C,
  texts: readonly [F, ...F[]],
  touches: MutationTouches<Omit<z.output<z.ZodObject<Key>> & TextEdit<z.output<C>, F>, 'base'>>,
  edit: (store: MutationStore, args: z.output<z.ZodObject<Key>> & TextEdit<z.output<C>, F>) => Promise<MutationResult>,
) {
  type Args = z.output<z.ZodObject<Key>> & TextEdit<z.output<C>, F>;
  type Sent = z.input<z.ZodObject<Key>> & { changes: z.input<C>; updatedAt: string };
  const v1 = z.object({ ...key, changes, updatedAt: instantSchema }) as unknown as z.ZodType<Omit<Args, 'base'>, Sent>;
  const v2 = z.object({ ...key, changes, base: textBaseSchema(texts), updatedAt: instantSchema }) as unknown as z.ZodType<
    Args,
    Sent & { base?: Partial<Record<F, string | null>> }
  >;
  return [
    defineMutation(`${name}@1` as `${N}@1`, v1, touches, (store, args) => edit(store, { ...args, base: {} } as Args)),
    defineMutation(`${name}@2` as `${N}@2`, v2, touches, edit),
  ] as const;
}

/** A row's own fields changed, and the texts among them another device wrote meanwhile kept (keepTexts). */
export function editWithTexts<E extends Exclude<TextEntity, 'scheme'>, F extends string>(
  store: MutationStore,
  entity: E,
  texts: readonly F[],
  { id, changes, base, updatedAt }: { id: string } & TextEdit<Partial<EntityRows[E]>, F>,
): Promise<MutationResult> {
  return editRow(store, entity, id, updatedAt, (row) => ({
    ...row,
    ...changes,
    conflicts: keepTexts(
      row as EntityRows[E] & Record<F, string | null>,
      changes as Partial<Record<F, string | null>>,
      base,
      texts,
      updatedAt,
    ),
  }));
}

/** The entities with free text, hence kept texts. */
export type TextEntity = Exclude<EntityName, 'pileSettings'>;

/**
 * "Dismiss": the painter has read a kept text and lets it go. Only that text of that field goes; one kept meanwhile
 * by another edit stays.
 */
export function dismissKeptText<E extends TextEntity>(entity: E) {
  return defineMutation(
    `${entity}.dismissConflict@1` as `${E}.dismissConflict@1`,
    z.object({
      id: uuidSchema,
      field: keptTextSchema.shape.field,
      text: z.string().max(fieldLimits.descriptionMax),
      updatedAt: instantSchema,
    }),
    rowOf(entity, 'edit'),
    (store, { id, field, text, updatedAt }) =>
      editRow(
        store,
        entity,
        id,
        updatedAt,
        (row: EntityRows[TextEntity]) =>
          ({
            ...row,
            conflicts: keptTextsOf(row).filter((entry) => !(entry.field === field && entry.text === text)),
          }) as EntityRows[E],
      ),
  );
}
