import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from './cn';

export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return <RadixLabel.Root className={cn('block text-sm font-medium text-ink', className)} {...props} />;
}
