import { describe, expect, it } from 'vitest';
import { applyMutation, type ProjectStage } from '@paintforge/sync-protocol';
import { MemoryStore } from '@paintforge/sync-protocol/testing';
import { burnDown, inStageSince, paintedAt, pileList, pileSize, stageCounts, type PileEntry } from './pile-figures';

let next = 0;
function entry(fields: Partial<PileEntry> & { stage: ProjectStage }, moves: [ProjectStage, string][] = []): PileEntry {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Box ${next}`,
    modelCount: 1,
    acquiredAt: null,
    createdAt: '2025-01-15T12:00:00.000Z',
    stageHistory: moves.map(([stage, movedAt], index) => ({
      id: `10000000-0000-4000-8000-${String(next * 100 + index).padStart(12, '0')}`,
      stage,
      movedAt,
    })),
    ...fields,
  };
}

describe('pile figures', () => {
  it('counts models, not entries, in each stage', () => {
    const counts = stageCounts([
      entry({ stage: 'primed', modelCount: 10 }),
      entry({ stage: 'primed', modelCount: 5 }),
      entry({ stage: 'based' }),
    ]);
    expect(counts.primed).toBe(15);
    expect(counts.based).toBe(1);
    expect(counts.unbuilt).toBe(0);
    expect(pileSize(counts)).toBe(15);
  });

  it('dates the stage by the last move, else the creation', () => {
    expect(inStageSince(entry({ stage: 'unbuilt' }))).toBe('2025-01-15T12:00:00.000Z');
    const moved = entry({ stage: 'primed' }, [
      ['unbuilt', '2025-01-15T12:00:00.000Z'],
      ['primed', '2025-03-02T12:00:00.000Z'],
    ]);
    expect(inStageSince(moved)).toBe('2025-03-02T12:00:00.000Z');
  });

  it('sorts the longest in stage first and filters by stage', () => {
    const old = entry({ stage: 'primed' }, [['primed', '2024-01-10T12:00:00.000Z']]);
    const recent = entry({ stage: 'primed' }, [['primed', '2025-06-10T12:00:00.000Z']]);
    const other = entry({ stage: 'built' }, [['built', '2023-01-10T12:00:00.000Z']]);
    expect(pileList([recent, other, old], 'primed').map((row) => row.id)).toEqual([old.id, recent.id]);
    expect(pileList([recent, other, old], 'all').map((row) => row.id)).toEqual([other.id, old.id, recent.id]);
  });

  it('lists everything with the pile first: finished miniatures with no history, however old, come after it', () => {
    const finished = entry({ stage: 'painted', createdAt: '2019-05-01T12:00:00.000Z' });
    const varnished = entry({ stage: 'varnished' }, [['varnished', '2020-01-10T12:00:00.000Z']]);
    const primed = entry({ stage: 'primed' }, [['primed', '2025-06-10T12:00:00.000Z']]);
    const unbuilt = entry({ stage: 'unbuilt' }, [['unbuilt', '2025-08-10T12:00:00.000Z']]);
    expect(pileList([finished, unbuilt, varnished, primed], 'all').map((row) => row.id)).toEqual([
      primed.id,
      unbuilt.id,
      finished.id,
      varnished.id,
    ]);
  });

  it('counts painted at the first move into a done stage, or at creation for a done entry without history', () => {
    const moved = entry({ stage: 'based' }, [
      ['unbuilt', '2025-01-01T12:00:00.000Z'],
      ['painted', '2025-02-01T12:00:00.000Z'],
      ['based', '2025-03-01T12:00:00.000Z'],
    ]);
    expect(paintedAt(moved)).toBe('2025-02-01T12:00:00.000Z');
    expect(paintedAt(entry({ stage: 'painted' }))).toBe('2025-01-15T12:00:00.000Z');
    expect(paintedAt(entry({ stage: 'primed' }, [['primed', '2025-01-01T12:00:00.000Z']]))).toBeNull();
    // Painted, moved back, painted again: counted from the second time.
    const again = entry({ stage: 'based' }, [
      ['painted', '2025-02-01T12:00:00.000Z'],
      ['painting', '2025-03-01T12:00:00.000Z'],
      ['painted', '2025-04-01T12:00:00.000Z'],
      ['based', '2025-05-01T12:00:00.000Z'],
    ]);
    expect(paintedAt(again)).toBe('2025-04-01T12:00:00.000Z');
  });

  it('agrees with the stage counts when a miniature is moved back from painted', () => {
    const now = new Date(2026, 2, 20);
    const back = entry({ stage: 'painting', modelCount: 5, acquiredAt: new Date(2026, 0, 5).toISOString() }, [
      ['primed', new Date(2026, 0, 5).toISOString()],
      ['painted', new Date(2026, 1, 5).toISOString()],
      ['painting', new Date(2026, 2, 5).toISOString()],
    ]);
    const done = entry({ stage: 'painted', modelCount: 2, acquiredAt: new Date(2026, 0, 5).toISOString() }, [
      ['painted', new Date(2026, 1, 6).toISOString()],
    ]);
    const figures = burnDown([back, done], now, 3);
    expect(figures.painted).toEqual([0, 2, 0]);
    expect(figures.pile.at(-1)).toBe(pileSize(stageCounts([back, done])));
    expect(figures.pile).toEqual([7, 5, 5]);
  });

  it('adds bought and painted per month and carries the pile from before the window', () => {
    const now = new Date(2026, 2, 20);
    const entries = [
      // Bought long before the window and still unpainted: the pile starts at 4.
      entry({ stage: 'unbuilt', modelCount: 4, acquiredAt: new Date(2020, 5, 10).toISOString() }),
      // Bought in January 2026 (by acquiredAt), painted in March 2026.
      entry(
        {
          stage: 'painted',
          modelCount: 10,
          acquiredAt: new Date(2026, 0, 10).toISOString(),
          createdAt: new Date(2026, 1, 10).toISOString(),
        },
        [
          ['unbuilt', new Date(2026, 1, 10).toISOString()],
          ['painted', new Date(2026, 2, 5).toISOString()],
        ],
      ),
    ];
    const figures = burnDown(entries, now, 3);
    expect(figures.labels).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(figures.bought).toEqual([10, 0, 0]);
    expect(figures.painted).toEqual([0, 0, 10]);
    expect(figures.pile).toEqual([14, 14, 4]);
    expect(figures.monthStarts[0]).toBe(new Date(2026, 0, 1).getTime());
  });

  it('keeps the bought month when a box with no bought date is split later (the split buys nothing)', async () => {
    const store = new MemoryStore();
    const [boxId, unitId] = ['00000000-0000-4000-8000-00000000b0c5', '00000000-0000-4000-8000-00000000b0c6'];
    const made = new Date(2026, 0, 10).toISOString();
    await applyMutation(store, 'project.create@1', { id: boxId, name: 'Intercessors', stage: 'unbuilt', modelCount: 10, createdAt: made });
    const before = burnDown([(await store.get('project', boxId))!], new Date(2026, 2, 20), 3);
    await applyMutation(store, 'project.split@1', { id: boxId, newId: unitId, count: 4, createdAt: new Date(2026, 2, 5).toISOString() });
    const rows = [(await store.get('project', boxId))!, (await store.get('project', unitId))!];
    const after = burnDown(rows, new Date(2026, 2, 20), 3);
    expect(before.bought).toEqual([10, 0, 0]);
    expect(after.bought).toEqual(before.bought);
    expect(after.pile).toEqual(before.pile);
  });

  it('spans 24 months across a year boundary by default', () => {
    const figures = burnDown([], new Date(2026, 0, 5));
    expect(figures.labels).toHaveLength(24);
    expect(figures.labels[0]).toBe('2024-02');
    expect(figures.labels.at(-1)).toBe('2026-01');
  });
});
