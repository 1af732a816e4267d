import { useMemo, useState } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { partnersOf, type PartnerStep } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { addPaintFromCatalog } from '../../data/collection/paints';
import { accountRequiredText } from '../../messages/account-required-text';
import { addPaintFailedToast } from '../../messages/error-text';
import { StartRecipe } from './start-recipe';
import { messageGroup, t } from '../../i18n/t';

const stepWords: Readonly<Record<PartnerStep, string>> = messageGroup('colours.partners.step', ['base', 'shade', 'layer', 'highlight']);

/**
 * "Partners": a catalog paint's Base → Shade → Layer → Highlight in its brand (sync-protocol's partners.ts, derived
 * from colour, so labelled suggested), each marked owned or missing, with the missing ones one tap from the wishlist
 * and a recipe built from them.
 */
export function PartnersSection({
  paint,
  brandPaints,
  mine,
}: {
  paint: CatalogPaint;
  brandPaints: readonly CatalogPaint[];
  /** The painter's paints, owned and wished for: a partner is owned when one of them is its catalog paint. */
  mine: readonly PaintRow[];
}) {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [busy, setBusy] = useState(false);
  const partners = useMemo(() => partnersOf(paint, brandPaints), [paint, brandPaints]);
  const mineByCatalogId = useMemo(() => {
    const found = new Map<string, PaintRow>();
    // An owned pot wins over a wished one for the same catalog paint.
    for (const row of mine) if (row.catalogId && (!found.has(row.catalogId) || !row.isWishlist)) found.set(row.catalogId, row);
    return found;
  }, [mine]);
  if (partners.length < 2) return null;
  const missing = partners.filter((partner) => !mineByCatalogId.has(partner.paint.id));
  const recipeRows = partners.flatMap((partner) => {
    const row = mineByCatalogId.get(partner.paint.id);
    return row ? [{ part: stepWords[partner.step], paint: row }] : [];
  });

  const addMissing = async () => {
    if (!user) {
      accountRequired(accountRequiredText.wishlist);
      return;
    }
    setBusy(true);
    try {
      for (const partner of missing) await addPaintFromCatalog(partner.paint, 'wishlist');
      toast({ title: t('colours.partners.added'), description: t('colours.partners.addedCount', { count: missing.length }) });
    } catch (error) {
      toast(addPaintFailedToast(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="partners-heading" className="flex flex-col gap-2">
      <h2 id="partners-heading" className="text-lg font-semibold">
        {t('colours.partners.heading')} <span className="text-sm font-normal text-muted">{t('colours.partners.suggested')}</span>
      </h2>
      <p className="text-sm text-muted">{t('colours.partners.intro', { brand: paint.brand })}</p>
      <ol data-testid="colour-partners" className="flex flex-col gap-2">
        {partners.map((partner) => {
          const row = mineByCatalogId.get(partner.paint.id);
          return (
            <li key={partner.step} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2 text-sm">
              <span className="min-w-20 shrink-0 font-medium">{stepWords[partner.step]}</span>
              <PaintSwatch paint={partner.paint} className="size-8" />
              <span className="min-w-0 flex-1">
                <PaintName paint={partner.paint} className="font-medium" />
                <span className="block text-muted">
                  {row ? (row.isWishlist ? t('colours.partners.onWishlist') : t('colours.partners.owned')) : t('colours.partners.missing')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {missing.length > 0 ? (
        <Button variant="outline" disabled={busy} onClick={() => void addMissing()}>
          {t('colours.partners.addMissing')}
        </Button>
      ) : null}
      {user ? <StartRecipe rows={recipeRows} label={t('colours.partners.buildRecipe', { name: paint.name })} /> : null}
    </section>
  );
}
