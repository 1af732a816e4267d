import { describe, expect, it } from 'vitest';
import { stageTimeline } from './stage-timeline.js';

const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const photo = (n: number, stage: 'primed' | 'painting' | 'based', addedAt: string) => ({ id: id(n), stage, addedAt });

describe('stageTimeline', () => {
  it('files a photo under the latest visit to its stage before it, else the first visit, else an undated step at the end', () => {
    const steps = stageTimeline({
      id: id(0),
      stage: 'painting',
      createdAt: '2026-01-01T00:00:00.000Z',
      stageHistory: [
        { id: id(3), stage: 'painting', movedAt: '2026-03-01T00:00:00.000Z' },
        { id: id(1), stage: 'primed', movedAt: '2026-01-01T00:00:00.000Z' },
        { id: id(2), stage: 'primed', movedAt: '2026-02-01T00:00:00.000Z' },
      ],
      wipPhotos: [
        photo(13, 'based', '2026-03-05T00:00:00.000Z'),
        photo(11, 'primed', '2026-02-15T00:00:00.000Z'),
        // Taken before the first move to painting (a device's clock, or filed under a chosen stage).
        photo(12, 'painting', '2025-12-01T00:00:00.000Z'),
        photo(10, 'primed', '2026-01-15T00:00:00.000Z'),
      ],
    });
    expect(steps.map((step) => [step.key, step.stage, step.at, step.photos.map((each) => each.id)])).toEqual([
      [id(1), 'primed', '2026-01-01T00:00:00.000Z', [id(10)]],
      [id(2), 'primed', '2026-02-01T00:00:00.000Z', [id(11)]],
      [id(3), 'painting', '2026-03-01T00:00:00.000Z', [id(12)]],
      ['based', 'based', null, [id(13)]],
    ]);
  });

  it('shows a row made before stages as its stage since its creation', () => {
    expect(stageTimeline({ id: id(0), stage: 'painted', createdAt: '2025-05-05T00:00:00.000Z', stageHistory: [], wipPhotos: [] })).toEqual([
      { key: id(0), stage: 'painted', at: '2025-05-05T00:00:00.000Z', photos: [] },
    ]);
  });
});
