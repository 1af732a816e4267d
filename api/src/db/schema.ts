import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@paintforge/sync-protocol/constants';
import type { LanguageCode } from '@paintforge/sync-protocol';

/**
 * The database as TypeScript sees it (camelCase; the tables and columns are snake_case in SQL).
 * Conventions shared with the migrations, chosen so SQLite and Postgres can run the same migration files:
 * - ids are text (UUIDv7 for rows users create, UUIDv5 for catalog paints);
 * - timestamps are ISO-8601 UTC text, e.g. 2025-01-31T12:00:00.000Z, which sort correctly as text. The application
 *   sets them (see `nowIso`), never a SQL default: the two dialects format their clocks differently, and the sync
 *   design carries timestamps inside mutations anyway;
 * - booleans are integers 0/1.
 */
export interface Database {
  user: UserTable;
  session: SessionTable;
  paint: PaintTable;
  project: ProjectTable;
  projectPaint: ProjectPaintTable;
  pileSettings: PileSettingsTable;
  army: ArmyTable;
  armyUnit: ArmyUnitTable;
  scheme: SchemeTable;
  feedback: FeedbackTable;
  syncSpace: SyncSpaceTable;
  syncClient: SyncClientTable;
  mutationLog: MutationLogTable;
  blob: BlobTable;
  blobOwner: BlobOwnerTable;
  catalogCorrection: CatalogCorrectionTable;
  catalogColourChange: CatalogColourChangeTable;
  responseMinute: ResponseMinuteTable;
  catalogState: CatalogStateTable;
  barcodeLink: BarcodeLinkTable;
  barcodeDecision: BarcodeDecisionTable;
  barcodeSharedMap: BarcodeSharedMapTable;
  serverSecret: ServerSecretTable;
  rateLimit: RateLimitTable;
}

/** 0 or 1; SQLite has no boolean type and Postgres must agree with it. */
export type IntBoolean = 0 | 1;
/** ISO-8601 UTC timestamp text. */
export type Timestamp = string;

/** The one way the server writes a timestamp. */
export function nowIso(): Timestamp {
  return new Date().toISOString();
}

export interface UserTable {
  id: string;
  /** Always stored lower-cased, which makes the unique index case-insensitive. */
  email: string;
  /** A password hash, never the password. */
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: Generated<IntBoolean>;
  /** SHA-256 (base64url) of the emailed link's token, never the token itself; likewise the other two *Token columns. */
  verificationToken: string | null;
  verificationExpiry: Timestamp | null;
  profileImageUrl: string | null;
  isAdmin: Generated<IntBoolean>;
  pendingEmail: string | null;
  emailChangeToken: string | null;
  emailChangeExpiry: Timestamp | null;
  passwordResetToken: string | null;
  passwordResetExpiry: Timestamp | null;
  lastLoginAt: Timestamp | null;
  /** When the password was last changed or reset (every other session ended then); null if never. */
  passwordChangedAt: Timestamp | null;
  /** The painter's language (0027, issue 38): one of the app's language codes, or null to follow the browser. */
  language: LanguageCode | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A signed-in device. The JWT names the row (`sid`); deleting the row signs the device out at once. */
export interface SessionTable {
  /** Random UUID (v4: nothing about it is guessable). */
  id: string;
  userId: string;
  /** Idle timeout: moved forward on use (at most hourly), never past the token's own expiry. */
  expiresAt: Timestamp;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  userAgent: string | null;
}

export const paintStatuses = ['in_stock', 'wishlist', 'custom'] as const;
export type PaintStatus = (typeof paintStatuses)[number];
export const paintPriorities = ['high', 'medium', 'low'] as const;
export type PaintPriority = (typeof paintPriorities)[number];

export interface PaintTable {
  id: string;
  name: string;
  brand: string;
  /** Hex colour, #RRGGBB. */
  color: string;
  type: string;
  /** The product range (catalog paints; optional for a user's own paints). */
  range: string | null;
  quantity: Generated<number>;
  status: Generated<PaintStatus>;
  isWishlist: Generated<IntBoolean>;
  priority: Generated<PaintPriority>;
  notes: string | null;
  /** Marked running low by the painter (0015); 0 for catalog rows and rows from before. */
  runningLow: Generated<IntBoolean>;
  /** null for the shared catalog. */
  userId: string | null;
  /** Catalog rows only: a hash of the row's content, so a changed data file updates exactly the rows that changed. */
  catalogHash: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The sync version of the last write (0 for catalog rows). */
  version: Generated<number>;
  /** A user's paint only: the tombstone (sync.md §3). */
  deletedAt: Timestamp | null;
  /** A user's paint only: the catalog paint it was added from. */
  catalogId: string | null;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
}

export interface ProjectTable {
  id: string;
  name: string;
  description: string | null;
  status: Generated<string>;
  /** Before 0003 the photo itself (maybe a data URL); kept as it was, never read. The photo is `imageHash`. */
  imageUrl: Generated<string | null>;
  userId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
  deletedAt: Timestamp | null;
  /** SHA-256 (hex) of the photo's blob. */
  imageHash: string | null;
  /** SHA-256 of the large copy of the photo (long edge up to 1600 px), or null (0014). */
  largeImageHash: string | null;
  /** The showcase link's secret while the project is shared, else null (0006). */
  shareToken: string | null;
  /** Issue 26 (0019): the miniature's stage code (sync-protocol projectStages); rows made before stages are painted. */
  stage: Generated<string>;
  modelCount: Generated<number>;
  /** When the models were bought; null means createdAt. */
  acquiredAt: Timestamp | null;
  /** JSON text: the stage moves, oldest first (StageMove[]). */
  stageHistory: Generated<string>;
  /** JSON text: the work-in-progress photos (WipPhoto[]); their hashes are blob references like imageHash. */
  wipPhotos: Generated<string>;
  /** Whether the showcase shows the work-in-progress photos. */
  showTimeline: Generated<IntBoolean>;
  /** Issue 35 (0022): the army unit these models are for, or null. */
  unitId: Generated<string | null>;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
}

/** One line of a recipe: a paint used on a part of a painted miniature. */
export interface ProjectPaintTable {
  id: string;
  userId: string;
  projectId: string;
  /** A user's paint or a catalog paint; null once that paint is gone for good. */
  paintId: string | null;
  /** JSON {name, brand, color, type}: the paint as it was when added, so the row stays readable without it. */
  paintSnapshot: string;
  partName: string;
  technique: string | null;
  usageNotes: string | null;
  /** Fractional-index key; rows sort by it as plain text. */
  position: string;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  version: Generated<number>;
}

/** A painter's pile settings (issue 26): one row per painter, its id their user id (migration 0021). */
export interface PileSettingsTable {
  id: string;
  userId: string;
  /** JSON {stage: name}: only the stages the painter named. */
  stageNames: Generated<string>;
  monthlyGoal: number | null;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  version: Generated<number>;
}

/** Issue 35 (0022): a painter's army. Its units are rows of army_unit; its scheme a row of scheme. */
export interface ArmyTable {
  id: string;
  userId: string;
  name: string;
  faction: string | null;
  game: string | null;
  points: number | null;
  schemeId: string | null;
  notes: string | null;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  version: Generated<number>;
}

/** A unit of an army (the protocol's `unit`). */
export interface ArmyUnitTable {
  id: string;
  userId: string;
  armyId: string;
  name: string;
  modelCount: number;
  points: number | null;
  schemeId: string | null;
  notes: string | null;
  /** Fractional-index key: the roster's order. */
  position: string;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  version: Generated<number>;
}

/** A painting scheme; its steps are JSON text (SchemeStep[], in position order). */
export interface SchemeTable {
  id: string;
  userId: string;
  name: string;
  steps: Generated<string>;
  /** JSON text: the texts a concurrent edit replaced (KeptText[], 0026). */
  conflicts: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  version: Generated<number>;
}

/** One version counter per user: every push transaction takes the next number and stamps its rows with it. */
export interface SyncSpaceTable {
  userId: string;
  version: number;
  /** The highest version of a tombstone purged for good; a pull from an older cursor is answered with a reset. */
  purgedVersion: number;
  /** The user's rows of each entity, tombstones included, kept exact by triggers (migration 0006): the quotas. */
  paintRows: Generated<number>;
  projectRows: Generated<number>;
  recipeRows: Generated<number>;
  /** Issue 35 (0022). */
  armyRows: Generated<number>;
  unitRows: Generated<number>;
  schemeRows: Generated<number>;
}

/** A device (one browser database), bound to one user for good. */
export interface SyncClientTable {
  clientId: string;
  userId: string;
  /** The last mutation id consumed (applied or rejected); the next one must be this + 1. */
  lastMutationId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
}

export type MutationStatus = 'applied' | 'rejected';

/** Every consumed mutation, for idempotent retries (the stored result) and for replay. */
export interface MutationLogTable {
  clientId: string;
  mutationId: number;
  userId: string;
  name: string;
  /** JSON of the arguments as received. */
  args: string;
  status: MutationStatus;
  /** JSON {code, message} of a rejection. */
  error: string | null;
  /** JSON array of notices ({code, message}) of an applied mutation, when there were any. */
  notices: string | null;
  /** The version the mutation's writes carry; null when rejected. */
  version: number | null;
  receivedAt: Timestamp;
}

/** A photo, stored once per distinct content. */
export interface BlobTable {
  /** Lower-case hex SHA-256 of `bytes`. */
  sha256: string;
  /** Judged from the leading bytes, never from what the client said. */
  mime: string;
  size: number;
  bytes: Buffer;
  createdAt: Timestamp;
}

/** Who may read a blob: everyone who uploaded those bytes. */
export interface BlobOwnerTable {
  sha256: string;
  userId: string;
  createdAt: Timestamp;
}

export interface FeedbackTable {
  id: string;
  userId: string;
  type: Generated<FeedbackType>;
  subject: string;
  message: string;
  /** open at first; an admin moves it (sync-protocol's feedbackStatuses, checked by the API). */
  status: Generated<FeedbackStatus>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  adminReply: string | null;
  repliedAt: Timestamp | null;
  /** A colour report's catalog paint (no foreign key: the snapshot outlives the paint). */
  colorPaintId: string | null;
  /** JSON {brand, range, name, color} of the reported paint when reported. */
  colorSnapshot: string | null;
  /** The painter's suggested hex, #RRGGBB (a measurement's: the thin coat over white). */
  suggestedColor: string | null;
  /** 1 when the colour report is a measurement (a swatch on white card, issue 36). */
  measured: Generated<number>;
  /** A measurement's pooled coat, for a translucent paint. */
  pooledColor: string | null;
}

/** An admin's hex for a catalog paint, applied over the data file at every load (features/catalog-corrections). */
export interface CatalogCorrectionTable {
  paintId: string;
  /** #RRGGBB, upper case. */
  color: string;
  /** The data file's hex when the correction was made. */
  originalColor: string;
  correctedBy: string | null;
  /** 'admin', or 'reports' when painters' colour reports agreed (correctedBy: the painter whose report agreed). */
  source: ColumnType<CorrectionSource, CorrectionSource | undefined, CorrectionSource>;
  /** A measured colour (issue 36): how many painters' measurements it stands for; null when it is no measurement. */
  measuredBy: number | null;
  /** The largest CIEDE2000 between two of them (0 for one). */
  measuredSpread: number | null;
  /** The measured pooled stop of a translucent paint. */
  pooledColor: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** 'measurements' when painters' measurements agreed (an admin accepting one is 'admin' with `measuredBy` 1). */
export type CorrectionSource = 'admin' | 'reports' | 'measurements';

/** One change of a catalog paint's colour (catalog-corrections/colour-changes.ts). */
export interface CatalogColourChangeTable {
  id: string;
  paintId: string;
  /** 'corrected': a new hex; 'removed': the file's hex again; 'dismissed': an agreement turned down before it applied. */
  action: ColourChangeAction;
  /** The hex shown after the change (null for a dismissal, which changes nothing shown). */
  color: string | null;
  /** The hex shown before it. */
  previousColor: string;
  source: CorrectionSource | null;
  /** The admin who made it; null for an agreement of painters, and once the account is gone. */
  actorId: string | null;
  /** JSON array of the feedback ids (colour reports) it came from. */
  reportIds: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export type ColourChangeAction = 'corrected' | 'removed' | 'dismissed';

/** A painter's own link from a pot's barcode to a catalog paint (features/barcodes); code canonical. */
export interface BarcodeLinkTable {
  userId: string;
  code: string;
  catalogPaintId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** An admin's verdict on a code and a catalog paint (features/barcodes). */
export interface BarcodeDecisionTable {
  code: string;
  catalogPaintId: string;
  decision: 'confirmed' | 'rejected';
  decidedBy: string | null;
  decidedAt: Timestamp;
}

/** One row: the shared barcode map as served, kept current by every change that moves it (migration 0014). */
export interface BarcodeSharedMapTable {
  id: number;
  json: string;
  etag: string;
}

/** Responses per minute, for the dashboard's error rate (features/operations/response-counts.ts). */
export interface ResponseMinuteTable {
  /** 2026-01-31T12:34 (UTC). */
  minute: string;
  total: number;
  serverErrors: number;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Paint = Selectable<PaintTable>;
export type NewPaint = Insertable<PaintTable>;
export type PaintUpdate = Updateable<PaintTable>;
export type Project = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;
export type ProjectPaint = Selectable<ProjectPaintTable>;
export type NewProjectPaint = Insertable<ProjectPaintTable>;
export type Feedback = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
export type Session = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;

/** One row: the ETag of the catalog the paint table's catalog rows were last made equal to (migration 0008). */
export interface CatalogStateTable {
  id: number;
  etag: string;
  /** The hash of what the catalog was built from (file bytes, corrections); null before migration 0012. */
  sourceHash: string | null;
  /** The catalog built from those inputs, as served (Catalog.json); reused while sourceHash is unchanged. */
  snapshot: string | null;
  /** How many paints `snapshot` holds, so a start needs not parse it to know. */
  snapshotSize: number | null;
}

/** A secret every server of one database shares (migration 0010): today the session-signing key. */
export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

/** One abuse-limit counter shared by every server (migration 0010; plugins/database-rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  windowEndsMs: number;
}
