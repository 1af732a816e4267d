import type { ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'quiet' | 'destructive';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm' | 'fab';

// Every look is a variant or a size here: a className adds layout (margins, width, position) and never restyles
// what these set, since cn() joins classes without resolving conflicts between them.
const base =
  'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
  secondary: 'bg-surface-2 text-ink hover:bg-line',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-surface-2',
  ghost: 'text-ink hover:bg-surface-2',
  /** A ghost button that stays in the background of a row or card: muted text. */
  quiet: 'text-muted hover:bg-surface-2',
  destructive: 'bg-danger text-danger-fg hover:opacity-90',
};

const sizes: Record<ButtonSize, string> = {
  xs: 'h-8 rounded-md px-3 text-sm',
  sm: 'h-9 rounded-md px-3 text-sm',
  md: 'h-10 rounded-md px-4 text-sm',
  lg: 'h-12 rounded-md px-6 text-base',
  icon: 'size-10 rounded-md',
  /** The icon buttons of a dense list row. */
  'icon-sm': 'size-9 rounded-md',
  /** A floating action button (its place on the page comes from the caller's className). */
  fab: 'h-14 rounded-full px-5 text-sm',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (for example a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />;
}
