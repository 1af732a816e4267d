import { useState } from 'react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { equivalenceTable, type ColourIndex } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { equivalenceCsv } from './equivalence-csv';
import { t } from '../../i18n/t';

const selectClasses = 'h-10 w-full min-w-0 rounded-md border border-line bg-surface px-2 text-sm';

/** "Download the equivalence table" for two brands: every current paint of one with its nearest in the other, as CSV. */
export function BrandPairTable({ brands }: { brands: ReadonlyMap<string, ColourIndex<CatalogPaint>> }) {
  const names = [...brands.keys()].sort((a, b) => a.localeCompare(b));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromBrand = from || names[0] || '';
  const toBrand = to || names.find((name) => name !== fromBrand) || '';
  if (names.length < 2) return null;

  const download = () =>
    downloadText(
      equivalenceCsv(equivalenceTable(brands, fromBrand, toBrand)),
      t('colours.table.file', { from: fromBrand, to: toBrand }),
      'text/csv',
    );

  return (
    <section aria-labelledby="pair-heading" className="flex flex-col gap-2">
      <h2 id="pair-heading" className="text-lg font-semibold">
        {t('colours.table.heading')}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('colours.table.from')}
          <select className={selectClasses} value={fromBrand} onChange={(event) => setFrom(event.target.value)}>
            {names.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('colours.table.to')}
          <select className={selectClasses} value={toBrand} onChange={(event) => setTo(event.target.value)}>
            {names.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      </div>
      <Button variant="outline" disabled={fromBrand === toBrand} onClick={download}>
        {t('colours.table.download')}
      </Button>
    </section>
  );
}
