import type { MatchKind } from '@paintforge/sync-protocol/colour';
import { messageGroup } from '../i18n/t';

/** The kind chips' words (paint-kind.ts's match kinds): shades and inks answer as washes, speedpaints as contrasts. */
export const kindWords: Readonly<Record<MatchKind, string>> = messageGroup('kind', [
  'flat',
  'metallic',
  'fluorescent',
  'wash',
  'contrast',
  'glaze',
]);
