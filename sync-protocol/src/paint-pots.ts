import { parseCatalogRange } from './catalog.js';

/**
 * Which pot a painter means by a bare paint name. Citadel sells "Macragge Blue" as a Base pot, an Air pot and a
 * Spray can; someone who types or pastes the name means the brush-on pot. So: brush-on paints of a current range
 * first (in the order a painter reaches for them), then markers, airbrush paints, sprays and primers, and every
 * discontinued paint last.
 */
const typeOrder: readonly string[] = [
  'Base',
  'Layer',
  'Shade',
  'Wash',
  'Contrast',
  'Technical',
  'Dry',
  'Metallic',
  'Acrylic',
  'Glaze',
  'Ink',
  'Fluorescent',
  'Pigment',
  'Varnish',
  // Not brush-on pots: a painter names these with their range word ("Citadel Air …", "… spray").
  'Marker',
  'Air',
  'Spray',
  'Primer',
];
const firstNotBrushOn = typeOrder.indexOf('Marker');

export interface Pot {
  type: string;
  range?: string | null;
  discontinued?: boolean;
}

/** Lower is the pot a bare name means. A type the table does not know (a painter's own) sits with the brush-on paints. */
export function potOrder(pot: Pot): number {
  const known = typeOrder.indexOf(pot.type);
  const order = known === -1 ? firstNotBrushOn - 0.5 : known;
  const discontinued = pot.discontinued ?? (pot.range ? parseCatalogRange(pot.range).discontinued : false);
  return discontinued ? order + typeOrder.length : order;
}

/** Whether a pot is brush-on and still made: what a bare name is matched to first. */
export function isBrushOnCurrent(pot: Pot): boolean {
  return potOrder(pot) < firstNotBrushOn;
}

/** The pots sorted as a bare name means them (a stable sort: equal pots keep their order). */
export function byPotOrder<T extends Pot>(pots: readonly T[]): T[] {
  return pots
    .map((pot, position) => ({ pot, position, order: potOrder(pot) }))
    .sort((a, b) => a.order - b.order || a.position - b.position)
    .map(({ pot }) => pot);
}
