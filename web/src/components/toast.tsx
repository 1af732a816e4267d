import type { ComponentProps } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { limits } from '@paintforge/sync-protocol/constants';
import type { MessageKey } from '../i18n/catalog';
import { t } from '../i18n/t';
import { cn } from './cn';
import { dismissToast, toastDurationMs, useToasts } from './use-toast';

export { toast, dismissToast } from './use-toast';

/**
 * The toasts' own words. A visitor's landing page may raise a toast before its words arrive (the catalog is not on
 * its first download: i18n/words-ready.ts); Radix's English labels stand in until then.
 */
function ownWords(key: MessageKey, values?: Record<string, unknown>): string | undefined {
  try {
    return t(key, values);
  } catch {
    return undefined;
  }
}

/** The action button inside a toast. altText tells screen-reader users how to do the same without the toast. */
function ToastAction({ className, ...props }: ComponentProps<typeof RadixToast.Action>) {
  return (
    <RadixToast.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-current/40 px-3 text-sm font-medium hover:bg-black/5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Renders the toast store with Radix Toast: one visible at a time, 5000 ms each, swipe right past 50 px to
 * close, and F8 jumps to the notifications region.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider
      duration={toastDurationMs}
      swipeDirection="right"
      swipeThreshold={limits.toastSwipeThreshold}
      label={ownWords('shell.toast.notification') ?? 'Notification'}
    >
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(duration === undefined ? {} : { duration })}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pf-toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variant === 'destructive' ? 'border-danger bg-danger text-danger-fg' : 'border-line bg-surface text-ink',
          )}
        >
          {/* A long paint or miniature name wraps inside the toast (3 lines at most) instead of running out of it. */}
          <div className="grid min-w-0 flex-1 gap-1 wrap-anywhere">
            {title ? <RadixToast.Title className="text-sm font-semibold">{title}</RadixToast.Title> : null}
            {description ? <RadixToast.Description className="line-clamp-3 text-sm">{description}</RadixToast.Description> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <RadixToast.Close
            aria-label={ownWords('shell.close') ?? 'Close'}
            className="absolute top-2 right-2 rounded-md p-1.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* On a phone at the top, over the header: at the bottom a toast covered the round "+" button, the last rows
          and a bottom sheet's fields for 5 s. From `sm` in the bottom-right corner, clear of the content column. */}
      <RadixToast.Viewport
        hotkey={['F8']}
        // Radix puts the hotkey in place of "{hotkey}".
        label={ownWords('shell.toast.region', { hotkey: '{hotkey}' })}
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-2 pt-[max(0.5rem,env(safe-area-inset-top))] outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:max-w-sm sm:p-4"
      />
    </RadixToast.Provider>
  );
}
