import { useId, type InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { Label } from './label';
import { cn } from './cn';
import { inputClasses } from './input';

/** A search box with a magnifier icon. The label is visually hidden unless showLabel is set. */
export function SearchInput({
  label,
  showLabel = false,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; showLabel?: boolean }) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input id={id} type="search" autoComplete="off" spellCheck={false} className={cn(inputClasses, 'h-10 pl-9')} {...props} />
      </div>
    </div>
  );
}
