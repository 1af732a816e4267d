import Papa from 'papaparse';
import { escapeCsvRow } from '../../components/csv-cells';
import { boughtAt, inStageSince, type PileEntry } from '../../components/burn-down/pile-figures';
import type { StageNames } from '../../messages/stage-text';

/** The pile as CSV: one line per entry, the stage in the painter's own words, dates as YYYY-MM-DD. */
export const pileCsvColumns = ['Name', 'Models', 'Stage', 'In stage since', 'Bought'] as const;
export const pileCsvFileName = 'pile.csv';

const day = (iso: string) => iso.slice(0, 10);

export function pileToCsv(entries: readonly PileEntry[], names: StageNames): string {
  return Papa.unparse({
    fields: [...pileCsvColumns],
    data: entries.map((entry) =>
      escapeCsvRow([entry.name, entry.modelCount, names[entry.stage], day(inStageSince(entry)), day(boughtAt(entry))]),
    ),
  });
}
