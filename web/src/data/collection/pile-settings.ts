import { useEffect } from 'react';
import { z } from 'zod';
import { monthlyGoalSchema, MutationRejected, mutations, projectStages, type ArgsOf, type ProjectStage } from '@paintforge/sync-protocol';
import type { UserDatabase } from '../sync/database';
import { mutate } from '../sync/mutate';
import { notifyLocalWrite, requireDatabase } from '../sync/runtime';
import { nowIso, useActiveDatabase, useUserLiveQuery, writeLocal } from '../sync/screen';

/**
 * A painter's pile settings (issue 26): their names for the stages (the order stays fixed) and a monthly goal. One
 * synced row per painter, keyed by their user id (sync-protocol pileSettings), read from this device's database and
 * changed through the outbox like every other row, so a second device shows the same names and goal.
 */

export interface PileSettings {
  /** Models a month the painter means to paint; null for no goal. */
  monthlyGoal: number | null;
  /** Their own names only (blank where the app's name shows), for the settings form. */
  customNames: Partial<Record<ProjectStage, string>>;
}

const noSettings: PileSettings = { monthlyGoal: null, customNames: {} };

/** The signed-in painter's pile settings: the app's names and no goal until they set some (and for a visitor). */
export function usePileSettings(): PileSettings {
  const db = useActiveDatabase();
  useEffect(() => {
    if (db) void carryOverDeviceSettings(db);
  }, [db]);
  const settings = useUserLiveQuery(readSettings, [], noSettings);
  return settings ?? noSettings;
}

export async function readSettings(db: UserDatabase): Promise<PileSettings> {
  const row = await db.pileSettings.get(db.userId);
  return row ? { monthlyGoal: row.monthlyGoal, customNames: row.stageNames } : noSettings;
}

type SettingsChange = Omit<ArgsOf<typeof mutations.pileSettings.set>, 'id' | 'updatedAt'>;

/**
 * What differs between the settings shown and the ones saved: only those fields travel, so two devices changing
 * different stages (or one the goal) both keep their change. A blank name goes back to the app's. Null when nothing
 * changed.
 */
export function pileSettingsChange(current: PileSettings, next: PileSettings): SettingsChange | null {
  const stageNames: Partial<Record<ProjectStage, string>> = {};
  for (const stage of projectStages) {
    const name = next.customNames[stage]?.trim() ?? '';
    if (name !== (current.customNames[stage] ?? '')) stageNames[stage] = name;
  }
  const change: SettingsChange = {
    ...(Object.keys(stageNames).length > 0 ? { stageNames } : {}),
    ...(next.monthlyGoal !== current.monthlyGoal ? { monthlyGoal: next.monthlyGoal } : {}),
  };
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * Settings from a backup file, as a change that fills only what the painter has not set: a name for each stage they
 * have not named, the goal when they have none. What they set on this account stays. Null when nothing is filled.
 */
export function settingsToFill(current: PileSettings, from: { stageNames: PileSettings['customNames']; monthlyGoal: number | null }): SettingsChange | null {
  return pileSettingsChange(current, { customNames: { ...from.stageNames, ...current.customNames }, monthlyGoal: current.monthlyGoal ?? from.monthlyGoal });
}

/**
 * Saves the painter's settings on this device and queues them for their other devices. Throws MutationRejected (a
 * name over the limit, a goal out of range: the form's message).
 */
export async function savePileSettings(current: PileSettings, next: PileSettings): Promise<void> {
  const change = pileSettingsChange(current, next);
  if (!change) return;
  const db = await requireDatabase();
  await writeLocal(mutations.pileSettings.set, { id: db.userId, ...change, updatedAt: nowIso() });
}

/** Where an app before synced settings kept a painter's, per user on the device. */
export const deviceSettingsKey = (userId: string) => `paintforge.pile-settings.${userId}`;

// As that app read them: a part it would not read (a goal out of range) counts as unset, as it did there.
const deviceSettingsSchema = z.object({
  stageNames: z.partialRecord(z.enum(projectStages), z.string()).catch({}),
  monthlyGoal: monthlyGoalSchema.catch(null),
});

// The carry-over in progress per database: screens mounting together (the pile, its stage names) start one, not two.
const carrying = new Map<string, Promise<void>>();

/**
 * Settings kept on this device by an app before they synced are queued once as a change of the painter's row (what
 * differs from the row as this device has it), then removed from localStorage, so nothing set is lost. A change the
 * mutation refuses (a value the old form let through) is dropped with the key, as there is nothing to correct it
 * with; any other failure (storage full) keeps the key for the next try. Without the key, a localStorage read.
 */
export function carryOverDeviceSettings(db: UserDatabase): Promise<void> {
  let running = carrying.get(db.name);
  if (!running) {
    running = carryOver(db)
      .catch(() => undefined)
      .finally(() => carrying.delete(db.name));
    carrying.set(db.name, running);
  }
  return running;
}

async function carryOver(db: UserDatabase): Promise<void> {
  const key = deviceSettingsKey(db.userId);
  const raw = localStorage.getItem(key);
  if (raw === null) return;
  const parsed = deviceSettingsSchema.safeParse(safeJson(raw));
  const stored = parsed.success ? { customNames: parsed.data.stageNames, monthlyGoal: parsed.data.monthlyGoal } : null;
  const change = stored && pileSettingsChange(await readSettings(db), stored);
  if (change) {
    try {
      await mutate(db, mutations.pileSettings.set, { id: db.userId, ...change, updatedAt: nowIso() });
      notifyLocalWrite();
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
    }
  }
  localStorage.removeItem(key);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
