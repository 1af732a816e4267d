import { z } from 'zod';

/** Field rules shared by the entities and their mutations, so a limit is stated once. */

export const uuidSchema = z.uuid();
/** ISO-8601 instants as the client's clock wrote them; the server's order, not these, decides conflicts. */
export const instantSchema = z.iso.datetime({ offset: true });
export const hexColorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Color must be a hex colour like #1A2B3C' })
  .transform((value) => value.toUpperCase());
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** What a painter reads when a text holds a lone UTF-16 surrogate, which no database or JSON peer keeps as it is. */
export const illFormedTextMessage = 'This text contains a character that cannot be saved. Please retype it.';

/**
 * True when `value` is well-formed Unicode (no lone surrogate). Such a string would be stored as U+FFFD by the
 * server but kept as it is on the device, so the two would disagree; every text boundary refuses it instead.
 */
export function isWellFormedText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    index++;
  }
  return true;
}

/** A string schema that refuses ill-formed Unicode with one message on every side (device, server, forms). */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isWellFormedText, { error: illFormedTextMessage, abort: true });

/** A required text: trimmed, at least one character (with the spec's message), and bounded. */
export const requiredText = (message: string, max: number) =>
  textSchema({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** An optional text: trimmed; blank becomes null so "no notes" has one representation. */
export const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

export const fieldLimits = {
  nameMax: 200,
  brandMax: 100,
  typeMax: 50,
  rangeMax: 200,
  notesMax: 2000,
  descriptionMax: 5000,
  partNameMax: 100,
  techniqueMax: 100,
  usageNotesMax: 1000,
  positionMax: 64,
  quantityMax: 9999,
  deltaMax: 1000,
} as const;
