import { z } from 'zod';
import { addFormBrands, fieldLimits, type CatalogPaint } from '@paintforge/sync-protocol';
import { formatCount } from '../../components/format-count';
import { t } from '../../i18n/t';

/** Spec §9: the brand and type menus of the Add Paint form and of the Edit Paint form (two different lists). */
export { addFormBrands } from '@paintforge/sync-protocol';

const brandsByCatalog = new WeakMap<readonly CatalogPaint[], string[]>();

/**
 * The Add form's brands: the §9 list together with every brand of the catalog (Coat d'Arms, Foundry, Green Stuff
 * World…), in alphabetical order with Other last, so a paint from the catalog is never of a brand the menu lacks.
 */
export function addFormBrandsWith(catalog: readonly CatalogPaint[]): string[] {
  let brands = brandsByCatalog.get(catalog);
  if (!brands) {
    const named = new Set<string>(addFormBrands.filter((brand) => brand !== 'Other'));
    for (const paint of catalog) named.add(paint.brand);
    brands = [...[...named].sort((a, b) => a.localeCompare(b)), 'Other'];
    brandsByCatalog.set(catalog, brands);
  }
  return brands;
}

export const editFormBrands = ['Army Painter', 'Citadel', 'P3', 'Reaper', 'Scale75', 'Vallejo', 'Other'] as const;

export const addFormTypes = [
  'Base',
  'Contrast',
  'Core',
  'Dark',
  'Drop & Paint',
  'Dry',
  'Effect',
  'Fantasy & Games',
  'Fluorescent',
  'Game Color',
  'Layer',
  'Metal Color',
  'Metallic',
  'Model Air',
  'Model Color',
  'Panzer Aces',
  'Pastel',
  'Primer',
  'ScaleColor',
  'Shade',
  'Technical',
  'Warfront',
  'Wash',
  'Xpress Color',
] as const;

export const editFormTypes = ['Base', 'Layer', 'Shade', 'Dry', 'Technical', 'Contrast', 'Air', 'Spray', 'Glaze', 'Gemstone'] as const;

/**
 * A menu's options: the form's list, plus the paint's own value when it is not on it, so a catalog paint keeps
 * its real brand (Green Stuff World, Monument) and an edit never silently changes a value the painter did not touch.
 */
export function menuOptions(list: readonly string[], current: string): string[] {
  return current && !list.includes(current) ? [current, ...list] : [...list];
}

/** Read when the schema refuses, so it is the painter's language's. */
const quantityMessage = () => t('inventory.dialog.quantityRange', { max: formatCount(fieldLimits.quantityMax) });

/** The form's quantity, with words a painter reads instead of the schema's "Too small: expected number to be >=0". */
export const formQuantitySchema = z
  .number({ error: quantityMessage })
  .int({ error: quantityMessage })
  .min(0, { error: quantityMessage })
  .max(fieldLimits.quantityMax, { error: quantityMessage });
