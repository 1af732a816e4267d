import { cn } from './cn';

/**
 * A person's round avatar: their picture when they have one, else their initials. Decorative: the name is always
 * written next to it or given to the control that holds it.
 */
export function Avatar({ imageUrl, initials, className }: { imageUrl?: string | null | undefined; initials: string; className?: string }) {
  if (imageUrl) return <img src={imageUrl} alt="" className={cn('shrink-0 rounded-full bg-surface-2 object-cover', className)} />;
  // The initials are drawn by CSS, not written as text: a control holding the avatar is named by words ("Account
  // menu"), and text inside it that its name lacks fails WCAG 2.5.3 (label in name; axe-core 4.14), even aria-hidden.
  return (
    <span
      aria-hidden="true"
      data-initials={initials}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-fg select-none before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}
