import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { pileToCsv } from './pile-csv';
import { stageNamesWith } from '../../messages/stage-text';

describe('the pile as CSV', () => {
  it('writes name, models, the painter’s stage name, in stage since and bought, with formulas defused', () => {
    const csv = pileToCsv(
      [
        {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Intercessors, squad 1',
          stage: 'primed',
          modelCount: 10,
          acquiredAt: '2024-11-15T12:00:00.000Z',
          createdAt: '2025-01-02T12:00:00.000Z',
          stageHistory: [
            { id: '00000000-0000-4000-8000-000000000001', stage: 'unbuilt', movedAt: '2025-01-02T12:00:00.000Z' },
            { id: '00000000-0000-4000-8000-000000000002', stage: 'primed', movedAt: '2025-03-04T12:00:00.000Z' },
          ],
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          name: '=cmd',
          stage: 'built',
          modelCount: 1,
          acquiredAt: null,
          createdAt: '2025-05-06T12:00:00.000Z',
          stageHistory: [],
        },
      ],
      stageNamesWith({ primed: 'Undercoated' }),
    );
    expect(Papa.parse(csv).data).toEqual([
      ['Name', 'Models', 'Stage', 'In stage since', 'Bought'],
      ['Intercessors, squad 1', '10', 'Undercoated', '2025-03-04', '2024-11-15'],
      ["'=cmd", '1', 'Built', '2025-05-06', '2025-05-06'],
    ]);
  });
});
