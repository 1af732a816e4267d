import { useMemo } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { buildStudioIndexes, type StudioIndexes } from '@paintforge/sync-protocol/colour-studio';

/**
 * The nearest-paint indexes (Lab computed once, sorted by lightness), rebuilt only when a live list changes; current
 * catalog paints only, discontinued ones too (they are shown with their successor).
 */
export function useStudioIndexes(owned: readonly PaintRow[], catalog: readonly CatalogPaint[]): StudioIndexes<PaintRow, CatalogPaint> {
  return useMemo(() => buildStudioIndexes(owned, catalog), [owned, catalog]);
}
