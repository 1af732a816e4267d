import { z } from 'zod';
import { instantSchema, fieldLimits, optionalText, requiredText, sha256Schema, uuidSchema } from './fields.js';
import { keptTextsSchema } from './conflicts.js';
import { modelCountSchema, projectStageSchema, stageMoveSchema, wipPhotoSchema } from './stages.js';

export const projectMessages = {
  nameRequired: 'Project name is required',
  miniatureNameRequired: 'Miniature name is required',
  missingName: 'Missing Information: Please include a name for your miniature.',
} as const;

/**
 * A showcase link's secret: 128 random bits in base64url (22 characters), made on the device with
 * crypto.getRandomValues so sharing works offline. Only this opens a showcase; the fixed length also means a
 * project's id (a 36-character UUID) can never be one.
 */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Invalid share link' });

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A share token from 16 random bytes (128 bits), as base64url without padding. The caller brings the bytes
 * (crypto.getRandomValues on the device, randomBytes on the server), so this module stays free of I/O.
 */
export function shareTokenOf(random: Uint8Array): string {
  if (random.length !== 16) throw new RangeError('A share token needs 16 random bytes');
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of random) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      token += base64url[(value >> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  return bits > 0 ? token + base64url[(value << (6 - bits)) & 63] : token;
}

export const projectStatuses = ['active', 'completed', 'archived'] as const;

export const projectFieldsSchema = z.object({
  name: requiredText(projectMessages.nameRequired, fieldLimits.nameMax),
  description: optionalText(fieldLimits.descriptionMax),
  /** The photo, by the SHA-256 of its bytes (a content-addressed blob uploaded before the mutation). */
  imageHash: sha256Schema.nullable().default(null),
  /**
   * The same photo at up to 1600 px on its long edge, for the details view and the showcase (the card shows
   * `imageHash`, fitted to 600x400). Null for photos saved before it existed, and for rows written by older
   * devices: readers fall back to `imageHash`.
   */
  largeImageHash: sha256Schema.nullable().default(null),
  status: z.enum(projectStatuses).default('active'),
  /** Models in this entry: 1 for a miniature, more for a unit or a whole box ("Intercessors ×10"). */
  modelCount: modelCountSchema.default(1),
  /** When the models were bought, for the pile's burn-down; null means when the entry was made (createdAt). */
  acquiredAt: instantSchema.nullable().default(null),
  /** Whether the showcase shows the work-in-progress photos as a timeline (the painter's choice, off by default). */
  showTimeline: z.boolean().default(false),
  /** The army unit these models are for (issue 35); a split's new entry keeps it, so the unit still counts them. */
  unitId: uuidSchema.nullable().default(null),
});

/** A painted miniature (spec §3 project). Its recipe rows are separate entities pointing at it. */
export const projectRowSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  imageHash: sha256Schema.nullable(),
  largeImageHash: sha256Schema.nullable().default(null),
  status: z.enum(projectStatuses),
  // The stage fields default for rows written before stages existed (migration 0019 makes them painted, with no moves).
  stage: projectStageSchema.default('painted'),
  modelCount: z.number().int().default(1),
  acquiredAt: instantSchema.nullable().default(null),
  /** Every stage move, oldest first (byMoveOrder); the last one is `stage`. Empty for rows made before stages. */
  stageHistory: z.array(stageMoveSchema).default([]),
  wipPhotos: z.array(wipPhotoSchema).default([]),
  showTimeline: z.boolean().default(false),
  unitId: uuidSchema.nullable().default(null),
  /** Null while the project is private; a new token on every share, so a link turned off stays dead. */
  shareToken: shareTokenSchema.nullable().default(null),
  /** Descriptions replaced by a concurrent edit (conflicts.ts). */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

/**
 * Every photo blob a miniature references: its photo's two copies and each work-in-progress photo's (issue 26). What
 * reasons about references (the property suite, photo privacy) reads them here, so that none forgets the timeline.
 */
export function photoHashesOf(row: Pick<ProjectRow, 'imageHash' | 'largeImageHash' | 'wipPhotos'>): string[] {
  const hashes = [row.imageHash, row.largeImageHash, ...row.wipPhotos.flatMap((photo) => [photo.imageHash, photo.largeImageHash])];
  return hashes.filter((hash): hash is string => hash !== null);
}
