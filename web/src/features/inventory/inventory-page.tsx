import { lazy, Suspense, useMemo, useState } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { useSearchParams } from 'react-router-dom';
import { Database, Heart, HeartPlus, LayoutGrid, List, Minus, Package, Plus, SearchX, ShoppingBag, ShoppingCart } from 'lucide-react';
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
import { Swatch } from '../../components/swatch';
import { useAuth } from '../../data/auth-state';
import { adjustQuantity, movePaint, usePaints } from '../../data/paints';
import { PaintDialog } from './paint-dialog';
import { exportShoppingList } from './shopping-list';

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
  const { user } = useAuth();
  const inventory = usePaints('inventory');
  const wishlist = usePaints('wishlist');
  const inventoryCount = user ? (inventory?.length ?? 0) : 0;
  const wishlistCount = user ? (wishlist?.length ?? 0) : 0;

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
          <PaintList kind="inventory" paints={inventory} onBrowse={() => selectView('catalog')} />
        </TabsContent>
        <TabsContent value="wishlist">
          <PaintList kind="wishlist" paints={wishlist} onBrowse={() => selectView('catalog')} />
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

function optionsFrom(values: string[]) {
  return [
    { value: 'all', label: 'All' },
    ...[...new Set(values)].sort((a, b) => a.localeCompare(b)).map((value) => ({ value, label: value })),
  ];
}

const byText = (key: 'name' | 'brand' | 'type') => (a: PaintRow, b: PaintRow) =>
  a[key].localeCompare(b[key], undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** The person's own list: search, brand and type filters, sort, grid or list, the add action and the cards. */
function PaintList({ kind, paints, onBrowse }: { kind: 'inventory' | 'wishlist'; paints: PaintRow[] | undefined; onBrowse: () => void }) {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState('all');
  const [type, setType] = useState('all');
  const [sort, setSort] = useState('name');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [dialog, setDialog] = useState<{ paint: PaintRow | null } | null>(null);
  const wishlist = kind === 'wishlist';
  const addLabel = wishlist ? 'Add to Wishlist' : 'Add Paint';
  const all = useMemo(() => (user ? (paints ?? []) : []), [user, paints]);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    const filtered = all.filter(
      (paint) =>
        (brand === 'all' || paint.brand === brand) &&
        (type === 'all' || paint.type === type) &&
        (!words || `${paint.name} ${paint.brand} ${paint.color}`.toLowerCase().includes(words)),
    );
    const compare =
      sort === 'quantity'
        ? (a: PaintRow, b: PaintRow) => b.quantity - a.quantity || a.name.localeCompare(b.name)
        : byText(sort as 'name' | 'brand' | 'type');
    return [...filtered].sort(compare);
  }, [all, query, brand, type, sort]);

  // The paint being edited, live: a change from another tab or device shows in the open dialog's paint.
  const editing = dialog?.paint ? (all.find((paint) => paint.id === dialog.paint!.id) ?? dialog.paint) : null;

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
        <Select
          label="Brand"
          className="w-[calc(50%-0.375rem)] sm:w-40"
          value={brand}
          onChange={(e) => setBrand(e.target.value)}
          options={optionsFrom(all.map((paint) => paint.brand))}
        />
        <Select
          label="Type"
          className="w-[calc(50%-0.375rem)] sm:w-40"
          value={type}
          onChange={(e) => setType(e.target.value)}
          options={optionsFrom(all.map((paint) => paint.type))}
        />
        <Select
          label="Sort by"
          className="w-[calc(50%-0.375rem)] sm:w-48"
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          options={sortOptions}
        />
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
            if (!user)
              accountRequired(
                wishlist ? 'Please create an account to keep a wishlist.' : 'Please create an account to track your paint inventory.',
              );
            else setDialog({ paint: null });
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> {addLabel}
        </Button>
        {wishlist ? (
          <Button variant="outline" onClick={() => void exportShoppingList(all)}>
            <ShoppingCart aria-hidden="true" className="size-4" /> Export Shopping List
          </Button>
        ) : null}
      </div>

      <div className="mt-6">
        {!user ? (
          <SignUpPrompt
            icon={wishlist ? <Heart /> : <Package />}
            title={wishlist ? 'Plan your next paint purchase' : 'Track the paints you own'}
          >
            <p>
              {wishlist
                ? 'Create a free account to keep a wishlist of paints to buy and export it as a shopping list.'
                : 'Create a free account to keep your own paint inventory, with quantities, so you never buy the same pot twice.'}{' '}
              You can{' '}
              <button
                type="button"
                onClick={onBrowse}
                className="rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
              >
                browse the paint database
              </button>{' '}
              without an account.
            </p>
          </SignUpPrompt>
        ) : paints === undefined ? (
          <Loading label={wishlist ? 'Loading your wishlist…' : 'Loading your paints…'} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={wishlist ? <Heart /> : <Package />}
            title={wishlist ? 'Your wishlist is empty' : 'Your inventory is empty'}
            actions={
              <>
                <Button onClick={() => setDialog({ paint: null })}>
                  <Plus aria-hidden="true" className="size-4" /> {addLabel}
                </Button>
                <Button variant="outline" onClick={onBrowse}>
                  <Database aria-hidden="true" className="size-4" /> Browse paint database
                </Button>
              </>
            }
          >
            <p>
              {wishlist
                ? 'Add the paints you want to buy, or pick them from the paint database.'
                : 'Add the paints you own, or pick them from the paint database.'}
            </p>
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={<SearchX />} title="No paints found" headingLevel={3}>
            No paints match your search or filters.
          </EmptyState>
        ) : (
          <ul
            aria-label={wishlist ? 'Wishlist paints' : 'Inventory paints'}
            className={layout === 'grid' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'}
          >
            {shown.map((paint) => (
              <PaintCard key={paint.id} paint={paint} onOpen={() => setDialog({ paint })} />
            ))}
          </ul>
        )}
      </div>
      {user ? (
        <PaintDialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : setDialog(null))} list={kind} paint={editing} />
      ) : null}
    </section>
  );
}

/** One paint: its true colour, name, brand, type and quantity; the card opens "Edit Paint"; ± steps the quantity. */
function PaintCard({ paint, onOpen }: { paint: PaintRow; onOpen: () => void }) {
  const step = (delta: number) => {
    adjustQuantity(paint.id, delta).catch(() => toast({ title: 'Failed to update paint quantity.', variant: 'destructive' }));
  };
  // Bought: one pot in the inventory (the stepper adds more). Running low: back to the wishlist, one row still.
  const move = (to: 'inventory' | 'wishlist') => {
    movePaint(paint.id, to, to === 'inventory' ? 1 : undefined).then(
      () => toast({ title: to === 'inventory' ? 'Marked as bought' : 'Moved to wishlist', description: paint.name }),
      () => toast({ title: 'Failed to update paint. Please try again.', variant: 'destructive' }),
    );
  };
  return (
    <li aria-label={paint.name} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Edit ${paint.name}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Swatch color={paint.color} className="size-14 rounded-md" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">{paint.name}</span>
          <span className="block text-sm break-words text-muted">{paint.brand}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full border border-line px-2 py-0.5 font-medium">{paint.type}</span>
            <span className="font-mono text-muted">{paint.color}</span>
          </span>
        </span>
      </button>
      {paint.isWishlist ? (
        <div className="flex shrink-0 items-center gap-1">
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink capitalize">{paint.priority}</span>
          <Button variant="outline" size="sm" aria-label={`Mark as bought: ${paint.name}`} onClick={() => move('inventory')}>
            <ShoppingBag aria-hidden="true" className="size-4" /> Bought
          </Button>
        </div>
      ) : (
        <div role="group" aria-label={`Quantity of ${paint.name}`} className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Running low: move ${paint.name} to the wishlist`}
            title="Running low: move to the wishlist"
            onClick={() => move('wishlist')}
          >
            <HeartPlus aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={`Decrease quantity of ${paint.name}`}
            disabled={paint.quantity <= 0}
            onClick={() => step(-1)}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
            {paint.quantity}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={`Increase quantity of ${paint.name}`}
            onClick={() => step(1)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
