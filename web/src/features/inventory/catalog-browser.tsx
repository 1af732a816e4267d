import { useDeferredValue, useMemo, useState } from 'react';
import { Check, CloudOff, Heart, Pipette, Plus, RefreshCw, SearchX, ShoppingBag, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paintLabel, rangeLabel, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { foldForSearch, searchWithTypos } from '@paintforge/sync-protocol/search';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { SearchInput } from '../../components/search-input';
import { Select } from '../../components/select';
import { EmptyState, Loading } from '../../components/status-message';
import { PaintName } from '../../components/paint-name';
import { isTwoStop } from '@paintforge/sync-protocol';
import { PaintSwatch } from '../../components/paint-swatch';
import { Swatch } from '../../components/swatch';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { catalogSearchIndex, useCatalog } from '../../data/catalog/catalog';
import {
  addPaintFromCatalog,
  ownedQuantityOf,
  useCatalogHoldings,
  usePaints,
  type CatalogHolding,
  type PaintList,
} from '../../data/collection/paints';
import { FiltersButton } from './filters-button';
import { filterCatalog, optionsOf } from './catalog-filter';
import { ColorReportMenu } from './color-report';
import { catalogColorOf } from '../../data/catalog/own-colours';
import { VirtualGrid } from '../../components/virtual-grid';
import { isApproximateSwatch, NearOwned } from './near-owned';
import { hexQuery, nearestToHex } from './paint-list-filter';
import { addPaintFailedToast } from '../../messages/error-text';
import { paintAddedToast } from '../../messages/paint-added-text';
import { accountRequiredText } from '../../messages/account-required-text';
import { studioPathFor } from '../../components/studio-path';
import { measuredExplanation, swatchNoteText } from '../../messages/swatch-text';
import { differenceText } from '../../messages/closeness-text';
import { activeLocale, t } from '../../i18n/t';
import type { MessageKey } from '../../i18n/catalog';
import { paintTypeText } from './paint-type-text';

/** One card a row on a phone, two from 640 px, three from 1,000 px. */
export function catalogColumnsFor(width: number): number {
  return width >= 1000 ? 3 : width >= 600 ? 2 : 1;
}

const noOwned: readonly PaintRow[] = [];

/**
 * "Browse paint database": the whole shared catalog, for everyone, signed in or not. Search as you type
 * (case- and accent-insensitive, the same search the server runs), brand and range filters, true-colour
 * swatches. Virtualised, so 5,805 cards stay quick on a phone.
 */
export default function CatalogBrowser() {
  const { paints, status, retry } = useCatalog();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState('');
  const [range, setRange] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { user } = useAuth();
  const holdings = useCatalogHoldings();
  const inventory = usePaints('inventory');
  const owned = user ? (inventory ?? noOwned) : noOwned;
  const accountRequired = useAccountRequired();
  const add = (paint: CatalogPaint, list: PaintList) => {
    if (!user) {
      accountRequired(accountRequiredText[list]);
      return;
    }
    addPaintFromCatalog(paint, list)
      .then(async (outcome) => toast(paintAddedToast(paint, list, outcome, await ownedQuantityOf(paint.id))))
      .catch((error: unknown) => toast(addPaintFailedToast(error)));
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const brands = useMemo(() => optionsOf(paints.map((paint) => paint.brand)), [paints]);
  const byId = useMemo(() => new Map(paints.map((paint) => [paint.id, paint])), [paints]);
  const families = useMemo(() => familiesOf(paints), [paints]);
  const ranges = useMemo(
    () => (brand ? optionsOf(paints.filter((paint) => paint.brand === brand).map((paint) => paint.range)) : []),
    [paints, brand],
  );

  const found = useMemo(() => {
    const hex = hexQuery(deferredQuery);
    // A hex finds the paints near that colour, nearest first; words use the shared search index.
    if (hex) return { typo: false, paints: filterCatalog(nearestToHex(paints, hex), { brand, range }) };
    if (!deferredQuery.trim()) return { typo: false, paints: filterCatalog(paints, { brand, range }) };
    // When no name contains the words, the nearest names by edit distance ("abadon", "nulnoil"): the shared search.
    const { items, typo } = searchWithTypos(catalogSearchIndex(paints), deferredQuery);
    return { typo, paints: filterCatalog(items, { brand, range }) };
  }, [paints, deferredQuery, brand, range]);
  const results = found.paints;

  const hasData = paints.length > 0;
  const filtered = query.trim() !== '' || brand !== '' || range !== '';

  const retryButton = (
    <Button variant="outline" onClick={retry}>
      <RefreshCw aria-hidden="true" className="size-4" /> {t('inventory.catalog.tryAgain')}
    </Button>
  );

  return (
    <section aria-labelledby="catalog-title">
      <h2 id="catalog-title" className="sr-only">
        {t('inventory.catalog.heading')}
      </h2>

      <div className="sticky top-16 z-20 -mx-4 flex items-center gap-1 border-b border-line bg-canvas/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
        <SearchInput
          label={t('inventory.catalog.search')}
          className="min-w-0 flex-1"
          placeholder={t('inventory.catalog.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FiltersButton active={Boolean(brand)} onClick={() => setFiltersOpen(true)} />
      </div>
      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        {filtersOpen ? (
          <DialogContent title={t('inventory.filters')} sheet>
            <div className="grid gap-3">
              <Select
                label={t('inventory.brand')}
                value={brand}
                onChange={(event) => {
                  setBrand(event.target.value);
                  setRange('');
                }}
                options={[{ value: '', label: t('inventory.catalog.allBrands') }, ...brands.map((name) => ({ value: name, label: name }))]}
              />
              <Select
                label={t('inventory.catalog.range')}
                value={range}
                disabled={!brand}
                onChange={(event) => setRange(event.target.value)}
                options={[
                  { value: '', label: brand ? t('inventory.catalog.allRanges') : t('inventory.catalog.allRangesChooseBrand') },
                  ...ranges.map((name) => ({ value: name, label: name })),
                ]}
              />
              <DialogActions cancel={false}>
                <Button
                  variant="outline"
                  className="flex-1"
                  onClick={() => {
                    setBrand('');
                    setRange('');
                  }}
                >
                  {t('inventory.reset')}
                </Button>
                <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
                  {t('inventory.showPaints', { count: results.length })}
                </Button>
              </DialogActions>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      {status === 'offline' && hasData ? (
        <Alert tone="info" className="mt-4">
          {t('inventory.catalog.offlineSaved')}
        </Alert>
      ) : null}

      {!hasData && status === 'loading' ? <Loading label={t('inventory.loadingCatalog')} /> : null}
      {!hasData && status === 'offline' ? (
        <EmptyState className="mt-6" icon={<CloudOff />} title={t('inventory.catalog.offlineTitle')} actions={retryButton}>
          {t('inventory.catalog.offlineText')}
        </EmptyState>
      ) : null}
      {!hasData && status === 'error' ? (
        <EmptyState className="mt-6" icon={<TriangleAlert />} title={t('inventory.catalog.errorTitle')} actions={retryButton}>
          {t('inventory.catalog.errorText')}
        </EmptyState>
      ) : null}

      {hasData ? (
        <>
          <p role="status" className="my-2 text-sm font-medium text-muted">
            {t('inventory.figuresPaints', { count: results.length })}
            {found.typo && results.length > 0 ? ` ${t('inventory.catalog.allowingTypo')}` : ''}
          </p>
          {results.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={t('inventory.noPaintsFound')}
              headingLevel={3}
              actions={
                filtered ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setQuery('');
                      setBrand('');
                      setRange('');
                    }}
                  >
                    {t('inventory.catalog.clear')}
                  </Button>
                ) : null
              }
            >
              {t('inventory.catalog.noMatch')}
            </EmptyState>
          ) : (
            <VirtualGrid
              label={t('inventory.catalog.paints')}
              items={results}
              columnsFor={catalogColumnsFor}
              estimate={130}
              gap={8}
              itemKey={(paint) => paint.id}
              renderItem={(paint) => (
                <CatalogPaintCard
                  key={paint.id}
                  paint={paint}
                  successor={paint.successorId ? byId.get(paint.successorId) : undefined}
                  siblings={families.get(familyKey(paint))?.filter((sibling) => sibling.id !== paint.id) ?? noSiblings}
                  holdings={user ? holdings : undefined}
                  holding={user ? holdings?.get(paint.id) : undefined}
                  owned={owned}
                  onAdd={add}
                />
              )}
            />
          )}
        </>
      ) : null}
    </section>
  );
}

/** "Owned ×N", "On wishlist", or nothing: only owned rows make a paint owned. */
export function holdingBadge(holding: CatalogHolding | undefined): string | null {
  if (holding?.owned) return t('inventory.catalog.owned', { count: holding.owned.quantity });
  return holding?.wished ? t('inventory.catalog.onWishlist') : null;
}

/**
 * A compact catalog card: swatch, name, brand and range, what the painter holds of it, and the one action that
 * keeps one row per paint: add (or add another) to the inventory, mark a wished paint as bought, add to the wishlist.
 */
function CatalogPaintCard({
  paint,
  successor,
  siblings,
  holdings,
  holding,
  owned,
  onAdd,
}: {
  paint: CatalogPaint;
  /** The current paint that replaces a discontinued one. */
  successor: CatalogPaint | undefined;
  /** The same name in the brand's other ranges (Macragge Blue Base / Air / Spray): one family. */
  siblings: readonly CatalogPaint[];
  holdings: ReadonlyMap<string, CatalogHolding> | undefined;
  holding: CatalogHolding | undefined;
  owned: readonly PaintRow[];
  onAdd: (paint: CatalogPaint, list: PaintList) => void;
}) {
  const badge = holdingBadge(holding);
  const label = `${paintLabel(paint)}, ${paint.brand}`;
  const swatchNote = swatchNoteText(paint, { twoStop: isTwoStop(paint), approximate: isApproximateSwatch(paint) });
  return (
    <div role="listitem" aria-label={label} className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-2">
      <div className="flex min-w-0 items-start gap-3">
        <PaintSwatch paint={paint} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">
            <PaintName paint={paint} />
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-muted">
            {paint.brand} · {paintTypeText(paint.type)}
            {swatchNote && !paint.measured ? ` · ${swatchNote}` : ''}
          </p>
          {paint.measured ? (
            <p data-testid="measured" title={measuredExplanation()} className="text-xs font-medium text-ink">
              {swatchNote}
            </p>
          ) : null}
          <OwnColourLine paint={paint} />
          {successor ? <SuccessorLine paint={paint} successor={successor} /> : null}
          {siblings.length > 0 ? <FamilyLine siblings={siblings} holdings={holdings} /> : null}
          {badge ? (
            <p className="mt-1">
              <span
                data-testid="holding"
                className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink"
              >
                {holding?.owned ? <Check aria-hidden="true" className="size-3" /> : <Heart aria-hidden="true" className="size-3" />} {badge}
              </span>
            </p>
          ) : null}
          <NearOwned target={paint} owned={owned} exclude={holding?.owned?.id} />
        </div>
        <ColorReportMenu paint={paint} />
      </div>
      {/* One row of actions on a phone: words, their icons from 640 px (three buttons with icons took two rows). */}
      <div className="flex flex-wrap items-center gap-1 max-sm:[&_svg]:hidden">
        {cardActions(holding).map(({ list, ghost, icon: Icon, text, name }) => (
          <Button
            key={name}
            size="sm"
            variant={ghost ? 'ghost' : 'outline'}
            aria-label={t(name, { name: label })}
            onClick={() => onAdd(paint, list)}
          >
            <Icon aria-hidden="true" className="size-4" /> {t(text)}
          </Button>
        ))}
        {/* The colour studio opens on this paint: its nearest current paint in every other brand, owned first. */}
        <Button asChild size="sm" variant="ghost">
          <Link
            to={studioPathFor({ catalogId: paint.id, color: paint.color, type: paint.type })}
            aria-label={t('inventory.catalog.equivalentsLabel', { name: label })}
          >
            <Pipette aria-hidden="true" className="size-4" /> {t('inventory.catalog.equivalents')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The card's add actions, which keep one row per paint: add another pot of an owned paint, mark a wished one as
 * bought, or add a new one to the inventory or the wishlist. Each named with the paint ("Add to wishlist: …").
 */
function cardActions(holding: CatalogHolding | undefined): {
  list: PaintList;
  ghost?: boolean;
  icon: typeof Plus;
  text: MessageKey;
  name: MessageKey;
}[] {
  if (holding?.owned)
    return [{ list: 'inventory', icon: Plus, text: 'inventory.dialog.addAnother', name: 'inventory.catalog.addAnotherLabel' }];
  if (holding?.wished)
    return [{ list: 'inventory', icon: ShoppingBag, text: 'inventory.dialog.markBought', name: 'inventory.row.markBoughtLabel' }];
  return [
    { list: 'inventory', icon: Plus, text: 'inventory.catalog.addToInventory', name: 'inventory.catalog.addToInventoryLabel' },
    { list: 'wishlist', ghost: true, icon: Heart, text: 'inventory.catalog.wishlist', name: 'inventory.catalog.addToWishlistLabel' },
  ];
}

/** A paint the painter reported: they see their colour, and this says so, with the catalog's beside it. */
function OwnColourLine({ paint }: { paint: CatalogPaint }) {
  const catalogColor = catalogColorOf(paint);
  if (catalogColor === undefined) return null;
  return (
    <p data-testid="own-colour" className="mt-1 flex min-w-0 flex-wrap items-center gap-1.5 text-xs">
      <span className="font-medium">{t('inventory.catalog.ownColour')}</span>
      <span className="text-muted">· {t('inventory.catalog.catalogSays')}</span>
      <Swatch color={catalogColor} shape="sm" className="size-3.5" />
      <span className="font-mono text-muted">{catalogColor}</span>
    </p>
  );
}

/**
 * What a painter buys instead of a discontinued paint. "Now sold as" only for the same paint in the same kind of pot;
 * a discontinued Air pot whose successor is the Base pot is not "now sold as" it: "Closest current paint".
 */
function SuccessorLine({ paint, successor }: { paint: CatalogPaint; successor: CatalogPaint }) {
  const sameName = successor.name.toLowerCase() === paint.name.toLowerCase() && successor.type === paint.type;
  return (
    <p data-testid="successor" className="mt-1 flex min-w-0 items-center gap-1.5 text-xs">
      <Swatch color={successor.color} shape="sm" className="size-3.5" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {sameName ? t('inventory.catalog.nowSoldAs') : t('inventory.catalog.closestCurrent')} <PaintName paint={successor} />
        {paint.successorDifference != null ? <span className="text-muted"> ({differenceText(paint.successorDifference)})</span> : null}
      </span>
    </p>
  );
}

const noSiblings: readonly CatalogPaint[] = [];

/** The other ranges a card lists before "+N more". */
const familyShown = 3;

/** A family: one brand's paints of one name, whatever the range. */
const familyKey = (paint: CatalogPaint) => `${paint.brand}\u0000${foldForSearch(paint.name)}`;

/** The catalog's families of more than one paint, each in catalog order. */
export function familiesOf(paints: readonly CatalogPaint[]): ReadonlyMap<string, readonly CatalogPaint[]> {
  const families = new Map<string, CatalogPaint[]>();
  for (const paint of paints) {
    const family = families.get(familyKey(paint));
    if (family) family.push(paint);
    else families.set(familyKey(paint), [paint]);
  }
  for (const [key, family] of families) if (family.length < 2) families.delete(key);
  return families;
}

/** "Also · Air · Spray" with their swatches, and "You own the Base pot" when the painter owns a sibling. */
function FamilyLine({
  siblings,
  holdings,
}: {
  siblings: readonly CatalogPaint[];
  holdings: ReadonlyMap<string, CatalogHolding> | undefined;
}) {
  const owned = siblings.filter((sibling) => holdings?.get(sibling.id)?.owned);
  // A name sold in ten ranges (Vallejo's "Black") made a card three lines taller: three, then "+7 more" to open.
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? siblings : siblings.slice(0, familyShown);
  const hidden = siblings.length - shown.length;
  return (
    <div data-testid="family" className="mt-1 space-y-0.5 text-xs">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-muted">
        {t('inventory.catalog.also')}
        {shown.map((sibling) => (
          <span key={sibling.id} className="inline-flex items-center gap-1">
            <Swatch color={sibling.color} shape="sm" className="size-3" />
            {rangeLabel(sibling.range)}
            {sibling.discontinued ? ` ${t('inventory.discontinuedMark')}` : ''}
          </span>
        ))}
        {siblings.length > familyShown ? (
          // The same button both ways, so the keyboard's focus stays on it.
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {expanded ? t('inventory.catalog.showFewer') : t('inventory.catalog.more', { count: hidden })}
          </button>
        ) : null}
      </p>
      {owned.length > 0 ? (
        <p data-testid="family-owned" className="font-medium">
          {t('inventory.catalog.youOwnPots', {
            count: owned.length,
            ranges: new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(owned.map((sibling) => rangeLabel(sibling.range))),
          })}
        </p>
      ) : null}
    </div>
  );
}
