import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkedCodes, refreshPainterBarcodes } from '../barcodes/shared-map.js';

// Bound parameters per statement stay far below SQLite's and Postgres's limits.
const hashesPerStatement = 500;

/**
 * Deletes a user and everything that is theirs, and nothing that is anyone else's. The schema's cascades remove the
 * sessions, paints, projects and their recipe rows, feedback, devices and the mutation log; photos are shared by
 * content, so only the bytes that no other user owns go with them. Runs in the caller's transaction, so a check made
 * before it (the last admin) and the deletion are one decision. Answers false when there was no such user.
 */
export async function removeUser(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const owned = await trx.selectFrom('blobOwner').select('sha256').where('userId', '=', userId).execute();
  const codes = await linkedCodes(trx, userId);
  const deleted = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) return false;
  // Their barcode links went with them: the codes they counted for are counted again.
  await refreshPainterBarcodes(trx, codes);
  const hashes = owned.map((row) => row.sha256);
  for (let start = 0; start < hashes.length; start += hashesPerStatement) {
    await trx
      .deleteFrom('blob')
      .where('sha256', 'in', hashes.slice(start, start + hashesPerStatement))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('blobOwner').select('blobOwner.userId').whereRef('blobOwner.sha256', '=', 'blob.sha256'))),
      )
      .execute();
  }
  return true;
}
