import { useMemo } from 'react';
import { collectionStats, type PaintRow } from '@paintforge/sync-protocol';
import { t } from '../../i18n/t';
import { brandText, paintTypeText } from './paint-type-text';

/**
 * The collection in figures, computed on this device (offline, instant): owned paints and pots, running low, the
 * wishlist, and the owned paints by brand and by type. One line on a phone; the breakdown opens on demand.
 */
export function CollectionFigures({ inventory, wishlist }: { inventory: readonly PaintRow[]; wishlist: readonly PaintRow[] }) {
  const stats = useMemo(() => collectionStats([...inventory, ...wishlist]), [inventory, wishlist]);
  if (stats.totalPaints === 0) return null;
  return (
    <details className="mt-2 text-xs text-muted" data-testid="collection-figures">
      <summary className="cursor-pointer rounded-sm py-1 focus-visible:outline-2 focus-visible:outline-focus">
        {t('inventory.figuresPaints', { count: stats.inventoryCount })} · {t('inventory.figuresPots', { count: stats.totalQuantity })} ·{' '}
        {t('inventory.figuresRunningLow', { count: stats.runningLowCount })} ·{' '}
        {t('inventory.figuresWishlist', { count: stats.wishlistCount })}
      </summary>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <Breakdown title={t('inventory.byBrand')} rows={stats.byBrand.map(({ brand, count }) => [brandText(brand), count])} />
        <Breakdown title={t('inventory.byType')} rows={stats.byType.map(({ type, count }) => [paintTypeText(type), count])} />
        <p className="sm:col-span-2">{t('inventory.runningLowExplained')}</p>
      </div>
    </details>
  );
}

function Breakdown({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul>
        {rows.map(([label, count]) => (
          <li key={label} className="flex justify-between gap-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
            <span className="tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
