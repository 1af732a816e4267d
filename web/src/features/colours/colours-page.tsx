import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import { matchKindOf, type KindFacts, type MatchKind } from '@paintforge/sync-protocol/colour';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { PageTitle } from '../../components/page-title';
import { Swatch } from '../../components/swatch';
import { useCatalog } from '../../data/catalog/catalog';
import { usePaints } from '../../data/collection/paints';
import { BrandPairTable } from './brand-pair-table';
import { EquivalentsList } from './equivalents-list';
import { NearestList } from './nearest-list';
import { PaintSource, type SourcePaint } from './paint-source';
import { MeasureSection } from './measure-section';
import { PaletteSection } from './palette-section';
import { PartnersSection } from './partners-section';
import { PhotoPicker } from './photo-picker';
import { useStudioIndexes } from './use-studio-indexes';
import { t } from '../../i18n/t';

interface Target {
  hex: string;
  kind: MatchKind;
  /** The paint the colour came from, left out of its own answer. */
  from?: SourcePaint;
}

/** The catalog paint a source paint is: itself, or for a painter's paint, the catalog paint it came from (if any). */
function catalogPaintOf(paint: SourcePaint, catalogById: ReadonlyMap<string, CatalogPaint>): CatalogPaint | undefined {
  return 'catalogId' in paint ? catalogById.get(paint.catalogId ?? '') : paint;
}

/** The kind a paint's colour is answered in; a varnish or technical paint has none, so flat paints answer it. */
const kindOf = (paint: KindFacts): MatchKind => matchKindOf(paint) ?? 'flat';

const hexPattern = /^#?[0-9a-f]{6}$/i;
const normalHex = (text: string) => `#${text.replace('#', '').toUpperCase()}`;

/**
 * `/colours`, the colour studio (issue 25): a colour from a photo, a typed hex or a paint, answered from what the
 * device holds (so offline too) with the painter's nearest paints first, then the nearest paint of every brand.
 */
export default function ColoursPage() {
  const owned = usePaints('inventory');
  const wished = usePaints('wishlist');
  const mine = useMemo(() => [...(owned ?? []), ...(wished ?? [])], [owned, wished]);
  const { paints: catalog } = useCatalog();
  const indexes = useStudioIndexes(owned ?? [], catalog);
  const catalogById = useMemo(() => new Map<string, CatalogPaint>(catalog.map((paint) => [paint.id, paint])), [catalog]);
  const ownedCatalogIds = useMemo(() => new Set((owned ?? []).flatMap((paint) => (paint.catalogId ? [paint.catalogId] : []))), [owned]);
  const [chosen, setChosen] = useState<Target | null>(null);
  // What the hex box holds while the painter types; null shows the colour being answered (picked, chosen or linked).
  const [typed, setTyped] = useState<string | null>(null);
  const setTarget = useCallback((next: Target) => {
    setChosen(next);
    setTyped(null);
  }, []);
  // Numbered so a new photo starts a new palette.
  const [photo, setPhoto] = useState<{ file: Blob; number: number } | null>(null);
  const onPhoto = useCallback((file: Blob | null) => setPhoto((last) => (file ? { file, number: (last?.number ?? 0) + 1 } : null)), []);
  // `/colours?paint=<catalog id>` opens on a catalog paint, `?hex=…&type=…` on a painter's own colour (studio-path.ts).
  const [params] = useSearchParams();
  const linked = catalogById.get(params.get('paint') ?? '');
  const linkedHex = params.get('hex')?.trim() ?? '';
  const target: Target | null =
    chosen ??
    (linked
      ? { hex: linked.color, kind: kindOf(linked), from: linked }
      : hexPattern.test(linkedHex)
        ? { hex: normalHex(linkedHex), kind: kindOf({ type: params.get('type') ?? '' }) }
        : null);
  const fromCatalog = target?.from ? catalogPaintOf(target.from, catalogById) : undefined;

  const onPick = useCallback((hex: string) => setTarget({ hex, kind: 'flat' }), [setTarget]);
  const from = target?.from;
  const exclude = useMemo(
    () =>
      from
        ? (paint: { name: string; brand: string; color: string }) =>
            paint.name === from.name && paint.brand === from.brand && paint.color === from.color
        : undefined,
    [from],
  );

  return (
    <div className="flex flex-col gap-6 pb-8">
      <PageTitle className="-mt-4 mb-0 sm:mt-0" description={t('colours.description')}>
        {t('colours.title')}
      </PageTitle>
      <PhotoPicker onPick={onPick} onPhoto={onPhoto} />
      {photo ? <PaletteSection key={photo.number} file={photo.file} owned={indexes.owned} /> : null}
      <section aria-labelledby="other-sources" className="flex flex-col gap-3">
        <h2 id="other-sources" className="text-lg font-semibold">
          {t('colours.orStart')}
        </h2>
        <div className="flex items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="colour-hex">{t('colours.hex')}</Label>
            <Input
              id="colour-hex"
              value={typed ?? target?.hex ?? ''}
              placeholder="#7A5C3E"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={typed !== null && typed !== '' && !hexPattern.test(typed.trim())}
              onChange={(event) => {
                const text = event.target.value.trim();
                if (hexPattern.test(text)) setChosen({ hex: normalHex(text), kind: 'flat' });
                setTyped(event.target.value);
              }}
            />
          </div>
          <input
            type="color"
            aria-label={t('colours.picker')}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-line bg-surface"
            value={target?.hex.toLowerCase() ?? '#7a5c3e'}
            onChange={(event) => setTarget({ hex: normalHex(event.target.value), kind: 'flat' })}
          />
        </div>
        <PaintSource
          owned={owned ?? []}
          catalog={catalog}
          onChoose={(paint) => setTarget({ hex: paint.color.toUpperCase(), kind: kindOf(paint), from: paint })}
        />
      </section>
      {target ? (
        <>
          <p className="flex items-center gap-3" data-testid="colour-target">
            <Swatch color={target.hex} className="size-12" />
            <span>
              <span className="font-mono font-semibold">{target.hex}</span>
              {target.from ? (
                <span className="block text-sm text-muted">
                  {paintLabel(target.from)} ({target.from.brand})
                </span>
              ) : null}
            </span>
          </p>
          <NearestList
            key={`${target.hex}|${target.kind}`}
            target={target.hex}
            kind={target.kind}
            indexes={indexes}
            catalogById={catalogById}
            {...(exclude ? { exclude } : {})}
          />
          {fromCatalog ? (
            <>
              <PartnersSection paint={fromCatalog} brandPaints={indexes.brands.get(fromCatalog.brand)?.items ?? []} mine={mine} />
              <EquivalentsList paint={fromCatalog} brands={indexes.brands} ownedCatalogIds={ownedCatalogIds} />
            </>
          ) : null}
        </>
      ) : null}
      <MeasureSection owned={owned ?? []} catalogById={catalogById} />
      <BrandPairTable brands={indexes.brands} />
    </div>
  );
}
