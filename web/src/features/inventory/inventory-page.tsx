import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Database, Heart, LayoutGrid, List, Package, Plus, ShoppingCart } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { PageTitle } from '../../components/page-title';
import { SearchInput } from '../../components/search-input';
import { Select } from '../../components/select';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/auth-state';

// The catalog (Dexie, 5,805 paints, the search index) loads only when its tab is opened.
const CatalogBrowser = lazy(() => import('./catalog-browser'));

export type InventoryView = 'inventory' | 'wishlist' | 'catalog';

export function parseInventoryView(value: string | null): InventoryView {
  return value === 'wishlist' || value === 'catalog' ? value : 'inventory';
}

/**
 * Paint management (spec §2): the person's inventory and wishlist, and "Browse paint database", the shared
 * catalog that everyone can search. The tab lives in the address (?view=catalog) so it can be linked to.
 */
export default function InventoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseInventoryView(searchParams.get('view'));
  // Signed-in paints arrive with the inventory issue; until then both lists are empty.
  const inventoryCount = 0;
  const wishlistCount = 0;

  const selectView = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'inventory') params.delete('view');
    else params.set('view', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <div>
      <PageTitle title="Inventory" description="The paints you own, the ones you want, and every paint in the database.">
        Paint Inventory
      </PageTitle>
      <Tabs value={view} onValueChange={selectView}>
        <TabsList aria-label="Paint lists">
          <TabsTrigger value="inventory">
            <Package aria-hidden="true" className="size-4" /> Inventory ({inventoryCount})
          </TabsTrigger>
          <TabsTrigger value="wishlist">
            <Heart aria-hidden="true" className="size-4" /> Wishlist ({wishlistCount})
          </TabsTrigger>
          <TabsTrigger value="catalog">
            <Database aria-hidden="true" className="size-4" /> Browse paint database
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inventory">
          <PaintList kind="inventory" onBrowse={() => selectView('catalog')} />
        </TabsContent>
        <TabsContent value="wishlist">
          <PaintList kind="wishlist" onBrowse={() => selectView('catalog')} />
        </TabsContent>
        <TabsContent value="catalog">
          <Suspense fallback={<Loading label="Loading paint database…" />}>
            <CatalogBrowser />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'brand', label: 'Brand' },
  { value: 'type', label: 'Type' },
  { value: 'quantity', label: 'Quantity (most first)' },
];

/** The frame of the person's own list: search, brand and type filters, sort, grid or list, and the add action. */
function PaintList({ kind, onBrowse }: { kind: 'inventory' | 'wishlist'; onBrowse: () => void }) {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState('all');
  const [type, setType] = useState('all');
  const [sort, setSort] = useState('name');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const wishlist = kind === 'wishlist';
  const addLabel = wishlist ? 'Add to Wishlist' : 'Add Paint';

  return (
    <section aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className="sr-only">
        {wishlist ? 'Your wishlist' : 'Your inventory'}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label={wishlist ? 'Search your wishlist' : 'Search your paints'}
          placeholder="Search by name, brand or color…"
          className="w-full sm:w-auto sm:min-w-64 sm:flex-1"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select label="Brand" className="w-[calc(50%-0.375rem)] sm:w-40" value={brand} onChange={(e) => setBrand(e.target.value)} options={[{ value: 'all', label: 'All' }]} />
        <Select label="Type" className="w-[calc(50%-0.375rem)] sm:w-40" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: 'all', label: 'All' }]} />
        <Select label="Sort by" className="w-[calc(50%-0.375rem)] sm:w-48" value={sort} onChange={(e) => setSort(e.target.value)} options={sortOptions} />
        <div role="group" aria-label="Layout" className="flex rounded-md border border-line-strong">
          {(['grid', 'list'] as const).map((option) => {
            const Icon = option === 'grid' ? LayoutGrid : List;
            return (
              <button
                key={option}
                type="button"
                aria-label={option === 'grid' ? 'Grid view' : 'List view'}
                aria-pressed={layout === option}
                onClick={() => setLayout(option)}
                className={cn(
                  'flex size-10 items-center justify-center first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                  layout === option ? 'bg-brand-soft text-brand-ink' : 'text-muted hover:bg-surface-2',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            if (!user) accountRequired(wishlist ? 'Please create an account to keep a wishlist.' : 'Please create an account to track your paint inventory.');
          }}
          disabled={Boolean(user)}
          aria-describedby={user ? `${kind}-add-note` : undefined}
        >
          <Plus aria-hidden="true" className="size-4" /> {addLabel}
        </Button>
        {wishlist ? (
          <Button variant="outline" onClick={() => toast({ title: 'Empty Wishlist', description: 'Add some paints to your wishlist first.' })}>
            <ShoppingCart aria-hidden="true" className="size-4" /> Export Shopping List
          </Button>
        ) : null}
      </div>

      <div className="mt-6">
        {user ? (
          <EmptyState
            icon={wishlist ? <Heart /> : <Package />}
            title={wishlist ? 'Your wishlist is empty' : 'Your inventory is empty'}
            actions={
              <Button variant="outline" onClick={onBrowse}>
                <Database aria-hidden="true" className="size-4" /> Browse paint database
              </Button>
            }
          >
            <p id={`${kind}-add-note`}>Adding and editing your own paints is coming in the next update. Meanwhile, browse the paint database.</p>
          </EmptyState>
        ) : (
          <SignUpPrompt icon={wishlist ? <Heart /> : <Package />} title={wishlist ? 'Plan your next paint purchase' : 'Track the paints you own'}>
            <p>
              {wishlist
                ? 'Create a free account to keep a wishlist of paints to buy and export it as a shopping list.'
                : 'Create a free account to keep your own paint inventory, with quantities, so you never buy the same pot twice.'}{' '}
              You can{' '}
              <button type="button" onClick={onBrowse} className="rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus">
                browse the paint database
              </button>{' '}
              without an account.
            </p>
          </SignUpPrompt>
        )}
      </div>
    </section>
  );
}
