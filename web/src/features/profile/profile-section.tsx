import { Card } from '../../components/card';
import { cn } from '../../components/cn';
import { failureDescription } from '../../messages/error-text';
import { toast } from '../../components/toast';
import { isSessionRefused } from '../../data/server/api-client';

/** One card of the profile page, with its heading. */
export function ProfileSection({
  icon,
  title,
  description,
  tone = 'default',
  className,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card tone={tone} className={className}>
      <h2 className={cn('flex items-center gap-2 text-lg font-semibold', tone === 'danger' && 'text-danger-ink')}>
        <span aria-hidden="true" className={cn('[&_svg]:size-5', tone === 'danger' ? 'text-danger-ink' : 'text-brand-ink')}>
          {icon}
        </span>
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * The failure toast of a profile action (spec §8: 'Update Failed', 'Email Change Failed', …) with the server's
 * reason. A refused session is already announced by the shell ("sign in again"), so it gets no second toast.
 */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  if (isSessionRefused(error)) return;
  toast({ title, description: failureDescription(error, fallback), variant: 'destructive' });
}

export const formActionsClass = 'flex flex-wrap gap-2 pt-1';
