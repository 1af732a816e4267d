import { describe, expect, it } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { equivalenceCsv } from './equivalence-csv';

const paint = (name: string, brand: string, color: string, range = 'Base'): CatalogPaint => ({
  id: `${brand}-${name}`,
  name,
  brand,
  range,
  color,
  type: 'Base',
  userId: null,
});

describe('equivalenceCsv', () => {
  it('writes a header and a quoted row per paint, with the range in the name and ΔE to 0.1', () => {
    const text = equivalenceCsv([
      {
        from: paint('Mephiston Red', 'Citadel', '#8E020F'),
        to: { item: paint('Bloody Red', 'Vallejo', '#9A1115', 'Game Color'), difference: 3.14159 },
      },
      { from: paint('Wraithbone', 'Citadel', '#DAD1B4'), to: undefined },
    ]);
    expect(text.split('\r\n')).toEqual([
      '"Brand","Paint","Hex","Equivalent brand","Equivalent paint","Equivalent hex","Delta E"',
      '"Citadel","Mephiston Red · Base","#8E020F","Vallejo","Bloody Red · Game Color","#9A1115","3.1"',
      '"Citadel","Wraithbone · Base","#DAD1B4","","","",""',
      '',
    ]);
  });

  it('keeps a spreadsheet from running a name as a formula, and doubles quotes', () => {
    const text = equivalenceCsv([{ from: paint('=HYPERLINK("x")', 'Citadel', '#000000', ''), to: undefined }]);
    expect(text.split('\r\n')[1]).toBe('"Citadel","\'=HYPERLINK(""x"")","#000000","","","",""');
  });
});
