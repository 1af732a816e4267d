import { cn } from './cn';
import { isTwoStop, pooledColor, type TwoStopPaint } from './translucent';

// The corners (and the ring that follows them) are a prop, not a className override: cn() resolves no conflicts.
const shapes = {
  md: 'rounded-md ring-1',
  sm: 'rounded ring-1',
  round: 'rounded-full ring-1',
  /** Flush with its container (the top of a tile): no corners, no ring. */
  flat: '',
} as const;

/**
 * A paint's colour, shown exactly as its hex: no opacity, filter or blend in either theme. The ring is a
 * separate outline so very dark paints stay visible on the dark theme and very light ones on the light theme.
 */
export function Swatch({
  color,
  shape = 'md',
  className,
  twoStop = false,
}: {
  color: string;
  shape?: keyof typeof shapes;
  className?: string;
  /** A translucent paint: thin over white (the colour) and pooled (translucent.ts), split on the diagonal. */
  twoStop?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      data-two-stop={twoStop || undefined}
      className={cn('inline-block shrink-0 ring-black/30 dark:ring-white/40', shapes[shape], className)}
      style={
        twoStop
          ? { backgroundColor: color, backgroundImage: `linear-gradient(135deg, ${color} 50%, ${pooledColor(color)} 50%)` }
          : { backgroundColor: color }
      }
    />
  );
}

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
  shape?: keyof typeof shapes;
  className?: string;
}) {
  return <Swatch color={paint.color} twoStop={isTwoStop(paint)} shape={shape} className={className} />;
}
