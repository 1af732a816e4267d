import type { ComponentProps } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cn } from './cn';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

/** `narrow` for short items (the theme's three choices). */
export function MenuContent({
  className,
  narrow = false,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenu.Content> & { narrow?: boolean }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn('z-50 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg', narrow ? 'min-w-40' : 'min-w-52', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-surface-2 data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted';

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(itemClasses, className)} {...props} />;
}

export function MenuRadioItem({ className, children, ...props }: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={cn(itemClasses, 'pr-8', className)} {...props}>
      {children}
      <DropdownMenu.ItemIndicator className="absolute right-2.5 flex items-center">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

/** A line of text in a menu; `heading` for a small capitalised title over a group of items. */
export function MenuLabel({ className, heading = false, ...props }: ComponentProps<typeof DropdownMenu.Label> & { heading?: boolean }) {
  return (
    <DropdownMenu.Label
      className={cn('px-2.5 py-2', heading ? 'text-xs font-semibold text-muted uppercase' : 'text-sm', className)}
      {...props}
    />
  );
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn('-mx-1 my-1 h-px bg-line', className)} {...props} />;
}
