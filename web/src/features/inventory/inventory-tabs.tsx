import { lazy, Suspense, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Database, Heart, Package } from 'lucide-react';
import { formatCount } from '../../components/format-count';
import { Loading } from '../../components/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { useAuth } from '../../data/account/auth-state';
import { usePaints } from '../../data/collection/paints';
import { t } from '../../i18n/t';
import { CollectionFigures } from './collection-figures';
import { PaintList } from './paint-list';

// The catalog (Dexie, 5,805 paints, the search index) loads only when its tab is opened.
const CatalogBrowser = lazy(() => import('./catalog-browser'));

export type InventoryView = 'inventory' | 'wishlist' | 'catalog';

export function parseInventoryView(value: string | null): InventoryView {
  return value === 'wishlist' || value === 'catalog' ? value : 'inventory';
}

/**
 * The inventory page's lists (spec §2): the painter's inventory and wishlist, and "Browse paint database", the
 * shared catalog that everyone can search. The tab lives in the address (?view=catalog) so it can be linked to.
 */
export default function InventoryTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseInventoryView(searchParams.get('view'));
  const { user } = useAuth();
  // Deferred: when the painter's rows arrive from the local database (200 or 10,000 of them), React renders them in
  // a transition, in slices that leave the main thread free for input, instead of one long task.
  const inventory = useDeferredValue(usePaints('inventory'));
  const wishlist = useDeferredValue(usePaints('wishlist'));
  // Spec §2's "Inventory (count)", with "…" for the count while the rows load: "Inventory (0)" for a painter with 200
  // paints would say they were gone.
  const tabCount = (rows: readonly unknown[] | undefined) => (!user ? formatCount(0) : rows === undefined ? '…' : formatCount(rows.length));

  const selectView = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'inventory') params.delete('view');
    else params.set('view', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <>
      <Tabs value={view} onValueChange={selectView}>
        <TabsList aria-label={t('inventory.listsLabel')} compact>
          <TabsTrigger value="inventory" compact>
            <Package aria-hidden="true" className="size-4 max-sm:hidden" /> {t('inventory.tabInventory', { count: tabCount(inventory) })}
          </TabsTrigger>
          <TabsTrigger value="wishlist" compact>
            <Heart aria-hidden="true" className="size-4 max-sm:hidden" /> {t('inventory.tabWishlist', { count: tabCount(wishlist) })}
          </TabsTrigger>
          <TabsTrigger value="catalog" compact>
            <Database aria-hidden="true" className="size-4 max-sm:hidden" /> {t('inventory.tabBrowse')}
            <span className="max-sm:sr-only">{t('inventory.tabBrowseMore')}</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inventory" compact>
          {/* While the rows load, the figures' line is held (most painters have paints), so the list does not move
              down when they arrive. */}
          {!user ? null : inventory === undefined || wishlist === undefined ? (
            <div aria-hidden="true" className="mt-2 h-6" data-testid="collection-figures-room" />
          ) : (
            <CollectionFigures inventory={inventory} wishlist={wishlist} />
          )}
          <PaintList kind="inventory" paints={inventory} onBrowse={() => selectView('catalog')} />
        </TabsContent>
        <TabsContent value="wishlist" compact>
          <PaintList kind="wishlist" paints={wishlist} owned={inventory} onBrowse={() => selectView('catalog')} />
        </TabsContent>
        <TabsContent value="catalog" compact>
          <Suspense fallback={<Loading label={t('inventory.loadingCatalog')} />}>
            <CatalogBrowser />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
