import type { MatchKind } from '@paintforge/sync-protocol/colour';

/** The kind chips' words (paint-kind.ts's match kinds): shades and inks answer as washes, speedpaints as contrasts. */
export const kindWords: Readonly<Record<MatchKind, string>> = {
  flat: 'Flat',
  metallic: 'Metallic',
  fluorescent: 'Fluorescent',
  wash: 'Wash',
  contrast: 'Contrast',
  glaze: 'Glaze',
};
