import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxArgsBytes, maxArgsDepth } from '../json-bounds.js';
import { MemoryStore } from '../testing/memory-store.js';
import {
  applyMutation,
  defineMutation,
  isKnownMutation,
  MutationRejected,
  mutationList,
  prepareMutation,
  registerMutation,
  rowOf,
  touchesOf,
} from './index.js';

const at = '2026-11-21T10:00:00.000Z';
const paintId = '0190a0b0-0000-7000-8000-000000000001';
const paint = { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', createdAt: at };

/** `{ a: { a: … } }`, `levels` objects deep. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}

function refusal(run: () => unknown): MutationRejected {
  try {
    run();
  } catch (error) {
    if (error instanceof MutationRejected) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('prepareMutation', () => {
  it('refuses an unknown change by name, telling the painter to update the app', () => {
    expect(refusal(() => prepareMutation('paint.fly@1', {}))).toMatchObject({
      name: 'MutationRejected',
      code: 'validation',
      params: { mutation: 'paint.fly@1' },
      message: 'Unknown change “paint.fly@1”. Please update the app.',
    });
    expect(isKnownMutation('paint.fly@1')).toBe(false);
    for (const { key } of mutationList) expect(isKnownMutation(key)).toBe(true);
  });

  it('names the refused field in the params, for the web to word', () => {
    expect(refusal(() => prepareMutation('paint.update@1', { id: paintId, changes: { name: ' ' }, updatedAt: at })).params).toEqual({
      field: 'changes.name',
    });
  });

  it('refuses missing arguments as invalid, never with a crash', () => {
    for (const args of [undefined, null, 'paint', 7]) {
      expect(refusal(() => prepareMutation('paint.delete@1', args)).code).toBe('validation');
    }
  });

  it(`accepts arguments ${maxArgsDepth} levels deep and refuses one level more`, () => {
    // Unknown fields count towards the bound although the schema strips them: they are what a hostile client sends.
    const update = { id: paintId, changes: { notes: 'thin it' }, updatedAt: at };
    expect(prepareMutation('paint.update@1', { ...update, extra: nested(maxArgsDepth - 1) }).args).toEqual(update);
    expect(refusal(() => prepareMutation('paint.update@1', { ...update, extra: nested(maxArgsDepth) }))).toMatchObject({
      code: 'too-deep',
      message: 'This change is nested too deeply to be saved.',
    });
  });

  it(`accepts arguments of exactly ${maxArgsBytes} bytes of JSON and refuses one byte more`, () => {
    const remove = { id: paintId, deletedAt: at };
    const padding = maxArgsBytes - JSON.stringify({ ...remove, pad: '' }).length;
    expect(prepareMutation('paint.delete@1', { ...remove, pad: 'x'.repeat(padding) }).args).toEqual(remove);
    expect(refusal(() => prepareMutation('paint.delete@1', { ...remove, pad: 'x'.repeat(padding + 1) }))).toMatchObject({
      code: 'payload-too-large',
      message: 'This change is too large to be saved.',
    });
  });

  it('resolves what a mutation touches from its parsed arguments', () => {
    expect(
      prepareMutation('recipe.add@1', {
        id: '0190a0b0-0000-7000-8000-000000000003',
        projectId: '0190a0b0-0000-7000-8000-000000000002',
        paintId: 'c0ffee00-0000-5000-8000-000000000000',
        partName: 'Armor',
        position: 'a0',
        createdAt: at,
      }).touches,
    ).toEqual({
      entity: 'recipe',
      action: 'create',
      rowId: '0190a0b0-0000-7000-8000-000000000003',
      moreRows: [],
      photos: [],
      catalogPaints: ['c0ffee00-0000-5000-8000-000000000000'],
      ownRow: false,
    });
  });
});

describe('registered mutations', () => {
  const probe = defineMutation('paint.probe@1', z.object({ id: z.string() }), rowOf('paint', 'edit'), async () => undefined);

  it('apply with no notices when the mutator returns nothing, and go away again when removed', async () => {
    const remove = registerMutation(probe);
    try {
      expect(isKnownMutation('paint.probe@1')).toBe(true);
      expect(await applyMutation(new MemoryStore(), 'paint.probe@1', { id: paintId })).toEqual({ notices: [] });
      expect(() => registerMutation(probe)).toThrow('Mutation paint.probe@1 is already defined');
    } finally {
      remove();
    }
    expect(isKnownMutation('paint.probe@1')).toBe(false);
  });

  it('cannot replace a mutation the app ships', () => {
    expect(() => registerMutation({ ...probe, key: 'paint.create@1' })).toThrow('Mutation paint.create@1 is already defined');
    expect(prepareMutation('paint.create@1', paint).touches.action).toBe('create');
  });

  it('a bug in a declaration surfaces from touchesOf instead of passing for an unreadable mutation', () => {
    const broken = defineMutation(
      'paint.broken@1',
      z.object({ id: z.string() }),
      {
        entity: 'paint',
        action: 'edit',
        rowId: () => {
          throw new TypeError('rowId is broken');
        },
      },
      async () => undefined,
    );
    const remove = registerMutation(broken);
    try {
      expect(() => touchesOf('paint.broken@1', { id: paintId })).toThrow('rowId is broken');
    } finally {
      remove();
    }
  });
});
