import { useMemo, useState } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { searchIndex } from '@paintforge/sync-protocol/search';
import { paintLabel } from '@paintforge/sync-protocol';
import { SearchInput } from '../../components/search-input';
import { PaintSwatch } from '../../components/paint-swatch';
import { catalogSearchIndex } from '../../data/catalog/catalog';
import { t } from '../../i18n/t';

/** A catalog paint, or one of the painter's (its catalogId says which catalog paint it is, if any). */
export type SourcePaint = CatalogPaint | PaintRow;

/** Start from a paint: the painter's own first (by name), then the catalog's search, six at most. */
export function PaintSource({
  owned,
  catalog,
  onChoose,
}: {
  owned: readonly PaintRow[];
  catalog: readonly CatalogPaint[];
  onChoose: (paint: SourcePaint) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => {
    const text = query.trim().toLowerCase();
    if (text.length < 2) return [];
    const mine: SourcePaint[] = owned.filter((paint) => paint.name.toLowerCase().includes(text)).slice(0, 3);
    return mine.concat(searchIndex(catalogSearchIndex(catalog), text, 6 - mine.length));
  }, [query, owned, catalog]);

  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        label={t('colours.fromPaint')}
        placeholder={t('colours.fromPaintPlaceholder')}
      />
      {found.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {found.map((paint, position) => (
            <li key={`${paint.brand}|${paint.name}|${paint.color}|${position}`}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-left text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
                onClick={() => {
                  setQuery('');
                  onChoose(paint);
                }}
              >
                <PaintSwatch paint={paint} className="size-6" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {paintLabel(paint)} <span className="text-muted">({paint.brand})</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
