import { useSyncExternalStore } from 'react';
import type { CatalogPaint, FeedbackEntry } from '@paintforge/sync-protocol';
import { onSignOut, useAuth } from '../account/auth-state';

/**
 * A painter's own colour reports change what they see at once (issue 31): until the public catalog changes, the paint
 * they reported shows the colour they suggested, on every screen that reads the catalog (useCatalog), and only for
 * them. Everyone else's catalog changes only when an admin accepts a report or three trusted painters agree.
 *
 * A report applies while the catalog still shows the hex it was sent against: once the public colour changes (a
 * correction, an agreement, or an admin taking one back) the catalog's word is the newer one. Kept in localStorage
 * under the signed-in painter (a handful of paints, read before IndexedDB opens), written when a report is sent or
 * queued, and refreshed from their feedback history with the catalog (own-colours-refresh.ts, loaded then: the REST
 * client stays out of the catalog's screens).
 */

export const ownColoursKey = 'paintforge.own-colours';

export interface OwnColour {
  /** The painter's suggestion. */
  color: string;
  /** What the catalog showed when they reported it. */
  reportedColor: string;
  /** When they reported it (the newest report of a paint wins). */
  at: string;
}

export type OwnColours = Readonly<Record<string, OwnColour>>;

interface Stored {
  userId: string;
  colours: Record<string, OwnColour>;
}

/** A catalog paint as this painter sees it: their colour, and the catalog's beside it. */
export interface OwnColouredPaint extends CatalogPaint {
  catalogColor: string;
}

/** The catalog's own hex of a paint the painter sees in their colour; undefined for any other paint. */
export function catalogColorOf(paint: CatalogPaint): string | undefined {
  return (paint as Partial<OwnColouredPaint>).catalogColor;
}

const none: OwnColours = {};
const listeners = new Set<() => void>();
let cache: { raw: string | null; userId: string; colours: OwnColours } = { raw: null, userId: '', colours: none };

export const userIdOf = (user: { id?: string | number; email: string } | null) => (user ? String(user.id ?? user.email) : '');

/** The signed-in painter's own colours (the same object while storage is unchanged). */
export function ownColours(userId: string): OwnColours {
  const raw = localStorage.getItem(ownColoursKey);
  if (raw === cache.raw && userId === cache.userId) return cache.colours;
  let colours: OwnColours = none;
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (stored?.userId === userId && typeof stored.colours === 'object' && stored.colours !== null) colours = stored.colours;
  } catch {
    // A damaged value holds nothing readable; the next refresh replaces it.
  }
  cache = { raw, userId, colours };
  return colours;
}

function write(userId: string, colours: Record<string, OwnColour>): void {
  if (Object.keys(colours).length === 0) localStorage.removeItem(ownColoursKey);
  else localStorage.setItem(ownColoursKey, JSON.stringify({ userId, colours } satisfies Stored));
  for (const listener of listeners) listener();
}

/** A report the painter just sent (or queued offline): they see its colour at once. */
export function rememberOwnColour(userId: string | number, paintId: string, own: OwnColour): void {
  const id = String(userId);
  write(id, { ...ownColours(id), [paintId]: own });
}

/** The newest colour report per paint of a painter's feedback history. */
export function ownColoursFrom(entries: readonly FeedbackEntry[]): Record<string, OwnColour> {
  const colours: Record<string, OwnColour> = {};
  for (const entry of entries) {
    const report = entry.colorReport;
    if (!report) continue;
    const held = colours[report.paintId];
    if (held === undefined || entry.createdAt > held.at)
      colours[report.paintId] = { color: report.suggestedColor, reportedColor: report.reportedColor, at: entry.createdAt };
  }
  return colours;
}

/**
 * The painter's history (another device's reports too) with the reports made here that the server does not have yet
 * (queued offline), which are kept while they are the newer ones; stored for `userId`.
 */
export function storeOwnColours(userId: string, fromServer: Record<string, OwnColour>): void {
  const merged = { ...fromServer };
  for (const [paintId, own] of Object.entries(ownColours(userId))) {
    const known = merged[paintId];
    if (known === undefined || own.at > known.at) merged[paintId] = own;
  }
  write(userId, merged);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ownColoursKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in painter's own colours; none when signed out. */
export function useOwnColours(): OwnColours {
  const userId = userIdOf(useAuth().user);
  return useSyncExternalStore(
    subscribe,
    () => (userId ? ownColours(userId) : none),
    () => none,
  );
}

/**
 * The catalog as this painter sees it: each paint they reported, while the catalog still shows the hex they reported
 * against, in their colour (with the catalog's kept as `catalogColor`). The same list when nothing applies.
 */
export function withOwnColours<P extends CatalogPaint>(paints: readonly P[], own: OwnColours): readonly P[] {
  if (Object.keys(own).length === 0) return paints;
  let changed = false;
  const shown = paints.map((paint) => {
    const mine = own[paint.id];
    if (mine === undefined || mine.reportedColor !== paint.color || mine.color === paint.color) return paint;
    changed = true;
    return { ...paint, color: mine.color, catalogColor: paint.color };
  });
  return changed ? shown : paints;
}

// A painter's reports are theirs: they leave the device with the painter.
onSignOut(() => write('', {}));
