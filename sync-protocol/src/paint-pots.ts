import { parseCatalogRange } from './catalog.js';

/**
 * Which pot a painter means by a bare paint name. Citadel sells "Macragge Blue" as a Base pot, an Air pot and a
 * Spray can; someone who types or pastes the name means the brush-on pot. So: a brand's main brush-on ranges
 * first, then its other brush-on paints of a current range (in the order a painter reaches for them), then markers,
 * airbrush paints, sprays and primers, and every discontinued paint last. The one rule for the catalog search and
 * the import alike.
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

/**
 * The range a brand's bare paint name means, where the brand sells one name in several brush-on ranges: "Vallejo
 * Black" is the Model Color pot, not the Wash FX, Arte Deco (a craft range) or Mecha Color one. Listed first to
 * last; a brand not listed (Citadel) is ordered by type alone.
 */
const mainRanges: Readonly<Record<string, readonly string[]>> = {
  Vallejo: ['Model Color', 'Game Color'],
  'Army Painter': ['Warpaints Fanatic'],
  'AK Interactive': ['3rd Gen Acrylics'],
  "Coat d'Arms": ['Fantasy Range'],
  'Green Stuff World': ['Acrylic Colors'],
  'Monument Hobbies': ['Monument Pro Acrylic Paints'],
  P3: ['Acrylics'],
  Reaper: ['MSP Core Colors'],
  Scale75: ['ScaleColor', 'Fantasy & Games'],
  Tamiya: ['Acrylics Mini Flat', 'Acrylics Mini Gloss'],
};

export interface Pot {
  type: string;
  brand?: string;
  range?: string | null;
  discontinued?: boolean;
}

/** Lower is the pot a bare name means. A type the table does not know (a painter's own) sits with the brush-on paints. */
export function potOrder(pot: Pot): number {
  const known = typeOrder.indexOf(pot.type);
  const order = known === -1 ? firstNotBrushOn - 0.5 : known;
  const discontinued = pot.discontinued ?? (pot.range ? parseCatalogRange(pot.range).discontinued : false);
  if (discontinued) return order + typeOrder.length;
  const mains = (pot.brand && mainRanges[pot.brand]) || [];
  const main = pot.range ? mains.indexOf(pot.range) : -1;
  // A main range's pots sit below every other pot of the brand, the first main range lowest.
  return main === -1 ? order : order - typeOrder.length * (mains.length - main);
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
