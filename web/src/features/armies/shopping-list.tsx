import { memo, useDeferredValue, useMemo, useState } from 'react';
import { FileDown, ListPlus, Share2 } from 'lucide-react';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { SearchInput } from '../../components/search-input';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import type { ArmyWorld } from '../../data/armies/armies';
import { addPaints, type PaintToAdd } from '../../data/collection/paints';
import { writeFailedToast } from '../../messages/error-text';
import { t } from '../../i18n/t';
import {
  filterLines,
  lineName,
  searchableLines,
  shoppingCsv,
  shoppingCsvFileName,
  shoppingList,
  shoppingText,
  type ShoppingLine,
} from './army-figures';

/**
 * One shopping list across every army (issue 35): models still to buy and the paints the schemes need that the
 * painter does not own, each once, each saying why. Read from this device's data, so it works in a shop with no
 * signal; "Add all to wishlist" queues the paints like any other change.
 */
export function ShoppingList({ world }: { world: ArmyWorld }) {
  const lines = useMemo(() => shoppingList(world), [world]);
  const [query, setQuery] = useState('');
  // The list follows the typing a frame behind, so a keystroke never waits for hundreds of lines to redraw.
  const deferred = useDeferredValue(query);
  const searchable = useMemo(() => searchableLines(lines), [lines]);
  const shown = useMemo(() => filterLines(searchable, deferred), [searchable, deferred]);
  const toWish = lines.filter((line): line is Extract<ShoppingLine, { kind: 'paint' }> => line.kind === 'paint' && !line.onWishlist);
  const [adding, setAdding] = useState(false);

  const addAll = async () => {
    setAdding(true);
    try {
      const paints = toWish.map(({ paint }): PaintToAdd =>
        paint.catalogId
          ? {
              catalog: {
                id: paint.catalogId,
                name: paint.name,
                brand: paint.brand,
                color: paint.color,
                type: paint.type,
                range: paint.range ?? '',
                userId: null,
              },
              quantity: 1,
            }
          : {
              catalog: null,
              fields: {
                name: paint.name,
                brand: paint.brand,
                color: paint.color,
                type: paint.type,
                range: paint.range,
                status: 'wishlist',
              },
            },
      );
      const refused = (await addPaints(paints, 'wishlist')).filter((outcome) => outcome !== null).length;
      toast({
        title: t('armies.wishAddedTitle'),
        description: refused
          ? t('armies.wishAddedRefused', { added: paints.length - refused, refused })
          : t('armies.wishAddedText', { added: paints.length }),
      });
    } catch (error) {
      toast(writeFailedToast(t('armies.wishFailed'), error));
    } finally {
      setAdding(false);
    }
  };
  const share = async () => {
    const text = shoppingText(lines);
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title: t('armies.shoppingList'), text });
      else {
        await navigator.clipboard.writeText(text);
        toast({ title: t('armies.copiedTitle'), description: t('armies.copiedText') });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: t('armies.shareFailedTitle'), description: t('armies.shareFailedText'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="shopping-heading" className="space-y-3">
      <h2 id="shopping-heading" className="text-lg font-semibold">
        {t('armies.shoppingList')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t('armies.nothingToBuy')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button disabled={adding || toWish.length === 0} onClick={() => void addAll()}>
              <ListPlus aria-hidden="true" className="size-4" /> {t('armies.addAllToWishlist')}
            </Button>
            <Button variant="outline" onClick={() => downloadText(shoppingCsv(lines), shoppingCsvFileName, 'text/csv;charset=utf-8')}>
              <FileDown aria-hidden="true" className="size-4" /> CSV
            </Button>
            <Button variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" className="size-4" /> {t('armies.shareAsText')}
            </Button>
          </div>
          <SearchInput
            label={t('armies.filterLabel')}
            placeholder={t('armies.filterPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p role="status" className="text-sm text-muted">
            {shown.length === lines.length
              ? t('armies.lines', { count: lines.length })
              : t('armies.linesShown', { shown: shown.length, count: lines.length })}
          </p>
          <ShoppingLines lines={shown} />
        </>
      )}
    </section>
  );
}

/** Memoised: a keystroke's urgent render (the box) leaves the lines alone until the deferred filter has them. */
const ShoppingLines = memo(function ShoppingLines({ lines }: { lines: readonly ShoppingLine[] }) {
  return (
    <ul aria-label={t('armies.shoppingList')} className="divide-y divide-line rounded-lg border border-line bg-surface">
      {lines.map((line) => (
        <ShoppingRow key={line.key} line={line} />
      ))}
    </ul>
  );
});

function ShoppingRow({ line }: { line: ShoppingLine }) {
  return (
    <li data-testid="shopping-line" className="flex items-start gap-3 p-3">
      {line.kind === 'paint' ? <Swatch color={line.paint.color} className="mt-0.5 size-6 shrink-0" /> : null}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {lineName(line)}
          {line.kind === 'paint' && line.onWishlist ? (
            <span className="text-sm font-normal text-muted"> · {t('armies.lineOnWishlist')}</span>
          ) : null}
        </p>
        <p className="text-sm break-words text-muted">{line.reasons.join('; ')}</p>
      </div>
    </li>
  );
}
