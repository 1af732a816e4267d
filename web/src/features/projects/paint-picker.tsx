import { useDeferredValue, useMemo, useState } from 'react';
import { Check } from 'lucide-react';
import { paintLabel, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { buildSearchIndex, searchIndex, searchWithTypos, type SearchIndex } from '@paintforge/sync-protocol/search';
import { Button } from '../../components/button';
import { SearchInput } from '../../components/search-input';
import { Select } from '../../components/select';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { catalogSearchIndex } from '../../data/catalog/catalog';
import { sortedOptions } from '../../components/text-order';
import { t } from '../../i18n/t';

/** A paint the recipe form can add: one of the painter's own, or a catalog paint (its id is the catalog's). */
export interface PickedPaint {
  id: string;
  name: string;
  brand: string;
  color: string;
  type: string;
  /** Told apart by it: "Macragge Blue · Base", "· Air", "· Spray". */
  range: string | null;
  discontinued?: boolean;
  own: boolean;
  /** Where its colour came from (a catalog paint's), and null for a painter's paint of their own making: its swatch. */
  colorSource?: string;
  catalogId?: string | null;
}

/** Spec §9: suggestions begin at 2 characters, at most 10 shown. */
export const suggestionMinLength = 2;
export const suggestionMax = 10;

const ownOf = (paint: PaintRow): PickedPaint => ({
  id: paint.id,
  name: paint.name,
  brand: paint.brand,
  color: paint.color,
  type: paint.type,
  range: paint.range,
  own: true,
  catalogId: paint.catalogId,
});
const catalogOf = (paint: CatalogPaint): PickedPaint => ({
  id: paint.id,
  name: paint.name,
  brand: paint.brand,
  color: paint.color,
  type: paint.type,
  range: paint.range,
  discontinued: paint.discontinued ?? false,
  own: false,
  colorSource: paint.colorSource,
});

// The live query hands out a new list only when a paint changes, so each list is indexed once.
const ownIndexes = new WeakMap<readonly PaintRow[], SearchIndex<PaintRow>>();
function ownIndex(paints: readonly PaintRow[]): SearchIndex<PaintRow> {
  let index = ownIndexes.get(paints);
  if (!index) {
    index = buildSearchIndex(paints);
    ownIndexes.set(paints, index);
  }
  return index;
}

/**
 * The suggestions for a query: the painter's own paints first, then catalog paints they have no copy of, narrowed
 * to a brand when one is chosen; at most 10, none below 2 characters.
 */
export function suggestPaints(query: string, brand: string, own: readonly PaintRow[], catalog: readonly CatalogPaint[]): PickedPaint[] {
  if (query.trim().length < suggestionMinLength) return [];
  const ofBrand = (paint: { brand: string }) => !brand || paint.brand === brand;
  const ownFound = searchIndex(ownIndex(own), query).filter(ofBrand);
  const copied = new Set(own.flatMap((paint) => (paint.catalogId ? [paint.catalogId] : [])));
  const catalogFound = searchWithTypos(catalogSearchIndex(catalog), query).items.filter((paint) => ofBrand(paint) && !copied.has(paint.id));
  return [...ownFound.map(ownOf), ...catalogFound.map(catalogOf)].slice(0, suggestionMax);
}

/** Search suggestions with a brand filter; the chosen paint is shown with a way to change it. */
export function PaintPicker({
  own,
  catalog,
  picked,
  onPick,
}: {
  own: readonly PaintRow[];
  catalog: readonly CatalogPaint[];
  picked: PickedPaint | null;
  onPick: (paint: PickedPaint | null) => void;
}) {
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState('');
  const deferredQuery = useDeferredValue(query);
  const brands = useMemo(() => sortedOptions([...own, ...catalog].map((paint) => paint.brand)), [own, catalog]);
  const suggestions = useMemo(() => suggestPaints(deferredQuery, brand, own, catalog), [deferredQuery, brand, own, catalog]);

  if (picked) {
    return (
      <div className="flex min-w-0 items-center gap-3 rounded-md border border-line p-2">
        <PaintSwatch paint={picked} className="size-8" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <PaintName paint={picked} />
          </p>
          <p className="text-sm wrap-anywhere text-muted">
            {picked.brand} · {picked.type}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPick(null)}
          aria-label={t('projects.changePaint', { paint: paintLabel(picked) })}
        >
          {t('projects.change')}
        </Button>
      </div>
    );
  }

  const short = query.trim().length < suggestionMinLength;
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <SearchInput
          label={t('projects.searchPaints')}
          showLabel
          placeholder={t('projects.searchPaintsPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label={t('projects.brand')}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          options={[{ value: '', label: t('projects.allBrands') }, ...brands.map((value) => ({ value, label: value }))]}
        />
      </div>
      {short ? null : suggestions.length === 0 ? (
        <p className="text-sm text-muted" role="status">
          {t('projects.noPaintsMatch')}
        </p>
      ) : (
        <ul aria-label={t('projects.suggestions')} className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-line p-1">
          {suggestions.map((paint) => (
            <li key={paint.id}>
              <button
                type="button"
                onClick={() => onPick(paint)}
                className="flex w-full min-w-0 items-center gap-3 rounded-md p-2 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
              >
                <PaintSwatch paint={paint} className="size-6" />
                <span className="min-w-0 flex-1">
                  <PaintName paint={paint} /> <span className="text-muted">({paint.brand})</span>
                </span>
                {paint.own ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
                    <Check aria-hidden="true" className="size-3" /> {t('projects.yours')}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
