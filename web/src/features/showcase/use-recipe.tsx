import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ClipboardCopy } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { toast } from '../../components/use-toast';
import { createScheme, type NewSchemeStep } from '../../data/armies/armies';
import { ownershipOf } from '../../data/collection/paint-ownership';
import { usePaints } from '../../data/collection/paints';
import type { Showcase } from '../../data/showcase/showcase';
import { writeFailedToast } from '../../messages/error-text';
import { activeLocale, t } from '../../i18n/t';

/** A showcase's recipe as scheme steps, part by part in its order. */
function stepsOf(showcase: Showcase): NewSchemeStep[] {
  return showcase.parts.flatMap((part) =>
    part.paints.map((paint) => ({
      part: part.partName,
      paint: { catalogId: null, name: paint.name, brand: paint.brand, color: paint.color, type: paint.type, range: paint.range },
      technique: paint.technique,
      notes: paint.usageNotes,
      unsure: false,
    })),
  );
}

/**
 * For a signed-in visitor (issue 35): how much of this recipe they own ("you own 5 of 7; for the other 2, your closest
 * are …", from their own paints on this device) and "Use this recipe", which saves it as a scheme of theirs.
 */
export function UseRecipe({ showcase }: { showcase: Showcase }) {
  const inventory = usePaints('inventory');
  const wishlist = usePaints('wishlist');
  const [saved, setSaved] = useState(false);
  const steps = useMemo(() => stepsOf(showcase), [showcase]);
  const resolved = useMemo(
    () => steps.map((step) => ({ step, ownership: ownershipOf({ paintId: null, paint: step.paint! }, inventory ?? [], wishlist ?? []) })),
    [steps, inventory, wishlist],
  );
  if (steps.length === 0 || inventory === undefined) return null;
  const missing = resolved.filter(({ ownership }) => ownership.kind !== 'owned');
  const closest = missing
    .map(({ step, ownership }) =>
      ownership.kind !== 'owned' && ownership.substitute
        ? t('showcase.closestFor', {
            paint: ownership.substitute.paint.name,
            recipePaint: step.paint!.name,
            difference: ownership.substitute.difference.toLocaleString(activeLocale(), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          })
        : t('showcase.nothingClose', { paint: step.paint!.name }),
    )
    .join('; ');
  const use = async () => {
    try {
      await createScheme(showcase.name, steps);
      setSaved(true);
      toast({ title: t('showcase.schemeSavedTitle'), description: t('showcase.schemeSavedText', { name: showcase.name }) });
    } catch (error) {
      toast(writeFailedToast(t('showcase.schemeSaveFailed'), error));
    }
  };
  return (
    <Card padding="sm" className="mt-6 space-y-3">
      <p data-testid="recipe-owned">
        {missing.length > 0
          ? t('showcase.ownSome', { owned: resolved.length - missing.length, total: resolved.length, other: missing.length, closest })
          : t('showcase.ownAll', { owned: resolved.length, total: resolved.length })}
      </p>
      {saved ? (
        <Button asChild variant="outline">
          <Link to="/armies">{t('showcase.seeSchemes')}</Link>
        </Button>
      ) : (
        <Button onClick={() => void use()}>
          <ClipboardCopy aria-hidden="true" className="size-4" /> {t('showcase.useRecipe')}
        </Button>
      )}
    </Card>
  );
}
