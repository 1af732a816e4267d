import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from './cn';

export const Tabs = RadixTabs.Root;

/**
 * `compact` is the phone-first density of a page whose tabs must stay on one row above a long list (the inventory):
 * the same prop on the list, its triggers and its panels, since cn() resolves no conflicts with a className.
 */
interface Density {
  compact?: boolean;
}

export function TabsList({ className, compact = false, ...props }: ComponentProps<typeof RadixTabs.List> & Density) {
  return (
    <RadixTabs.List
      className={cn(
        'flex w-full gap-1 rounded-lg border border-line bg-surface-2 p-1 sm:inline-flex sm:w-auto',
        compact ? 'flex-nowrap' : 'flex-wrap',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, compact = false, ...props }: ComponentProps<typeof RadixTabs.Trigger> & Density) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md py-1.5 font-medium whitespace-nowrap text-muted sm:flex-none',
        compact ? 'px-2 text-xs sm:px-3 sm:text-sm' : 'px-3 text-sm',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, compact = false, ...props }: ComponentProps<typeof RadixTabs.Content> & Density) {
  return <RadixTabs.Content className={cn('focus-visible:outline-none', compact ? 'mt-2' : 'mt-5', className)} {...props} />;
}
