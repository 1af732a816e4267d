import { useRef, type ComponentProps } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/**
 * Where focus goes back when a dialog closes: the element that had it when the dialog opened. Radix returns focus
 * to a DialogTrigger only, and most dialogs here are opened by state (a card, a menu item, a form's submit), which
 * left focus on the page's body after Escape. The opener is noted as Radix moves focus in (onOpenAutoFocus), when
 * it is still the active element. `returnFocusTo` names another place when the opener is about to go (the card being
 * deleted) or has gone (a button inside another dialog that opened this one); when it gives nothing, the opener.
 */
export function useFocusReturn({
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
}: {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  returnFocusTo?: (() => HTMLElement | null | undefined) | undefined;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = returnFocusTo?.() ?? opener.current;
      opener.current = null;
      if (event.defaultPrevented || !(target instanceof HTMLElement) || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** A modal dialog with a title, an optional description and a close button; Radix traps focus and restores it. */
export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Where focus goes when the dialog closes, instead of the element that opened it (see useFocusReturn). */
  returnFocusTo?: (() => HTMLElement | null | undefined) | undefined;
}) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, returnFocusTo });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-lg border border-line bg-surface p-6 text-ink shadow-xl focus-visible:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focusReturn}
        {...props}
      >
        <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
        {description ? <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description> : null}
        <div className="mt-4">{children}</div>
        <RadixDialog.Close
          className="absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-surface-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-4" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
