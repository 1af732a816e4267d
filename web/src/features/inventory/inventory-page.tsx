import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ScanBarcode } from 'lucide-react';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { Loading } from '../../components/status-message';
import { afterDataLayer } from '../../data/collection/data-layer';
import { t } from '../../i18n/t';

// The lists need the local database, the sync engine and the schemas (Dexie and zod: most of the page's code).
// The title and the Scan button do not, so they are painted first and that code is fetched (from the service
// worker's cache once installed) only then: on a slow phone the page shows at once instead of a blank screen, and
// the first frame's scripts do not share the network with it.
const InventoryTabs = lazy(afterDataLayer(() => import('./inventory-tabs')));

/** Paint management (spec §2): the title, the barcode scanner's button and the lists (inventory-tabs.tsx). */
export default function InventoryPage() {
  const loadingLists = <Loading label={t('inventory.loadingPaints')} />;
  return (
    <div>
      {/* Phone first: the title, one row of tabs and the toolbar leave the screen to the paints. */}
      <PageTitle
        title={t('inventory.title')}
        className="-mt-4 mb-3 sm:mt-0 sm:mb-6"
        description={<span className="hidden sm:inline">{t('inventory.description')}</span>}
      >
        {t('inventory.heading')}
      </PageTitle>
      <Button variant="outline" size="sm" className="mb-2" asChild>
        <Link to="/scan">
          <ScanBarcode aria-hidden="true" className="size-4" /> {t('inventory.scan')}
        </Link>
      </Button>
      <AfterFirstPaint placeholder={loadingLists}>
        <Suspense fallback={loadingLists}>
          <InventoryTabs />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}
