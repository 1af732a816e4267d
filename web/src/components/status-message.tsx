import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

const loadingRoom = { sm: 'py-6', md: 'py-12', page: 'py-24' } as const;

/** A loading indicator that screen readers announce (role="status") with its text; `room` is its vertical padding. */
export function Loading({ label, room = 'md', className }: { label: string; room?: keyof typeof loadingRoom; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted', loadingRoom[room], className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

/** The placeholder shown where a list has nothing to show, with an optional call to action. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
  className,
  headingLevel = 2,
}: {
  icon?: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex flex-col items-center rounded-lg border border-dashed border-line-strong px-6 py-12 text-center', className)}>
      {icon ? (
        <div aria-hidden="true" className="mb-4 text-muted [&_svg]:size-10">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
