import { Swatch, type SwatchShape } from './swatch';
import { isTwoStop, type TwoStopPaint } from '@paintforge/sync-protocol';

/**
 * A paint's swatch wherever a paint is shown (catalog cards, inventory and wishlist rows and tiles, pickers, the colour
 * studio): a wash, shade, contrast, ink or glaze whose colour is the dataset's sample is drawn in two stops.
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
  return <Swatch color={paint.color} twoStop={isTwoStop(paint)} shape={shape} className={className} />;
}
