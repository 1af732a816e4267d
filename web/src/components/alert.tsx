import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from './cn';

type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { className: string; Icon: typeof Info }> = {
  error: { className: 'border-danger-ink/40 bg-danger-soft text-danger-ink', Icon: CircleAlert },
  success: { className: 'border-success-ink/40 bg-success-soft text-success-ink', Icon: CircleCheck },
  info: { className: 'border-line bg-surface-2 text-ink', Icon: Info },
};

/**
 * An inline message box. Errors use role="alert" so they are announced when they appear; other tones use
 * role="status".
 */
export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: React.ReactNode; className?: string }) {
  const { className: toneClass, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-md border p-3 text-sm', toneClass, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
