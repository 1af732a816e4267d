/** The recipe form's option lists, word for word from spec §9, and their words in the painter's language. */
import { namedMessages, type KeysUnder } from '../../i18n/t';

export const miniatureParts = [
  'Armor',
  'Base',
  'Belt',
  'Boots',
  'Cloak',
  'Cloth',
  'Eyes',
  'Gemstones',
  'Gloves',
  'Helmet',
  'Helmet Lenses',
  'Highlights',
  'Metal Details',
  'Pouches',
  'Shadows',
  'Shoulder Pads',
  'Skin',
  'Trim',
  'Weapon',
  'Weapon Barrel',
  'Weapon Grip',
] as const;

export const techniques = [
  'Base Coat',
  'Dry Brush',
  'Edge Highlight',
  'Glazing',
  'Highlight',
  'Layering',
  'Sponge Weathering',
  'Stippling',
  'Wash',
  'Wetblending',
] as const;

export const customPaintTypes = ['Base', 'Highlight', 'Layer', 'Metallic', 'Shade', 'Other'] as const;

/** The brands a painter can narrow the picker to (spec §9, add form). */
export { addFormBrands as pickerBrands } from '@paintforge/sync-protocol';

export const projectStatusLabels = namedMessages('projects', {
  active: 'statusActive',
  completed: 'statusCompleted',
  archived: 'statusArchived',
});

/** "Helmet Lenses" → "partHelmetLenses": each list's catalog keys follow from the spec's words. */
function keysOf<P extends string, W extends string>(prefix: P, words: readonly W[]) {
  return Object.fromEntries(words.map((word) => [word, `${prefix}${word.replace(/\s+/g, '')}`])) as Record<W, KeysUnder<'projects'>>;
}

/** The parts the part field offers, in the painter's language (what they pick is saved as they read it). */
export const partWords: Readonly<Record<(typeof miniatureParts)[number], string>> = namedMessages(
  'projects',
  keysOf('part', miniatureParts),
);

/** The techniques in the painter's language: a recipe keeps the spec's words (its code), shown through these. */
export const techniqueWords: Readonly<Record<(typeof techniques)[number], string>> = namedMessages(
  'projects',
  keysOf('technique', techniques),
);

/** A recipe's saved technique as the painter reads it: the spec's ten in their language, any other as written. */
export function techniqueWord(technique: string): string {
  return Object.hasOwn(techniqueWords, technique) ? techniqueWords[technique as keyof typeof techniqueWords] : technique;
}
