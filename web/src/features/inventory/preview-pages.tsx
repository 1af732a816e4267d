import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { formatCount } from '../../components/format-count';
import { t } from '../../i18n/t';

/** Rows an import preview shows at first, and how many more each "Show more" adds. */
export const previewPageSize = 100;

/**
 * A long preview list, shown a page at a time: ten thousand rows drawn at once would freeze a phone. The button says
 * how many are left, so the painter knows the preview is not the whole file.
 */
export function PreviewPages<T>({
  items,
  label,
  className,
  children,
}: {
  items: readonly T[];
  label: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  const [shown, setShown] = useState(previewPageSize);
  const left = items.length - shown;
  return (
    <>
      <ul aria-label={label} className={className}>
        {items.slice(0, shown).map(children)}
      </ul>
      {left > 0 ? (
        <Button variant="outline" size="sm" onClick={() => setShown(shown + previewPageSize)}>
          {t('inventory.import.showMore', { count: Math.min(left, previewPageSize), left: formatCount(left) })}
        </Button>
      ) : null}
    </>
  );
}
