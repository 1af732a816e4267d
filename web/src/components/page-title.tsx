import { useEffect } from 'react';
import { cn } from './cn';

export const appName = 'The Paint Forge';

/** Sets the tab title to "<Page> · The Paint Forge" (or the app name alone) while the page is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page]);
}

/**
 * The page's single <h1>, which also names the browser tab. A className replaces the default bottom margin (mb-6)
 * instead of fighting it: cn() joins classes without resolving conflicts, so a caller gives every margin it wants.
 */
export function PageTitle({
  children,
  title,
  description,
  className,
}: {
  children: React.ReactNode;
  /** Tab title when the heading is not plain text. */
  title?: string;
  description?: React.ReactNode;
  className?: string;
}) {
  useDocumentTitle(title ?? (typeof children === 'string' ? children : null));
  return (
    <div className={cn('space-y-2', className ?? 'mb-6')}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{children}</h1>
      {description ? <p className="max-w-3xl text-muted">{description}</p> : null}
    </div>
  );
}
