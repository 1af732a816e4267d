/**
 * The most one import reads, a CSV or a JSON backup alike: a whole collection is a few hundred paints and a few
 * thousand recipe rows, the catalog under 6,000 paints; a file past these is refused before it costs the phone its
 * memory (a 50 MiB CSV is 728k rows). Rows are a CSV's lines, or a backup's paints, miniatures and recipe paints.
 */
export const importFileLimits = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/** Why a file is refused as a whole; the painter's words for each are in messages/import-text.ts. */
export type ImportRefusal = 'too-large' | 'too-many-rows';

/** A file the import refuses as a whole, before any of it is previewed. */
export class ImportRefused extends Error {
  constructor(readonly reason: ImportRefusal) {
    super(`The file is refused: ${reason}`);
    this.name = 'ImportRefused';
  }
}

/** Share of the file read so far, 0 to 1. */
export type ImportProgress = (done: number) => void;
