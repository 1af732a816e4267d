import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { Label } from './label';
import { cn } from './cn';
import { inputClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
  /** The label's own language when it differs from the page's ("Deutsch" in a language list), for screen readers. */
  lang?: string;
}

/**
 * A labelled native <select>: the phone's own picker on touch devices, full keyboard support everywhere, and
 * nothing to download, which matters for a 130-option range list.
 */
export function Select({
  label,
  options,
  className,
  hideLabel = false,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <SelectControl id={id} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </div>
  );
}

/**
 * The select itself, with the one look every select has (the field's border and height, our chevron), for a
 * caller that brings its own label and options (a Field's control with its error and hint).
 */
export function SelectControl({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(inputClasses, 'h-10 appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
