import { useMemo } from 'react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { ownedFirst } from '@paintforge/sync-protocol';
import { equivalentsOf, type ColourIndex } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { Closeness } from './closeness';
import { useAddToWishlist } from './use-add-to-wishlist';
import { t } from '../../i18n/t';

/** A catalog paint's "equivalents in other brands": the nearest current paint of its kind per brand, owned first. */
export function EquivalentsList({
  paint,
  brands,
  ownedCatalogIds,
}: {
  paint: CatalogPaint;
  brands: ReadonlyMap<string, ColourIndex<CatalogPaint>>;
  ownedCatalogIds: ReadonlySet<string>;
}) {
  const addToWishlist = useAddToWishlist();
  const equivalents = useMemo(
    () => ownedFirst(equivalentsOf(paint, brands), (match) => ownedCatalogIds.has(match.item.id)),
    [paint, brands, ownedCatalogIds],
  );
  return (
    <section aria-labelledby="equivalents-heading" className="flex flex-col gap-2">
      <h2 id="equivalents-heading" className="text-lg font-semibold">
        {t('colours.equivalents.heading')}
      </h2>
      {equivalents.length === 0 ? (
        <p className="text-sm text-muted">{t('colours.equivalents.none')}</p>
      ) : (
        <ul data-testid="colour-equivalents" className="flex flex-col gap-2">
          {equivalents.map(({ item, difference }) => (
            <li key={item.id} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
              <PaintSwatch paint={item} className="size-10" />
              <div className="min-w-0 flex-1 text-sm">
                <PaintName paint={item} className="font-medium" />
                <p className="text-muted">
                  {ownedCatalogIds.has(item.id) ? t('colours.equivalents.owned', { brand: item.brand }) : item.brand}
                </p>
                {ownedCatalogIds.has(item.id) ? null : (
                  <Button variant="ghost" size="sm" className="-ml-2" onClick={() => addToWishlist(item)}>
                    {t('colours.nearest.addToWishlist')}
                  </Button>
                )}
              </div>
              <Closeness difference={difference} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
