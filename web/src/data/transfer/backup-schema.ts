import { z } from 'zod';
import { armyRowSchema, paintRowSchema, pileSettingsRowSchema, projectRowSchema, recipeRowSchema, schemeRowSchema, unitRowSchema } from '@paintforge/sync-protocol';
import { importFileLimits, ImportRefused, type ImportProgress } from './import-limits';

/**
 * The JSON backup file's shape (backup.ts writes and imports it). Its own module, without the device's database, so
 * the worker that reads a picked file (backup-parse.worker.ts) loads only this.
 */
export const backupFormat = 'paintforge-backup';
export const backupFileName = 'paintforge-backup.json';

export const backupSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(1),
  exportedAt: z.string(),
  paints: z.array(paintRowSchema).max(importFileLimits.maxRows),
  projects: z.array(projectRowSchema.extend({ imageHash: z.null(), largeImageHash: z.null().default(null) })).max(importFileLimits.maxRows),
  recipes: z.array(recipeRowSchema).max(importFileLimits.maxRows),
  /** The painter's stage names and monthly goal (issue 26); absent from files written before they were kept. */
  pileSettings: pileSettingsRowSchema.pick({ stageNames: true, monthlyGoal: true }).optional(),
  /** Armies, their units and the schemes (issue 35); absent from files written before armies. */
  armies: z.array(armyRowSchema).max(importFileLimits.maxRows).default([]),
  units: z.array(unitRowSchema).max(importFileLimits.maxRows).default([]),
  schemes: z.array(schemeRowSchema).max(importFileLimits.maxRows).default([]),
});
export type Backup = z.infer<typeof backupSchema>;

/** The rows a parsed file holds, counted before any of them is checked: the cap keeps the check itself cheap. */
function rowCount(parsed: unknown): number {
  if (typeof parsed !== 'object' || parsed === null) return 0;
  const file = parsed as Record<string, unknown>;
  return [file.paints, file.projects, file.recipes, file.armies, file.units, file.schemes].reduce<number>((sum, rows) => sum + (Array.isArray(rows) ? rows.length : 0), 0);
}

/**
 * A backup file's text as a backup, with the import's caps (5 MB, 10,000 rows in all: import-limits.ts). Runs in the
 * backup worker, off the main thread. Throws ImportRefused past a cap, and an Error for a file that is not a backup.
 */
export function parseCappedBackup(text: string, onProgress: ImportProgress = () => undefined): Backup {
  if (text.length > importFileLimits.maxBytes) throw new ImportRefused('too-large');
  const parsed: unknown = JSON.parse(text);
  // JSON.parse cannot report as it goes: it is most of the work, so the check after it is the last tenth.
  onProgress(0.9);
  if (rowCount(parsed) > importFileLimits.maxRows) throw new ImportRefused('too-many-rows');
  const backup = backupSchema.parse(parsed);
  onProgress(1);
  return backup;
}
