import { useRef, type ComponentProps } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from './button';
import { cn } from './cn';
import { t } from '../i18n/t';

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

/**
 * The sheet: a bottom sheet on phones (full width, at the bottom, its actions in reach of a thumb, flush with the
 * bottom edge when they stick) and a centred panel from the `sm` breakpoint up. overflow-wrap is inherited, so a
 * long unbroken name wraps in the title and everywhere else in the sheet instead of scrolling it sideways.
 */
const sheetClasses =
  'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 ' +
  'max-sm:max-h-[92dvh] max-sm:rounded-b-none max-sm:px-4 max-sm:pb-0 wrap-anywhere';

// On phones each button takes an equal share of the row but never less than its words (buttons do not wrap them): a
// row whose words do not fit (three actions in German, at 390 px) breaks onto a second line instead of cutting a
// button's words off, as the equal grid columns did ("Zum Rezept hinzufügen" in a 113 px column).
const stickyActionsClasses =
  'sticky bottom-0 -mx-6 mt-4 flex flex-wrap gap-2 border-t border-line bg-surface px-6 py-3 max-sm:-mx-4 max-sm:px-4 ' +
  '*:flex-1 sm:justify-end sm:*:flex-none';

/**
 * The sheet's one row of actions, which stays in view at the bottom of a scrolling sheet (equal widths on phones,
 * where the words fit).
 * Most sheets lead with "Cancel", which closes the dialog; a sheet whose first action does something else (Reset,
 * Back, a Cancel that must wait for the camera) passes `cancel={false}` and brings its own.
 */
export function DialogActions({ children, cancel = true }: { children: React.ReactNode; cancel?: boolean }) {
  return (
    <div className={stickyActionsClasses}>
      {cancel ? (
        <RadixDialog.Close asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </RadixDialog.Close>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A modal dialog with a title, an optional description and a close button; Radix traps focus and restores it.
 * `sheet` makes it the one sheet variant of the app (above).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  sheet = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  sheet?: boolean;
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
          sheet && sheetClasses,
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
          aria-label={t('shell.close')}
        >
          <X aria-hidden="true" className="size-4" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
