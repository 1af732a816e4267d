import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { projectStages, type ProjectStage } from '@paintforge/sync-protocol';

/**
 * A painter's pile settings: their names for the stages (the order stays fixed) and a monthly goal. Kept on this
 * device for now, per signed-in user in localStorage (not synced: a second device shows the app's names).
 */

export const monthlyGoalMax = 1000;

const storedSettingsSchema = z.object({
  stageNames: z.partialRecord(z.enum(projectStages), z.string().max(40)).catch({}),
  monthlyGoal: z.number().int().min(1).max(monthlyGoalMax).nullable().catch(null),
});
type StoredSettings = z.infer<typeof storedSettingsSchema>;

export interface PileSettings {
  /** Models a month the painter means to paint; null for no goal. */
  monthlyGoal: number | null;
  /** Their own names only (blank where the app's name shows), for the settings form. */
  customNames: Partial<Record<ProjectStage, string>>;
}

const empty: StoredSettings = { stageNames: {}, monthlyGoal: null };
export const pileSettingsKey = (userId: string) => `paintforge.pile-settings.${userId}`;

function readStored(userId: string): StoredSettings {
  try {
    const raw = localStorage.getItem(pileSettingsKey(userId));
    if (raw === null) return empty;
    const parsed = storedSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : empty;
  } catch {
    // Storage refused (private mode) or a value that is not JSON: the defaults.
    return empty;
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// One snapshot per user and stored text, so useSyncExternalStore sees the same object until something changes.
const snapshots = new Map<string, { raw: string | null; settings: PileSettings }>();

function snapshotFor(userId: string): PileSettings {
  let raw: string | null;
  try {
    raw = localStorage.getItem(pileSettingsKey(userId));
  } catch {
    raw = null;
  }
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.settings;
  const stored = readStored(userId);
  const settings = { monthlyGoal: stored.monthlyGoal, customNames: stored.stageNames };
  snapshots.set(userId, { raw, settings });
  return settings;
}

export function savePileSettings(
  userId: string,
  settings: { customNames: Partial<Record<ProjectStage, string>>; monthlyGoal: number | null },
) {
  const stageNames = Object.fromEntries(
    Object.entries(settings.customNames).filter(([, name]) => name?.trim()),
  ) as StoredSettings['stageNames'];
  localStorage.setItem(
    pileSettingsKey(userId),
    JSON.stringify(storedSettingsSchema.parse({ stageNames, monthlyGoal: settings.monthlyGoal })),
  );
  for (const listener of listeners) listener();
}

/** The signed-in painter's pile settings (the app's names and no goal for a visitor). */
export function usePileSettings(userId: string | null): PileSettings {
  const get = useCallback(() => (userId === null ? snapshotFor('') : snapshotFor(userId)), [userId]);
  return useSyncExternalStore(subscribe, get, get);
}

/** Whose settings: the signed-in painter's (by id, or email for a session stored before ids were). */
export function settingsOwner(user: { id?: string | number | null; email: string } | null): string | null {
  return user ? String(user.id ?? user.email) : null;
}

