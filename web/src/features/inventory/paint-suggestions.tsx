import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ownedFirst, type CatalogPaint } from '@paintforge/sync-protocol';
import { searchWithTypos } from '@paintforge/sync-protocol/search';
import type { FieldControlProps } from '../../components/field';
import { Input } from '../../components/input';
import { t } from '../../i18n/t';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { catalogSearchIndex, useCatalog } from '../../data/catalog/catalog';
import { useCatalogHoldings, type CatalogHolding } from '../../data/collection/paints';

/** Spec §9: suggestions begin at 2 characters and at most 10 are shown. */
export const suggestionMinChars = 2;
export const suggestionMax = 10;

/**
 * The catalog paints a typed name suggests: 2+ characters, the chosen brand only (none or Other: every brand), 10 at
 * most, the ones the painter owns first (each group in the search's order).
 */
export function suggestionsFor(
  index: ReturnType<typeof catalogSearchIndex>,
  query: string,
  brand: string,
  holdings: ReadonlyMap<string, CatalogHolding> = new Map(),
): CatalogPaint[] {
  if (query.trim().length < suggestionMinChars) return [];
  const anyBrand = brand === '' || brand === 'Other';
  const found = anyBrand
    ? searchWithTypos(index, query, suggestionMax).items
    : searchWithTypos(index, query)
        .items.filter((paint) => paint.brand === brand)
        .slice(0, suggestionMax);
  return ownedFirst(found, (paint) => Boolean(holdings.get(paint.id)?.owned));
}

/**
 * The Add dialog's Name field as a combobox: typing suggests catalog paints, and picking one fills in its name,
 * brand, type and colour. Arrow keys move through the list, Enter picks, Escape closes the list (not the dialog).
 */
export function PaintSuggestions({
  control,
  field,
  brand,
  onPick,
}: {
  control: FieldControlProps;
  field: { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  brand: string;
  onPick: (paint: CatalogPaint) => void;
}) {
  const { paints } = useCatalog();
  const holdings = useCatalogHoldings();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useMemo(
    () => suggestionsFor(catalogSearchIndex(paints), field.value, brand, holdings),
    [paints, field.value, brand, holdings],
  );
  const expanded = open && found.length > 0;

  const pick = (paint: CatalogPaint) => {
    onPick(paint);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + found.length) % found.length);
    } else if (event.key === 'Enter' && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        {...control}
        {...field}
        onChange={(event) => {
          field.onChange(event);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('inventory.dialog.fromDatabase')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border border-line bg-surface shadow-lg"
      >
        {found.map((paint, index) => {
          const owned = holdings?.get(paint.id)?.owned;
          return (
            <li
              key={paint.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(paint);
              }}
              className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm aria-selected:bg-brand-soft hover:bg-surface-2"
            >
              <PaintSwatch paint={paint} shape="sm" className="size-5" />
              <span className="min-w-0 flex-1">
                <PaintName paint={paint} /> <span className="text-muted">· {paint.brand}</span>
              </span>
              {owned ? (
                <span data-testid="you-own" className="shrink-0 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink">
                  {t('inventory.dialog.youOwn', { count: owned.quantity })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
