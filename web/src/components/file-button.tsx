import { useState, type ChangeEvent, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';

/**
 * A file picker that looks like the app's buttons, not the browser's "Choose File" with its "No file chosen". The
 * input stays in the page (screen readers, the keyboard, a test's upload reach it) and only looks hidden; the
 * button is its second label, outlined when the input has keyboard focus. The chosen file's name shows beside it.
 */
export function FileButton({
  id,
  accept,
  onChange,
  icon,
  children,
}: {
  id: string;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? null);
          onChange(event);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses({ variant: 'outline' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus [&_svg]:size-4',
        )}
      >
        {icon}
        {children}
      </label>
      {chosen ? <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-muted">{chosen}</span> : null}
    </div>
  );
}
