import { cn } from './cn';

// The corners (and the ring that follows them) are a prop, not a className override: cn() resolves no conflicts.
const shapes = {
  md: 'rounded-md ring-1',
  sm: 'rounded ring-1',
  round: 'rounded-full ring-1',
  /** Flush with its container (the top of a tile): no corners; the ring inside, so a white paint still has an edge on a white tile. */
  flat: 'ring-1 ring-inset',
} as const;
export type SwatchShape = keyof typeof shapes;

/**
 * A paint's colour, shown exactly as its hex: no opacity, filter or blend in either theme. The ring is a
 * separate outline so very dark paints stay visible on the dark theme and very light ones on the light theme.
 */
export function Swatch({
  color,
  shape = 'md',
  className,
  pooled,
}: {
  color: string;
  shape?: SwatchShape;
  className?: string;
  /** A translucent paint's pooled stop (two-stop.ts pooledStopOf): thin over white (the colour) and pooled, split on the diagonal. */
  pooled?: string | undefined;
}) {
  return (
    <span
      aria-hidden="true"
      data-two-stop={pooled === undefined ? undefined : true}
      className={cn('inline-block shrink-0 ring-black/30 dark:ring-white/40', shapes[shape], className)}
      style={
        pooled === undefined
          ? { backgroundColor: color }
          : { backgroundColor: color, backgroundImage: `linear-gradient(135deg, ${color} 50%, ${pooled} 50%)` }
      }
    />
  );
}
