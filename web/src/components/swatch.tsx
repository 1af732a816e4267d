import { cn } from './cn';

/**
 * A paint's colour, shown exactly as its hex: no opacity, filter or blend in either theme. The ring is a
 * separate outline so very dark paints stay visible on the dark theme and very light ones on the light theme.
 */
export function Swatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block shrink-0 rounded-md ring-1 ring-black/30 dark:ring-white/40', className)}
      style={{ backgroundColor: color }}
    />
  );
}
