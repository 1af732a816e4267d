import { describe, expect, it } from 'vitest';
import { addInBatches, importBatchSize } from '../../data/transfer/import-batches';
import { importFileLimits, ImportRefused } from '../../data/transfer/import-limits';
import { importRefusalText } from '../../messages/import-text';
import { parseCappedCsv } from './csv-import-limits';
import { readCsvFile } from './read-csv-file';

const header = 'Name,Brand,Type,Color,Quantity\n';
const rows = (count: number) => header + Array.from({ length: count }, (_, n) => `Paint ${n},Citadel,Base,#112233,1\n`).join('');

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportRefused) return importRefusalText.csv[error.reason];
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('CSV import caps (5 MB, 10,000 rows)', () => {
  it('reads 10,000 rows, reporting progress up to done, and refuses 10,001 with a clear message', async () => {
    const progress: number[] = [];
    const read = parseCappedCsv(rows(importFileLimits.maxRows), (done) => progress.push(done));
    expect(read.paints).toHaveLength(10_000);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(await refusal(Promise.resolve().then(() => parseCappedCsv(rows(importFileLimits.maxRows + 1))))).toBe(
      'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
    );
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = new Blob([header, 'x'.repeat(importFileLimits.maxBytes)]);
    let read = false;
    const spy = Object.assign(big, {
      text: () => {
        read = true;
        return Promise.resolve('');
      },
    });
    expect(await refusal(readCsvFile(spy))).toBe(
      'This file is too large to import (at most 5 MB). Split it into smaller files and import them one by one.',
    );
    expect(read).toBe(false);
    // A file within the cap is read into paints.
    expect((await readCsvFile(new Blob([rows(3)]))).paints.map((paint) => paint.name)).toEqual(['Paint 0', 'Paint 1', 'Paint 2']);
  });
});

describe('adding imported rows in batches', () => {
  it(`adds every row, ${importBatchSize} at a time, reporting after each batch`, async () => {
    const batches: number[][] = [];
    const reports: Array<[number, number]> = [];
    const answers = await addInBatches(
      Array.from({ length: 250 }, (_, n) => n),
      async (batch) => {
        batches.push([...batch]);
        return batch.map((n) => n * 2);
      },
      (done, total) => reports.push([done, total]),
    );
    expect(batches.map((batch) => [batch[0], batch.length])).toEqual([
      [0, 100],
      [100, 100],
      [200, 50],
    ]);
    expect(answers).toEqual(Array.from({ length: 250 }, (_, n) => n * 2));
    expect(reports).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });
});
