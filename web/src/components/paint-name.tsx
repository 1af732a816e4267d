import { rangeLabel, rangeSeparator } from '@paintforge/sync-protocol';
import { t } from '../i18n/t';
import { cn } from './cn';

/** What PaintName reads of a paint: catalog paints and a painter's own alike. */
export interface NamedPaint {
  name: string;
  range?: string | null;
  discontinued?: boolean;
}

/**
 * A paint's name as every screen shows it: the name, then its range in a quieter tone ("Macragge Blue · Base"), so
 * paints of one name in several ranges are told apart at a glance; a discontinued paint says so. The text is
 * paintLabel() (sync-protocol), the one spelling the CSV, the recipe card and the showcase use too.
 */
export function PaintName({ paint, className }: { paint: NamedPaint; className?: string }) {
  const range = rangeLabel(paint.range);
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {paint.name}
      {range ? (
        <span className="font-normal text-muted">
          {rangeSeparator}
          {range}
        </span>
      ) : null}
      {paint.discontinued ? (
        <>
          {' '}
          <DiscontinuedBadge />
        </>
      ) : null}
    </span>
  );
}

export function DiscontinuedBadge() {
  return (
    <span className="inline-block rounded-full border border-line px-1.5 text-xs font-medium whitespace-nowrap text-muted">
      {t('inventory.discontinued')}
    </span>
  );
}
