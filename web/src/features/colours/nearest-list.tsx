import { useMemo, useState } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import { labOf, type PaintKind } from '@paintforge/sync-protocol/colour';
import { closenessOf, nearestPaints, type ColourMatch, type StudioIndexes } from '@paintforge/sync-protocol/colour-studio';
import { nearnessLimits } from '@paintforge/sync-protocol/colour';
import { Button } from '../../components/button';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import type { TwoStopPaint } from '@paintforge/sync-protocol';
import { closenessWords, differenceText } from '../../messages/closeness-text';
import { useAddToWishlist } from './use-add-to-wishlist';
import { MixList } from './mix-list';

function Difference({ difference }: { difference: number }) {
  return (
    <span data-testid="colour-difference" className="shrink-0 text-right text-sm">
      <span className="font-semibold tabular-nums">{differenceText(difference)}</span>
      <br />
      <span className="text-muted">{closenessWords[closenessOf(difference)]}</span>
    </span>
  );
}

function Row({ paint, children, difference }: { paint: TwoStopPaint & { color: string }; children: React.ReactNode; difference: number }) {
  return (
    <li data-testid="colour-result" className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
      <PaintSwatch paint={paint} className="size-10" />
      <div className="min-w-0 flex-1 text-sm">{children}</div>
      <Difference difference={difference} />
    </li>
  );
}

/**
 * The answer for one colour: the painter's own nearest paints first, then the nearest catalog paint of every brand,
 * each with its ΔE and word; a discontinued catalog paint names its successor.
 */
export function NearestList({
  target,
  kind,
  indexes,
  catalogById,
  exclude,
}: {
  target: string;
  kind: PaintKind;
  indexes: StudioIndexes<PaintRow, CatalogPaint>;
  catalogById: ReadonlyMap<string, CatalogPaint>;
  exclude?: (paint: { color: string; name: string; brand: string }) => boolean;
}) {
  const [includeTranslucent, setIncludeTranslucent] = useState(false);
  const addToWishlist = useAddToWishlist();
  const lab = labOf(target);
  const answer = useMemo(
    () => (lab ? nearestPaints(indexes, { target: lab, kind, includeTranslucent, ...(exclude ? { exclude } : {}) }) : null),
    [lab, kind, includeTranslucent, indexes, exclude],
  );
  if (!answer || !lab) return null;
  const nothingClose = (answer.owned[0]?.difference ?? Number.POSITIVE_INFINITY) > nearnessLimits.close;

  return (
    <section aria-labelledby="nearest-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="nearest-heading" className="text-lg font-semibold">
          Nearest paints
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={includeTranslucent}
            onChange={(event) => setIncludeTranslucent(event.target.checked)}
          />
          Include washes and contrasts
        </label>
      </div>
      <h3 className="text-sm font-medium text-muted">Your paints</h3>
      {answer.owned.length === 0 ? (
        <p className="text-sm text-muted">You own no paint of this kind yet.</p>
      ) : (
        <ul data-testid="colour-owned" className="flex flex-col gap-2">
          {answer.owned.map(({ item, difference }: ColourMatch<PaintRow>) => (
            <Row key={item.id} paint={item} difference={difference}>
              <PaintName paint={item} className="font-medium" />
              <p className="text-muted">{item.brand} · owned</p>
            </Row>
          ))}
        </ul>
      )}
      {nothingClose ? <MixList target={lab} targetHex={target} owned={indexes.owned} /> : null}
      <h3 className="text-sm font-medium text-muted">Every brand</h3>
      {answer.catalog.length === 0 ? (
        <p className="text-sm text-muted">The catalog is not on this device yet.</p>
      ) : (
        <ul data-testid="colour-catalog" className="flex flex-col gap-2">
          {answer.catalog.map(({ item, difference }) => {
            const successor = item.discontinued && item.successorId ? catalogById.get(item.successorId) : undefined;
            return (
              <Row key={item.id} paint={item} difference={difference}>
                <PaintName paint={item} className="font-medium" />
                <p className="text-muted">{item.brand}</p>
                {successor ? <p className="text-muted">Replaced by {paintLabel(successor)}</p> : null}
                <Button variant="ghost" size="sm" className="-ml-2" onClick={() => addToWishlist(item)}>
                  Add to wishlist
                </Button>
              </Row>
            );
          })}
        </ul>
      )}
    </section>
  );
}
