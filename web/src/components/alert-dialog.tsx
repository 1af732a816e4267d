import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button } from './button';
import { useFocusReturn } from './dialog';
import { t } from '../i18n/t';

/**
 * A confirmation (Radix AlertDialog): a title, what will happen, Cancel and a destructive confirm button. Focus
 * starts on Cancel, Escape cancels, clicking outside does nothing, and closing returns focus to the opener.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes, instead of the opener (which a confirmed delete removes). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const focusReturn = useFocusReturn({ returnFocusTo });
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixAlertDialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-6 text-ink shadow-xl focus-visible:outline-none"
        >
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-muted">{description}</RadixAlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
