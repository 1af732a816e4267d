/** The recipe form's option lists, word for word from spec §9. */

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

export const projectStatusLabels = { active: 'Active', completed: 'Completed', archived: 'Archived' } as const;
