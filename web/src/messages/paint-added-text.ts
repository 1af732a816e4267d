import type { CatalogAddOutcome, PaintList } from '../data/collection/paints';

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
  const which = `${paint.name} (${paint.brand})`;
  switch (outcome) {
    case 'added':
      return { title: list === 'wishlist' ? 'Added to wishlist' : 'Added to inventory', description: which };
    case 'incremented':
      return { title: `One more ${paint.name} (×${ownedNow})`, description: `${paint.brand}: you now have ${ownedNow} pots.` };
    case 'bought':
      return { title: 'Marked as bought', description: `${which} moved from your wishlist to your inventory.` };
    case 'already-owned':
      return { title: 'Already in your inventory', description: which };
    case 'already-wished':
      return { title: 'Already on your wishlist', description: which };
  }
}
