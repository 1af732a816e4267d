import { byPotOrder, type CatalogPaint } from '@paintforge/sync-protocol';
import { foldForSearch } from '@paintforge/sync-protocol/search';
import { colourDifference, paintKindOf, translucentKinds } from '@paintforge/sync-protocol/colour';

/**
 * The successor of each discontinued catalog paint: the paint a painter buys instead.
 *
 * 1. The same name in a current range of the same brand (Citadel's discontinued Air "Balor Brown" → the Layer pot),
 *    the pot a bare name means when there are several (paint-pots.ts).
 * 2. Otherwise a current paint of the same brand and kind whose whole name starts the discontinued one, the longest
 *    such (Citadel's "Nuln Oil Gloss" → the Nuln Oil shade): a finish or edition word added to a name a painter
 *    still buys.
 * 3. Otherwise the nearest current paint of the same brand and kind (paint-kind.ts: a gold Foundation paint gets a
 *    metallic) by CIEDE2000, of the same type when the brand still makes one (a Foundation paint → a Base paint),
 *    else of any type, else of any translucent kind (a discontinued Glaze → a Shade).
 *
 * Either way the successor carries its CIEDE2000 difference, rounded to 0.1, so the painter sees how near it is.
 */
export function withSuccessors(paints: readonly CatalogPaint[]): CatalogPaint[] {
  const currentByBrand = new Map<string, CatalogPaint[]>();
  // Brand and folded name → the current paints of that name: folded once, not once per discontinued paint.
  const currentByName = new Map<string, CatalogPaint[]>();
  for (const paint of paints) {
    if (paint.discontinued) continue;
    const list = currentByBrand.get(paint.brand);
    if (list) list.push(paint);
    else currentByBrand.set(paint.brand, [paint]);
    const key = nameKey(paint);
    const named = currentByName.get(key);
    if (named) named.push(paint);
    else currentByName.set(key, [paint]);
  }
  return paints.map((paint) => {
    if (!paint.discontinued) return paint;
    const successor = successorOf(paint, currentByName.get(nameKey(paint)) ?? [], currentByBrand.get(paint.brand) ?? []);
    return successor
      ? { ...paint, successorId: successor.id, successorDifference: Math.round(colourDifference(paint.color, successor.color) * 10) / 10 }
      : paint;
  });
}

const nameKey = (paint: CatalogPaint) => `${paint.brand}\u0000${foldForSearch(paint.name)}`;

function successorOf(paint: CatalogPaint, sameName: readonly CatalogPaint[], current: readonly CatalogPaint[]): CatalogPaint | undefined {
  if (sameName.length > 0) return sameName.find((candidate) => candidate.range === paint.range) ?? byPotOrder(sameName)[0];
  const kind = paintKindOf(paint);
  const name = foldForSearch(paint.name);
  const named = current
    .filter((candidate) => paintKindOf(candidate) === kind && name.startsWith(`${foldForSearch(candidate.name)} `))
    .sort((a, b) => b.name.length - a.name.length);
  if (named.length > 0) return named.find((candidate) => candidate.type === paint.type) ?? named[0];
  const sameKind = current.filter((candidate) => paintKindOf(candidate) === kind);
  const sameType = sameKind.filter((candidate) => candidate.type === paint.type);
  // A brand that stopped a translucent kind altogether (Citadel's glazes) still sells paints that tint: its shades.
  const tinting = translucentKinds.has(kind) ? current.filter((candidate) => translucentKinds.has(paintKindOf(candidate))) : [];
  const pool = sameType.length > 0 ? sameType : sameKind.length > 0 ? sameKind : tinting;
  let best: CatalogPaint | undefined;
  let bestDifference = Number.POSITIVE_INFINITY;
  for (const candidate of pool) {
    const difference = colourDifference(paint.color, candidate.color);
    if (difference < bestDifference) {
      best = candidate;
      bestDifference = difference;
    }
  }
  return best;
}
