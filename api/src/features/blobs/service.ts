import type { Kysely } from 'kysely';
import { photoQuotaBytes } from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { blobMaxBytes, imageMessages, imageTypeOf, overPixelBudget, sha256Hex, withoutMetadata, type ImageMime } from './images.js';

export const invalidImage = (message: string = imageMessages.invalidType) => new ApiError(415, 'invalid-image', message);
export const imageTooLarge = () => new ApiError(413, 'payload-too-large', imageMessages.tooLarge);
export const photoQuotaMessage = `You have reached the limit of ${photoQuotaBytes / 1024 ** 3} GB of photos.`;

/** The photo bytes `userId` owns (each blob counted once, however many rows show it). */
async function ownedBytes(trx: Kysely<Database>, userId: string): Promise<number> {
  const { total } = await trx
    .selectFrom('blob')
    .innerJoin('blobOwner', 'blobOwner.sha256', 'blob.sha256')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('blob.size'), eb.lit(0)).as('total'))
    .where('blobOwner.userId', '=', userId)
    .executeTakeFirstOrThrow();
  // Number(): Postgres answers a sum as a string.
  return Number(total);
}

export interface StoredBlob {
  sha256: string;
  mime: ImageMime;
  size: number;
  /** True when this user was not an owner before (201), false when they already were (200). */
  created: boolean;
}

/**
 * Stores a photo and makes the user an owner. What is stored is the photo without its metadata (EXIF with its GPS
 * position, XMP, comments: stripImageMetadata, which devices run too), under the SHA-256 of those stored bytes, so a
 * photo's name is always the hash of what GET answers and a device downloading it can check it. The same bytes are
 * stored once, whoever sends them; each sender becomes an owner, so the bytes are never readable by someone who did
 * not have them. `expectedSha256`, when given, must be the hash of the stored bytes (what the app names: it strips
 * first) or of the bytes sent (a client that does not strip: the answer names the stored photo); anything else is a
 * damaged upload. Photos declaring more than maxImagePixels are refused before anything is stored.
 * `quotaBytes` is the painter's photo quota (a parameter so that a test need not store a gigabyte).
 */
export async function storeBlob(
  trx: Kysely<Database>,
  userId: string,
  bytes: Buffer,
  expectedSha256?: string,
  quotaBytes: number = photoQuotaBytes,
): Promise<StoredBlob> {
  if (bytes.length > blobMaxBytes) throw imageTooLarge();
  const stored = withoutMetadata(bytes);
  if (stored === undefined) throw new ApiError(415, 'unreadable-image', imageMessages.unwalkable);
  const sha256 = sha256Hex(stored);
  if (expectedSha256 !== undefined && sha256 !== expectedSha256 && (stored === bytes || sha256Hex(bytes) !== expectedSha256))
    throw new ApiError(400, 'hash-mismatch', imageMessages.hashMismatch);
  const mime: ImageMime | undefined = imageTypeOf(stored);
  if (mime === undefined) throw invalidImage();
  // Too large, as a file over the byte cap is: the same code and words (spec §5), however few bytes declare it.
  if (overPixelBudget(stored)) throw imageTooLarge();
  // A quota, so that no account can fill the server's disk; bytes the painter already owns cost nothing again.
  if (!(await ownsBlob(trx, userId, sha256)) && (await ownedBytes(trx, userId)) + stored.length > quotaBytes) {
    throw new ApiError(413, 'quota-exceeded', photoQuotaMessage);
  }
  const at = nowIso();
  await trx
    .insertInto('blob')
    .values({ sha256, mime, size: stored.length, bytes: stored, createdAt: at })
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
  const owner = await trx
    .insertInto('blobOwner')
    .values({ sha256, userId, createdAt: at })
    .onConflict((conflict) => conflict.columns(['sha256', 'userId']).doNothing())
    .executeTakeFirst();
  return { sha256, mime, size: stored.length, created: owner.numInsertedOrUpdatedRows === 1n };
}

/** The blob if `userId` owns it; another user's blob is as missing as one that does not exist. */
export async function findOwnedBlob(
  db: Kysely<Database>,
  userId: string,
  sha256: string,
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  return db
    .selectFrom('blob')
    .innerJoin('blobOwner', 'blobOwner.sha256', 'blob.sha256')
    .select(['blob.mime', 'blob.bytes'])
    .where('blob.sha256', '=', sha256)
    .where('blobOwner.userId', '=', userId)
    .executeTakeFirst();
}

export async function ownsBlob(db: Kysely<Database>, userId: string, sha256: string): Promise<boolean> {
  return (
    (await db.selectFrom('blobOwner').select('sha256').where('sha256', '=', sha256).where('userId', '=', userId).executeTakeFirst()) !==
    undefined
  );
}
