import { useMemo, useState } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import { labOf, nearnessLimits, type MatchKind } from '@paintforge/sync-protocol/colour';
import { nearestPaints, type ColourMatch, type StudioIndexes } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import type { TwoStopPaint } from '@paintforge/sync-protocol';
import { useAddToWishlist } from './use-add-to-wishlist';
import { Closeness } from './closeness';
import { KindChips } from './kind-chips';
import { MixList } from './mix-list';
import { t } from '../../i18n/t';

function Row({ paint, children, difference }: { paint: TwoStopPaint & { color: string }; children: React.ReactNode; difference: number }) {
  return (
    <li data-testid="colour-result" className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
      <PaintSwatch paint={paint} className="size-10" />
      <div className="min-w-0 flex-1 text-sm">{children}</div>
      <Closeness difference={difference} />
    </li>
  );
}

const isClose = ({ difference }: { difference: number }) => difference <= nearnessLimits.close;

function OwnedRows({ matches }: { matches: readonly ColourMatch<PaintRow>[] }) {
  return (
    <ul data-testid="colour-owned" className="flex flex-col gap-2">
      {matches.map(({ item, difference }) => (
        <Row key={item.id} paint={item} difference={difference}>
          <PaintName paint={item} className="font-medium" />
          <p className="text-muted">{t('colours.nearest.owned', { brand: item.brand })}</p>
        </Row>
      ))}
    </ul>
  );
}

/**
 * The answer for one colour: the painter's own nearest paints first, then the nearest catalog paint of every brand,
 * each with its ΔE and word; a discontinued catalog paint names its successor. Only paints of one kind answer (the
 * kind rule): the colour's own, or the one the painter picks with a chip. Owned paints past "Close" are no answer to
 * trust, so they fold away, and the nearest paint to buy is named instead.
 */
export function NearestList({
  target,
  kind,
  indexes,
  catalogById,
  exclude,
}: {
  target: string;
  /** The colour's own kind; the parent keys this list by colour and kind, so a new colour starts from its kind. */
  kind: MatchKind;
  indexes: StudioIndexes<PaintRow, CatalogPaint>;
  catalogById: ReadonlyMap<string, CatalogPaint>;
  exclude?: (paint: { color: string; name: string; brand: string }) => boolean;
}) {
  const [asked, setAsked] = useState<MatchKind>(kind);
  const addToWishlist = useAddToWishlist();
  const lab = labOf(target);
  const answer = useMemo(
    () => (lab ? nearestPaints(indexes, { target: lab, kind: asked, ...(exclude ? { exclude } : {}) }) : null),
    [lab, asked, indexes, exclude],
  );
  if (!answer || !lab) return null;
  const close = answer.owned.filter(isClose);
  const far = answer.owned.filter((match) => !isClose(match));
  const toBuy = answer.catalog.find(isClose);

  return (
    <section aria-labelledby="nearest-heading" className="flex flex-col gap-3">
      <h2 id="nearest-heading" className="text-lg font-semibold">
        {t('colours.nearest.heading')}
      </h2>
      <KindChips kind={asked} onChange={setAsked} />
      <h3 className="text-sm font-medium text-muted">{t('colours.nearest.yours')}</h3>
      {answer.owned.length === 0 ? <p className="text-sm text-muted">{t('colours.nearest.noneOfKind')}</p> : null}
      {close.length > 0 ? <OwnedRows matches={close} /> : null}
      {close.length > 0 && far.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted">{t('colours.nearest.further', { count: far.length })}</summary>
          <div className="mt-2">
            <OwnedRows matches={far} />
          </div>
        </details>
      ) : null}
      {close.length === 0 && far.length > 0 ? (
        <details data-testid="nothing-close" className="text-sm">
          <summary className="cursor-pointer font-medium">{t('colours.nearest.nothingClose')}</summary>
          <div className="mt-2">
            <OwnedRows matches={far} />
          </div>
        </details>
      ) : null}
      {close.length === 0 && toBuy ? (
        <div data-testid="colour-buy-instead" className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-muted">{t('colours.nearest.buyInstead')}</h3>
          <ul>
            <Row paint={toBuy.item} difference={toBuy.difference}>
              <PaintName paint={toBuy.item} className="font-medium" />
              <p className="text-muted">{toBuy.item.brand}</p>
              <Button variant="ghost" size="sm" className="-ml-2" onClick={() => addToWishlist(toBuy.item)}>
                {t('colours.nearest.addToWishlist')}
              </Button>
            </Row>
          </ul>
        </div>
      ) : null}
      {close.length === 0 && asked === 'flat' ? <MixList target={lab} targetHex={target} owned={indexes.owned} /> : null}
      <h3 className="text-sm font-medium text-muted">{t('colours.nearest.everyBrand')}</h3>
      {answer.catalog.length === 0 ? (
        <p className="text-sm text-muted">{t('colours.nearest.noBrand')}</p>
      ) : (
        <ul data-testid="colour-catalog" className="flex flex-col gap-2">
          {answer.catalog.map(({ item, difference }) => {
            const successor = item.discontinued && item.successorId ? catalogById.get(item.successorId) : undefined;
            return (
              <Row key={item.id} paint={item} difference={difference}>
                <PaintName paint={item} className="font-medium" />
                <p className="text-muted">{item.brand}</p>
                {successor ? <p className="text-muted">{t('colours.nearest.replacedBy', { paint: paintLabel(successor) })}</p> : null}
                <Button variant="ghost" size="sm" className="-ml-2" onClick={() => addToWishlist(item)}>
                  {t('colours.nearest.addToWishlist')}
                </Button>
              </Row>
            );
          })}
        </ul>
      )}
    </section>
  );
}
