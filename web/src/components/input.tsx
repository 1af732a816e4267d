import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block w-full min-w-0 rounded-md border border-line-strong bg-surface px-3 text-base text-ink placeholder:text-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus ' +
  'aria-invalid:border-danger-ink disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return <input className={cn(inputClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(inputClasses, 'min-h-[120px] py-2', className)} {...props} />;
}
