/** The recipe form's option lists, word for word from spec §9, and their words in the painter's language. */
import { namedMessages } from '../../i18n/t';

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

export { techniques, techniqueWords, techniqueWord } from '../../messages/technique-text';

export const customPaintTypes = ['Base', 'Highlight', 'Layer', 'Metallic', 'Shade', 'Other'] as const;

/** The brands a painter can narrow the picker to (spec §9, add form). */
export { addFormBrands as pickerBrands } from '@paintforge/sync-protocol';

export const projectStatusLabels = namedMessages('projects', {
  active: 'statusActive',
  completed: 'statusCompleted',
  archived: 'statusArchived',
});

/** The parts the part field offers, in the painter's language (what they pick is saved as they read it). */
export const partWords: Readonly<Record<(typeof miniatureParts)[number], string>> = namedMessages('projects', {
  Armor: 'partArmor',
  Base: 'partBase',
  Belt: 'partBelt',
  Boots: 'partBoots',
  Cloak: 'partCloak',
  Cloth: 'partCloth',
  Eyes: 'partEyes',
  Gemstones: 'partGemstones',
  Gloves: 'partGloves',
  Helmet: 'partHelmet',
  'Helmet Lenses': 'partHelmetLenses',
  Highlights: 'partHighlights',
  'Metal Details': 'partMetalDetails',
  Pouches: 'partPouches',
  Shadows: 'partShadows',
  'Shoulder Pads': 'partShoulderPads',
  Skin: 'partSkin',
  Trim: 'partTrim',
  Weapon: 'partWeapon',
  'Weapon Barrel': 'partWeaponBarrel',
  'Weapon Grip': 'partWeaponGrip',
});
