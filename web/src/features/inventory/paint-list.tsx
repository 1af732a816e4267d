import { useSearchParams } from 'react-router-dom';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useDeferredValue } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { CheckSquare, Database, Download, FileUp, Heart, LayoutGrid, List, Package, Plus, SearchX, ShoppingCart, X } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { useHiddenWhileScrollingDown } from '../../components/use-hidden-while-scrolling-down';
import { SearchInput } from '../../components/search-input';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { useDiscontinuedPaints } from '../../data/catalog/discontinued-paints';
import { downloadText } from '../../components/download';
import { isLanguage, languageNames, type Language } from '../../i18n/languages';
import { activeLocale, t } from '../../i18n/t';
import { accountRequiredText } from '../../messages/account-required-text';
import { useLanguageSwitches } from '../../i18n/switch-language';
import { FiltersButton } from './filters-button';
import { PaintListRow, PaintTile } from './paint-items';
import { filterPaints, hexQuery, noFilter, type PaintFilter } from './paint-list-filter';
import type * as NameMatcher from './name-matcher';
import { exportShoppingList } from './shopping-list';
import { VirtualGrid } from '../../components/virtual-grid';

type Layout = 'grid' | 'list';

// The paint and import dialogs (their forms, the colour picker, Radix's alert dialog: 10 KB gzipped off the page's
// first download) load when the painter reaches for them (below). Their chunks are precached, so they open offline too.
const PaintDialog = lazy(() => import('./paint-dialog').then((module) => ({ default: module.PaintDialog })));
const ImportDialog = lazy(() => import('./import-dialog').then((module) => ({ default: module.ImportDialog })));
const PaintFiltersSheet = lazy(() => import('./paint-filters-sheet'));

/**
 * Exports the chosen paints as paint-inventory.csv (spec §9); papaparse loads only now. The headers are the spec's
 * English unless the painter chose the export in their language (issue 38).
 */
async function exportCsv(paints: readonly PaintRow[], language: Language = 'en') {
  const { paintsToCsv, csvFileName } = await import('./paint-csv');
  downloadText(paintsToCsv(paints, language), csvFileName, 'text/csv;charset=utf-8');
  toast({ title: t('inventory.exportComplete'), description: t('inventory.exportSaved', { count: paints.length, file: csvFileName }) });
}

/**
 * The painter's own list (inventory or wishlist), phone first: a sticky toolbar (search, Filters sheet, layout,
 * selection), a virtualised list of dense rows or a swatch grid, and Add as a floating button.
 */
export function PaintList({
  kind,
  paints,
  owned,
  onBrowse,
}: {
  kind: 'inventory' | 'wishlist';
  paints: PaintRow[] | undefined;
  /** On the wishlist: the owned paints, to say which are the same or near in colour. */
  owned?: readonly PaintRow[] | undefined;
  onBrowse: () => void;
}) {
  const { user } = useAuth();
  // Read at each render; a language switch renders the list again (useLanguageSwitches), its selection kept.
  useLanguageSwitches();
  const shownLanguage = activeLocale();
  const accountRequired = useAccountRequired();
  const [filter, setFilter] = useState<PaintFilter>(noFilter);
  const [layout, setLayout] = useState<Layout>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The home's shortcuts open Add Paint or the import here (/inventory?open=add|import); the address then drops it,
  // so Back and a reload do not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = kind === 'inventory' && user ? searchParams.get('open') : null;
  const [importOpen, setImportOpen] = useState(asked === 'import');
  const [dialog, setDialog] = useState<{ paint: PaintRow | null } | null>(asked === 'add' ? { paint: null } : null);
  useEffect(() => {
    if (asked === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [asked, setSearchParams]);
  const [selection, setSelection] = useState<ReadonlySet<string> | null>(null);
  // The dialogs' code is fetched at the first touch, click or keyboard focus in the list (on Add or a row, a tap's
  // pointerdown comes before its click), not as the page loads: evaluating it then was a long task while the
  // painter's list was arriving. A tap before it is here is kept in state; the dialog opens when its code is.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const wantDialogs = () => setDialogsWanted(true);
  const wishlist = kind === 'wishlist';
  const addLabel = wishlist ? t('inventory.addToWishlist') : t('inventory.addPaint');
  const fabHidden = useHiddenWhileScrollingDown();
  // Keyed on being signed in, not on the user object: a refreshed session (a new object, the same painter) must not
  // re-filter and re-render the whole list.
  const signedIn = user !== null;
  const all = useMemo(() => (signedIn ? (paints ?? []) : []), [signedIn, paints]);
  // Typing stays responsive at 10,000 paints: the list re-filters a frame behind the keystrokes.
  const deferredFilter = useDeferredValue(filter);
  const exact = useMemo(() => filterPaints(all, deferredFilter), [all, deferredFilter]);
  // When no word matches, a typo is forgiven as in the catalog ("blod angles red"); the matcher loads on that need.
  const [matcher, setMatcher] = useState<typeof NameMatcher | null>(null);
  const forgiving = exact.length === 0 && deferredFilter.query.trim().length >= 4 && hexQuery(deferredFilter.query) === null;
  useEffect(() => {
    if (forgiving && !matcher) void import('./name-matcher').then(setMatcher);
  }, [forgiving, matcher]);
  const shown = useMemo(
    () => (forgiving && matcher ? filterPaints(matcher.fuzzySearch(all, deferredFilter.query), { ...deferredFilter, query: '' }) : exact),
    [forgiving, matcher, all, deferredFilter, exact],
  );
  const filtersActive = filter.brand !== 'all' || filter.type !== 'all' || filter.sort !== 'name';

  // The paint being edited, live: a change from another tab or device shows in the open dialog's paint.
  const editing = dialog?.paint ? (all.find((paint) => paint.id === dialog.paint!.id) ?? dialog.paint) : null;
  const openAdd = () => {
    if (!user) accountRequired(wishlist ? accountRequiredText.wishlist : accountRequiredText.inventory);
    else setDialog({ paint: null });
  };
  const toggle = (id: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // Exported in the list's own order, including chosen paints a later search hides.
  const selected = selection
    ? filterPaints(
        all.filter((paint) => selection.has(paint.id)),
        { ...noFilter, sort: filter.sort },
      )
    : [];

  return (
    <section aria-labelledby={`${kind}-title`} onPointerDownCapture={wantDialogs} onFocusCapture={wantDialogs}>
      <h2 id={`${kind}-title`} className="sr-only">
        {wishlist ? t('inventory.yourWishlist') : t('inventory.yourInventory')}
      </h2>
      <div className="sticky top-16 z-20 -mx-4 flex items-center gap-0.5 sm:gap-1 [&>button]:max-sm:size-9 border-b border-line bg-canvas/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
        <SearchInput
          label={wishlist ? t('inventory.searchWishlist') : t('inventory.searchPaints')}
          placeholder={t('inventory.searchPlaceholder')}
          className="min-w-0 flex-1"
          value={filter.query}
          onChange={(event) => setFilter({ ...filter, query: event.target.value })}
        />
        <FiltersButton active={filtersActive} onClick={() => setFiltersOpen(true)} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={layout === 'grid' ? t('inventory.listView') : t('inventory.gridView')}
          onClick={() => setLayout(layout === 'grid' ? 'list' : 'grid')}
        >
          {layout === 'grid' ? <List aria-hidden="true" className="size-4" /> : <LayoutGrid aria-hidden="true" className="size-4" />}
        </Button>
        {user && all.length > 0 ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('inventory.selectPaints')}
            aria-pressed={selection !== null}
            onClick={() => setSelection(selection ? null : new Set())}
          >
            <CheckSquare aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
        {user ? (
          // Words, not a bare ↕ that read as Sort: "Import" on a phone, "Import and backup" where there is room. In a
          // span of its own so the toolbar's square phone size for its icon buttons does not squeeze the words.
          <span className="contents">
            <Button variant="ghost" size="sm" className="max-sm:px-2" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden="true" className="size-4" /> {t('inventory.import')}
              <span className="max-sm:sr-only">{t('inventory.importMore')}</span>
            </Button>
          </span>
        ) : null}
        {wishlist ? (
          <Button variant="ghost" size="icon" aria-label={t('inventory.exportShoppingList')} onClick={() => void exportShoppingList(all)}>
            <ShoppingCart aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
      {selection ? (
        <div
          role="toolbar"
          aria-label={t('inventory.selection')}
          className="sticky top-[121px] z-20 -mx-4 flex flex-wrap items-center gap-1 border-b border-line bg-surface px-4 py-1.5 sm:-mx-6 sm:px-6"
        >
          <span className="mr-auto text-sm font-medium" aria-live="polite">
            {t('inventory.selected', { count: selection.size })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => setSelection(new Set(shown.map((paint) => paint.id)))}>
            {t('inventory.selectAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection(new Set())} disabled={selection.size === 0}>
            {t('inventory.clearSelection')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void exportCsv(selected)} disabled={selection.size === 0}>
            <Download aria-hidden="true" className="size-4" /> {t('inventory.exportSelected')}
          </Button>
          {/* Issue 38: the same CSV with its headers in the language the app is shown in, named in that language. */}
          {isLanguage(shownLanguage) && shownLanguage !== 'en' ? (
            <Button size="sm" variant="outline" onClick={() => void exportCsv(selected, shownLanguage)} disabled={selection.size === 0}>
              <Download aria-hidden="true" className="size-4" /> CSV · {languageNames[shownLanguage]}
            </Button>
          ) : null}
          <Button size="icon-sm" variant="ghost" aria-label={t('inventory.leaveSelection')} onClick={() => setSelection(null)}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}

      {/* Room below the last paint for the floating Add button (56 px, 80 px up from the screen's foot) and a gap, so
          at the list's end the last row's controls are clear of it: 80 px of room put its "+" right under the button. */}
      <div className="mt-2 pb-36" data-testid="paint-list-room">
        {!user ? (
          <SignUpPrompt
            icon={wishlist ? <Heart /> : <Package />}
            title={wishlist ? t('inventory.signUpWishlistTitle') : t('inventory.signUpInventoryTitle')}
          >
            <p>
              {wishlist ? t('inventory.signUpWishlistText') : t('inventory.signUpInventoryText')}{' '}
              {t('inventory.browseWithoutAccountBefore')}{' '}
              <button
                type="button"
                onClick={onBrowse}
                className="rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
              >
                {t('inventory.browseWithoutAccountLink')}
              </button>{' '}
              {t('inventory.browseWithoutAccountAfter')}
            </p>
          </SignUpPrompt>
        ) : paints === undefined ? (
          <Loading label={wishlist ? t('inventory.loadingWishlist') : t('inventory.loadingPaints')} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={wishlist ? <Heart /> : <Package />}
            title={wishlist ? t('inventory.emptyWishlistTitle') : t('inventory.emptyInventoryTitle')}
            actions={
              <>
                <Button onClick={() => setImportOpen(true)}>
                  <FileUp aria-hidden="true" className="size-4" /> {t('inventory.importPaints')}
                </Button>
                <Button variant="outline" onClick={onBrowse}>
                  <Database aria-hidden="true" className="size-4" /> {t('inventory.browseCatalog')}
                </Button>
              </>
            }
          >
            <p>{wishlist ? t('inventory.emptyWishlistText') : t('inventory.emptyInventoryText')}</p>
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={<SearchX />} title={t('inventory.noPaintsFound')} headingLevel={3}>
            {t('inventory.noPaintsMatch')}
          </EmptyState>
        ) : (
          <VirtualPaints
            label={wishlist ? t('inventory.wishlistPaints') : t('inventory.inventoryPaints')}
            paints={shown}
            layout={layout}
            owned={owned}
            selection={selection}
            onOpen={(paint) => (selection ? toggle(paint.id) : setDialog({ paint }))}
          />
        )}
      </div>

      {/* On a phone it slides away while the list scrolls down (it covered the "+" of the row under it), and comes
          back on scrolling up or once the list is still; keyboard focus brings it back too. */}
      <Button
        aria-label={addLabel}
        onClick={openAdd}
        size="fab"
        data-hidden={fabHidden || undefined}
        className={cn(
          'fixed right-4 bottom-20 z-30 shadow-lg transition-[translate,opacity] duration-200 md:right-8 md:bottom-8',
          fabHidden &&
            'max-sm:pointer-events-none max-sm:translate-y-28 max-sm:opacity-0 focus-visible:translate-y-0 focus-visible:opacity-100',
        )}
      >
        <Plus aria-hidden="true" className="size-5" /> <span className="max-sm:sr-only">{addLabel}</span>
      </Button>

      {filtersOpen ? (
        <Suspense fallback={null}>
          <PaintFiltersSheet
            onClose={() => setFiltersOpen(false)}
            filter={filter}
            onFilter={setFilter}
            paints={all}
            shownCount={shown.length}
          />
        </Suspense>
      ) : null}
      {user && (dialogsWanted || dialog !== null || importOpen) ? (
        <Suspense fallback={null}>
          <ImportDialog open={importOpen} onOpenChange={setImportOpen} list={kind} />
          <PaintDialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : setDialog(null))} list={kind} paint={editing} />
        </Suspense>
      ) : null}
    </section>
  );
}

const rowHeight = 57;
const tileHeight = 150;
const tileWidth = 150;

/** How many swatch tiles fit a row: 2 on a phone, more on wider screens. */
export function columnsFor(width: number): number {
  return Math.max(2, Math.min(6, Math.floor(width / tileWidth)));
}

/** The painter's paints as dense rows or a swatch grid, virtualised. */
function VirtualPaints({
  label,
  paints,
  layout,
  owned,
  selection,
  onOpen,
}: {
  label: string;
  paints: readonly PaintRow[];
  layout: Layout;
  owned: readonly PaintRow[] | undefined;
  selection: ReadonlySet<string> | null;
  onOpen: (paint: PaintRow) => void;
}) {
  const Item = layout === 'grid' ? PaintTile : PaintListRow;
  // One function for every row, calling the latest onOpen (it changes with the selection), so memoised rows stay put.
  const latestOnOpen = useRef(onOpen);
  useLayoutEffect(() => {
    latestOnOpen.current = onOpen;
  });
  const open = useCallback((paint: PaintRow) => latestOnOpen.current(paint), []);
  const discontinued = useDiscontinuedPaints();
  return (
    <VirtualGrid
      key={layout}
      label={label}
      items={paints}
      columnsFor={layout === 'grid' ? columnsFor : () => 1}
      estimate={layout === 'grid' ? tileHeight : rowHeight}
      gap={layout === 'grid' ? 8 : 0}
      itemKey={(paint) => paint.id}
      renderItem={(paint) => (
        <Item
          key={paint.id}
          paint={paint}
          onOpen={open}
          owned={owned}
          discontinued={discontinued}
          selected={selection ? selection.has(paint.id) : undefined}
        />
      )}
    />
  );
}
