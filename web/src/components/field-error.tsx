import { CircleAlert } from 'lucide-react';
import { cn } from './cn';

/** A validation message shown under its field; the field points at it with aria-describedby. */
export function FieldError({ id, message, className }: { id: string; message?: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1.5 flex items-start gap-1.5 text-sm text-danger-ink', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4" />
      <span>{message}</span>
    </p>
  );
}
