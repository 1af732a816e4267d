import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block w-full min-w-0 rounded-md border border-line-strong bg-surface px-3 text-base text-ink placeholder:text-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus ' +
  'aria-invalid:border-danger-ink disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return <input className={cn(inputClasses, 'h-10', className)} {...props} />;
}

/** A whole number (models, pots, points): the phone's number pad, and the browser's own stepper. */
export function CountInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>) {
  return <Input {...props} type="number" inputMode="numeric" />;
}

/** `short` for a note beside other fields (a recipe row's usage notes): 80 px high instead of 120 px. */
export function Textarea({
  className,
  short = false,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { short?: boolean; ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(inputClasses, 'py-2', short ? 'min-h-20' : 'min-h-[120px]', className)} {...props} />;
}
