import { cn } from './cn';

/**
 * A person's round avatar: their picture when they have one, else their initials. Decorative: the name is always
 * written next to it or given to the control that holds it.
 */
export function Avatar({ imageUrl, initials, className }: { imageUrl?: string | null | undefined; initials: string; className?: string }) {
  if (imageUrl) return <img src={imageUrl} alt="" className={cn('shrink-0 rounded-full bg-surface-2 object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-fg select-none', className)}
    >
      {initials}
    </span>
  );
}
