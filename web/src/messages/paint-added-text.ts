import type { CatalogAddOutcome, PaintList } from '../data/collection/paints';
import { t } from '../i18n/t';

/**
 * The toast after adding a paint (issue 24): it says where the paint went, and when it was already owned, that the
 * painter now has one more and how many ("One more Wraithbone (×2)"), so a raised quantity is never a surprise.
 */
export function paintAddedToast(
  paint: { name: string; brand: string },
  list: PaintList,
  outcome: CatalogAddOutcome,
  ownedNow: number,
): { title: string; description: string } {
  const names = { name: paint.name, brand: paint.brand };
  const which = t('paintAdded.which', names);
  switch (outcome) {
    case 'added':
      return { title: t(list === 'wishlist' ? 'paintAdded.toWishlist' : 'paintAdded.toInventory'), description: which };
    case 'incremented':
      return {
        title: t('paintAdded.oneMore', { name: paint.name, count: ownedNow }),
        description: t('paintAdded.nowHave', { brand: paint.brand, count: ownedNow }),
      };
    case 'bought':
      return { title: t('paintAdded.bought'), description: t('paintAdded.boughtDescription', names) };
    case 'already-owned':
      return { title: t('paintAdded.alreadyOwned'), description: which };
    case 'already-wished':
      return { title: t('paintAdded.alreadyWished'), description: which };
  }
}
