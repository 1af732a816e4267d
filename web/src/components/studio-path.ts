/**
 * Where the colour studio (/colours) opens on a paint: a catalog paint by its id (the studio shows its equivalents in
 * other brands), a painter's own paint with no catalog id by its colour and type (so a wash is answered by washes).
 */
export function studioPathFor(paint: { catalogId: string | null; color: string; type: string }): string {
  if (paint.catalogId) return `/colours?paint=${encodeURIComponent(paint.catalogId)}`;
  return `/colours?${new URLSearchParams({ hex: paint.color.replace('#', ''), type: paint.type }).toString()}`;
}
