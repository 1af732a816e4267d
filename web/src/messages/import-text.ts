import { importFileLimits, type ImportRefusal } from '../data/transfer/import-limits';

const megabytes = importFileLimits.maxBytes / 1024 ** 2;
// Written out: messages/ imports no UI (formatCount); the caps' tests read these words whole.
const rows = '10,000';
const splitIt = 'Split it into smaller files and import them one by one.';

/** Why a picked file is not imported at all, a CSV of paints or a JSON backup. */
export const importRefusalText: Record<'csv' | 'backup', Record<ImportRefusal, string>> = {
  csv: {
    'too-large': `This file is too large to import (at most ${megabytes} MB). ${splitIt}`,
    'too-many-rows': `This file has more than ${rows} rows. ${splitIt}`,
  },
  backup: {
    'too-large': `This backup is too large to import (at most ${megabytes} MB).`,
    'too-many-rows': `This backup holds more than ${rows} paints, miniatures and recipe paints, more than one import adds.`,
  },
};

/** A picked file that is not one the import reads. */
export const unreadableImportText = {
  csv: 'This file could not be read as a CSV.',
  backup: 'This file is not a Paint Forge backup.',
} as const;

/** Longest name a message quotes whole: a refused row may be refused for a name of hundreds of characters. */
const quotedNameMax = 40;

/**
 * The rows of an import refused one by one (the others were added): which, and why the first was (`reason`,
 * error-text.ts localFailureText's words for its refusal).
 */
export function notAddedText(labels: readonly string[], reason: string): string {
  const [first] = labels;
  if (first === undefined) return '';
  const quoted = `“${first.length > quotedNameMax ? `${first.slice(0, quotedNameMax - 1)}…` : first}”`;
  if (labels.length === 1) return `${quoted} was not added. ${reason}`;
  return `${labels.length} paints were not added, ${quoted} among them. ${reason}`;
}
