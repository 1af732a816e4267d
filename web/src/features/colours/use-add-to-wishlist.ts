import { useCallback } from 'react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { addPaintFromCatalog, ownedQuantityOf } from '../../data/collection/paints';
import { accountRequiredText } from '../../messages/account-required-text';
import { addPaintFailedToast } from '../../messages/error-text';
import { paintAddedToast } from '../../messages/paint-added-text';

/**
 * "Add to wishlist" on the studio's answers and equivalents, as on a catalog card: a visitor without an account is
 * sent to sign up, a painter gets the paint on their wishlist (one row per catalog paint).
 */
export function useAddToWishlist(): (paint: CatalogPaint) => void {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  return useCallback(
    (paint) => {
      if (!user) {
        accountRequired(accountRequiredText.wishlist);
        return;
      }
      addPaintFromCatalog(paint, 'wishlist')
        .then(async (outcome) => toast(paintAddedToast(paint, 'wishlist', outcome, await ownedQuantityOf(paint.id))))
        .catch((error: unknown) => toast(addPaintFailedToast(error)));
    },
    [user, accountRequired],
  );
}
