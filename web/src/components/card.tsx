import type { HTMLAttributes } from 'react';
import { cn } from './cn';

// Padding and border are props, not className overrides: cn() joins classes without resolving conflicts.
const paddings = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6', xl: 'p-6 sm:p-8' } as const;
const tones = { default: 'border-line', danger: 'border-danger-ink/50' } as const;

export function Card({
  className,
  padding = 'md',
  tone = 'default',
  ...props
}: HTMLAttributes<HTMLDivElement> & { padding?: keyof typeof paddings; tone?: keyof typeof tones }) {
  return <div className={cn('rounded-lg border bg-surface shadow-sm', paddings[padding], tones[tone], className)} {...props} />;
}
