import { restContract } from '@paintforge/sync-protocol';
import { getAuthState } from '../account/auth-state';
import { ownColoursFrom, storeOwnColours, userIdOf } from './own-colours';
import { callRoute } from '../server/rest-client';

/** Brings the signed-in painter's own colours (own-colours.ts) up to date from their feedback history. */
export async function refreshOwnColours(): Promise<void> {
  const userId = userIdOf(getAuthState().user);
  if (!userId) return;
  const fromServer = ownColoursFrom(await callRoute(restContract.ownFeedback, {}));
  // Signed out, or another painter signed in, while the answer travelled: theirs is not this painter's.
  if (userIdOf(getAuthState().user) === userId) storeOwnColours(userId, fromServer);
}
