import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonVariant } from './button';

/** A form's submit button: disabled with a spinner and its busy label while the request is out. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  icon,
  variant,
  className,
  form,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon?: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** The id of the form it submits, when it stands outside it (a sheet's sticky footer). */
  form?: string;
}) {
  return (
    <Button type="submit" form={form} variant={variant} className={className} disabled={pending}>
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : icon}
      {pending ? pendingLabel : label}
    </Button>
  );
}
