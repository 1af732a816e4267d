import { Swatch, type SwatchShape } from './swatch';
import { pooledStopOf, type TwoStopPaint } from '@paintforge/sync-protocol';

/**
 * A paint's swatch wherever a paint is shown (catalog cards, inventory and wishlist rows and tiles, pickers, the colour
 * studio): a wash, shade, contrast, ink or glaze whose colour is the dataset's sample, or was measured thin and pooled
 * by painters (issue 36), is drawn in two stops.
 */
export function PaintSwatch({
  paint,
  shape,
  className,
}: {
  paint: TwoStopPaint & { color: string };
  shape?: SwatchShape;
  className?: string;
}) {
  return <Swatch color={paint.color} pooled={pooledStopOf(paint)} shape={shape} className={className} />;
}
