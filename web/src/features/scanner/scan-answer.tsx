import { useMemo, useState } from 'react';
import { paintLabel, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { nearMatches } from '@paintforge/sync-protocol/colour';
import { Button } from '../../components/button';
import { PaintName } from '../../components/paint-name';
import { Swatch } from '../../components/swatch';
import { addPaintFromCatalog, adjustQuantity, type CatalogHolding } from '../../data/collection/paints';
import { closenessWords } from '../../messages/closeness-text';
import { t } from '../../i18n/t';

/**
 * "Do I own this?" at once: the paint, what the painter holds of it, and one tap to change that. Not owned, it
 * also names the closest owned paints of the same kind, so the painter can decide in the shop.
 */
export function ScanAnswer({
  paint,
  holding,
  owned,
}: {
  paint: CatalogPaint;
  holding: CatalogHolding | undefined;
  owned: readonly PaintRow[];
}) {
  const [busy, setBusy] = useState(false);
  const near = useMemo(() => (holding?.owned ? [] : nearMatches(paint, owned, 3)), [paint, owned, holding]);
  const act = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const state = holding?.owned
    ? t('scanner.owned', { count: holding.owned.quantity })
    : holding?.wished
      ? t('scanner.wished')
      : t('scanner.notOwned');

  return (
    <section
      aria-labelledby="scan-paint"
      data-testid="scan-answer"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <Swatch color={paint.color} className="size-14" />
        <div className="min-w-0">
          <h2 id="scan-paint" className="text-lg font-semibold">
            <PaintName paint={paint} />
          </h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {paint.brand} · {paint.type}
          </p>
          <p data-testid="scan-state" className="mt-1 font-medium">
            {state}
          </p>
        </div>
      </div>
      {near.length > 0 ? (
        <div data-testid="scan-near">
          <p className="text-sm font-medium">{t('scanner.closest')}</p>
          <ul className="text-sm">
            {near.map((match) => (
              <li key={match.paint.id} className="flex items-center gap-2 [overflow-wrap:anywhere]">
                <Swatch color={match.paint.color} className="size-4" />
                <span>
                  {closenessWords[match.nearness]} — {paintLabel(match.paint)} ({match.paint.brand})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {holding?.owned ? (
          <Button disabled={busy} onClick={() => act(() => adjustQuantity(holding.owned!.id, 1))}>
            +1
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => act(() => addPaintFromCatalog(paint, 'inventory'))}>
            {holding?.wished ? t('scanner.markBought') : t('scanner.addToInventory')}
          </Button>
        )}
        {holding ? null : (
          <Button variant="outline" disabled={busy} onClick={() => act(() => addPaintFromCatalog(paint, 'wishlist'))}>
            {t('scanner.addToWishlist')}
          </Button>
        )}
      </div>
    </section>
  );
}
