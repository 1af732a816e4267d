import { t, type KeysUnder } from '../../i18n/t';

/**
 * The paint types that are plain words, shown in the painter's language (issue 38): "Other", the kinds the catalog
 * judges from a range's name (sync-protocol catalog.ts: Acrylic, Primer, Wash…) and the Add form's plain words. The
 * makers' range names (Base, Layer, Shade, Contrast, Dry, Technical, Air, Game Color, Model Air…) stay as the makers
 * name them. Only what is shown is translated: the stored value stays the spec's English (the sync's, the CSV's).
 */
const plainTypes: ReadonlyMap<string, KeysUnder<'inventory.paintType'>> = new Map([
  ['Other', 'other'],
  ['Acrylic', 'acrylic'],
  ['Primer', 'primer'],
  ['Spray', 'spray'],
  ['Varnish', 'varnish'],
  ['Wash', 'wash'],
  ['Glaze', 'glaze'],
  ['Ink', 'ink'],
  ['Marker', 'marker'],
  ['Metallic', 'metallic'],
  ['Fluorescent', 'fluorescent'],
  ['Pigment', 'pigment'],
  ['Effect', 'effect'],
  ['Pastel', 'pastel'],
  ['Dark', 'dark'],
]);

/** The types shown in the painter's words; every other type is a maker's range name, shown as it is. */
export const plainPaintTypes: ReadonlySet<string> = new Set(plainTypes.keys());

/** A paint's type as shown: a plain word in the painter's language, a maker's range name as it is. */
export function paintTypeText(type: string): string {
  const key = plainTypes.get(type);
  return key === undefined ? type : t(`inventory.paintType.${key}`);
}

/** A paint's brand as shown: "Other" in the painter's language, a maker's name as it is. */
export function brandText(brand: string): string {
  return brand === 'Other' ? t('inventory.brandOther') : brand;
}
