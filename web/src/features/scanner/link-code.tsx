import { useId, useMemo, useState } from 'react';
import { type CatalogPaint } from '@paintforge/sync-protocol';
import { searchIndex } from '@paintforge/sync-protocol/search';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Swatch } from '../../components/swatch';
import { catalogSearchIndex, useCatalog } from '../../data/catalog/catalog';
import { t } from '../../i18n/t';

/** Suggestions start at two characters and stop at ten, as everywhere a paint is picked by name. */
const minQuery = 2;
const maxSuggestions = 10;

/** An unknown code: the painter says which catalog paint it is, searching the stored catalog (works offline). */
export function LinkCode({ code, onPick }: { code: string; onPick: (paint: CatalogPaint) => void }) {
  const id = useId();
  const { paints } = useCatalog();
  const [query, setQuery] = useState('');
  const suggestions = useMemo(
    () => (query.trim().length < minQuery ? [] : searchIndex(catalogSearchIndex(paints), query, maxSuggestions)),
    [paints, query],
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="scan-unknown"
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('scanner.unknown', { code })}
      </h2>
      <p className="text-sm text-muted">{t('scanner.whichPaint')}</p>
      <Label htmlFor={id}>{t('scanner.searchPaints')}</Label>
      <Input
        id={id}
        value={query}
        autoComplete="off"
        placeholder={t('scanner.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul aria-label={t('scanner.suggestions')} className="flex flex-col">
        {suggestions.map((paint) => (
          <li key={paint.id}>
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left hover:bg-canvas focus-visible:outline-2"
              onClick={() => onPick(paint)}
            >
              <Swatch color={paint.color} className="size-5" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {paint.name}{' '}
                <span className="text-muted">
                  ({paint.brand} · {paint.range})
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
